/*
 * The signed-in areas' texts in English, as one module: web/i18n/signed-in.ts loads it with one
 * import, so they arrive as one chunk instead of four (each chunk a page loads costs the main
 * thread a request start, docs/product/design.md §10).
 */
export { enQuotes } from './quotes.ts';
export { enAccount } from './account.ts';
export { enPersonalData } from './personal-data.ts';
export { enRenewal } from './renewal.ts';
