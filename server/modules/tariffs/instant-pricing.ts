import { eq } from 'drizzle-orm';
import {
  guarantees,
  packs,
  type Guarantee,
  type Pack,
} from '../../../domain/reference/guarantees.ts';
import type { TariffMode } from '../../../domain/tariffs/api.ts';
import { tariffFuelOf } from '../../../domain/tariffs/fuels.ts';
import { prepareRequest, type PricingRequest } from '../../../domain/tariffs/pricing-request.ts';
import { pricePacks, prepareGrid, type PackPrice } from '../../../domain/tariffs/pricing.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  drivers,
  fiscalPowers,
  fuels,
  guaranteeChoices,
  quotePriceEstimates,
  quotes,
  vehicles,
} from '../../db/schema/index.ts';
import { cityGrids, leviesInForce, type StoredGrid } from './grid-store.ts';

/*
 * A quote priced by the tariff grids (docs/product/tariffs.md): the request as the engine reads
 * it, priced on the insurance start date with every grid of the quote's city that is not off.
 */

type Db = Database | Transaction;

/** A quote's request as the engine reads it, with its city and the date it is priced on. */
export interface QuotePricing {
  cityId: number;
  /** The insurance start date, `YYYY-MM-DD`: ages and levies are those of that day. */
  onDate: string;
  request: PricingRequest;
}

/**
 * The quote's request for the engine; undefined when the quote does not exist or its fuel has no
 * tariff fuel (`tariffFuelOf`: a fuel added to the list without its mapping is not priced).
 */
export async function quotePricing(db: Db, quoteId: string): Promise<QuotePricing | undefined> {
  const [row] = await db
    .select({
      cityId: quotes.cityId,
      onDate: quotes.insuranceStartDate,
      fuelName: fuels.nameFr,
      fiscalPowerCv: fiscalPowers.cv,
      newValueCentimes: vehicles.newValueCentimes,
      marketValueCentimes: vehicles.marketValueCentimes,
      firstRegistrationDate: vehicles.firstRegistrationDate,
      birthDate: drivers.birthDate,
      licenceObtainedOn: drivers.licenceObtainedOn,
      atFaultClaimsLast24Months: drivers.atFaultClaimsLast24Months,
      materialClaimsLast12Months: drivers.materialClaimsLast12Months,
      bodilyClaimsLast12Months: drivers.bodilyClaimsLast12Months,
      monthsInsuredWithoutInterruption: drivers.monthsInsuredWithoutInterruption,
      choice: guaranteeChoices,
    })
    .from(quotes)
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
    .innerJoin(fuels, eq(fuels.id, vehicles.fuelId))
    .innerJoin(fiscalPowers, eq(fiscalPowers.id, vehicles.fiscalPowerId))
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .innerJoin(guaranteeChoices, eq(guaranteeChoices.id, quotes.guaranteeChoiceId))
    .where(eq(quotes.id, quoteId));
  const fuel = row && tariffFuelOf(row.fuelName);
  if (!row || !fuel) return undefined;
  return {
    cityId: row.cityId,
    onDate: row.onDate,
    request: {
      fuel,
      fiscalPowerCv: row.fiscalPowerCv,
      newValueCentimes: row.newValueCentimes,
      marketValueCentimes: row.marketValueCentimes,
      firstRegistrationDate: row.firstRegistrationDate,
      birthDate: row.birthDate,
      licenceObtainedOn: row.licenceObtainedOn,
      claimHistory: {
        atFaultClaimsLast24Months: row.atFaultClaimsLast24Months,
        materialClaimsLast12Months: row.materialClaimsLast12Months,
        bodilyClaimsLast12Months: row.bodilyClaimsLast12Months,
        monthsInsuredWithoutInterruption: row.monthsInsuredWithoutInterruption,
      },
      guarantees: Object.fromEntries(
        guarantees.map((guarantee) => [guarantee, row.choice[guarantee]]),
      ) as Record<Guarantee, string>,
    },
  };
}

/** One grid's prices for a quote. */
export interface GridPricing {
  grid: StoredGrid;
  mode: TariffMode;
  packs: Record<Pack, PackPrice>;
}

/** Told of a grid that could not price a request (the engine's RangeError); the grid is left out. */
export type GridPricingError = (error: unknown, grid: StoredGrid) => void;

/**
 * The quote priced by each grid of `grids` on its start date, with the levies in force that day.
 * Empty when no levies apply on its date. A grid the engine cannot price with (none should:
 * grids are checked when saved) is left out and passed to `onError`, so one grid never costs
 * the others their prices or the driver their request.
 */
export async function priceWithGrids(
  db: Db,
  pricing: QuotePricing,
  grids: readonly (StoredGrid & { mode: TariffMode })[],
  onError: GridPricingError = (error) => {
    throw error;
  },
): Promise<GridPricing[]> {
  if (grids.length === 0) return [];
  const levies = await leviesInForce(db, pricing.onDate);
  if (!levies) return [];
  const prepared = prepareRequest(pricing.request, pricing.onDate);
  return grids.flatMap((grid) => {
    try {
      return [
        { grid, mode: grid.mode, packs: pricePacks(prepared, prepareGrid(grid.grid), levies) },
      ];
    } catch (error) {
      onError(error, grid);
      return [];
    }
  });
}

/** Whether a grid's pricing offers all three packs: the condition of an automatic offer. */
export function offersEveryPack(
  packsPriced: Record<Pack, PackPrice>,
): packsPriced is Record<Pack, Extract<PackPrice, { offered: true }>> {
  return packs.every((pack) => packsPriced[pack].offered);
}

/**
 * Prices a quote just saved with its city's grids (a grid that cannot price it left out and
 * passed to `onError`), in the submission's transaction: writes the
 * driver's indicative range (`quote_price_estimates`: per pack the lowest and highest price
 * among the grids offering it) and returns the grids' prices, for the automatic offers.
 */
export async function priceSubmittedQuote(
  tx: Transaction,
  quoteId: string,
  onError: GridPricingError,
): Promise<GridPricing[]> {
  const pricing = await quotePricing(tx, quoteId);
  if (!pricing) return [];
  const priced = await priceWithGrids(tx, pricing, await cityGrids(tx, pricing.cityId), onError);
  const rows = packs.flatMap((pack) => {
    const prices = priced.flatMap((item) => {
      const price = item.packs[pack];
      return price.offered ? [price.priceCentimes] : [];
    });
    return prices.length === 0
      ? []
      : [
          {
            quoteId,
            pack,
            minCentimes: Math.min(...prices),
            maxCentimes: Math.max(...prices),
            gridCount: priced.length,
          },
        ];
  });
  if (rows.length > 0) await tx.insert(quotePriceEstimates).values(rows);
  return priced;
}
