import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyAdminRow } from '../../../domain/agencies/admin.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import { signInStaff } from '../../test/factories.ts';
import {
  registerAgency,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../test/harness.ts';

/*
 * Registrations that may duplicate an agency already known (same ACAPS approval number, or same
 * name, insurer and city) are flagged on the platform admin's Agences list, which still lets
 * the admin approve them.
 */

let server: TestServer;
let reference: ReferenceData;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
});
afterAll(() => server.close());

const cityId = (name: string) => reference.cities.find((city) => city.nameFr === name)?.id;
const insurerId = (index: number) => reference.insurers[index]?.id;

async function register(fields: {
  agencyName: string;
  city: string;
  insurer: number;
  acaps: string;
}): Promise<string> {
  return registerAgency(server.baseUrl, admin, {
    email: `agence-${randomBytes(4).toString('hex')}@example.ma`,
    password: 'Agence-2026!',
    cityId: cityId(fields.city),
    phone: '0522 12 34 56',
    managerName: 'Karim Tazi',
    managerPhone: '0661 23 45 67',
    agencyName: fields.agencyName,
    address: '3 avenue Hassan II',
    insurerId: insurerId(fields.insurer),
    acapsApprovalNumber: fields.acaps,
  });
}

const listed = async (status: string, id: string) =>
  (
    (await admin.get(`/api/admin/agencies?status=${status}&limit=100`)).body
      .items as AgencyAdminRow[]
  ).find((row) => row.id === id);

describe('possible duplicate registrations', () => {
  it('flags the same ACAPS number, or the same name, insurer and city, naming the other agency', async () => {
    const original = await register({
      agencyName: 'Agence Oasis Agadir',
      city: 'Agadir',
      insurer: 0,
      acaps: 'ACAPS-2026-777',
    });
    expect(
      (await admin.post(`/api/admin/agencies/${original}/decision`, { action: 'approve' })).status,
    ).toBe(200);
    const sameAcaps = await register({
      agencyName: 'Cabinet Nouveau Souss',
      city: 'Agadir',
      insurer: 1,
      acaps: ' acaps 2026 777',
    });
    const sameName = await register({
      agencyName: '  agence   oasis AGADIR ',
      city: 'Agadir',
      insurer: 0,
      acaps: 'ACAPS-2026-778',
    });
    const elsewhere = await register({
      agencyName: 'Agence Oasis Agadir',
      city: 'Fès',
      insurer: 0,
      acaps: 'ACAPS-2026-779',
    });
    expect((await listed('pending', sameAcaps))?.possibleDuplicates).toEqual([
      {
        id: original,
        name: 'Agence Oasis Agadir',
        city: 'Agadir',
        status: 'active',
        reason: 'acaps',
      },
    ]);
    expect((await listed('pending', sameName))?.possibleDuplicates).toEqual([
      {
        id: original,
        name: 'Agence Oasis Agadir',
        city: 'Agadir',
        status: 'active',
        reason: 'nameInsurerCity',
      },
    ]);
    // Same name in another city, another number: a different agency.
    expect((await listed('pending', elsewhere))?.possibleDuplicates).toEqual([]);
    // The existing agency is flagged too, with both newcomers.
    expect(
      (await listed('active', original))?.possibleDuplicates.map((other) => other.id).sort(),
    ).toEqual([sameAcaps, sameName].sort());
    // The demo agencies have none.
    const demo = (await admin.get('/api/admin/agencies?status=active&limit=100')).body
      .items as AgencyAdminRow[];
    expect(demo.find((row) => row.name === 'Agence Wafa Anfa')?.possibleDuplicates).toEqual([]);

    // A flag informs; it does not block the approval.
    const approved = await admin.post(`/api/admin/agencies/${sameName}/decision`, {
      action: 'approve',
    });
    expect(approved.body).toEqual({ status: 'active' });
  });
});
