import { randomBytes, randomUUID } from 'node:crypto';
import { addToDate, todayInMorocco } from '../../domain/dates.ts';
import type { SubmitQuoteInput } from '../../domain/quote.schemas.ts';
import type { ReferenceData } from '../../domain/reference.ts';
import { demoPassword } from '../db/seed/seed-demo.ts';
import { TestClient } from './harness.ts';

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
