import { createHmac, randomBytes } from 'node:crypto';
import { defaultOpeningHours, inputOfOpeningHours } from '../domain/agency-day/opening-hours.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToDate, todayInMorocco } from '../domain/dates.ts';
import { addMonths } from '../domain/offers/renewal.ts';
import { messages } from './db/schema/index.ts';
import { demoTariffGridOf } from './db/seed/demo-tariffs.ts';
import {
  agencyOf,
  assembleCast,
  groups,
  identityTraces,
  roleNames,
  uniqueIdentity,
  type Cast,
  type DriverName,
  type Identity,
  type RoleName,
} from './test/cast.ts';
import { buildQuoteInput, newKey, priceQuote } from './test/factories.ts';
import {
  registerAgency,
  signUpDriver,
  startTestServer,
  waitForMessage,
  type TestClient,
  type TestServer,
} from './test/harness.ts';

/*
 * The authorization matrix (docs/product/design.md §1; OWASP ASVS 5.0 V8): every route of the app, read from
 * its route table, called by every role. `matrix` below is the expected table: for each route,
 * who may call it (on whose record). A route without its row fails, so no route is added
 * without deciding who may use it. A visitor who may not call a route gets 401; a signed-in
 * role that may not gets 404, never learning whether the record exists. Every answer to an
 * agency is searched for the identity of drivers who did not select that agency (law 09-08
 * minimisation, docs/product/design.md §5): names, CIN, phone, e-mail.
 */

const appSecret = 'matrix-whatsapp-app-secret';
const verifyToken = 'matrix-whatsapp-verify-token';

let server: TestServer;
let cast: Cast;
let fx: Fixtures;

/** Records every case works on, made once before the matrix runs. */
interface Fixtures {
  /** Driver A, Casablanca, priced by agencies A and B, open. */
  openQuote: string;
  /** Driver A, Casablanca, priced by agency A, for the driver to select. */
  quoteToSelect: string;
  offerToSelect: string;
  /** Driver A, Casablanca, open, for the driver to cancel. */
  quoteToCancel: string;
  /** Driver A, Casablanca, priced by nobody: to price, and a "new quote" event of the city. */
  quoteToPrice: string;
  newsQuote: string;
  /** Driver A, Rabat, priced by nobody. */
  rabatQuote: string;
  /** Driver A, Casablanca, priced by agency A alone and selected. */
  wonByCasaA: string;
  /** One more such quote per agency A staff member, each to decide its contract once. */
  contractQuotes: Record<string, string>;
  /** Driver B, Casablanca, priced by agency A. */
  driverBQuote: string;
  /** An agent of agency A, whom agency A's manager manages. */
  spareAgent: string;
  /** Registrations awaiting the admin: one to decide, one to read as an event. */
  pendingAgencies: [string, string];
  /** An account no role is: anyone may sign in as it. */
  loginTarget: { email: string; password: string };
  messageId: string;
  failedMessageId: string;
  /** Driver A, Casablanca, priced by agency A from its grid's suggestion, sent unchanged. */
  gridPricedQuote: string;
  gridPricedOffer: string;
  /** Driver A, Casablanca, whose contract agency A confirmed: renewable. */
  renewableQuote: string;
  /** A contract of agency A confirmed 5 months ago for 6 months: its renewal is due in a month. */
  renewalToOffer: string;
  /** A saved view of the all-quotes table, agency A's agent's. */
  savedView: string;
}

/** One call of a case, for one role. */
interface Call {
  path: string;
  body?: unknown;
  /** A body sent as these exact bytes (a signed webhook). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Another session of the role, for a call that ends it. */
  session?: TestClient;
}

/** Who may call a route on a given record or scope. */
interface Case {
  /** Whose record or which scope the case tries, when a route has several. */
  on?: string;
  allowed: readonly RoleName[];
  /** Status answered to an allowed role. */
  ok?: number | readonly number[];
  /** The route's own answer to an allowed role, when its status could also be a refusal's. */
  answer?: (body: any) => boolean;
  call: (role: RoleName) => Call | Promise<Call>;
}

const path = (value: string) => () => ({ path: value });
const publicRoute = (ok: number, call: Case['call']): Case[] => [
  { allowed: groups.everyone, ok, call },
];

/** The driver's quote form with the driver's own identity. */
function quoteForm(driver: DriverName) {
  const { firstName, lastName, cin, phone, email } = cast.identities[driver];
  return buildQuoteInput(cast.reference, 'Casablanca', {
    driver: { firstName, lastName, cin, phone, email },
  });
}

function registrationForm() {
  const identity = uniqueIdentity();
  return {
    email: identity.email,
    password: 'Agence-2026!',
    cityId: cast.reference.cities.find((city) => city.nameFr === 'Fès')?.id,
    phone: '0522 12 34 56',
    managerName: 'Karim Alami',
    managerPhone: '0661 12 34 56',
    agencyName: `Agence Saïss ${identity.lastName}`,
    address: '3 avenue Hassan II, Fès',
    insurerId: cast.reference.insurers[0]?.id,
    acapsApprovalNumber: `ACAPS-${randomBytes(3).toString('hex')}`,
  };
}

