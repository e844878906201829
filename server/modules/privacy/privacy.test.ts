import { randomBytes } from 'node:crypto';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataSections } from '../../../domain/accounts/personal-data.ts';
import { addToDate, todayInMorocco } from '../../../domain/dates.ts';
import type { ReferenceData } from '../../../domain/reference/reference-data.ts';
import * as schema from '../../db/schema/index.ts';
import { messages, surveys, users } from '../../db/schema/index.ts';
import {
  priceQuote,
  selectFirstOffer,
  signInStaff,
  submitQuote,
  uniqueMobile,
} from '../../test/factories.ts';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../../test/harness.ts';
import { startSmtpInbox } from '../../test/protocol-peers.ts';
import { personalTables } from './personal-data.ts';

/*
 * The driver's data rights (law 09-08 art. 7 to 9): the download holds every table's rows of
 * that driver and nothing of another; consents are listed and withdrawn; the erasure leaves no
 * personal value of the driver anywhere in the database — every text and JSON column of every
 * table is searched — except on a quote with a confirmed contract, which its agency alone
 * still reads.
 */

let server: TestServer;
let reference: ReferenceData;
let wafa: TestClient;
let axa: TestClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  reference = (await new TestClient(server.baseUrl).get('/api/reference')).body;
  wafa = await signInStaff(server.baseUrl, 'agent.casablanca@moqarana.ma');
  axa = await signInStaff(server.baseUrl, 'agent2.casablanca@moqarana.ma');
});
afterAll(() => server.close());

const db = () => server.moqarana.database.db;
const letters = (count: number) =>
  [...randomBytes(count)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A driver's identity no other test uses: every value can be searched for in the database. */
function uniqueIdentity() {
  const firstName = `Zin${letters(6)}`;
  const lastName = `Qad${letters(7)}`;
  return {
    firstName: firstName.charAt(0).toUpperCase() + firstName.slice(1),
    lastName: lastName.charAt(0).toUpperCase() + lastName.slice(1),
    cin: `ZX${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`,
    phone: uniqueMobile(),
    email: `${letters(10)}@example.ma`,
    plate: `${String(10000 + (randomBytes(2).readUInt16BE(0) % 89999))}-B-${1 + (randomBytes(1).readUInt8(0) % 80)}`,
  };
}
type Identity = ReturnType<typeof uniqueIdentity>;

/**
 * A driver account signed up with `identity`'s names on the server at `baseUrl` (this file's by
 * default), whose quotes carry the whole identity.
 */
async function driverWith(identity: Identity, baseUrl = server.baseUrl) {
  const account = await signUpDriver(baseUrl, {
    name: `${identity.firstName} ${identity.lastName}`,
  });
  const quote = (city = 'Casablanca') =>
    submitQuote(account.client, reference, city, {
      vehicle: { plate: identity.plate },
      driver: {
        firstName: identity.firstName,
        lastName: identity.lastName,
        cin: identity.cin,
        phone: identity.phone,
        email: identity.email,
      },
    });
  return { ...account, quote };
}

/** The values that identify `identity` and its account, as the database would hold them. */
function needlesOf(identity: Identity, accountEmail: string): string[] {
  const e164 = `+212${identity.phone.slice(1)}`;
  return [
    identity.firstName,
    identity.lastName,
    identity.cin,
    e164,
    identity.email,
    accountEmail,
    identity.plate,
  ];
}

/**
 * Where in the database any of `needles` appears: every text, varchar and JSON column of every
 * table of every schema (pg-boss's too), compared case-insensitively.
 * @returns `table.column` of each hit, with the hit's row count.
 */
async function findEverywhere(needles: string[], database = db()): Promise<Record<string, number>> {
  const columns = (
    (await database.execute(sql`select table_schema, table_name, column_name from information_schema.columns
      where table_schema not in ('pg_catalog', 'information_schema')
        and data_type in ('text', 'character varying', 'jsonb', 'json')
        and table_name in (select table_name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema = columns.table_schema)`)) as unknown as {
      rows: { table_schema: string; table_name: string; column_name: string }[];
    }
  ).rows;
  const patterns = needles.map((needle) => `%${needle.toLowerCase()}%`);
  const hits: Record<string, number> = {};
  for (const column of columns) {
    const [{ count }] = (
      (await database.execute(
        sql`select count(*)::int as count from ${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)}
          where lower(${sql.identifier(column.column_name)}::text) like any (array[${sql.join(
            patterns.map((pattern) => sql`${pattern}`),
            sql`, `,
          )}])`,
      )) as unknown as { rows: [{ count: number }] }
    ).rows;
    if (count > 0) hits[`${column.table_name}.${column.column_name}`] = count;
  }
  return hits;
}

describe('the map of personal data', () => {
  it('names every table that references an account or a quote, and only those', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    const personal = new Set(['users', 'quotes']);
    for (const table of tables) {
      const { name, foreignKeys } = getTableConfig(table);
      for (const key of foreignKeys) {
        const target = getTableName(key.reference().foreignTable);
        // Staff who priced, called, decided, offered a renewal or wrote a grid: the agencies' records, not a driver's.
        const staffColumns = ['pricedBy', 'calledBy', 'decidedBy', 'createdBy', 'renewalOfferedBy'];
        const columns = key.reference().columns.map((column) => column.name);
        if (target === 'users' && columns.every((column) => staffColumns.includes(column)))
          continue;
        if (target === 'users' || target === 'quotes') personal.add(name);
      }
    }
    expect(Object.keys(personalTables).sort()).toEqual([...personal].sort());
  });

  it('shows each table in a section of the download, or says why not', () => {
    for (const [table, handling] of Object.entries(personalTables)) {
      const described = handling as { section: string | null; why?: string };
      if (described.section === null) expect(described.why, table).toBeTruthy();
      else expect(personalDataSections, table).toContain(described.section);
    }
  });
});

