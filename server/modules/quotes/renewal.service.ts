import { and, desc, eq, isNull } from 'drizzle-orm';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { ValidationMessageKey } from '../../../domain/messages/fr.ts';
import {
  coverBreakLimitHours,
  coverEndDate,
  renewalDate,
  type RenewalSummary,
} from '../../../domain/offers/renewal.ts';
import { submitQuoteSchema, type SubmitQuoteInput } from '../../../domain/quotes/request.ts';
import { toDirhams } from '../../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import {
  agencies,
  brands,
  contracts,
  drivers,
  guaranteeChoices,
  quotes,
  vehicles,
} from '../../db/schema/index.ts';
import type { SignedInContext } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { renewalOfferToSend } from '../offers/index.ts';
import { submitQuote, type SubmittedQuote } from './submit-quote.service.ts';

/*
 * The one-click re-compare of a confirmed contract (docs/product/renewal.md): a new request
 * pre-filled from the contract's (vehicle, driver, guarantees), the driver confirming only their
 * claims history, submitted in one step and priced at once where grids exist (the submission's
 * automatic offers). The new cover starts on the contract's renewal date, or today when that
 * has passed.
 */

/** The driver's quote `quoteId` with its confirmed contract and snapshot rows, or null. */
async function contractOf(db: Database, userId: string, quoteId: string) {
  const [row] = await db
    .select({
      quote: quotes,
      contract: contracts,
      agencyName: agencies.name,
      agencyStatus: agencies.status,
      driver: drivers,
      vehicle: vehicles,
      brand: brands.name,
      choice: guaranteeChoices,
    })
    .from(quotes)
    .innerJoin(contracts, eq(contracts.quoteId, quotes.id))
    .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
    .innerJoin(drivers, eq(drivers.id, quotes.driverId))
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
    .innerJoin(brands, eq(brands.id, vehicles.brandId))
    .innerJoin(guaranteeChoices, eq(guaranteeChoices.id, quotes.guaranteeChoiceId))
    .where(
      and(
        eq(quotes.id, quoteId),
        eq(quotes.userId, userId),
        eq(contracts.decision, 'confirmed'),
        isNull(quotes.anonymisedAt),
      ),
    );
  return row ?? null;
}

/** The renewal request already sent from `quoteId`, the latest if several. */
async function renewalOf(db: Database, quoteId: string) {
  const [row] = await db
    .select({ id: quotes.id, reference: quotes.reference })
    .from(quotes)
    .where(eq(quotes.renewalOfQuoteId, quoteId))
    .orderBy(desc(quotes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * What the one-click re-compare of the driver's contract on `quoteId` shows.
 * @throws AppError notFound when the quote is not the caller's or has no confirmed contract.
 */
export async function renewalSummary(
  db: Database,
  userId: string,
  quoteId: string,
): Promise<RenewalSummary> {
  const row = await contractOf(db, userId, quoteId);
  if (!row?.contract.startDate) throw notFound();
  const { contract, driver, vehicle } = row;
  const start = contract.startDate as string;
  return {
    quoteId,
    reference: row.quote.reference,
    agencyName: row.agencyName,
    coverEndDate: coverEndDate(start, contract.durationMonths),
    renewalDate: renewalDate(start, contract.durationMonths),
    coverBreakLimitHours,
    vehicle: {
      brand: row.brand,
      plate: vehicle.plate,
      firstRegistrationDate: vehicle.firstRegistrationDate,
    },
    claims: {
      atFaultClaimsLast24Months: driver.atFaultClaimsLast24Months,
      materialClaimsLast12Months: driver.materialClaimsLast12Months,
      bodilyClaimsLast12Months: driver.bodilyClaimsLast12Months,
      monthsInsuredWithoutInterruption: driver.monthsInsuredWithoutInterruption,
    },
    renewal: await renewalOf(db, quoteId),
    agencyOffer: renewalOfferToSend({ ...contract, agencyStatus: row.agencyStatus }),
  };
}

/**
 * Submits the renewal request of the driver's contract on `quoteId` (`submitQuote`, with the
 * same Idempotency-Key rule): the contract's request with `claims` and the terms accepted now.
 * A renewal request already sent from this contract is answered instead (`created: false`).
 * @throws AppError notFound as `renewalSummary`; validationFailed (nothing written) when the
 *   last request no longer passes today's rules (an expired licence…), on the fields at fault.
 */
export async function submitRenewal(
  db: Database,
  notifier: Notifier,
  context: SignedInContext,
  quoteId: string,
  input: {
    claims: Pick<
      SubmitQuoteInput['driver'],
      | 'atFaultClaimsLast24Months'
      | 'materialClaimsLast12Months'
      | 'bodilyClaimsLast12Months'
      | 'monthsInsuredWithoutInterruption'
    >;
    idempotencyKey: string;
  },
): Promise<SubmittedQuote> {
  const row = await contractOf(db, context.actor.userId, quoteId);
  if (!row?.contract.startDate) throw notFound();
  // One renewal request per contract (the page links the one sent): a second tab's answers it.
  const sent = await renewalOf(db, quoteId);
  if (sent) return { ...sent, created: false };
  const { contract, driver, vehicle, choice } = row;
  const due = renewalDate(contract.startDate as string, contract.durationMonths);
  const today = todayInMorocco();
  const request: SubmitQuoteInput = {
    vehicle: {
      brandId: vehicle.brandId,
      fuelId: vehicle.fuelId,
      fiscalPowerId: vehicle.fiscalPowerId,
      firstRegistrationDate: vehicle.firstRegistrationDate,
      newValue: toDirhams(vehicle.newValueCentimes),
      marketValue: toDirhams(vehicle.marketValueCentimes),
      seatCountId: vehicle.seatCountId,
      plate: vehicle.plate,
      termsAccepted: true,
    },
    driver: {
      lastName: driver.lastName,
      firstName: driver.firstName,
      cityId: driver.cityId,
      cin: driver.cin,
      email: driver.email,
      phone: driver.phone,
      birthDate: driver.birthDate,
      professionId: driver.professionId,
      conventionId: driver.conventionId,
      licenceObtainedOn: driver.licenceObtainedOn,
      licenceExpiresOn: driver.licenceExpiresOn,
      insuranceStartDate: due > today ? due : today,
      termsAccepted: true,
      whatsappOptIn: false,
      ...input.claims,
    },
    guarantees: {
      pfcp: choice.pfcp,
      theft: choice.theft,
      collisionDamage: choice.collisionDamage,
      legalDefence: choice.legalDefence,
      allRisk: choice.allRisk,
      glassBreakage: choice.glassBreakage,
      assistance: choice.assistance,
      termsAccepted: true,
    },
  };
  const parsed = submitQuoteSchema.safeParse(request);
  if (!parsed.success) {
    throw new AppError('validationFailed', {
      fields: Object.fromEntries(
        parsed.error.issues.map((issue) => [
          issue.path.join('.'),
          issue.message as ValidationMessageKey,
        ]),
      ),
    });
  }
  return submitQuote(db, notifier, context, {
    quote: parsed.data,
    idempotencyKey: input.idempotencyKey,
    renewalOf: quoteId,
  });
}
