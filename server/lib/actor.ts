import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { AccessRefusal } from '../../domain/errors.ts';
import type { Language } from '../../domain/languages.ts';
import type { Role } from '../../domain/accounts/roles.ts';
import type { Database } from '../db/client.ts';
import { driverRoles, hasRole, isStaffRole } from '../../domain/accounts/roles.ts';
import { agencies, sessions, users, type AgencyStatus } from '../db/schema/index.ts';
import type { Auth } from '../modules/auth/better-auth.ts';
import { ActorCache, type SessionResolution } from './actor-cache.ts';
import { AppError, unauthenticated } from './errors.ts';
import { isApiRoute } from './api-route.ts';
import { languageFrom } from './i18n.ts';

/**
 * One request as a service sees it, built once per request by `requestContext` and passed to
 * services instead of separate arguments:
 * - `actor`: who is signed in, null for a visitor (or an account that may not sign in);
 * - `ip`: the caller's address (behind the proxy, X-Forwarded-For when TRUST_PROXY is set),
 *   which every audit entry records (ASVS 7.1);
 * - `language`: the language of answers and messages, from Accept-Language (decision 0008).
 */
export interface RequestContext<A extends Actor | null = Actor | null> {
  actor: A;
  ip: string;
  language: Language;
}

/** A request context whose caller is signed in. */
export type SignedInContext = RequestContext<Actor>;

/** The signed-in person behind a request, as every policy sees them. */
export interface Actor {
  userId: string;
  /** The session's id (not its token), for revoking it on every process. */
  sessionId: string;
  role: Role;
  /** The agency of an agent or manager; null for drivers and the platform admin. */
  agencyId: string | null;
  /** The agency's city for staff, the profile city for drivers. */
  cityId: number | null;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null for a visitor, or when the account or its agency is not active. */
    actor: Actor | null;
    /** The signed session cookie the actor was resolved from, if any. */
    sessionCookie: string | null;
    /** Why a live session has no actor: its account or agency is no longer active. */
    accessRefusal: AccessRefusal | null;
  }
  interface FastifyInstance {
    /** Sessions resolved recently by this process (lib/actor-cache.ts). */
    actors: ActorCache;
  }
}

/** Back-office sessions: signed out after 30 minutes idle (ASVS 3.3.2, docs/product/design.md §9). */
export const staffIdleMinutes = 30;

/** Back-office sessions: signed out 12 hours after sign-in, active or not (ASVS 3.3.2). */
export const staffAbsoluteHours = 12;

/**
 * Sent by the web app on polling requests (counters, notifications): they do not count as the
 * person being active, or an open tab would never go idle.
 */
export const backgroundHeader = 'x-mq-background';

/** Activity is written at most every 20 s per session: the web app warns one minute before
 * the idle limit, so the server must not lag behind it by more. */
const activityResolutionMs = 20_000;

/** True when a back-office session passed its idle or absolute limit. */
export function staffSessionOver(
  session: { sessionCreatedAt: Date; lastActiveAt: Date },
  now: number,
): boolean {
  return (
    now - session.lastActiveAt.getTime() > staffIdleMinutes * 60_000 ||
    now - session.sessionCreatedAt.getTime() > staffAbsoluteHours * 3_600_000
  );
}

/**
 * Why an account may not use the app although its password or session is right: the account
 * was deactivated (Gestion des Comptes), or it is staff of an agency that is not active
 * (docs/product/design.md §1: agencies start pending and are approved, refused or suspended by the platform
 * admin), or it is a driver's whose e-mail address was never confirmed through the link sent at
 * sign-up (messages go only to a confirmed address; docs/decisions/0023-verified-email-at-sign-up.md).
 * Staff addresses are proven by the password link mailed to them. Null when the account may
 * sign in.
 */
export function accessRefusalOf(account: {
  role: Role;
  emailVerified: boolean;
  active: boolean;
  agencyId: string | null;
  agencyStatus: AgencyStatus | null;
}): AccessRefusal | null {
  if (!account.active) return 'accountDeactivated';
  if (hasRole(account.role, driverRoles) && !account.emailVerified) return 'emailNotVerified';
  if (!account.agencyId || account.agencyStatus === 'active') return null;
  if (account.agencyStatus === 'suspended') return 'agencySuspended';
  if (account.agencyStatus === 'pending') return 'agencyPending';
  return 'agencyRejected';
}

/** The session cookie's value: `mq.session_token`, `__Secure-` prefixed behind HTTPS. */
function sessionCookieOf(request: FastifyRequest): string | null {
  for (const name in request.cookies) {
    const value = request.cookies[name];
    if (name.endsWith('mq.session_token') && value) return value;
  }
  return null;
}

/**
 * Resolves the session cookie to an Actor on every /api request, through the actor cache
 * (lib/actor-cache.ts) when it was resolved in the last 10 s; concurrent requests of one
 * session share one read, and a busy session is read again before its entry expires. A staff session past 30 minutes
 * idle or 12 hours is deleted (docs/product/design.md §9). A deactivated account, or staff of an agency
 * that is not active, counts as signed out and its `accessRefusal` is kept on the request, so
 * that the 401 says why (`requireActor`). Requests other than background polling mark the
 * session active, at most every 20 s. A refreshed session cookie from better-auth is passed
 * on to the reply.
 */