describe('the download of one’s data', () => {
  it('holds the driver’s account, quotes, offers, consents and messages, and nothing of another driver', async () => {
    const mine = uniqueIdentity();
    const theirs = uniqueIdentity();
    const me = await driverWith(mine);
    const other = await driverWith(theirs);
    const quote = await me.quote();
    const otherQuote = await other.quote();
    await priceQuote(wafa, quote.id);
    await priceQuote(wafa, otherQuote.id);
    await selectFirstOffer(me.client, quote.id);
    expect(
      (
        await me.client.post(`/api/quotes/${quote.id}/survey`, {
          rating: 4,
          comment: 'Rappel rapide',
          publishConsent: true,
        })
      ).status,
    ).toBe(201);

    const answer = await me.client.get('/api/me/data');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const sections = Object.fromEntries(
      answer.body.sections.map((s: { section: string; rows: unknown[] }) => [s.section, s.rows]),
    );
    expect(answer.body.sections.map((s: { section: string }) => s.section)).toEqual([
      ...personalDataSections,
    ]);
    expect(sections.account).toEqual([
      expect.objectContaining({ email: me.email, name: `${mine.firstName} ${mine.lastName}` }),
    ]);
    expect(sections.quotes).toEqual([
      expect.objectContaining({ reference: quote.reference, status: 'selected' }),
    ]);
    expect(sections.drivers).toEqual([
      expect.objectContaining({
        quoteReference: quote.reference,
        cin: mine.cin,
        email: mine.email,
        firstName: mine.firstName,
      }),
    ]);
    expect(sections.vehicles).toEqual([expect.objectContaining({ plate: mine.plate })]);
    expect(sections.offers).toEqual([
      expect.objectContaining({ quoteReference: quote.reference, basicPriceCentimes: 320_000 }),
    ]);
    expect(sections.surveys).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Rappel rapide' }),
    ]);
    expect(sections.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'reviewPublication', quoteReference: quote.reference }),
        expect.objectContaining({ kind: 'quoteTerms', quoteReference: quote.reference }),
      ]),
    );
    expect(sections.messages.length).toBeGreaterThan(0);
    expect(sections.sessions.length).toBeGreaterThan(0);
    expect(sections.signIns).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'quote.submitted' })]),
    );
    const text = JSON.stringify(answer.body).toLowerCase();
    for (const value of [...needlesOf(theirs, other.email), otherQuote.reference]) {
      expect(text).not.toContain(value.toLowerCase());
    }
  });

  it('is a driver’s own: staff get the 404 that hides it', async () => {
    expect((await wafa.get('/api/me/data')).status).toBe(404);
    expect((await wafa.get('/api/me/consents')).status).toBe(404);
    expect((await wafa.post('/api/me/erase', { password: 'x' })).status).toBe(404);
    expect((await new TestClient(server.baseUrl).get('/api/me/data')).status).toBe(401);
  });
});

