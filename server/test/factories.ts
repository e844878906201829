import { randomBytes, randomUUID } from 'node:crypto';
import { addToDate, todayInMorocco } from '../../domain/dates.ts';
import type { SubmitQuoteInput } from '../../domain/quotes/request.ts';
import type { ReferenceData } from '../../domain/reference/reference-data.ts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { offers, quotes, users } from '../db/schema/index.ts';
import { demoPassword } from '../db/seed/seed-demo.ts';
import { toMoroccanE164 } from '../../domain/phone.ts';
import { TestClient } from './harness.ts';
import { templateName, templateTexts, type CloudApiFake } from './protocol-peers.ts';

/**
 * The clock passes quote `quoteId`'s end of validity: it ended a minute ago, for the quote and
 * for its open offers' copy (`offers.openUntil`, server/modules/offers/offer-keys.ts), as time
 * passing would leave them; the expiry job has not run.
 */
export async function lapseQuote(db: Database, quoteId: string): Promise<void> {
  const ended = new Date(Date.now() - 60_000);
  await db.update(quotes).set({ expiresAt: ended }).where(eq(quotes.id, quoteId));
  await db
    .update(offers)
    .set({ openUntil: ended })
    .where(and(eq(offers.quoteId, quoteId), isNotNull(offers.openUntil)));
}

/** The user id of the account of `email` ('' when there is none). */
export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? '';
}

/** A valid quote request for a driver living in `city` (French name), with overrides per step. */
export function buildQuoteInput(
  reference: ReferenceData,
  city = 'Casablanca',
  overrides: {
    vehicle?: Record<string, unknown>;
    driver?: Record<string, unknown>;
    guarantees?: Record<string, unknown>;
  } = {},
): SubmitQuoteInput {
  const cityId = reference.cities.find((c) => c.nameFr === city)?.id;
  const today = todayInMorocco();
  const option = (g: string) =>
    reference.guaranteeOptions.find((o) => o.guarantee === g)?.code ?? '';
  return {
    vehicle: {
      brandId: reference.brands[0]?.id ?? 0,
      fuelId: reference.fuels[0]?.id ?? 0,
      fiscalPowerId: reference.fiscalPowers.find((p) => p.cv === 6)?.id ?? 0,
      firstRegistrationDate: addToDate(today, { years: -3 }),
      newValue: 180000,
      marketValue: 120000,
      seatCountId: reference.seatCounts.find((s) => s.seats === 5)?.id ?? 0,
      plate: '12345-A-6',
      termsAccepted: true,
      ...overrides.vehicle,
    },
    driver: {
      lastName: 'Bennani',
      firstName: 'Salma',
      cityId: cityId ?? 0,
      cin: `AB${String(randomBytes(3).readUIntBE(0, 3) % 1000000).padStart(6, '0')}`,
      email: `salma.${randomUUID().slice(0, 8)}@example.ma`,
      phone: '0612345678',
      birthDate: addToDate(today, { years: -30 }),
      professionId: reference.professions[0]?.id ?? 0,
      conventionId: reference.conventions[0]?.id ?? 0,
      licenceObtainedOn: addToDate(today, { years: -10 }),
      licenceExpiresOn: addToDate(today, { years: 5 }),
      insuranceStartDate: addToDate(today, { days: 7 }),
      termsAccepted: true,
      ...overrides.driver,
    },
    guarantees: {
      pfcp: option('pfcp'),
      theft: option('theft'),
      collisionDamage: option('collisionDamage'),
      legalDefence: option('legalDefence'),
      allRisk: option('allRisk'),
      glassBreakage: option('glassBreakage'),
      assistance: option('assistance'),
      termsAccepted: true,
      ...overrides.guarantees,
    },
  } as SubmitQuoteInput;
}

/** Signs in a demo staff account at the back office and returns its client. */
export async function signInStaff(baseUrl: string, email: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const response = await client.post('/api/auth/login', {
    email,
    password: demoPassword,
    portal: 'backoffice',
  });
  if (response.status !== 200)
    throw new Error(`staff sign-in failed for ${email}: ${JSON.stringify(response.body)}`);
  return client;
}

