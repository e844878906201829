import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addToDate, todayInMorocco } from '../../domain/dates.ts';
import { renewalDate } from '../../domain/offers/renewal.ts';
import type { ReferenceData } from '../../domain/reference/reference-data.ts';
import type { Database } from '../db/client.ts';
import { contracts } from '../db/schema/index.ts';
import { priceQuote, selectFirstOffer, submitQuote } from './factories.ts';
import { signUpDriver, type TestClient } from './harness.ts';

/*
 * Confirmed contracts for the renewal tests (docs/product/renewal.md), their renewal date moved
 * to a chosen day.
 */

/**
 * A new driver's quote that `staff` priced, the driver chose (its first offer) and `staff`
 * confirmed from today for `months` (the agency's default when absent).
 */
export async function contracted(
  baseUrl: string,
  reference: ReferenceData,
  staff: TestClient,
  months?: 6 | 12,
) {
  const driver = await signUpDriver(baseUrl);
  const quote = await submitQuote(driver.client, reference);
  await priceQuote(staff, quote.id);
  await selectFirstOffer(driver.client, quote.id);
  const confirmed = await staff.post(`/api/agency/quotes/${quote.id}/contract`, {
    decision: 'confirmed',
    policyNumber: `WAF-${quote.reference}`,
    startDate: todayInMorocco(),
    ...(months ? { durationMonths: months } : {}),
  });
  expect(confirmed.status).toBe(201);
  return { ...driver, quote };
}

/** Moves the contract's start so that its renewal date is `days` days from today. */
export async function renewalIn(db: Database, quoteId: string, days: number) {
  const [row] = await db
    .select({ months: contracts.durationMonths })
    .from(contracts)
    .where(eq(contracts.quoteId, quoteId));
  const months = row?.months ?? 12;
  // The start whose renewal date is today + days: step back `months` months, then adjust.
  let start = addToDate(todayInMorocco(), { days, months: -months });
  while (renewalDate(start, months) < addToDate(todayInMorocco(), { days }))
    start = addToDate(start, { days: 1 });
  await db.update(contracts).set({ startDate: start }).where(eq(contracts.quoteId, quoteId));
}
