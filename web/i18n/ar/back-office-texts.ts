/*
 * The back office's texts in Arabic, as one module: web/i18n/back-office-texts.ts loads it
 * with one import, so they arrive as one chunk instead of six (each chunk a page loads costs the
 * main thread a request start, docs/product/design.md §10).
 */
export { arBackOffice } from './back-office.ts';
export { arTariffs } from './tariffs.ts';
export { arLevies } from './levies.ts';
export { arAgencyDriver } from './agency-driver.ts';
export { arAgencyDay } from './agency-day.ts';
export { arTableFilters } from './table-filters.ts';
