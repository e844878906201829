/**
 * The contracts module's public entry: the renewal reminders' job, started by the process that
 * works the jobs.
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export { startRenewalReminders } from './renewals.ts';
