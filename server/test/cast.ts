import { randomBytes } from 'node:crypto';
import type { ReferenceData } from '../../domain/reference/reference-data.ts';
import { demoPassword } from '../db/seed/seed-demo.ts';
import { buildQuoteInput, newKey, priceQuote } from './factories.ts';
import {
  passwordTokenIn,
  registerAgency,
  signUpDriver,
  TestClient,
  waitForMessage,
  type TestServer,
} from './harness.ts';

/*
 * Everyone who may call the API, for the authorization tests: a visitor, two drivers, two
 * agencies of Casablanca (an agent and a manager of each), an agency of Rabat (an agent and a
 * manager) and the platform admin. Casablanca A and Rabat are demo agencies (Agence Wafa Anfa,
 * Agence RMA Agdal); Casablanca B registers through /registration, the admin approves it and its
 * manager creates its agent, as in production.
 */

export const roleNames = [
  'visitor',
  'driverA',
  'driverB',
  'agentCasaA',
  'managerCasaA',
  'agentCasaB',
  'managerCasaB',
  'agentRabat',
  'managerRabat',
  'admin',
] as const;
export type RoleName = (typeof roleNames)[number];
export type SignedIn = Exclude<RoleName, 'visitor'>;
export type DriverName = 'driverA' | 'driverB';
export type AgencyName = 'casaA' | 'casaB' | 'rabat';

/** Who a driver is: what an agency may learn only once the driver selects its offer. */
export interface Identity {
  firstName: string;
  lastName: string;
  cin: string;
  /** National format, `06XXXXXXXX`. */
  phone: string;
  email: string;
}

/** The agency each role works for; null for a visitor, drivers and the platform admin. */
export const agencyOf: Record<RoleName, AgencyName | null> = {
  visitor: null,
  driverA: null,
  driverB: null,
  agentCasaA: 'casaA',
  managerCasaA: 'casaA',
  agentCasaB: 'casaB',
  managerCasaB: 'casaB',
  agentRabat: 'rabat',
  managerRabat: 'rabat',
  admin: null,
};

/** Role groups, as the expected matrix names who may call a route. */
export const groups = {
  everyone: [...roleNames],
  signedIn: roleNames.filter((role) => role !== 'visitor'),
  drivers: ['driverA', 'driverB'],
  agencyStaff: roleNames.filter((role) => agencyOf[role] !== null),
  casablancaStaff: ['agentCasaA', 'managerCasaA', 'agentCasaB', 'managerCasaB'],
  casaAStaff: ['agentCasaA', 'managerCasaA'],
  rabatStaff: ['agentRabat', 'managerRabat'],
  managers: ['managerCasaA', 'managerCasaB', 'managerRabat'],
  backOffice: [...roleNames.filter((role) => agencyOf[role] !== null), 'admin'],
} satisfies Record<string, RoleName[]>;

const letters = (count: number) =>
  [...randomBytes(count)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
const digits = (count: number) => [...randomBytes(count)].map((byte) => String(byte % 10)).join('');

/** A driver's identity no other test data can contain by chance. */
export function uniqueIdentity(): Identity {
  const firstName = `Ilham${letters(5)}`;
  const lastName = `Tazi${letters(5)}`;
  return {
    firstName,
    lastName,
    cin: `QZ${digits(6)}`,
    // 0661: a prefix every numbering plan version accepts for mobiles (random 06 numbers are
    // not all allocated, and libphonenumber refuses those).
    phone: `0661${digits(6)}`,
    email: `${firstName}.${lastName}@example.ma`.toLowerCase(),
  };
}

/**
 * Which parts of `identity` the text shows: names, CIN and e-mail in any case, the phone in any
 * format (`0612345678`, `+212612345678`, `06 12 34 56 78`, `06.12.34.56.78`).
 */
export function identityTraces(identity: Identity, text: string): string[] {
  const lower = text.toLowerCase();
  const joinedDigits = lower.replace(/(\d)[\s.\-\u00a0\u202f]+(?=\d)/g, '$1');
  const found: string[] = [];
  for (const field of ['firstName', 'lastName', 'cin', 'email'] as const) {
    if (lower.includes(identity[field].toLowerCase())) found.push(field);
  }
  if (joinedDigits.includes(identity.phone.slice(1))) found.push('phone');
  return found;
}

/** How a role signs in. */
export interface Credentials {
  email: string;
  password: string;
  portal: 'driver' | 'backoffice';
}

export interface Cast {
  reference: ReferenceData;
  /** Each role's client, holding its session (the visitor's holds none). */
  clients: Record<RoleName, TestClient>;
  credentials: Record<SignedIn, Credentials>;
  userIds: Record<SignedIn, string>;
  /** The agencies' names, as drivers see them on offers. */
  agencyNames: Record<AgencyName, string>;
  /** The identity each driver signed up with and gives in every quote. */
  identities: Record<DriverName, Identity>;
  /** Signs the role in again: a session of its own, for a call that ends or replaces it. */
  freshSession(role: SignedIn): Promise<TestClient>;
  /** Submits a quote of `driver` in `city` with the driver's identity; returns its id. */
  submit(driver: DriverName, city?: string): Promise<string>;
  /** A Casablanca quote of `driver` priced by agency A alone, whose offer the driver selected. */
  wonByCasaA(driver: DriverName): Promise<string>;
}

const staffEmails = {
  agentCasaA: 'agent.casablanca@moqarana.ma',
  managerCasaA: 'manager.casablanca@moqarana.ma',
  agentRabat: 'agent.rabat@moqarana.ma',
  managerRabat: 'manager.rabat@moqarana.ma',
  admin: 'admin@moqarana.ma',
} as const;

async function signIn(baseUrl: string, credentials: Credentials): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const response = await client.post('/api/auth/login', credentials);
  if (response.status !== 200)
    throw new Error(`sign-in failed for ${credentials.email}: ${JSON.stringify(response.body)}`);
  return client;
}