const webhookBody = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });

/**
 * The expected matrix: route (`METHOD url` as registered) → who may call it. Written by hand
 * from the product rules, never from what the app answers.
 */
const matrix: Record<string, Case[]> = {
  'GET /api/health': publicRoute(200, path('/api/health')),
  'GET /api/reference': publicRoute(200, path('/api/reference')),
  'GET /api/language': publicRoute(303, path('/api/language?lang=fr&next=/accueil')),
  'POST /api/auth/signup': publicRoute(202, () => {
    const identity = uniqueIdentity();
    const password = 'Bonjour-2026';
    return {
      path: '/api/auth/signup',
      body: {
        name: 'Amal Idrissi',
        email: identity.email,
        password,
        passwordConfirmation: password,
      },
    };
  }),
  'POST /api/auth/login': publicRoute(200, () => ({
    path: '/api/auth/login',
    body: { ...fx.loginTarget, portal: 'driver' },
  })),
  'POST /api/auth/logout': publicRoute(204, async (role) =>
    role === 'visitor'
      ? { path: '/api/auth/logout' }
      : { path: '/api/auth/logout', session: await cast.freshSession(role) },
  ),
  'GET /api/auth/session': publicRoute(200, path('/api/auth/session')),
  'POST /api/auth/verify-email': [
    {
      allowed: groups.everyone,
      ok: 400,
      answer: (body) => body.error.code === 'invalidVerificationLink',
      call: () => ({ path: '/api/auth/verify-email', body: { token: 'no-such-token' } }),
    },
  ],
  'POST /api/auth/verify-email/resend': publicRoute(202, () => ({
    path: '/api/auth/verify-email/resend',
    body: { email: uniqueIdentity().email },
  })),
  'POST /api/auth/password-reset': publicRoute(202, () => ({
    path: '/api/auth/password-reset',
    body: { email: uniqueIdentity().email, portal: 'driver' },
  })),
  'POST /api/auth/password-reset/complete': [
    {
      allowed: groups.everyone,
      ok: 400,
      answer: (body) => body.error.code === 'invalidResetLink',
      call: () => ({
        path: '/api/auth/password-reset/complete',
        body: {
          token: 'no-such-token',
          newPassword: 'Nouveau-2026!',
          confirmPassword: 'Nouveau-2026!',
        },
      }),
    },
  ],
  'GET /api/me': [{ allowed: groups.signedIn, ok: 200, call: path('/api/me') }],
  'PATCH /api/me': [
    { allowed: groups.signedIn, ok: 200, call: () => ({ path: '/api/me', body: {} }) },
  ],
  'PUT /api/me/notifications': [
    {
      allowed: groups.signedIn,
      ok: 200,
      call: () => ({ path: '/api/me/notifications', body: {} }),
    },
  ],
  'PUT /api/me/language': [
    {
      allowed: groups.signedIn,
      ok: 204,
      call: () => ({ path: '/api/me/language', body: { language: 'fr' } }),
    },
  ],
  'POST /api/me/phone/code': [
    {
      allowed: groups.drivers,
      ok: 202,
      call: () => ({ path: '/api/me/phone/code', body: { phone: '0612345678' } }),
    },
  ],
  'POST /api/me/phone/confirm': [
    {
      // A code never sent: the route's own refusal, with the account unchanged.
      allowed: groups.drivers,
      ok: 400,
      answer: (body) => body.error.fields?.code !== undefined,
      call: () => ({
        path: '/api/me/phone/confirm',
        body: { phone: '0698765432', code: '123456' },
      }),
    },
  ],
  'POST /api/me/password': [
    {
      // A wrong current password: the route's own refusal, with the account unchanged.
      allowed: groups.signedIn,
      ok: 400,
      answer: (body) => body.error.fields?.currentPassword !== undefined,
      call: () => ({
        path: '/api/me/password',
        body: {
          currentPassword: 'Pas-le-bon-2026',
          newPassword: 'Nouveau-2026!',
          confirmPassword: 'Nouveau-2026!',
        },
      }),
    },
  ],
  'GET /api/me/data': [{ allowed: groups.drivers, ok: 200, call: path('/api/me/data') }],
  'GET /api/me/consents': [{ allowed: groups.drivers, ok: 200, call: path('/api/me/consents') }],
  'POST /api/me/consents/:kind/withdraw': [
    {
      allowed: groups.drivers,
      ok: 200,
      call: () => ({ path: '/api/me/consents/reminderEmails/withdraw', body: {} }),
    },
  ],
  'POST /api/me/erase': [
    {
      // A wrong password: the route's own refusal, with the account unchanged.
      allowed: groups.drivers,
      ok: 400,
      answer: (body) => body.error.fields?.password !== undefined,
      call: () => ({ path: '/api/me/erase', body: { password: 'Pas-le-bon-2026' } }),
    },
  ],
  'POST /api/users/:userId/erase': [
    {
      // A staff account: the route's own refusal (staff are deactivated, not erased).
      allowed: ['admin'],
      ok: 403,
      answer: (body) => body.error.code === 'staffAccount',
      call: () => ({ path: `/api/users/${cast.userIds.agentCasaA}/erase`, body: {} }),
    },
  ],
  'GET /api/users/:userId': [
    {
      on: "agency A's agent",
      allowed: ['agentCasaA', 'managerCasaA', 'admin'],
      ok: 200,
      call: () => ({ path: `/api/users/${cast.userIds.agentCasaA}` }),
    },
    {
      on: "agency B's agent",
      allowed: ['agentCasaB', 'managerCasaB', 'admin'],
      ok: 200,
      call: () => ({ path: `/api/users/${cast.userIds.agentCasaB}` }),
    },
    {
      on: 'driver A',
      allowed: ['driverA', 'admin'],
      ok: 200,
      call: () => ({ path: `/api/users/${cast.userIds.driverA}` }),
    },
    {
      on: "Rabat's manager",
      allowed: ['managerRabat', 'admin'],
      ok: 200,
      call: () => ({ path: `/api/users/${cast.userIds.managerRabat}` }),
    },
  ],
  'GET /api/quotes/draft': [{ allowed: groups.drivers, ok: 200, call: path('/api/quotes/draft') }],
  'PUT /api/quotes/draft': [
    {
      allowed: groups.drivers,
      ok: 204,
      call: () => ({ path: '/api/quotes/draft', body: { submissionKey: newKey() } }),
    },
  ],
  'POST /api/quotes': [
    {
      allowed: groups.drivers,
      ok: 201,
      call: (role) => ({
        path: '/api/quotes',
        body: quoteForm(role === 'driverB' ? 'driverB' : 'driverA'),
        headers: { 'idempotency-key': newKey() },
      }),
    },
  ],
  'GET /api/quotes': [{ allowed: groups.drivers, ok: 200, call: path('/api/quotes') }],
  'GET /api/quotes/:quoteId': [
    {
      on: "driver A's quote",
      allowed: ['driverA'],
      ok: 200,
      call: () => ({ path: `/api/quotes/${fx.openQuote}` }),
    },
  ],
  'POST /api/quotes/:quoteId/selection': [
    {
      on: "driver A's quote",
      allowed: ['driverA'],
      ok: 201,
      call: () => ({
        path: `/api/quotes/${fx.quoteToSelect}/selection`,
        body: { offerId: fx.offerToSelect, pack: 'basic' },
      }),
    },
    {
      on: "driver B's quote with an offer made on driver A's",
      allowed: [],
      call: () => ({
        path: `/api/quotes/${fx.driverBQuote}/selection`,
        body: { offerId: fx.offerToSelect, pack: 'basic' },
      }),
    },
  ],
  'POST /api/quotes/:quoteId/cancel': [
    {
      on: "driver A's quote",
      allowed: ['driverA'],
      ok: 204,
      call: () => ({ path: `/api/quotes/${fx.quoteToCancel}/cancel` }),
    },
  ],
  'GET /api/quotes/:quoteId/selection': [
    {
      on: "driver A's quote",
      allowed: ['driverA'],
      ok: 200,
      call: () => ({ path: `/api/quotes/${fx.wonByCasaA}/selection` }),
    },
  ],
  'POST /api/quotes/:quoteId/survey': [
    {
      on: "driver A's quote",
      allowed: ['driverA'],
      ok: 201,
      call: () => ({ path: `/api/quotes/${fx.wonByCasaA}/survey`, body: { rating: 4 } }),
    },
  ],
  'GET /api/agency/tables/:table': [
    { allowed: groups.agencyStaff, ok: 200, call: path('/api/agency/tables/all') },
  ],
  'GET /api/agency/tables/:table/export': [
    { allowed: groups.agencyStaff, ok: 200, call: path('/api/agency/tables/all/export') },
  ],
  'GET /api/agency/colleagues': [
    { allowed: groups.agencyStaff, ok: 200, call: path('/api/agency/colleagues') },
  ],
  // Saved views are each person's own: every staff member lists and saves their own.
  'GET /api/agency/tables/:table/views': [
    { allowed: groups.agencyStaff, ok: 200, call: path('/api/agency/tables/all/views') },
  ],
  'POST /api/agency/tables/:table/views': [
    {
      allowed: groups.agencyStaff,
      ok: 201,
      call: (role) => ({
        path: '/api/agency/tables/all/views',
        body: { name: `Vue de ${role}`, query: { sort: 'date', status: 'offered' } },
      }),
    },
  ],
  'DELETE /api/agency/tables/:table/views/:viewId': [
    {
      on: "agency A's agent's view",
      allowed: ['agentCasaA'],
      ok: 204,
      call: () => ({ path: `/api/agency/tables/all/views/${fx.savedView}` }),
    },
  ],
  'GET /api/agency/quotes/:quoteId/follow-up': [
    {
      on: 'a quote that selected agency A',
      allowed: groups.casaAStaff,
      ok: 200,
      call: () => ({ path: `/api/agency/quotes/${fx.wonByCasaA}/follow-up` }),
    },
  ],
  'POST /api/agency/quotes/:quoteId/calls': [
    {
      on: 'a quote that selected agency A',
      allowed: groups.casaAStaff,
      ok: 201,
      call: () => ({
        path: `/api/agency/quotes/${fx.wonByCasaA}/calls`,
        body: { outcome: 'noAnswer' },
      }),
    },
  ],
  'GET /api/agency/call-tasks': [
    { allowed: groups.agencyStaff, ok: 200, call: path('/api/agency/call-tasks') },
  ],
  'PUT /api/agency/call-tasks/:quoteId/assignee': [
    {
      on: "the call to the driver who selected agency A, given to agency A's spare agent",
      allowed: groups.casaAStaff,
      ok: 204,
      call: () => ({
        path: `/api/agency/call-tasks/${fx.wonByCasaA}/assignee`,
        body: { userId: fx.spareAgent },
      }),
    },
  ],
  'POST /api/agency/quotes/:quoteId/contract': [
    {
      on: 'a quote that selected agency A',
      allowed: groups.casaAStaff,
      ok: 201,
      call: (role) => ({
        path: `/api/agency/quotes/${fx.contractQuotes[role] ?? fx.wonByCasaA}/contract`,
        body: { decision: 'lost', lostReason: 'Le client a renoncé' },
      }),
    },
  ],
  'GET /api/quotes/:quoteId/renewal': [
    {
      on: "driver A's confirmed contract",
      allowed: ['driverA'],
      ok: 200,
      call: () => ({ path: `/api/quotes/${fx.renewableQuote}/renewal` }),
    },
  ],
  'POST /api/quotes/:quoteId/renewal': [
    {
      on: "driver A's confirmed contract",
      allowed: ['driverA'],
      ok: 201,
      call: () => ({
        path: `/api/quotes/${fx.renewableQuote}/renewal`,
        body: { termsAccepted: true },
        headers: { 'idempotency-key': newKey() },
      }),
    },
  ],
  'GET /api/agency/renewals': [
    { allowed: groups.agencyStaff, ok: 200, call: path('/api/agency/renewals?within=90') },
  ],
  'PUT /api/agency/renewals/:quoteId/offer': [
    {
      on: "agency A's contract due for renewal in a month",
      allowed: groups.casaAStaff,
      ok: 204,
      call: () => ({
        path: `/api/agency/renewals/${fx.renewalToOffer}/offer`,
        body: { basic: 3000, intermediate: 4000, premium: 5000 },
      }),
    },
  ],
  'GET /api/agency/quotes/:quoteId': [
    {
      on: 'an open Casablanca quote',
      allowed: groups.casablancaStaff,
      ok: 200,
      call: () => ({ path: `/api/agency/quotes/${fx.openQuote}` }),
    },
    {
      on: 'an open Rabat quote',
      allowed: groups.rabatStaff,
      ok: 200,
      call: () => ({ path: `/api/agency/quotes/${fx.rabatQuote}` }),
    },
    {
      on: 'a quote that selected agency A, which agency B never priced',
      allowed: groups.casaAStaff,
      ok: 200,
      call: () => ({ path: `/api/agency/quotes/${fx.wonByCasaA}` }),
    },
  ],
  'PUT /api/agency/quotes/:quoteId/offer': [
    {
      on: 'an open Casablanca quote',
      allowed: groups.casablancaStaff,
      ok: [200, 201],
      call: () => ({
        path: `/api/agency/quotes/${fx.quoteToPrice}/offer`,
        body: { basic: 3100, intermediate: 4100, premium: 5100 },
      }),
    },
  ],
  'GET /api/agency/quotes/:quoteId/tariff-suggestion': [
    {
      on: 'an open Casablanca quote; agency A alone uses its grid',
      allowed: groups.casaAStaff,
      ok: 200,
      call: () => ({ path: `/api/agency/quotes/${fx.openQuote}/tariff-suggestion` }),
    },
  ],
  'GET /api/agency/tariff': [
    { allowed: groups.managers, ok: 200, call: path('/api/agency/tariff') },
  ],
  'PUT /api/agency/tariff': [
    {
      on: 'the own agency',
      allowed: groups.managers,
      ok: 200,
      call: () => ({
        path: '/api/agency/tariff',
        body: { mode: 'off', grid: demoTariffGridOf(0) },
      }),
    },
  ],
  'GET /api/admin/tariff-levies': [
    { allowed: ['admin'], ok: 200, call: path('/api/admin/tariff-levies') },
  ],
  'POST /api/admin/tariff-levies': [
    {
      allowed: ['admin'],
      ok: 200,
      call: () => ({
        path: '/api/admin/tariff-levies',
        body: {
          effectiveFrom: addToDate(todayInMorocco(), { days: 30 }),
          contractTaxBp: 1_400,
          fgacContributionBp: 130,
          fsecLevyBp: 100,
        },
      }),
    },
  ],
  'GET /api/quotes/:quoteId/offers/:offerId/breakdown': [
    {
      on: "driver A's grid-priced offer",
      allowed: ['driverA'],
      ok: 200,
      call: () => ({
        path: `/api/quotes/${fx.gridPricedQuote}/offers/${fx.gridPricedOffer}/breakdown`,
      }),
    },
  ],
  'POST /api/contact': publicRoute(201, () => ({
    path: '/api/contact',
    body: {
      lastName: 'Berrada',
      firstName: 'Omar',
      phone: '0612345678',
      email: 'omar.berrada@example.ma',
      subject: 'Question',
      message: 'Bonjour, une question sur les offres.',
    },
  })),
  'GET /api/agency/staff': [{ allowed: groups.managers, ok: 200, call: path('/api/agency/staff') }],
  'POST /api/agency/staff': [
    {
      allowed: groups.managers,
      ok: 201,
      call: () => ({
        path: '/api/agency/staff',
        body: { name: 'Agent Matrice', email: uniqueIdentity().email },
      }),
    },
  ],
  'POST /api/agency/staff/:userId/status': [
    {
      on: "an agent of agency A's",
      allowed: ['managerCasaA'],
      ok: 200,
      call: () => ({ path: `/api/agency/staff/${fx.spareAgent}/status`, body: { active: true } }),
    },
    {
      on: "agency A's manager",
      allowed: [],
      call: () => ({
        path: `/api/agency/staff/${cast.userIds.managerCasaA}/status`,
        body: { active: true },
      }),
    },
  ],
  'POST /api/agency/staff/:userId/password-link': [
    {
      on: "an agent of agency A's",
      allowed: ['managerCasaA'],
      ok: 200,
      call: () => ({ path: `/api/agency/staff/${fx.spareAgent}/password-link` }),
    },
  ],
  'POST /api/agencies/registrations': publicRoute(202, () => ({
    path: '/api/agencies/registrations',
    body: registrationForm(),
  })),
  'GET /api/admin/agencies': [{ allowed: ['admin'], ok: 200, call: path('/api/admin/agencies') }],
  'POST /api/admin/agencies/:agencyId/decision': [
    {
      allowed: ['admin'],
      ok: 200,
      call: () => ({
        path: `/api/admin/agencies/${fx.pendingAgencies[0]}/decision`,
        body: { action: 'reject', reason: 'Dossier incomplet' },
      }),
    },
  ],
  'GET /api/dashboard': [{ allowed: groups.backOffice, ok: 200, call: path('/api/dashboard') }],
  'GET /api/agency/performance': [
    { allowed: groups.managers, ok: 200, call: path('/api/agency/performance') },
  ],
  'GET /api/agency/opening-hours': [
    { allowed: groups.agencyStaff, ok: 200, call: path('/api/agency/opening-hours') },
  ],
  'PUT /api/agency/opening-hours': [
    {
      on: 'the own agency (its default hours, saved as its own)',
      allowed: groups.managers,
      ok: 200,
      call: () => ({
        path: '/api/agency/opening-hours',
        body: inputOfOpeningHours(defaultOpeningHours),
      }),
    },
  ],
  'GET /api/notifications': [
    { allowed: groups.backOffice, ok: 200, call: path('/api/notifications') },
  ],
  'POST /api/notifications/read': [
    {
      on: "an event of the caller's",
      allowed: groups.backOffice,
      ok: 204,
      call: (role) => ({
        path: '/api/notifications/read',
        body:
          role === 'admin'
            ? { kind: 'agencyRegistered', id: fx.pendingAgencies[1] }
            : {
                kind: 'newPendingQuote',
                id: agencyOf[role] === 'rabat' ? fx.rabatQuote : fx.newsQuote,
              },
      }),
    },
    {
      on: 'a new Rabat quote',
      allowed: groups.rabatStaff,
      ok: 204,
      call: () => ({
        path: '/api/notifications/read',
        body: { kind: 'newPendingQuote', id: fx.rabatQuote },
      }),
    },
    {
      on: 'a selection of agency A',
      allowed: groups.casaAStaff,
      ok: 204,
      call: () => ({
        path: '/api/notifications/read',
        body: { kind: 'offerSelected', id: fx.wonByCasaA },
      }),
    },
  ],
  'POST /api/notifications/seen': [
    { allowed: groups.backOffice, ok: 204, call: path('/api/notifications/seen') },
  ],
  'GET /api/audit': [
    { on: 'own actions', allowed: groups.backOffice, ok: 200, call: path('/api/audit') },
    {
      on: "the agency's actions",
      allowed: groups.managers,
      ok: 200,
      call: path('/api/audit?scope=agency'),
    },
    { on: 'everything', allowed: ['admin'], ok: 200, call: path('/api/audit?scope=all') },
  ],
  'GET /api/admin/messages': [{ allowed: ['admin'], ok: 200, call: path('/api/admin/messages') }],
  'GET /api/admin/messages/:messageId/copy': [
    {
      allowed: ['admin'],
      ok: 200,
      call: () => ({ path: `/api/admin/messages/${fx.messageId}/copy` }),
    },
  ],
  'POST /api/admin/messages/:messageId/retry': [
    {
      allowed: ['admin'],
      ok: 202,
      call: () => ({ path: `/api/admin/messages/${fx.failedMessageId}/retry` }),
    },
  ],
  // Meta's webhook: server to server, the same for everyone (its signature is the check).
  'GET /api/webhooks/whatsapp': publicRoute(
    200,
    path(
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=7`,
    ),
  ),
  'POST /api/webhooks/whatsapp': publicRoute(200, () => ({
    path: '/api/webhooks/whatsapp',
    rawBody: webhookBody,
    headers: {
      'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(webhookBody).digest('hex')}`,
    },
  })),
  // The OpenAPI UI and description: public outside production (lib/api-docs.test.ts: production).
  'GET /api/docs': publicRoute(200, path('/api/docs')),
  'GET /api/docs/static/index.html': publicRoute(302, path('/api/docs/static/index.html')),
  'GET /api/docs/static/swagger-initializer.js': publicRoute(
    200,
    path('/api/docs/static/swagger-initializer.js'),
  ),
  'GET /api/docs/json': publicRoute(200, path('/api/docs/json')),
  'GET /api/docs/yaml': publicRoute(200, path('/api/docs/yaml')),
  'GET /api/docs/static/*': publicRoute(200, path('/api/docs/static/swagger-ui.css')),
};

