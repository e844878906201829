/*
 * The signed-in areas' texts in French, as one module: web/i18n/signed-in.ts loads it with one
 * import, so they arrive as one chunk instead of four (each chunk a page loads costs the main
 * thread a request start, docs/product/design.md §10).
 */
export { frQuotes } from './quotes.ts';
export { frAccount } from './account.ts';
export { frPersonalData } from './personal-data.ts';
export { frRenewal } from './renewal.ts';
