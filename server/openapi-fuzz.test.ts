import { createHmac, randomUUID } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import type { ReferenceData } from '../domain/reference/reference-data.ts';
import { demoPassword } from './db/seed/seed-demo.ts';
import { buildQuoteInput } from './test/factories.ts';
import { startTestServer } from './test/harness.ts';
import {
  anyCodePoint,
  invalidOf,
  mutationsOf,
  valueOf,
  type JsonSchema,
} from './test/json-schema-arbitrary.ts';

/*
 * Fuzzing every route of the OpenAPI document (OWASP ASVS 5.1: input validation; 7.4: errors
 * handled). Each route gets FUZZ_RUNS generated requests (200 in `npm test`, more under
 * `npm run fuzz`): bodies, query and path parameters drawn from the route's own schemas, valid,
 * invalid, hostile (U+0000, lone surrogates, boundary numbers), wrong content types, bodies over
 * the limit; sent as a visitor and as each role that may use the route. Every answer must:
 * - never be a 5xx;
 * - refuse (4xx) whatever Ajv finds invalid against the route's published schemas;
 * - on a refusal, be the API's error format and leave the row counts of the main tables as
 *   they were (no partial write).
 * Requests go through app.inject, each from an address of its own (the route limits count per
 * address; a limit reached anyway, 429, is a refusal like any other).
 */

const runs = Number(process.env.FUZZ_RUNS ?? 200);
/** FUZZ_SEED replays a run that failed: its seed is printed with the counterexample. */
if (process.env.FUZZ_SEED) fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED) });
const appSecret = 'fuzz-app-secret';
const webhookPath = '/api/webhooks/whatsapp';

const server = await startTestServer({
  demo: true,
  // No worker: nothing writes behind the requests' back while rows are counted.
  env: {
    WORKER: 'off',
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: 'fuzz-verify',
    LOG_LEVEL: 'error',
  },
});
afterAll(() => server.close());
const app = server.moqarana.app;

/** What the server logs (errors only): a logged error fails the run as a 5xx does. */
const loggedErrors: string[] = [];
const logStream = (app.log as unknown as Record<symbol, { write(line: string): unknown }>)[
  pino.symbols.streamSym
];
if (logStream) {
  const write = logStream.write.bind(logStream);
  logStream.write = (line: string) => {
    loggedErrors.push(line);
    return write(line);
  };
}

type Role = 'visitor' | 'driver' | 'agent' | 'manager' | 'admin';
const accounts: Record<Exclude<Role, 'visitor'>, [string, string]> = {
  driver: ['conducteur@moqarana.ma', 'driver'],
  agent: ['agent.casablanca@moqarana.ma', 'backoffice'],
  manager: ['manager.casablanca@moqarana.ma', 'backoffice'],
  admin: ['admin@moqarana.ma', 'backoffice'],
};

/** The session cookie of each signed-in role. */
const cookies = new Map<Role, string>();
async function signIn(role: Exclude<Role, 'visitor'>): Promise<void> {
  const [email, portal] = accounts[role];
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: demoPassword, portal },
  });
  expect(response.statusCode, `${role} signs in`).toBe(200);
  cookies.set(role, response.cookies.map((c) => `${c.name}=${c.value}`).join('; '));
}
/** Signs in again the roles whose session a fuzzed request ended (a logout, say). */
async function keepSignedIn(): Promise<void> {
  for (const role of Object.keys(accounts) as Exclude<Role, 'visitor'>[]) {
    const cookie = cookies.get(role);
    const session = cookie
      ? await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
      : undefined;
    if (session?.statusCode !== 200) await signIn(role);
  }
}
await keepSignedIn();

const as = async (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const cookie = cookies.get(role);
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': randomUUID() },
  });
  return response.json();
};

// Records for the generated requests to reach: a priced quote of the driver, and ids each role
// may name (its own account), so that the handlers run past "not found".
const reference: ReferenceData = await as('visitor', 'GET', '/api/reference');
const quote = await as('driver', 'POST', '/api/quotes', buildQuoteInput(reference));
await as('agent', 'PUT', `/api/agency/quotes/${quote.id}/offer`, {
  basic: 3200,
  intermediate: 4500,
  premium: 6900,
});
const offerId: string = (await as('driver', 'GET', `/api/quotes/${quote.id}`)).offers[0].id;
const messageIds: string[] = (await as('admin', 'GET', '/api/admin/messages')).items.map(
  (m: { id: string }) => m.id,
);
const sharedIds = [quote.id as string, offerId, ...messageIds.slice(0, 2)];
/** Ids a role may name: the shared records and its own account (never a colleague's, whom a
 * manager could deactivate for the rest of the run). */