/** The app's routes as `METHOD url`, without the HEAD twin Fastify adds to every GET. */
function routeKeys(): string[] {
  const table = server.moqarana.app.routeTable;
  const gets = new Set(table.filter((r) => r.method === 'GET').map((r) => r.url));
  // `/api/docs/` is the trailing-slash twin of `/api/docs`, which Fastify adds unannounced.
  const twinOfGet = (url: string) => gets.has(url) || gets.has(url.replace(/\/$/, ''));
  return table
    .filter((route) => !(route.method === 'HEAD' && twinOfGet(route.url)))
    .map((route) => `${route.method} ${route.url}`);
}

let calls = 0;

/** One request as `role` from its own address, without keeping any cookie it sets. */
async function send(role: RoleName, method: string, call: Call) {
  calls++;
  const cookie = (call.session ?? cast.clients[role]).sessionCookieEntry;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.0.0.${roleNames.indexOf(role) + 1}`,
    ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}),
    ...call.headers,
  };
  const payload = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${call.path}`, {
    method,
    headers,
    body: payload,
    redirect: 'manual',
  });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body };
}

/** Whether `role` may know `driver`'s identity: the driver, the admin, an agency chosen. */
function mayKnow(role: RoleName, driver: DriverName, selectedAgencies: Set<string>): boolean {
  if (role === driver || role === 'admin') return true;
  const agency = agencyOf[role];
  return agency !== null && selectedAgencies.has(agency);
}

