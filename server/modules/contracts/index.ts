/**
 * The contracts module's public entry: the renewal reminders' job, started by the process that
 * works the jobs; the call task a driver's choice opens, written in the choice's transaction;
 * the overdue-call rule the managers' alerts read.
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export { startRenewalReminders } from './renewals.ts';
export { callOverdueSql, openCallTask } from './call-tasks.ts';