const knownIds = new Map<Role, string[]>([['visitor', sharedIds]]);
for (const role of Object.keys(accounts) as Exclude<Role, 'visitor'>[])
  knownIds.set(role, [...sharedIds, (await as(role, 'GET', '/api/me')).id]);

const email = fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.ma`);
const today = todayInMorocco();

/**
 * A valid body per route where generated ones would rarely pass every rule, to change one place
 * at a time (mutationsOf). Unknown e-mails only: failed sign-ins must not lock a demo account.
 */
const seeds: Record<string, fc.Arbitrary<unknown>> = {
  'POST /api/auth/signup': email.map((e) => ({
    name: 'Salma Bennani',
    email: e,
    password: 'Bonjour-2026',
    passwordConfirmation: 'Bonjour-2026',
  })),
  'POST /api/auth/login': email.map((e) => ({ email: e, password: 'Bonjour-2026' })),
  'PATCH /api/me': fc.constant({
    name: 'Yassine Alaoui',
    firstName: 'Yassine',
    lastName: 'Alaoui',
    phone: '06 12 34 56 78',
    birthDate: '1990-04-12',
    cityId: reference.cities[0]?.id,
    professionId: reference.professions[0]?.id,
    conventionId: reference.conventions[0]?.id,
  }),
  'POST /api/me/password': fc.constant({
    currentPassword: 'not-the-password',
    newPassword: 'Bonjour-2027',
    confirmPassword: 'Bonjour-2027',
  }),
  'POST /api/quotes': fc.constant(buildQuoteInput(reference)),
  'POST /api/quotes/{quoteId}/selection': fc.constant({ offerId, pack: 'basic' }),
  'POST /api/agency/quotes/{quoteId}/contract': fc.constant({
    decision: 'confirmed',
    policyNumber: 'POL-2026-001',
    startDate: addToDate(today, { days: 3 }),
  }),
  'PUT /api/agency/quotes/{quoteId}/offer': fc.constant({
    basic: '3 200,50',
    intermediate: 4500,
    premium: 6900,
  }),
  'POST /api/contact': email.map((e) => ({
    lastName: 'Alaoui',
    firstName: 'Karim',
    phone: '0612345678',
    email: e,
    subject: 'Question',
    message: 'Bonjour',
  })),
  'POST /api/auth/password-reset': email.map((e) => ({ email: e })),
  'POST /api/auth/verify-email/resend': email.map((e) => ({ email: e })),
  'POST /api/auth/verify-email': fc.constant({ token: 'x'.repeat(32) }),
  'POST /api/auth/password-reset/complete': fc.constant({
    token: 'x'.repeat(32),
    newPassword: 'Bonjour-2027',
    confirmPassword: 'Bonjour-2027',
  }),
  'POST /api/agency/staff': email.map((e) => ({ name: 'Nadia Idrissi', email: e })),
  'POST /api/agencies/registrations': email.map((e) => ({
    email: e,
    password: 'Bonjour-2026',
    cityId: reference.cities[0]?.id,
    phone: '0522123456',
    managerName: 'Nadia Idrissi',
    managerPhone: '0612345678',
    agencyName: 'Agence Fuzz',
    address: '1 rue de la Liberté',
    insurerId: reference.insurers[0]?.id,
    acapsApprovalNumber: 'ACAPS-12345',
  })),
  'POST /api/notifications/read': fc.constant({ kind: 'newPendingQuote', id: quote.id }),
  [`POST ${webhookPath}`]: fc.constant({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            value: { statuses: [{ id: 'wamid.1', status: 'delivered', timestamp: '1767225600' }] },
          },
        ],
      },
    ],
  }),
};

/** Who may call each group of routes; the visitor tries every route too. */
function rolesFor(path: string): Role[] {
  if (path.startsWith('/api/quotes')) return ['visitor', 'driver'];
  if (path.startsWith('/api/agency/staff')) return ['visitor', 'manager', 'agent'];
  if (path.startsWith('/api/agency/')) return ['visitor', 'agent', 'manager'];
  if (path.startsWith('/api/admin/')) return ['visitor', 'admin'];
  return ['visitor', 'driver', 'agent', 'manager', 'admin'];
}

/** An operation of the OpenAPI document, with the schemas of its parameters and body. */
interface Operation {
  method: string;
  path: string;
  params: JsonSchema;
  query: JsonSchema;
  body: JsonSchema | null;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const group = (where: Parameter['in']): JsonSchema => {
        const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
        return {
          type: 'object',
          properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
          required: parameters.filter((p) => p.required).map((p) => p.name),
          additionalProperties: false,
        };
      };
      return {
        method: method.toUpperCase(),
        path,
        params: group('path'),
        query: group('query'),
        body: operation.requestBody?.content['application/json']?.schema ?? null,
      };
    }),
  );
}

const operations = operationsOf(app.swagger() as unknown as OpenApi);

// Ajv judges validity against the published schemas: bodies as JSON, parameters as the text
// they travel as (coerced like the route's z.coerce). Unknown query keys are not judged.
const strict = new Ajv2020({ strict: false, allErrors: false });
const coercing = new Ajv2020({ strict: false, coerceTypes: true });
addFormats.default(strict);
addFormats.default(coercing);
const lenient = (schema: JsonSchema): JsonSchema => ({ ...schema, additionalProperties: true });

/** A request to send: who, where, what. */
interface FuzzCase {
  role: Role;
  params: Record<string, string>;
  /** A path parameter replaced by a percent sequence that decodes to no text. */
  brokenParam: string | null;
  query: [string, string][];
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; type: string; expect: number[] };
  signed: boolean;
  idempotencyKey: string | null;
  language: string;
  address: string;
}

/**
 * A keyset cursor (lib/keyset.ts): base64url of a JSON pair, the document's opaque `cursor`
 * text. Made of instants, numbers and ids of every kind, well-formed or not.
 */
const cursorText = fc
  .tuple(
    fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom('2026', '0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', 'Casablanca'),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.maxSafeInteger(),
      fc.string({ unit: anyCodePoint }),
    ),
    fc.oneof(fc.uuid(), fc.bigInt({ min: -1n, max: 10n ** 20n }).map(String), fc.string()),
  )
  .map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url'));

/** The text a generated value travels as in a URL. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate travels as U+FFFD). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(c)
        ? c
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** What the server reads back from `text` once encoded (encode, then UTF-8 decoding). */
const asReceived = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Stands for a JSON body over the 256 KiB limit, made when sent (it would flood reports). */
const oversize = '<300 KiB of JSON>';

function caseOf(operation: Operation): fc.Arbitrary<FuzzCase> {
  const { path, method } = operation;
  const pathNames = Object.keys(operation.params.properties ?? {});
  const paramsOf = (role: Role) =>
    fc.record(
      Object.fromEntries(
        pathNames.map((name) => {
          const schema = operation.params.properties?.[name] ?? {};
          return [
            name,
            fc
              .oneof(
                { weight: 3, arbitrary: valueOf(schema) },
                { weight: 1, arbitrary: invalidOf(schema) },
                { weight: 2, arbitrary: fc.constantFrom(...(knownIds.get(role) ?? [])) },
              )
              .map(asText),
          ];
        }),
      ),
    );
  const pagesWithCursor = 'cursor' in (operation.query.properties ?? {});
  const query = fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: valueOf(operation.query) },
        { weight: 1, arbitrary: invalidOf(operation.query) },
      ),
      pagesWithCursor ? fc.option(cursorText, { freq: 2 }) : fc.constant(null),
    )
    .map(([value, cursor]) =>
      cursor !== null && value !== null && typeof value === 'object' ? { ...value, cursor } : value,
    )
    .map((value) =>
      // A query that is no object at all travels as one odd key.
      (value !== null && typeof value === 'object'
        ? Object.entries(value)
        : [[asText(value), '']]
      ).flatMap(([key, item]): [string, string][] =>
        Array.isArray(item) && item.length > 0
          ? item.map((one): [string, string] => [key, asText(one)])
          : [[key, asText(item)]],
      ),
    );
  const seed = seeds[`${method} ${path}`];
  const schema = operation.body;
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => ({ kind: 'json' as const, value: v }));
  const raw = (text: fc.Arbitrary<string>, type: string, expected: number[]) =>
    text.map((t) => ({ kind: 'raw' as const, text: t, type, expect: expected }));
  const bodies: fc.WeightedArbitrary<FuzzCase['body']>[] = [];
  if (bodyMethods.has(method)) {
    bodies.push({ weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) });
    if (schema) {
      bodies.push({ weight: 3, arbitrary: json(valueOf(schema)) });
      bodies.push({ weight: 3, arbitrary: json(invalidOf(schema)) });
    } else {
      bodies.push({ weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 2 })) });
    }
    if (seed) {
      bodies.push({ weight: 1, arbitrary: json(seed) });
      bodies.push({ weight: 5, arbitrary: json(mutationsOf(seed, schema ?? {})) });
    }
    // Refused by Fastify before any route code: each keeps its own status.
    const refusedLimit = path === webhookPath ? [401, 400] : [400];
    bodies.push(
      {
        weight: 1,
        arbitrary: raw(fc.constantFrom('<a/>', 'a=1', '--x\r\n'), 'application/xml', [415, 429]),
      },
      {
        weight: 1,
        arbitrary: raw(
          fc.constantFrom('{"a":', '{"a":1}}', '\u0000', '[[[[[[[[[[', '{"__proto__":{"x":1}}'),
          'application/json',
          [...refusedLimit, 429],
        ),
      },
      {
        weight: 1,
        arbitrary: raw(fc.constant(oversize), 'application/json', [413, 429]),
      },
    );
  } else {
    bodies.push({ weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) });
  }
  return fc.constantFrom(...rolesFor(path)).chain((role) =>
    fc.record({
      role: fc.constant(role),
      params: paramsOf(role),
      brokenParam:
        pathNames.length > 0
          ? fc.option(fc.constantFrom('%FF', '%ED%A0%80', '%E0%A4%A', '%'), { freq: 20 })
          : fc.constant(null),
      query,
      body: fc.oneof(...bodies),
      signed: fc.boolean(),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 120 })), { freq: 5 }),
      language: fc.constantFrom('fr', 'en', 'ar', 'de', '*;q=x'),
      address: fc.ipV4(),
    }),
  );
}

/** Row counts of the tables a request may write (not the audit log nor the limit counters). */
const countedTables = [
  'users',
  'sessions',
  'accounts',
  'verifications',
  'agencies',
  'drivers',
  'vehicles',
  'guarantee_choices',
  'quotes',
  'offers',
  'quote_drafts',
  'surveys',
  'contract_calls',
  'contracts',
  'contact_messages',
  'notification_reads',
  'messages',
  'message_receipts',
];
const countQuery = `select ${countedTables.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`;
async function rowCounts(): Promise<unknown> {
  return (await server.moqarana.database.sql.executeSql(countQuery)).rows[0];
}
/** The counts after the last refused request: nothing changes them until one is accepted. */
let knownCounts: unknown = null;

/** Validators of one operation, compiled once. */
function validatorsOf(operation: Operation) {
  return {
    params: coercing.compile(operation.params),
    query: coercing.compile(lenient(operation.query)),
    body: operation.body ? strict.compile(operation.body) : null,
  };
}

const accepts = (validate: ValidateFunction, value: unknown) => validate(structuredClone(value));

/** Whether the published schemas accept what the server will receive. */
function schemaAccepts(c: FuzzCase, validators: ReturnType<typeof validatorsOf>): boolean {
  const received = Object.fromEntries(
    Object.entries(c.params).map(([name, value]) => [name, asReceived(value)]),
  );
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of c.query) {
    const existing = query[key];
    const text = asReceived(value);
    query[key] = existing === undefined ? text : [...[existing].flat(), text];
  }
  if (!accepts(validators.params, received) || !accepts(validators.query, query)) return false;
  if (!validators.body) return true;
  if (c.body.kind !== 'json') return false;
  return (
    accepts(validators.body, c.body.value) || accepts(validators.body, blankAsNull(c.body.value))
  );
}

/**
 * `value` with every empty text as null. A preprocessing step of zod is no part of JSON Schema:
 * the profile's optional fields read an empty text as null, to clear them
 * (domain/accounts/profile.ts), so the oracle reads it so too.
 */
function blankAsNull(value: unknown): unknown {
  if (value === '') return null;
  if (Array.isArray(value)) return value.map(blankAsNull);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankAsNull(v)]));
  return value;
}

async function send(operation: Operation, c: FuzzCase) {
  let url = operation.path;
  for (const [name, value] of Object.entries(c.params))
    url = url.replace(`{${name}}`, encode(value));
  if (c.brokenParam) url = url.replace(/[^/]*$/, c.brokenParam);
  if (c.query.length > 0)
    url += `?${c.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
  const cookie = cookies.get(c.role);
  const headers: Record<string, string> = { 'accept-language': c.language };
  if (cookie) headers.cookie = cookie;
  if (c.idempotencyKey !== null) headers['idempotency-key'] = c.idempotencyKey;
  let payload: string | undefined;
  if (c.body.kind === 'json') {
    payload = JSON.stringify(c.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (c.body.kind === 'raw') {
    payload =
      c.body.text === oversize ? JSON.stringify({ text: 'x'.repeat(300 * 1024) }) : c.body.text;
    headers['content-type'] = c.body.type;
  }
  if (operation.path === webhookPath && payload !== undefined && c.signed)
    headers['x-hub-signature-256'] =
      `sha256=${createHmac('sha256', appSecret).update(payload).digest('hex')}`;
  return app.inject({
    method: operation.method as 'GET',
    url,
    headers,
    payload,
    remoteAddress: c.address,
  });
}

/**
 * Whether a path parameter is longer, once decoded (UTF-16 code units, as find-my-way measures
 * it), than Fastify's router reads (its `maxParamLength`, 100 by default): such a path is
 * refused before any route is found, so neither its body nor its route's schema is read.
 */
const overlongParam = (c: FuzzCase) =>
  Object.values(c.params).some((value) => asReceived(value).length > routerParamLimit);
const routerParamLimit = 100;

/** Figures of the run, printed at the end. */
const tally = { requests: 0, refused: 0, accepted: 0, invalid: 0 };

describe(`fuzzing the ${operations.length} routes of the OpenAPI document (${runs} requests each)`, () => {
  it('covers every route of the document', () => {
    expect(logStream, "the server's log is watched").toBeDefined();
    expect(operations.length).toBeGreaterThan(40);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, { timeout: runs * 1_000 }, async () => {
      const validators = validatorsOf(operation);
      const writes = bodyMethods.has(operation.method);
      await fc.assert(
        fc.asyncProperty(caseOf(operation), async (c) => {
          const before = writes ? (knownCounts ?? (await rowCounts())) : null;
          const response = await send(operation, c);
          const status = response.statusCode;
          const what = `${operation.method} ${operation.path} as ${c.role} → ${status} ${response.body.slice(0, 300)}`;
          tally.requests += 1;
          expect(status, what).toBeLessThan(500);
          expect(loggedErrors.splice(0), `logged: ${what}`).toEqual([]);
          // A path that is no URL is refused before its route is found; a body Fastify cannot
          // read is refused before the route's code runs.
          if (c.brokenParam || overlongParam(c)) expect([400, 404], what).toContain(status);
          else if (c.body.kind === 'raw') expect(c.body.expect, what).toContain(status);
          const valid = c.body.kind !== 'raw' && !c.brokenParam && schemaAccepts(c, validators);
          if (!valid) tally.invalid += 1;
          if (status < 400) {
            tally.accepted += 1;
            // What it does after answering (a reset's e-mail) lands before the next request.
            await app.afterAnswer.settled();
            expect(loggedErrors.splice(0), `logged after answering: ${what}`).toEqual([]);
            knownCounts = null;
            expect(valid, `accepted although the schema refuses it: ${what}`).toBe(true);
            return;
          }
          tally.refused += 1;
          if (operation.path !== webhookPath) {
            const body = response.json();
            expect(typeof body.error?.code, what).toBe('string');
            expect(typeof body.error?.message, what).toBe('string');
          }
          if (before === null) return;
          const after = await rowCounts();
          expect(after, `partial write: ${what}`).toEqual(before);
          knownCounts = after;
        }),
        { numRuns: runs },
      );
      await keepSignedIn();
      knownCounts = null;
    });
  }

  it('reports its figures', () => {
    console.info(`openapi fuzz: ${operations.length} routes, ${JSON.stringify(tally)}`);
    expect(tally.requests).toBeGreaterThanOrEqual(operations.length * runs);
    // Generated values must reach the routes' code too, not only their validation.
    expect(tally.accepted).toBeGreaterThan(tally.requests * 0.05);
  });
});
