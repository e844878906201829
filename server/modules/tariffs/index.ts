/**
 * The tariffs module's public entry: agencies' grids and the platform's levies, and a quote
 * priced by them (docs/product/tariffs.md). Other modules import this file only.
 */
export { currentGrids, gridById, writeGridVersion, type StoredGrid } from './grid-store.ts';
export {
  offersEveryPack,
  priceSubmittedQuote,
  priceWithGrids,
  quotePricing,
  type GridPricing,
  type GridPricingError,
} from './instant-pricing.ts';
