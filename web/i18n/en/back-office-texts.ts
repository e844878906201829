/*
 * The back office's texts in English, as one module: web/i18n/back-office-texts.ts loads it
 * with one import, so they arrive as one chunk instead of six (each chunk a page loads costs the
 * main thread a request start, docs/product/design.md §10).
 */
export { enBackOffice } from './back-office.ts';
export { enTariffs } from './tariffs.ts';
export { enLevies } from './levies.ts';
export { enAgencyDriver } from './agency-driver.ts';
export { enAgencyDay } from './agency-day.ts';
export { enTableFilters } from './table-filters.ts';
