import { eq } from 'drizzle-orm';
import type { Role } from '../../../domain/accounts/roles.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Database } from '../client.ts';
import { agencies, cities, insurers, users } from '../schema/index.ts';
import { insertAccount } from '../../modules/accounts/accounts.service.ts';
import { writeGridVersion } from '../../modules/tariffs/index.ts';
import { demoTariffGridOf, demoTariffMode } from './demo-tariffs.ts';

/** The password of every demo account (README "Demo accounts"). */
export const demoPassword = 'Moqarana2026!';

interface DemoAgency {
  city: string;
  insurer: string;
  name: string;
  address: string;
  /** Local part of the staff e-mails: `agent` + `manager`, or `agent2` alone. */
  staff: 'first' | 'second';
}

const demoAgencies: DemoAgency[] = [
  {
    city: 'Casablanca',
    insurer: 'wafa-assurance',
    name: 'Agence Wafa Anfa',
    address: '12 boulevard d’Anfa, Casablanca',
    staff: 'first',
  },
  {
    city: 'Casablanca',
    insurer: 'axa-maroc',
    name: 'Agence AXA Maârif',
    address: '45 rue Ibnou Majed, Maârif, Casablanca',
    staff: 'second',
  },
  {
    city: 'Rabat',
    insurer: 'rma',
    name: 'Agence RMA Agdal',
    address: '8 avenue de France, Agdal, Rabat',
    staff: 'first',
  },
  {
    city: 'Rabat',
    insurer: 'allianz-maroc',
    name: 'Agence Allianz Hassan',
    address: '21 avenue Allal Ben Abdellah, Rabat',
    staff: 'second',
  },
  {
    city: 'Marrakech',
    insurer: 'sanlam-maroc',
    name: 'Agence Sanlam Guéliz',
    address: '30 avenue Mohammed V, Guéliz, Marrakech',
    staff: 'first',
  },
  {
    city: 'Marrakech',
    insurer: 'atlantasanad',
    name: 'Agence AtlantaSanad Médina',
    address: '5 rue Bab Agnaou, Marrakech',
    staff: 'second',
  },
];

/** `Marrakech` → `marrakech`, `Fès` → `fes`: the city part of demo e-mails. */
export function emailCity(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * Creates the demo accounts listed in the README: the platform admin, two active agencies in
 * each of Casablanca, Rabat and Marrakech with their staff, and a driver in Casablanca.
 * Each demo agency gets a tariff grid (demo-tariffs.ts); with `tariffModes` (`npm start`), the
 * first agency of each city uses it in mode suggestion and the second in mode automatic,
 * otherwise both stay off.
 * Runs only in demo mode (never in production); does nothing when they already exist.
 */
export async function seedDemo(
  db: Database,
  options: { tariffModes?: boolean } = {},
): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@moqarana.ma'));
  if (existing.length > 0) return;

  const passwordHash = await hashPassword(demoPassword);
  const cityIds = new Map((await db.select().from(cities)).map((c) => [c.nameFr, c.id]));
  const insurerIds = new Map((await db.select().from(insurers)).map((i) => [i.slug, i.id]));
  const id = (map: Map<string, number>, name: string): number => {
    const value = map.get(name);
    if (value === undefined) throw new Error(`Demo seed: unknown reference ${name}`);
    return value;
  };

  await db.transaction(async (tx) => {
    const createUser = async (
      email: string,
      name: string,
      role: Role,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => {
      await insertAccount(tx, { email, name, role, emailVerified: true, passwordHash, ...extra });
    };

    await createUser('admin@moqarana.ma', 'Administrateur Moqarana', 'platform_admin');

    for (const [index, agency] of demoAgencies.entries()) {
      const cityId = id(cityIds, agency.city);
      const [row] = await tx
        .insert(agencies)
        .values({
          name: agency.name,
          insurerId: id(insurerIds, agency.insurer),
          cityId,
          address: agency.address,
          phone: '+212522000000',
          managerName: `Responsable ${agency.name}`,
          managerPhone: '+212661000000',
          acapsApprovalNumber: `ACAPS-${agency.insurer.toUpperCase()}-${cityId}`,
          status: 'active',
          tariffMode: demoTariffMode(agency.staff, options.tariffModes ?? false),
        })
        .returning({ id: agencies.id });
      if (!row) throw new Error('Demo seed: agency not created');
      await writeGridVersion(tx, row.id, demoTariffGridOf(index), null);
      const city = emailCity(agency.city);
      const staff = { agencyId: row.id, cityId };
      if (agency.staff === 'first') {
        await createUser(`agent.${city}@moqarana.ma`, `Agent ${agency.city}`, 'agent', staff);
        await createUser(
          `manager.${city}@moqarana.ma`,
          `Responsable ${agency.city}`,
          'agency_manager',
          staff,
        );
      } else {
        await createUser(`agent2.${city}@moqarana.ma`, `Agent 2 ${agency.city}`, 'agent', staff);
      }
    }

    await createUser('conducteur@moqarana.ma', 'Yassine Alaoui', 'driver', {
      firstName: 'Yassine',
      lastName: 'Alaoui',
      phone: '+212612345678',
      birthDate: '1990-04-12',
      cityId: id(cityIds, 'Casablanca'),
    });
  });
}
