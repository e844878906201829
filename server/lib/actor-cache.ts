import { LRUCache } from 'lru-cache';
import type { Actor } from './actor.ts';

/** How long a resolved session is trusted without asking the database again. */
export const actorCacheMilliseconds = 10_000;

/**
 * In the last 2 s of an entry, the next request reads the session again while the others are
 * still served the entry: a busy session is refreshed before it expires, never missed by
 * every concurrent request at once.
 */
export const refreshAheadMilliseconds = 2_000;

/** What reading a session from the database gave: its actor, if it may act, and until when. */
export interface SessionResolution {
  actor: Actor | null;
  sessionExpiresAt: Date | null;
}

/**
 * Which sessions a revocation ends: one session (sign-out), every session of an account
 * (password change or reset, deactivation), or of an agency's staff (suspension).
 */
export type RevokedSessions = { sessionId: string } | { userId: string } | { agencyId: string };

/** True when `actor`'s session is among `revoked`. */
function isRevoked(actor: Actor, revoked: RevokedSessions): boolean {
  if ('sessionId' in revoked) return actor.sessionId === revoked.sessionId;
  if ('userId' in revoked) return actor.userId === revoked.userId;
  return actor.agencyId === revoked.agencyId;
}

/**
 * Resolved sessions of this process, keyed by the signed session cookie
 * (docs/decisions/0006-actor-cache.md). Each hit saves better-auth's session lookup and the
 * user/agency query: about 4 ms of CPU and three round trips to the database. An entry lives
 * at most 10 s and never past its session's expiry.
 *
 * A revocation on any process evicts here too, within milliseconds (`session-revocation.ts`
 * sends it through PostgreSQL NOTIFY). The cache serves only while that channel listens:
 * `suspend` when it is lost (a revocation may be missed), `resume` when it listens again, both
 * emptying it. A resolution started before an eviction is not kept (`ticket`), so a session
 * read from the database just before its revocation is not cached after it.
 */
export class ActorCache {
  private readonly entries: LRUCache<string, Actor>;
  /** Reads of a session in progress, by `flight` key, with the eviction count they began at. */
  private readonly flights = new Map<string, { ticket: number; promise: Promise<unknown> }>();
  private listening = false;
  private evictions = 0;

  /** `clock` (milliseconds, monotonic) is for tests; the default is `performance`. */
  constructor(clock?: { now(): number }) {
    this.entries = new LRUCache<string, Actor>({
      max: 20_000,
      ttl: actorCacheMilliseconds,
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
  }

  get(sessionCookie: string): Actor | undefined {
    return this.listening ? this.entries.get(sessionCookie) : undefined;
  }

  /**
   * True when the entry of `sessionCookie` is in its last `refreshAheadMilliseconds` and no
   * read of it under `flight` is in progress: the caller should read the session again
   * (through `resolve`) rather than use the entry.
   */
  refreshDue(sessionCookie: string, flight: string): boolean {
    return (
      !this.flights.has(flight) &&
      this.entries.getRemainingTTL(sessionCookie) <= refreshAheadMilliseconds
    );
  }

  /**
   * Reads a session once for all the requests that need it at the same time (single flight):
   * a request joins the read in progress under `flight` (the cookie, and whatever else makes
   * the read's side effects differ) unless something was evicted since that read began — a
   * revocation is never answered with a read that started before it. The actor read is kept
   * (`set`) when nothing was evicted meanwhile.
   */
  resolve<R extends SessionResolution>(
    sessionCookie: string,
    flight: string,
    read: () => Promise<R>,
  ): Promise<R> {
    const ticket = this.evictions;
    const current = this.flights.get(flight);
    if (current && current.ticket === ticket) return current.promise as Promise<R>;
    const promise = read()
      .then((resolution) => {
        if (resolution.actor && resolution.sessionExpiresAt)
          this.set(sessionCookie, resolution.actor, resolution.sessionExpiresAt, ticket);
        return resolution;
      })
      .finally(() => {
        if (this.flights.get(flight)?.promise === promise) this.flights.delete(flight);
      });
    this.flights.set(flight, { ticket, promise });
    return promise;
  }

  /** Taken before a session is read from the database, and handed back to `set`. */
  ticket(): number {
    return this.evictions;
  }

  /**
   * Keeps `actor` for `sessionCookie` until the session expires, 10 s at most, unless
   * something was evicted since `ticket` was taken or revocations are not being heard.
   */
  set(sessionCookie: string, actor: Actor, sessionExpiresAt: Date, ticket: number): void {
    if (!this.listening || ticket !== this.evictions) return;
    const ttl = Math.min(actorCacheMilliseconds, sessionExpiresAt.getTime() - Date.now());
    if (ttl > 0) this.entries.set(sessionCookie, actor, { ttl });
  }

  /** Forgets the sessions `revoked` names. */
  evict(revoked: RevokedSessions): void {
    this.evictions += 1;
    for (const [key, actor] of this.entries.entries()) {
      if (isRevoked(actor, revoked)) this.entries.delete(key);
    }
  }

  /** Forgets every session: each is read from the database at its next request. */
  clear(): void {
    this.evictions += 1;
    this.entries.clear();
  }

  /** Revocations are heard again: the cache may serve. */
  resume(): void {
    this.clear();
    this.listening = true;
  }

  /** Revocations can no longer be heard: nothing is served from the cache until `resume`. */
  suspend(): void {
    this.listening = false;
    this.clear();
  }
}
