/**
 * The privacy module's public entry: the driver's data rights (download, consents, erasure;
 * law 09-08) and the map of the tables that hold personal data (personal-data.ts).
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export { privacyRoutes } from './privacy.routes.ts';
export { anonymiseQuoteRecords } from './erasure.ts';
