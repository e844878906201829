import { afterAll, beforeAll, expect } from 'vitest';
import type { QuoteComparison } from '../../../domain/quotes/comparison.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import type { packs } from '../../../domain/reference/guarantees.ts';
import type { AgencyTariff } from '../../../domain/tariffs/api.ts';
import { tariffFuelOf } from '../../../domain/tariffs/fuels.ts';
import { defaultLevyRates, type Levies } from '../../../domain/tariffs/levies.ts';
import { prepareGrid, priceRequest, type PackPrice } from '../../../domain/tariffs/pricing.ts';
import { buildQuoteInput, newKey, signInStaff } from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { usualGuaranteeLevels } from '../../test/requests.ts';

/*
 * What the tariff grids' API tests share (docs/product/tariffs.md): one test server per test
 * file with the demo data, whose Casablanca agencies are Wafa Anfa (agent and manager) and AXA
 * Maârif (agent2), both with the demo grids and mode off in the test database; the request
 * their driver submits; and the engine's prices for it. A test file calls `useTariffsServer()`
 * once; the bindings below are set before its tests run.
 */

export let server: TestServer;
export let reference: ReferenceData;
export let manager: TestClient;
export let wafaAgent: TestClient;
export let axaAgent: TestClient;
export let admin: TestClient;

/** Starts the file's test server with the demo data and signs its actors in. */
export function useTariffsServer(): void {
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
    manager = await signInStaff(server.baseUrl, 'manager.casablanca@moqarana.ma');
    wafaAgent = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
    axaAgent = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
    admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
  });
  afterAll(() => server.close());
}

export const db = () => server.moqarana.database.db;

export const requested = usualGuaranteeLevels;

type Overrides = Parameters<typeof buildQuoteInput>[2];

export async function submit(overrides: Overrides = {}) {
  const { client } = await signUpDriver(server.baseUrl);
  const input = buildQuoteInput(reference, 'Casablanca', {
    ...overrides,
    guarantees: { ...requested, ...overrides.guarantees },
  });
  const response = await client.post('/api/quotes', input, { 'idempotency-key': newKey() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { driver: client, quote: response.body as { id: string }, input };
}

/** What the engine gives for `input` with `grid`, on the request's start date. */
export function enginePrices(
  input: ReturnType<typeof buildQuoteInput>,
  grid: AgencyTariff['grid'],
  levies: Levies = { effectiveFrom: '2024-01-01', ...defaultLevyRates },
): Record<(typeof packs)[number], PackPrice> {
  const fuelName = reference.fuels.find((fuel) => fuel.id === input.vehicle.fuelId)?.nameFr ?? '';
  const cv = reference.fiscalPowers.find((power) => power.id === input.vehicle.fiscalPowerId)?.cv;
  const driver = input.driver as Record<string, unknown>;
  return priceRequest(
    {
      fuel: tariffFuelOf(fuelName) ?? 'petrol',
      fiscalPowerCv: cv ?? 0,
      newValueCentimes: Number(input.vehicle.newValue) * 100,
      marketValueCentimes: Number(input.vehicle.marketValue) * 100,
      firstRegistrationDate: String(input.vehicle.firstRegistrationDate),
      birthDate: String(input.driver.birthDate),
      licenceObtainedOn: String(input.driver.licenceObtainedOn),
      claimHistory: {
        atFaultClaimsLast24Months: (driver.atFaultClaimsLast24Months as number) ?? null,
        materialClaimsLast12Months: (driver.materialClaimsLast12Months as number) ?? null,
        bodilyClaimsLast12Months: (driver.bodilyClaimsLast12Months as number) ?? null,
        monthsInsuredWithoutInterruption:
          (driver.monthsInsuredWithoutInterruption as number) ?? null,
      },
      guarantees: requested,
    },
    prepareGrid(grid),
    levies,
    String(input.driver.insuranceStartDate),
  );
}

export const offered = (price: PackPrice) => {
  if (!price.offered) throw new Error(`pack not offered: ${JSON.stringify(price.reason)}`);
  return price;
};

export async function setMode(mode: AgencyTariff['mode'], grid?: AgencyTariff['grid']) {
  const current: AgencyTariff = (await manager.get('/api/agency/tariff')).body;
  const saved = await manager.put('/api/agency/tariff', { mode, grid: grid ?? current.grid });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body as AgencyTariff;
}

export const cardOf = (comparison: QuoteComparison, name: string) =>
  comparison.offers.find((offer) => offer.agency.name === name);
