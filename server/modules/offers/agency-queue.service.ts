import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lostSaleReasonOf } from '../../../domain/agency-day/performance.ts';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { AgencyQuoteDetail } from '../../../domain/offers/agency-quote.ts';
import type { Language } from '../../../domain/languages.ts';
import { guarantees, type Guarantee } from '../../../domain/reference/guarantees.ts';
import { bonusMalusCoefficientBp } from '../../../domain/tariffs/bonus-malus.ts';
import type { Database } from '../../db/client.ts';
import {
  brands,
  cities,
  drivers,
  fiscalPowers,
  fuels,
  guaranteeChoices,
  offers,
  quotes,
  seatCounts,
  vehicles,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { localizedName } from '../../lib/localized-name.ts';
import { quoteOpenSql, recentEnoughToBeOpenSql } from '../quotes/index.ts';
import { offerStatusSql } from './offer-keys.ts';
import { packPriceSql, priceGapPercentSql } from './lost-sale.sql.ts';
import {
  chosenByDriverSql,
  driverViewColumns,
  driverViewOf,
  plateViewSql,
} from './driver-view.sql.ts';
import { mayViewQuote, type AgencyMember } from './offers.policy.ts';
import { usualPrices } from './pricing.service.ts';
import { offerVersionsOf } from './offer-versions.ts';

/** The columns of a quote `awaitingPriceSql` reads, as SQL of the calling query. */
export interface AwaitingPriceColumns {
  id: SQL | typeof quotes.id;
  cityId: SQL | typeof quotes.cityId;
  status: SQL | typeof quotes.status;
  expiresAt: SQL | typeof quotes.expiresAt;
  createdAt: SQL | typeof quotes.createdAt;
}

const quoteColumns: AwaitingPriceColumns = {
  id: quotes.id,
  cityId: quotes.cityId,
  status: quotes.status,
  expiresAt: quotes.expiresAt,
  createdAt: quotes.createdAt,
};

/**
 * A quote waiting for this agency's price: of the agency's city, open (quote-lifecycle.sql.ts),
 * and not priced by the agency yet. What the pending table, the dashboard's
 * "à traiter" counter and the activity feed's new quotes hold. The planner runs it as an
 * ordered scan of the partial index `quotes_open_by_city` with an anti-join on the offers.
 * `cityId` and `agencyId` are values or SQL of the calling query. `ageBound: false` leaves out
 * the age bound the open condition implies (recentEnoughToBeOpenSql), for a scan in another
 * order than the date's (the pending table by reference or client): PostgreSQL takes the bound
 * and the open statuses for independent and, expecting a few hundred rows where there are tens
 * of thousands, sorts them all instead of walking that order's index.
 */
export function awaitingPriceSql(
  agency: { cityId: unknown; agencyId: unknown },
  columns: AwaitingPriceColumns = quoteColumns,
  { ageBound = true }: { ageBound?: boolean } = {},
): SQL<boolean> {
  return sql<boolean>`(${columns.cityId} = ${agency.cityId} and ${quoteOpenSql(columns)}
    ${ageBound ? sql`and ${recentEnoughToBeOpenSql(columns.createdAt)}` : sql``}
    and not exists (select 1 from ${offers} where ${offers.quoteId} = ${columns.id}
      and ${offers.agencyId} = ${agency.agencyId}))`;
}

/**
 * /user-info and /prix-info: the vehicle, the guarantees, the driver as this agency may see
 * them and their bonus-malus answers (what a price depends on: docs/product/tariffs.md), with the agency's own offer if any and, while the quote is open, its usual prices for
 * the vehicle's fiscal power.
 * @throws AppError notFound for a quote the agency may not open (mayViewQuote).
 */
export async function getAgencyQuote(
  db: Database,
  member: AgencyMember,
  quoteId: string,
  language: Language,
): Promise<AgencyQuoteDetail> {
  // The offer the driver chose when it is another agency's: read for the price gap only, the
  // one figure of it the agency may learn (domain/agency-day/performance.ts priceGapPercent).
  const chosenOffer = alias(offers, 'chosen_offer');
  const pricesOf = (offer: typeof offers | typeof chosenOffer) => ({
    basic: sql`${offer.basicPriceCentimes}`,
    intermediate: sql`${offer.intermediatePriceCentimes}`,
    premium: sql`${offer.premiumPriceCentimes}`,
  });
  const [row] = await db
    .select({
      quote: quotes,
      status: offerStatusSql,
      gapPercent: priceGapPercentSql(
        packPriceSql(sql`${quotes.selectedPack}`, pricesOf(offers)),
        packPriceSql(sql`${quotes.selectedPack}`, pricesOf(chosenOffer)),
      ),
      open: quoteOpenSql(),
      selectedByUs: chosenByDriverSql,
      driver: driverViewColumns(chosenByDriverSql, todayInMorocco()),
      plate: plateViewSql(chosenByDriverSql),
      claimHistory: {
        atFaultClaimsLast24Months: drivers.atFaultClaimsLast24Months,
        materialClaimsLast12Months: drivers.materialClaimsLast12Months,
        bodilyClaimsLast12Months: drivers.bodilyClaimsLast12Months,
        monthsInsuredWithoutInterruption: drivers.monthsInsuredWithoutInterruption,
      },
      city: localizedName(cities, language),
      // Not the plate: plateViewSql reads it as this agency may see it.
      vehicle: {
        firstRegistrationDate: vehicles.firstRegistrationDate,
        newValueCentimes: vehicles.newValueCentimes,
        marketValueCentimes: vehicles.marketValueCentimes,
        fiscalPowerId: vehicles.fiscalPowerId,
      },
      brand: brands.name,
      fuel: localizedName(fuels, language),
      cv: fiscalPowers.cv,
      seats: seatCounts.seats,
      choice: guaranteeChoices,
      offer: offers,
    })
    .from(quotes)
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .innerJoin(cities, eq(cities.id, quotes.cityId))
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .innerJoin(fuels, eq(fuels.id, vehicles.fuelId))
    .innerJoin(fiscalPowers, eq(fiscalPowers.id, vehicles.fiscalPowerId))
    .innerJoin(seatCounts, eq(seatCounts.id, vehicles.seatCountId))
    .innerJoin(guaranteeChoices, eq(guaranteeChoices.id, quotes.guaranteeChoiceId))
    .leftJoin(offers, and(eq(offers.quoteId, quotes.id), eq(offers.agencyId, member.agencyId)))
    .leftJoin(
      chosenOffer,
      and(eq(chosenOffer.id, quotes.selectedOfferId), ne(chosenOffer.agencyId, member.agencyId)),
    )
    .where(eq(quotes.id, quoteId));
  if (
    !row ||
    !mayViewQuote(member, {
      cityId: row.quote.cityId,
      open: row.open,
      pricedByUs: row.offer !== null,
    })
  ) {
    throw notFound();
  }
  const { selectedByUs } = row;
  const current = row.offer
    ? (await offerVersionsOf(db, [row.offer.id])).get(row.offer.id)?.at(-1)
    : undefined;
  const choices = Object.fromEntries(guarantees.map((g) => [g, row.choice[g]])) as Record<
    Guarantee,
    string
  >;
  return {
    id: row.quote.id,
    reference: row.quote.reference,
    status: row.status,
    guaranteeChoiceId: row.quote.guaranteeChoiceId,
    insuranceStartDate: row.quote.insuranceStartDate,
    expiresAt: row.quote.expiresAt.toISOString(),
    driver: driverViewOf(row.driver, row.city),
    claimHistory: row.claimHistory,
    bonusMalusCoefficientBp: bonusMalusCoefficientBp(row.claimHistory),
    vehicle: {
      brand: row.brand,
      fuel: row.fuel,
      fiscalPower: row.cv,
      seats: row.seats,
      firstRegistrationDate: row.vehicle.firstRegistrationDate,
      newValueCentimes: row.vehicle.newValueCentimes,
      marketValueCentimes: row.vehicle.marketValueCentimes,
      plate: row.plate,
    },
    guarantees: choices,
    ownOffer: row.offer
      ? {
          prices: {
            basic: row.offer.basicPriceCentimes,
            intermediate: row.offer.intermediatePriceCentimes,
            premium: row.offer.premiumPriceCentimes,
          },
          validUntil: row.offer.validUntil,
          terms: current?.terms ?? null,
          revision: row.offer.revision,
          pricing: current?.pricing ?? null,
        }
      : null,
    selectedByUs,
    selectedPack: selectedByUs ? row.quote.selectedPack : null,
    canPrice: row.open,
    lostSale: lostSaleOf(row.offer !== null, row.status, row.gapPercent),
    usualPrices: row.open
      ? await usualPrices(db, member.agencyId, row.vehicle.fiscalPowerId, row.quote.id)
      : null,
  };
}

/**
 * Why a quote the agency priced was not won (domain/agency-day/performance.ts): null for a quote
 * it did not price, still open or won; the price gap for `notChosen` only.
 */
function lostSaleOf(
  priced: boolean,
  status: AgencyQuoteDetail['status'],
  gapPercent: number | null,
): AgencyQuoteDetail['lostSale'] {
  const reason = priced ? lostSaleReasonOf(status) : null;
  if (!reason) return null;
  return {
    reason,
    gapPercent: reason === 'notChosen' && gapPercent !== null ? Number(gapPercent) : null,
  };
}