beforeAll(async () => {
  server = await startTestServer({
    demo: true,
    env: {
      // Each role calls from an address of its own, as people do: per-address limits stay theirs.
      TRUST_PROXY: 'true',
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
    },
  });
  cast = await assembleCast(server);
  fx = await makeFixtures();
});
afterAll(() => server?.close());

async function makeFixtures(): Promise<Fixtures> {
  const { clients, submit } = cast;
  const renewableQuote = await cast.wonByCasaA('driverA');
  const confirmed = await clients.agentCasaA.post(`/api/agency/quotes/${renewableQuote}/contract`, {
    decision: 'confirmed',
    policyNumber: 'WAF-MATRIX-1',
    startDate: todayInMorocco(),
  });
  if (confirmed.status !== 201) throw new Error(`contract: ${JSON.stringify(confirmed.body)}`);
  const renewalToOffer = await cast.wonByCasaA('driverA');
  const dueSoon = await clients.agentCasaA.post(`/api/agency/quotes/${renewalToOffer}/contract`, {
    decision: 'confirmed',
    policyNumber: 'WAF-MATRIX-2',
    startDate: addMonths(todayInMorocco(), -5),
    durationMonths: 6,
  });
  if (dueSoon.status !== 201) throw new Error(`contract: ${JSON.stringify(dueSoon.body)}`);
  const openQuote = await submit('driverA');
  await priceQuote(clients.agentCasaA, openQuote);
  await priceQuote(clients.agentCasaB, openQuote);
  const quoteToSelect = await submit('driverA');
  await priceQuote(clients.agentCasaA, quoteToSelect);
  const offerToSelect = (await clients.driverA.get(`/api/quotes/${quoteToSelect}`)).body.offers[0]
    .id as string;
  const driverBQuote = await submit('driverB');
  await priceQuote(clients.agentCasaA, driverBQuote);

  const view = await clients.agentCasaA.post('/api/agency/tables/all/views', {
    name: 'Mes devis',
    query: { sort: 'date', agent: cast.userIds.agentCasaA },
  });
  if (view.status !== 201) throw new Error(`saved view: ${JSON.stringify(view.body)}`);
  const spare = await clients.managerCasaA.post('/api/agency/staff', {
    name: 'Agent Remplaçant',
    email: uniqueIdentity().email,
  });
  const pendingAgencies: string[] = [];
  for (let index = 0; index < 2; index++) {
    const form = registrationForm();
    pendingAgencies.push(await registerAgency(server.baseUrl, clients.admin, form));
    if (index === 0) {
      // A message the admin retries: sent once, then recorded as failed.
      const sent = await waitForMessage(server, {
        event: 'agency.registered',
        recipient: form.email,
      });
      await server.moqarana.database.db
        .update(messages)
        .set({ status: 'failed' })
        .where(and(eq(messages.id, sent.id), eq(messages.status, 'sent')));
    }
  }
  const [failed] = await server.moqarana.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.status, 'failed'));
  const [withCopy] = await server.moqarana.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.status, 'sent'));

  // Agency A prices from its grid's suggestion (mode suggestion), sent unchanged.
  const tariff = (await clients.managerCasaA.get('/api/agency/tariff')).body;
  await clients.managerCasaA.put('/api/agency/tariff', { mode: 'suggestion', grid: tariff.grid });
  const gridPricedQuote = await submit('driverA');
  const suggestion = (
    await clients.agentCasaA.get(`/api/agency/quotes/${gridPricedQuote}/tariff-suggestion`)
  ).body;
  const dh = (pack: 'basic' | 'intermediate' | 'premium') =>
    suggestion.packs[pack].priceCentimes / 100;
  const sent = await clients.agentCasaA.put(`/api/agency/quotes/${gridPricedQuote}/offer`, {
    basic: dh('basic'),
    intermediate: dh('intermediate'),
    premium: dh('premium'),
    tariffGridVersion: suggestion.gridVersion.number,
  });
  if (sent.status !== 201) throw new Error(`grid-priced offer: ${JSON.stringify(sent.body)}`);
  const gridPricedOffer = (await clients.driverA.get(`/api/quotes/${gridPricedQuote}`)).body
    .offers[0].id as string;

  const loginTarget = { email: uniqueIdentity().email, password: 'Bonjour-2026' };
  await signUpDriver(server.baseUrl, { name: 'Compte Partagé', ...loginTarget });

  return {
    openQuote,
    quoteToSelect,
    offerToSelect,
    quoteToCancel: await submit('driverA'),
    quoteToPrice: await submit('driverA'),
    newsQuote: await submit('driverA'),
    rabatQuote: await submit('driverA', 'Rabat'),
    wonByCasaA: await cast.wonByCasaA('driverA'),
    renewableQuote,
    renewalToOffer,
    contractQuotes: {
      agentCasaA: await cast.wonByCasaA('driverA'),
      managerCasaA: await cast.wonByCasaA('driverA'),
    },
    driverBQuote,
    spareAgent: spare.body.account.id,
    pendingAgencies: [pendingAgencies[0] ?? '', pendingAgencies[1] ?? ''],
    loginTarget,
    messageId: withCopy?.id ?? '',
    failedMessageId: failed?.id ?? '',
    gridPricedQuote,
    gridPricedOffer,
    savedView: view.body.id,
  };
}