export function registerActor(app: FastifyInstance, deps: { db: Database; auth: Auth }): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionCookie', null);
  app.decorateRequest('accessRefusal', null);
  app.decorate('actors', new ActorCache());
  // Synchronous on a cache hit, the common case; only a read of the session waits (decision 0042).
  app.addHook('preHandler', (request, reply, done) => {
    if (!isApiRoute(request)) return done();
    const sessionCookie = sessionCookieOf(request);
    if (!sessionCookie) return done();
    request.sessionCookie = sessionCookie;
    const background = request.headers[backgroundHeader] !== undefined;
    // Background polls do not mark the session active: their reads are not shared with others.
    const flight = `${background ? 'background' : 'active'} ${sessionCookie}`;
    const cached = app.actors.get(sessionCookie);
    if (cached && !app.actors.refreshDue(sessionCookie, flight)) {
      request.actor = cached;
      return done();
    }
    app.actors
      .resolve(sessionCookie, flight, () => readSession(deps, request.headers, background))
      .then((resolution) => {
        if (resolution.setCookie.length > 0) reply.header('set-cookie', resolution.setCookie);
        request.actor = resolution.actor;
        request.accessRefusal = resolution.accessRefusal;
        done();
      }, done);
  });
}

/** A session read from the database, for every request that waited on it (ActorCache.resolve). */
interface ReadSession extends SessionResolution {
  accessRefusal: AccessRefusal | null;
  /** Refreshed session cookies better-auth asks to send. */
  setCookie: string[];
}

/**
 * Reads the session of `headers`' cookie through better-auth, then the account's role, active
 * flag and agency status. Deletes a staff session past its idle or absolute limit
 * (docs/product/design.md §9) and marks the session active (at most every 20 s) unless the
 * request is a `background` poll.
 */
async function readSession(
  deps: { db: Database; auth: Auth },
  requestHeaders: FastifyRequest['headers'],
  background: boolean,
): Promise<ReadSession> {
  const signedOut = { actor: null, sessionExpiresAt: null, accessRefusal: null };
  const { headers, response } = await deps.auth.api
    .getSession({ headers: fromNodeHeaders(requestHeaders), returnHeaders: true })
    .catch((error: unknown) => {
      // better-auth answers any failure of its session lookup, which only reads and writes
      // the database, with "Failed to get session" and keeps the cause to its own log (which
      // says what it was). A lookup is safe to try again: answered as a lost connection
      // (503 with Retry-After, lib/error-handler.ts), not as a 500.
      if (error instanceof APIError && error.status === 'INTERNAL_SERVER_ERROR')
        throw new Error('Connection terminated during the session lookup', { cause: error });
      throw error;
    });
  const setCookie = headers.getSetCookie();
  if (!response) return { ...signedOut, setCookie };
  const [row] = await deps.db
    .select({
      role: users.role,
      emailVerified: users.emailVerified,
      active: users.active,
      agencyId: users.agencyId,
      cityId: users.cityId,
      agencyCityId: agencies.cityId,
      agencyStatus: agencies.status,
      sessionCreatedAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(users)
    .innerJoin(sessions, eq(sessions.id, response.session.id))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, response.user.id));
  if (!row) return { ...signedOut, setCookie };
  const now = Date.now();
  if (isStaffRole(row.role) && staffSessionOver(row, now)) {
    await deps.db.delete(sessions).where(eq(sessions.id, response.session.id));
    return { ...signedOut, setCookie };
  }
  const accessRefusal = accessRefusalOf(row);
  if (accessRefusal) return { ...signedOut, accessRefusal, setCookie };
  if (!background && now - row.lastActiveAt.getTime() > activityResolutionMs) {
    await deps.db
      .update(sessions)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(sessions.id, response.session.id));
  }
  return {
    actor: {
      userId: response.user.id,
      sessionId: response.session.id,
      role: row.role,
      agencyId: row.agencyId,
      cityId: row.agencyCityId ?? row.cityId,
      email: response.user.email,
    },
    sessionExpiresAt: response.session.expiresAt,
    accessRefusal: null,
    setCookie,
  };
}

/**
 * The caller, who must be signed in with one of `roles` (all roles when omitted).
 * @throws AppError unauthenticated (401) for a visitor, with the reason when the session's
 *   account or agency is no longer active; notFound (404) for another role, so a route's
 *   existence is not revealed to roles that may not use it (docs/product/design.md §1).
 */
export function requireActor(request: FastifyRequest, roles?: readonly Role[]): Actor {
  const actor = request.actor;
  if (!actor) throw unauthenticated(request.accessRefusal ?? undefined);
  if (roles && !roles.includes(actor.role)) throw new AppError('notFound');
  return actor;
}

/** The request's context: its actor (or null), address and answer language. */
export function requestContext(request: FastifyRequest): RequestContext {
  return {
    actor: request.actor,
    ip: request.ip,
    language: languageFrom(request.headers['accept-language']),
  };
}

/**
 * The request's context for a caller who must be signed in; what their role may do is the
 * area's policy's (`<area>.policy.ts`).
 * @throws AppError unauthenticated (401) as `requireActor`.
 */
export function signedInContext(request: FastifyRequest): SignedInContext {
  return { ...requestContext(request), actor: requireActor(request) };
}