describe('consents', () => {
  it('are listed with their time and wording, and each is withdrawn, audited', async () => {
    const me = await driverWith(uniqueIdentity());
    const quote = await me.quote();
    await priceQuote(wafa, quote.id);
    await selectFirstOffer(me.client, quote.id);
    await me.client.post(`/api/quotes/${quote.id}/survey`, {
      rating: 5,
      comment: 'Très bien',
      publishConsent: true,
    });
    await db()
      .update(users)
      .set({ whatsappOptInAt: new Date(), whatsappOptInVersion: 'whatsapp-2026-11' })
      .where(eq(users.id, me.user.id));

    const listed = (await me.client.get('/api/me/consents')).body;
    expect(listed).toEqual([
      expect.objectContaining({ kind: 'whatsapp', active: true, version: 'whatsapp-2026-11' }),
      expect.objectContaining({ kind: 'reminderEmails', active: true }),
      expect.objectContaining({ kind: 'reviewPublication', quoteReference: quote.reference }),
      expect.objectContaining({ kind: 'quoteTerms', quoteReference: quote.reference }),
    ]);

    for (const kind of ['whatsapp', 'reminderEmails', 'reviewPublication']) {
      const answer = await me.client.post(`/api/me/consents/${kind}/withdraw`, {});
      expect(answer.status, kind).toBe(200);
    }
    const after = (await me.client.get('/api/me/consents')).body;
    expect(after).toEqual([
      expect.objectContaining({ kind: 'whatsapp', active: false, givenAt: null }),
      expect.objectContaining({ kind: 'reminderEmails', active: false, givenAt: null }),
      expect.objectContaining({ kind: 'quoteTerms', active: true }),
    ]);
    const [survey] = await db()
      .select({ at: surveys.publishConsentAt, comment: surveys.comment })
      .from(surveys)
      .where(eq(surveys.quoteId, quote.id));
    expect(survey).toEqual({ at: null, comment: 'Très bien' });
    const audited = (await db().execute(
      sql`select action from audit_log where actor_user_id = ${me.user.id} and action like 'consent.%' order by id`,
    )) as unknown as { rows: { action: string }[] };
    expect(audited.rows.map((row) => row.action)).toEqual([
      'consent.whatsapp.withdrawn',
      'consent.reminderEmails.withdrawn',
      'consent.reviewPublication.withdrawn',
    ]);
    expect((await me.client.post('/api/me/consents/quoteTerms/withdraw', {})).status).toBe(400);
  });
});