/** Sets the password of an account from the link e-mailed to it for `event`. */
async function setPasswordFromMail(
  server: TestServer,
  email: string,
  event: 'account.created' | 'password.reset',
  password: string,
): Promise<void> {
  const mail = await waitForMessage(server, { event, recipient: email });
  const response = await new TestClient(server.baseUrl).post('/api/auth/password-reset/complete', {
    token: passwordTokenIn(mail.copy),
    newPassword: password,
    confirmPassword: password,
  });
  if (response.status !== 204)
    throw new Error(`password not set: ${JSON.stringify(response.body)}`);
}

/** Signs everyone in; needs a server started with the demo accounts. */
export async function assembleCast(server: TestServer): Promise<Cast> {
  const { baseUrl } = server;
  const visitor = new TestClient(baseUrl);
  const reference = (await visitor.get('/api/reference')).body as ReferenceData;
  const cityId = (name: string) => reference.cities.find((city) => city.nameFr === name)?.id;

  const credentials = {} as Record<SignedIn, Credentials>;
  const clients = { visitor } as Record<RoleName, TestClient>;
  const identities = {} as Record<DriverName, Identity>;
  for (const role of Object.keys(staffEmails) as (keyof typeof staffEmails)[]) {
    credentials[role] = { email: staffEmails[role], password: demoPassword, portal: 'backoffice' };
  }
  for (const driver of groups.drivers) {
    const identity = uniqueIdentity();
    identities[driver] = identity;
    credentials[driver] = { email: identity.email, password: 'Bonjour-2026', portal: 'driver' };
    await signUpDriver(baseUrl, {
      name: `${identity.firstName} ${identity.lastName}`,
      email: identity.email,
      password: 'Bonjour-2026',
    });
  }
  for (const role of Object.keys(credentials) as SignedIn[]) {
    clients[role] = await signIn(baseUrl, credentials[role]);
  }

  // Casablanca B: registered, approved, and staffed by its manager.
  credentials.managerCasaB = {
    email: `manager-${letters(6)}@example.ma`,
    password: 'Agence-B-2026!',
    portal: 'backoffice',
  };
  const casaB = await registerAgency(baseUrl, clients.admin, {
    email: credentials.managerCasaB.email,
    password: credentials.managerCasaB.password,
    cityId: cityId('Casablanca'),
    phone: '0522 40 50 60',
    managerName: 'Karim Bennis',
    managerPhone: '0661 40 50 60',
    agencyName: 'Agence Atlas Maârif',
    address: '7 rue Ibnou Majed, Casablanca',
    insurerId: reference.insurers.find((insurer) => insurer.slug === 'rma')?.id,
    acapsApprovalNumber: `ACAPS-${digits(6)}`,
  });
  const approved = await clients.admin.post(`/api/admin/agencies/${casaB}/decision`, {
    action: 'approve',
  });
  if (approved.status !== 200) throw new Error(`approval: ${JSON.stringify(approved.body)}`);
  clients.managerCasaB = await signIn(baseUrl, credentials.managerCasaB);
  credentials.agentCasaB = {
    email: `agent-${letters(6)}@example.ma`,
    password: 'Agent-B-2026!',
    portal: 'backoffice',
  };
  const created = await clients.managerCasaB.post('/api/agency/staff', {
    name: 'Nadia Agent',
    email: credentials.agentCasaB.email,
  });
  if (created.status !== 201) throw new Error(`agent: ${JSON.stringify(created.body)}`);
  await setPasswordFromMail(
    server,
    credentials.agentCasaB.email,
    'account.created',
    credentials.agentCasaB.password,
  );
  clients.agentCasaB = await signIn(baseUrl, credentials.agentCasaB);

  const userIds = {} as Record<SignedIn, string>;
  const agencyNames = {} as Record<AgencyName, string>;
  for (const role of Object.keys(credentials) as SignedIn[]) {
    const me = (await clients[role].get('/api/me')).body;
    userIds[role] = me.id;
    const agency = agencyOf[role];
    if (agency) agencyNames[agency] = me.agency.name;
  }

  const submit = async (driver: DriverName, city = 'Casablanca') => {
    const { firstName, lastName, cin, phone, email } = identities[driver];
    const input = buildQuoteInput(reference, city, {
      driver: { firstName, lastName, cin, phone, email },
    });
    const response = await clients[driver].post('/api/quotes', input, {
      'idempotency-key': newKey(),
    });
    if (response.status !== 201) throw new Error(`submit: ${JSON.stringify(response.body)}`);
    return response.body.id as string;
  };

  return {
    reference,
    clients,
    credentials,
    userIds,
    agencyNames,
    identities,
    freshSession: (role) => signIn(baseUrl, credentials[role]),
    submit,
    wonByCasaA: async (driver) => {
      const quoteId = await submit(driver);
      await priceQuote(clients.agentCasaA, quoteId);
      const comparison = await clients[driver].get(`/api/quotes/${quoteId}`);
      const selected = await clients[driver].post(`/api/quotes/${quoteId}/selection`, {
        offerId: comparison.body.offers[0]?.id,
        pack: 'premium',
      });
      if (selected.status !== 201) throw new Error(`selection: ${JSON.stringify(selected.body)}`);
      return quoteId;
    },
  };
}
