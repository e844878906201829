import { and, eq, sql } from 'drizzle-orm';
import { consentVersion, type SubmitQuote } from '../../../domain/quotes/request.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { drivers, guaranteeChoices, quoteDrafts, quotes, vehicles } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { recordQuoteOnAccount } from '../accounts/index.ts';
import { quoteSubmittedDrafts, type Notifier } from '../notifications/index.ts';
import { initialsKeySql, sendAutomaticOffers } from '../offers/index.ts';
import { quoteValidityDays } from '../../../domain/quotes/lifecycle.ts';
import { assertReferencesExist } from '../reference/index.ts';
import type { SignedInContext } from '../../lib/actor.ts';
import { toCentimes } from '../../../domain/money.ts';

/** The quote a submission created, or found when the same Idempotency-Key came back. */
export interface SubmittedQuote {
  id: string;
  reference: string;
  /** False when this answers a repeated submission (same driver, same key). */
  created: boolean;
}

/** Test hooks to inject failures between the writes of a submission. */
export interface SubmitHooks {
  afterVehicleInsert?: (tx: Transaction) => Promise<void>;
  afterNotificationsQueued?: (tx: Transaction) => Promise<void>;
  /** Told when a grid could not price the request (the submission goes on without it). */
  onInstantPricingError?: (error: unknown) => void;
}

/**
 * A new quote's reference, `MQ-<year>-<number>` (`MQ-2026-000123`): the platform-wide sequence
 * `quote_reference_seq`, zero-padded to six digits and written whole beyond (lpad would cut
 * `1000000` to `100000`, a reference already given, and the unique constraint would refuse the
 * quote). One `nextval` per quote.
 */
const quoteReferenceSql = sql<string>`(select 'MQ-' || extract(year from now())::int || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('quote_reference_seq') as n)`;

async function findByKey(db: Database | Transaction, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ id: quotes.id, reference: quotes.reference })
    .from(quotes)
    .where(and(eq(quotes.userId, userId), eq(quotes.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Submits a quote request in ONE transaction (docs/product/design.md §5): driver with licence, vehicle
 * (values in centimes), guarantee choices, the quote with its reference `MQ-<year>-<000123>`
 * and consent record; the draft is then deleted. A repeated `idempotencyKey` from the same
 * driver returns the first quote instead of creating a second, also when both race. The
 * driver's acknowledgement (e-mail, and WhatsApp when the driver opted in and the quote's number
 * is the one they confirmed: `whatsappRefusal`) is queued in the same transaction (outbox,
 * decision 0010). The account records the quote (`recordQuoteOnAccount`): its empty profile
 * fields take the driver's details, and a ticked WhatsApp box the consent. Audited with the
 * context's IP (ASVS 7.1).
 * @throws AppError validationFailed when a reference id does not exist (nothing is written).
 */
export async function submitQuote(
  db: Database,
  notifier: Notifier,
  context: SignedInContext,
  {
    quote: input,
    idempotencyKey,
    renewalOf,
  }: {
    quote: SubmitQuote;
    idempotencyKey: string;
    /** The quote whose confirmed contract this request renews (the one-click re-compare). */
    renewalOf?: string;
  },
  hooks: SubmitHooks = {},
): Promise<SubmittedQuote> {
  const { userId } = context.actor;
  const existing = await findByKey(db, userId, idempotencyKey);
  if (existing) return { ...existing, created: false };

  const { vehicle, driver, guarantees } = input;
  await assertReferencesExist(db, {
    cityId: driver.cityId,
    professionId: driver.professionId,
    conventionId: driver.conventionId,
    brandId: vehicle.brandId,
    fuelId: vehicle.fuelId,
    fiscalPowerId: vehicle.fiscalPowerId,
    seatCountId: vehicle.seatCountId,
  });

  try {
    return await db.transaction(async (tx) => {
      const [driverRow] = await tx
        .insert(drivers)
        .values({
          userId,
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
          atFaultClaimsLast24Months: driver.atFaultClaimsLast24Months,
          materialClaimsLast12Months: driver.materialClaimsLast12Months,
          bodilyClaimsLast12Months: driver.bodilyClaimsLast12Months,
          monthsInsuredWithoutInterruption: driver.monthsInsuredWithoutInterruption,
        })
        .returning({ id: drivers.id, clientKey: initialsKeySql() });
      const [vehicleRow] = await tx
        .insert(vehicles)
        .values({
          userId,
          brandId: vehicle.brandId,
          fuelId: vehicle.fuelId,
          fiscalPowerId: vehicle.fiscalPowerId,
          seatCountId: vehicle.seatCountId,
          firstRegistrationDate: vehicle.firstRegistrationDate,
          newValueCentimes: toCentimes(vehicle.newValue),
          marketValueCentimes: toCentimes(vehicle.marketValue),
          plate: vehicle.plate,
        })
        .returning({ id: vehicles.id });
      await hooks.afterVehicleInsert?.(tx);
      const { termsAccepted, ...choices } = guarantees;
      const [choiceRow] = await tx
        .insert(guaranteeChoices)
        .values(choices)
        .returning({ id: guaranteeChoices.id });
      if (!driverRow || !vehicleRow || !choiceRow) throw new Error('insert returned no row');
      const [quote] = await tx
        .insert(quotes)
        .values({
          reference: quoteReferenceSql,
          userId,
          driverId: driverRow.id,
          vehicleId: vehicleRow.id,
          guaranteeChoiceId: choiceRow.id,
          cityId: driver.cityId,
          clientKey: driverRow.clientKey,
          insuranceStartDate: driver.insuranceStartDate,
          consentAt: new Date(),
          consentVersion,
          idempotencyKey,
          expiresAt: sql`now() + make_interval(days => ${quoteValidityDays})`,
          renewalOfQuoteId: renewalOf ?? null,
        })
        .returning({ id: quotes.id, reference: quotes.reference });
      if (!quote) throw new Error('quote insert returned no row');
      // The city's grids price the request at once: the driver's range, and the offers of
      // agencies in mode automatic (docs/product/tariffs.md "Modes"). A grid that cannot price
      // is left out and reported: it never costs the driver their request.
      // A renewal request first carries the renewal offer its contract's agency sent ahead.
      await sendAutomaticOffers(
        tx,
        quote.id,
        choices,
        (error) => hooks.onInstantPricingError?.(error),
        renewalOf ?? null,
      );
      // The draft is the quote flow's: a renewal, sent from its own page, leaves it.
      if (!renewalOf) await tx.delete(quoteDrafts).where(eq(quoteDrafts.userId, userId));
      const account = await recordQuoteOnAccount(tx, userId, driver);
      const contact = {
        userId,
        name: driver.firstName,
        // Messages go to the account's confirmed address, never to one typed in a form: no
        // form can make Moqarana write to a stranger (decision 0023).
        email: account.email,
        phone: driver.phone,
        locale: account.locale,
        whatsapp: account.whatsapp,
      };
      await notifier.enqueue(tx, quoteSubmittedDrafts(contact, quote));
      await hooks.afterNotificationsQueued?.(tx);
      await recordAudit(tx, {
        action: 'quote.submitted',
        actorUserId: userId,
        ipAddress: context.ip,
        entityType: 'quote',
        entityId: quote.id,
      });
      return { ...quote, created: true };
    });
  } catch (error) {
    // The same key submitted twice at once: the unique index let one through; answer with it.
    const winner = await findByKey(db, userId, idempotencyKey);
    if (winner) return { ...winner, created: false };
    throw error;
  }
}
