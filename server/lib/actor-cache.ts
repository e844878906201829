import { LRUCache } from 'lru-cache';
import type { Actor } from './actor.ts';

/** How long a resolved session is trusted without asking the database again. */
export const actorCacheMilliseconds = 10_000;

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
  private readonly entries = new LRUCache<string, Actor>({
    max: 20_000,
    ttl: actorCacheMilliseconds,
  });
  private listening = false;
  private evictions = 0;

  get(sessionCookie: string): Actor | undefined {
    return this.listening ? this.entries.get(sessionCookie) : undefined;
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
