/*
 * The back office's texts in French, as one module: web/i18n/back-office-texts.ts loads it
 * with one import, so they arrive as one chunk instead of six (each chunk a page loads costs the
 * main thread a request start, docs/product/design.md §10).
 */
export { frBackOffice } from './back-office.ts';
export { frTariffs } from './tariffs.ts';
export { frLevies } from './levies.ts';
export { frAgencyDriver } from './agency-driver.ts';
export { frAgencyDay } from './agency-day.ts';
export { frTableFilters } from './table-filters.ts';