describe('the authorization matrix', () => {
  it('has a row for every route of the app, and none for a route it no longer has', () => {
    const routes = routeKeys();
    expect(routes.filter((key) => !(key in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('answers every role as the matrix says, and no agency a driver who did not choose it', async () => {
    // Driver A selected agency A's offers (fixtures); driver B selected nobody's.
    const selected: Record<DriverName, Set<string>> = {
      driverA: new Set(['casaA']),
      driverB: new Set(),
    };
    const wrong: string[] = [];
    let cells = 0;
    for (const key of routeKeys()) {
      const [method = ''] = key.split(' ');
      for (const routeCase of matrix[key] ?? []) {
        const where = `${key}${routeCase.on ? ` (${routeCase.on})` : ''}`;
        /** What is wrong with the answer to `role`: its status, or a driver it shows. */
        const check = async (role: RoleName): Promise<string[]> => {
          const response = await send(role, method, await routeCase.call(role));
          const allowed = routeCase.allowed.includes(role);
          const expected = allowed
            ? [routeCase.ok ?? 200].flat()
            : [role === 'visitor' ? 401 : 404];
          const answered = !allowed || !routeCase.answer || routeCase.answer(response.body);
          const problems =
            expected.includes(response.status) && answered
              ? []
              : [`${where} as ${role}: ${response.status} ${response.text.slice(0, 160)}`];
          for (const driver of groups.drivers) {
            if (mayKnow(role, driver, selected[driver])) continue;
            const traces = identityTraces(cast.identities[driver], response.text);
            if (traces.length > 0)
              problems.push(`${where} as ${role}: shows ${driver}'s ${traces.join(', ')}`);
          }
          return problems;
        };
        // Refused roles first, all at once: a call that works once (select, cancel, decide) is
        // then still there for the roles that may make it, one after the other.
        const refused = roleNames.filter((role) => !routeCase.allowed.includes(role));
        wrong.push(...(await Promise.all(refused.map(check))).flat());
        for (const role of routeCase.allowed) wrong.push(...(await check(role)));
        cells += roleNames.length;
      }
    }
    console.info(`authorization matrix: ${cells} route × role calls, ${calls} requests in all`);
    expect(wrong).toEqual([]);
    // 710 requests: about 10 s on a quiet machine, past the default 30 s beside another test
    // run (load 12 on 2 cores). The limit catches a hang, not slowness.
  }, 180_000);
});

describe('what an agency learns of a driver', () => {
  const tables = ['pending', 'processed', 'contracts', 'all'];

  /**
   * What `role` is answered about the quote, in every agency read (lists, exports, searches by
   * each part of the identity, the quote, its follow-up, dashboard, notifications, audit):
   * each answer that shows a part of `identity`, and each search that finds the quote by it.
   */
  async function seenBy(role: RoleName, quoteId: string, identity: Identity) {
    const paths = [
      ...tables.flatMap((table) => [
        `/api/agency/tables/${table}`,
        `/api/agency/tables/${table}/export`,
      ]),
      `/api/agency/quotes/${quoteId}`,
      `/api/agency/quotes/${quoteId}/follow-up`,
      '/api/dashboard',
      '/api/notifications',
      '/api/audit',
      '/api/audit?scope=agency',
    ];
    const seen: string[] = [];
    for (const path of paths) {
      const response = await send(role, 'GET', { path });
      const traces = identityTraces(identity, response.text);
      if (traces.length > 0) seen.push(`${path}: ${traces.join(', ')}`);
    }
    const probes = [identity.lastName, identity.cin, identity.phone, identity.email];
    for (const probe of probes) {
      for (const table of tables) {
        const path = `/api/agency/tables/${table}?search=${encodeURIComponent(probe)}`;
        const response = await send(role, 'GET', { path });
        if (response.text.includes(quoteId)) seen.push(`${path}: finds the quote`);
      }
    }
    return seen;
  }

  it('nothing of their name, CIN, phone or e-mail before they select its offer; then only the selected agency', async () => {
    const identity = uniqueIdentity();
    const { client: driver } = await signUpDriver(server.baseUrl, {
      name: `${identity.firstName} ${identity.lastName}`,
      email: identity.email,
    });
    const { firstName, lastName, cin, phone, email } = identity;
    const submitted = await driver.post(
      '/api/quotes',
      buildQuoteInput(cast.reference, 'Casablanca', {
        driver: { firstName, lastName, cin, phone, email },
      }),
      { 'idempotency-key': newKey() },
    );
    expect(submitted.status).toBe(201);
    const quoteId = submitted.body.id as string;
    await priceQuote(cast.clients.agentCasaA, quoteId);
    await priceQuote(cast.clients.agentCasaB, quoteId);

    for (const role of groups.agencyStaff) {
      expect(await seenBy(role, quoteId, identity), `${role} before selection`).toEqual([]);
    }

    const comparison = await driver.get(`/api/quotes/${quoteId}`);
    const offer = comparison.body.offers.find(
      (candidate: { agency: { name: string } }) => candidate.agency.name === cast.agencyNames.casaA,
    );
    const selected = await driver.post(`/api/quotes/${quoteId}/selection`, {
      offerId: offer.id,
      pack: 'basic',
    });
    expect(selected.status).toBe(201);

    for (const role of groups.agencyStaff) {
      if (agencyOf[role] === 'casaA') continue;
      expect(await seenBy(role, quoteId, identity), `${role} after selection`).toEqual([]);
    }
    // The selected agency now has what it needs to call the driver back, on screen and in CSV.
    for (const role of groups.casaAStaff) {
      const detail = await send(role, 'GET', { path: `/api/agency/quotes/${quoteId}` });
      expect(identityTraces(identity, detail.text)).toEqual([
        'firstName',
        'lastName',
        'cin',
        'email',
        'phone',
      ]);
      const csv = await send(role, 'GET', { path: '/api/agency/tables/processed/export' });
      expect(identityTraces(identity, csv.text)).toEqual(['firstName', 'lastName', 'cin']);
    }
  });
});
