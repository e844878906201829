/*
 * The signed-in areas' texts in Arabic, as one module: web/i18n/signed-in.ts loads it with one
 * import, so they arrive as one chunk instead of four (each chunk a page loads costs the main
 * thread a request start, docs/product/design.md §10).
 */
export { arQuotes } from './quotes.ts';
export { arAccount } from './account.ts';
export { arPersonalData } from './personal-data.ts';
export { arRenewal } from './renewal.ts';
