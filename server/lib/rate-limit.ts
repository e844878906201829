import { createHash } from 'node:crypto';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

/** A limit: at most `max` requests per caller per `windowMinutes`. */
export interface RequestLimit {
  max: number;
  windowMinutes: number;
}

/**
 * How a counter's key is stored: its kind (what precedes the first colon, e.g. `signup-mail:`)
 * in clear, the whole key as a SHA-256 digest (base64url). Keys name who is counted (an e-mail
 * address, an IP address, an account): the table holds none of them in clear (law 09-08 art. 3;
 * docs/product/design.md §9, nothing personal in storage it does not need), and a counter is only
 * ever found again by its key.
 */
export function storedCounterKey(key: string): string {
  return key.slice(0, key.indexOf(':') + 1) + createHash('sha256').update(key).digest('base64url');
}

/**
 * Counts one request against `key` (stored as `storedCounterKey`) in one statement (an upsert that returns the new count), so
 * every process shares the count and concurrent requests each get their own number. A window
 * starts at the first request and lasts `windowMs`; the first request after it starts a new one.
 * @returns the requests counted in the window, this one included, and the ms left in it.
 */
export async function countRequest(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const expired = sql`${rateCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateCounters)
    .values({
      key: storedCounterKey(key),
      hits: 1,
      windowEndsAt: sql`now() + make_interval(secs => ${windowMs / 1000})`,
    })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateCounters.hits,
      ttl: sql<number>`greatest(ceil(extract(epoch from ${rateCounters.windowEndsAt} - now()) * 1000), 0)::int`,
    });
  return { current: row?.current ?? 1, ttl: Number(row?.ttl ?? windowMs) };
}

/**
 * Counts one more use of `key` (`countRequest`) and tells whether it is within `limit`: for
 * work a route does quietly, such as a message to an address, rather than refusing the caller.
 */
export async function withinLimit(
  db: Database,
  key: string,
  limit: RequestLimit,
): Promise<boolean> {
  const { current } = await countRequest(db, key, limit.windowMinutes * 60_000);
  return current <= limit.max;
}

/** The 429 of a caller over a limit, saying when to try again (`ttlMs` left in the window). */
function rateLimited(ttlMs: number): AppError {
  return new AppError('rateLimited', {
    params: { minutes: Math.max(1, Math.ceil(ttlMs / 60_000)) },
    retryAfterSeconds: Math.ceil(ttlMs / 1000),
  });
}

/**
 * Counts one action against `key` (`countRequest`) and refuses it past `limit.max` in the
 * window: for limits that need the signed-in caller, whom a route limit does not know yet.
 * @throws AppError rateLimited (429, with Retry-After) over the limit.
 */
export async function enforceLimit(db: Database, key: string, limit: RequestLimit): Promise<void> {
  const { current, ttl } = await countRequest(db, key, limit.windowMinutes * 60_000);
  if (current > limit.max) throw rateLimited(ttl);
}

/** @fastify/rate-limit's store on `countRequest`: one counter per route and caller. */
function postgresStore(db: Database): FastifyRateLimitStoreCtor {
  return class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'http:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countRequest(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's limit merged with `routeInfo`, the route's options (the
    // declared type omits it).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new PostgresStore({}, `${this.prefix}${String(route?.method)} ${route?.url ?? ''}:`);
    }
  };
}

/**
 * Registers @fastify/rate-limit in a plugin's scope, off by default: routes opt in with
 * `config.rateLimit`. The counts live in PostgreSQL (`countRequest`), so a limit holds
 * whichever process answers. Over the limit, the usual 429 error body with Retry-After.
 */
export async function registerRouteRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(db),
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
  });
}

/** A route's `config.rateLimit`: `limit.max` calls per IP address per `limit.windowMinutes`. */
export const perIpLimit = (limit: RequestLimit) => ({
  rateLimit: { max: limit.max, timeWindow: limit.windowMinutes * 60_000 },
});
