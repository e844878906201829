import { LRUCache } from 'lru-cache';
import type { Actor } from './actor.ts';

/** How long a resolved session is trusted without asking the database again. */
export const actorCacheMilliseconds = 10_000;

/**
 * Resolved sessions of this process, keyed by the signed session cookie
 * (docs/decisions/0006-actor-cache.md). Each hit saves better-auth's session lookup and the
 * user/agency query: about 4 ms of CPU and three round trips to the database. An entry lives
 * at most 10 s and never past its session's expiry. Sign-out, a password change and account
 * or agency changes evict at once in this process; another replica sees them within 10 s.
 */
export class ActorCache {
  private readonly entries = new LRUCache<string, Actor>({
    max: 20_000,
    ttl: actorCacheMilliseconds,
  });

  get(sessionCookie: string): Actor | undefined {
    return this.entries.get(sessionCookie);
  }

  /** Keeps `actor` for `sessionCookie` until the session expires, 10 s at most. */
  set(sessionCookie: string, actor: Actor, sessionExpiresAt: Date): void {
    const ttl = Math.min(actorCacheMilliseconds, sessionExpiresAt.getTime() - Date.now());
    if (ttl > 0) this.entries.set(sessionCookie, actor, { ttl });
  }

  /** Forgets one session (sign-out). */
  evictSession(sessionCookie: string): void {
    this.entries.delete(sessionCookie);
  }

  /** Forgets every session of the users matching `predicate` (password change, deactivation). */
  evictWhere(predicate: (actor: Actor) => boolean): void {
    for (const [key, actor] of this.entries.entries()) {
      if (predicate(actor)) this.entries.delete(key);
    }
  }
}
