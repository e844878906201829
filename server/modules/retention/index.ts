/**
 * The retention module's public entry: the daily job that deletes or erases personal data past
 * its retention period (domain/retention.ts).
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export { erasedMessageContent, startRetentionJob } from './retention.ts';