describe('erasing one’s account', () => {
  it('asks for the password, and a wrong one changes nothing', async () => {
    const me = await driverWith(uniqueIdentity());
    const refused = await me.client.post('/api/me/erase', { password: 'Pas-le-bon-2026' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.password).toBeTruthy();
    expect((await me.client.get('/api/me')).body.email).toBe(me.email);
  });

  it('leaves no personal value anywhere, and the account can never sign in again', async () => {
    const identity = uniqueIdentity();
    const me = await driverWith(identity);
    // An offered quote (open), a selected one with a call noted, a draft, a contact message.
    const open = await me.quote();
    await priceQuote(wafa, open.id);
    await priceQuote(axa, open.id);
    const chosen = await me.quote();
    await priceQuote(axa, chosen.id);
    await selectFirstOffer(me.client, chosen.id);
    await axa.post(`/api/agency/quotes/${chosen.id}/calls`, {
      outcome: 'callBack',
      note: `${identity.firstName} rappelle au ${identity.phone}`,
      callBackAt: `${addToDate(todayInMorocco(), { days: 1 })}T18:30`,
    });
    await me.client.post(`/api/quotes/${chosen.id}/survey`, {
      rating: 2,
      comment: `Signé ${identity.lastName}`,
      publishConsent: true,
    });
    const { submissionKey } = (await me.client.get('/api/quotes/draft')).body;
    await me.client.put('/api/quotes/draft', { submissionKey, vehicle: { plate: identity.plate } });
    await me.client.post('/api/contact', {
      lastName: identity.lastName,
      firstName: identity.firstName,
      phone: identity.phone,
      email: identity.email,
      subject: 'Question',
      message: `Je suis ${identity.firstName}, CIN ${identity.cin}`,
    });
    const needles = needlesOf(identity, me.email);
    expect(Object.keys(await findEverywhere(needles)).length).toBeGreaterThan(5);

    const erased = await me.client.post('/api/me/erase', { password: me.password });
    expect(erased.status).toBe(204);
    expect(erased.headers.getSetCookie().join('\n')).toMatch(/Max-Age=0/i);

    expect(await findEverywhere(needles)).toEqual({});
    expect((await me.client.get('/api/me')).status).toBe(401);
    const again = await new TestClient(server.baseUrl).post('/api/auth/login', {
      email: me.email,
      password: me.password,
      portal: 'driver',
    });
    expect(again.status).toBe(401);
    // The open quote is cancelled; agencies still read their offers' prices.
    const row = (await db().execute(
      sql`select status, anonymised_at is not null as anonymised from quotes where id = ${open.id}`,
    )) as unknown as { rows: [{ status: string; anonymised: boolean }] };
    expect(row.rows[0]).toEqual({ status: 'cancelled', anonymised: true });
    const audited = (await db().execute(
      sql`select actor_user_id, ip_address from audit_log where action = 'account.erased' and entity_id = ${me.user.id}`,
    )) as unknown as { rows: { actor_user_id: string; ip_address: string | null }[] };
    expect(audited.rows).toEqual([{ actor_user_id: me.user.id, ip_address: null }]);
  });

  it('keeps a confirmed contract for its agency only', async () => {
    const identity = uniqueIdentity();
    const me = await driverWith(identity);
    const quote = await me.quote();
    await priceQuote(wafa, quote.id);
    await priceQuote(axa, quote.id, { basic: 9000, intermediate: 9500, premium: 9900 });
    await selectFirstOffer(me.client, quote.id);
    const confirmed = await wafa.post(`/api/agency/quotes/${quote.id}/contract`, {
      decision: 'confirmed',
      policyNumber: 'WAF-2026-0042',
      startDate: addToDate(todayInMorocco(), { days: 7 }),
    });
    expect(confirmed.status).toBe(201);

    expect((await me.client.post('/api/me/erase', { password: me.password })).status).toBe(204);

    const hits = await findEverywhere(needlesOf(identity, me.email));
    // Only the quote's own driver and vehicle rows, and the chosen offer's search key.
    expect(Object.keys(hits).sort()).toEqual(
      [
        'drivers.cin',
        'drivers.email',
        'drivers.first_name',
        'drivers.last_name',
        'drivers.phone',
        'offers.client_search',
        'vehicles.plate',
      ].sort(),
    );
    const wafaView = await wafa.get(`/api/agency/quotes/${quote.id}`);
    expect(wafaView.status).toBe(200);
    expect(JSON.stringify(wafaView.body)).toContain(identity.cin);
    // Another agency of the city sees what it saw before: no name, CIN, phone, address or plate.
    const axaView = await axa.get(`/api/agency/quotes/${quote.id}`);
    expect(axaView.status).toBe(200);
    for (const needle of needlesOf(identity, me.email)) {
      expect(JSON.stringify(axaView.body).toLowerCase()).not.toContain(needle.toLowerCase());
    }
  });

  it('is done by the platform admin on a written request, for drivers only', async () => {
    const me = await driverWith(uniqueIdentity());
    const admin = await signInStaff(server.baseUrl, 'admin@moqarana.ma');
    expect((await wafa.post(`/api/users/${me.user.id}/erase`, {})).status).toBe(404);
    const agent = (await wafa.get('/api/me')).body.id as string;
    const staff = await admin.post(`/api/users/${agent}/erase`, {});
    expect(staff.status).toBe(403);
    expect(staff.body.error.code).toBe('staffAccount');
    expect((await admin.post(`/api/users/${me.user.id}/erase`, {})).status).toBe(204);
    expect((await me.client.get('/api/me')).status).toBe(401);
    expect((await admin.post(`/api/users/${me.user.id}/erase`, {})).status).toBe(404);
  });
});

describe('erasing one’s account while a message to them is being sent', () => {
  it('erases that message too, and the send records its outcome without writing it back', async () => {
    // An SMTP server that holds the driver's mail until the erasure is done.
    let heldTo = '';
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const inbox = await startSmtpInbox({
      beforeAccept: async (mail) => {
        if (heldTo && mail.to === heldTo) await released;
        return true;
      },
    });
    const mailing = await startTestServer({
      demo: true,
      env: { SMTP_URL: inbox.url, MAIL_FROM: 'Moqarana <no-reply@moqarana.ma>' },
    });
    try {
      const identity = uniqueIdentity();
      const account = await driverWith(identity, mailing.baseUrl);
      heldTo = account.email;
      const quote = await account.quote();
      const database = mailing.moqarana.database.db;
      const acknowledgement = () =>
        database
          .select({
            status: messages.status,
            recipient: messages.recipient,
            payload: messages.payload,
          })
          .from(messages)
          .where(sql`${messages.recordId} = ${quote.id} and ${messages.channel} = 'email'`);
      await expect
        .poll(async () => (await acknowledgement())[0]?.status, { timeout: 15_000 })
        .toBe('sending');

      const erased = await account.client.post('/api/me/erase', { password: account.password });
      expect(erased.status).toBe(204);
      release();
      await expect
        .poll(async () => (await acknowledgement())[0]?.status, { timeout: 15_000 })
        .toBe('sent');
      expect(await acknowledgement()).toEqual([{ status: 'sent', recipient: '', payload: {} }]);
      expect(await findEverywhere(needlesOf(identity, account.email), database)).toEqual({});
    } finally {
      release();
      await mailing.close();
      await inbox.close();
    }
  });
});
