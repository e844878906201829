/**
 * The quotes module's public entry: the lifecycle in SQL for other modules' queries, and the one writer of a quote's status.
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export {
  effectiveStatusSql,
  openStatusSql,
  pastExpirySql,
  quoteColumnsAs,
  quoteOpenSql,
  recentEnoughToBeOpenSql,
} from './quote-lifecycle.sql.ts';
export { changeQuoteStatus } from './quote-status.ts';
export { anonymiseQuotes, deleteDraftOf } from './anonymisation.ts';