/** A fresh Idempotency-Key. */
export const newKey = () => randomUUID();

/** Submits a valid quote for `city` as the driver of `client`; returns its id and reference. */
export async function submitQuote(
  client: TestClient,
  reference: ReferenceData,
  city = 'Casablanca',
  overrides: Parameters<typeof buildQuoteInput>[2] = {},
): Promise<{ id: string; reference: string }> {
  const response = await client.post('/api/quotes', buildQuoteInput(reference, city, overrides), {
    'idempotency-key': newKey(),
  });
  if (response.status !== 201) throw new Error(`submit failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The agency of `agent` prices the quote (DH); throws unless the API accepts. */
export async function priceQuote(
  agent: TestClient,
  quoteId: string,
  prices = { basic: 3200, intermediate: 4500, premium: 6900 },
): Promise<void> {
  const response = await agent.put(`/api/agency/quotes/${quoteId}/offer`, prices);
  if (response.status >= 300) throw new Error(`pricing failed: ${JSON.stringify(response.body)}`);
}

/** The driver selects the only (or first) offer of a quote with `pack`. */
export async function selectFirstOffer(
  driver: TestClient,
  quoteId: string,
  pack: 'basic' | 'intermediate' | 'premium' = 'basic',
): Promise<void> {
  const comparison = await driver.get(`/api/quotes/${quoteId}`);
  const offerId = comparison.body.offers[0]?.id;
  const response = await driver.post(`/api/quotes/${quoteId}/selection`, { offerId, pack });
  if (response.status >= 300) throw new Error(`selection failed: ${JSON.stringify(response.body)}`);
}

/**
 * A valid Moroccan mobile number, in its national form (`0661…`), that no other test is likely
 * to use: the confirmation codes a number may receive are limited per hour.
 */
export function uniqueMobile(): string {
  const national = `0661${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;
  if (!toMoroccanE164(national)) throw new Error(`${national} is not a valid number`);
  return national;
}

/** The confirmation code the WhatsApp peer received for `e164`, from request index `from` on. */
export async function whatsappCodeFor(
  whatsapp: CloudApiFake,
  e164: string,
  from = 0,
): Promise<string> {
  const request = await whatsapp.waitFor(
    (r) => r.body.to === e164 && templateName(r) === 'moqarana_phone_code',
    from,
  );
  const [code] = templateTexts(request);
  if (!code) throw new Error('the code message carries no code');
  return code;
}

/**
 * Confirms `phone` for the driver of `client` through the real flow (decision 0019): asks for
 * a code, reads it from the message the WhatsApp peer received, and types it back.
 * @returns the number in E.164.
 */
export async function confirmPhone(
  client: TestClient,
  whatsapp: CloudApiFake,
  phone: string = uniqueMobile(),
): Promise<string> {
  const from = whatsapp.requests.length;
  const sent = await client.post('/api/me/phone/code', { phone });
  if (sent.status !== 202) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const code = await whatsappCodeFor(whatsapp, sent.body.phone, from);
  const confirmed = await client.post('/api/me/phone/confirm', { phone, code });
  if (confirmed.status !== 200) throw new Error(`not confirmed: ${JSON.stringify(confirmed.body)}`);
  return sent.body.phone;
}

/** An e-mail address no other test uses: `<prefix>-<8 hex digits>@example.ma`. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.ma`;

/**
 * A valid agency registration form (docs/product/specification.md §2 /registration): a new
 * address and ACAPS number each time, in the reference's first city and insurer unless
 * `overrides` says otherwise.
 */
export function agencyRegistrationForm(
  reference: ReferenceData,
  overrides: Record<string, unknown> = {},
) {
  return {
    email: uniqueEmail('agence'),
    password: 'Agence-2026!',
    cityId: reference.cities[0]?.id,
    phone: '0522 12 34 56',
    managerName: 'Karim Tazi',
    managerPhone: '0661 23 45 67',
    agencyName: 'Agence Atlas',
    address: '3 avenue Hassan II',
    insurerId: reference.insurers[0]?.id,
    acapsApprovalNumber: `ACAPS-${randomBytes(3).toString('hex')}`,
    ...overrides,
  };
}
