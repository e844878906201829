/**
 * The accounts module's public entry: what other modules may call. Accounts are written here only (decision 0024).
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export {
  agencyOfAccount,
  confirmAccountEmail,
  findProfile,
  insertAccount,
  markFeedSeen,
  recordQuoteOnAccount,
  replaceUnconfirmedSignup,
  setAccountLocale,
} from './accounts.service.ts';
export { deleteSessionsOnReactivation, listStaff } from './staff.service.ts';
export {
  eraseAccountRow,
  erasedEmailOf,
  isCurrentPassword,
  lockAccountForErasure,
  withdrawReminderEmails,
} from './account-erasure.ts';
export { updateNotificationPreferences } from './accounts.service.ts';
