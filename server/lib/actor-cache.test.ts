import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import {
  actorCacheMilliseconds,
  ActorCache,
  refreshAheadMilliseconds,
  type SessionResolution,
} from './actor-cache.ts';

/*
 * The actor cache reads a session once for every request that needs it at the same time, and
 * a busy session again before its entry expires (docs/decisions/0027-raw-limit.md); a
 * revocation is never answered by a read that began before it (decision 0017).
 */

const actor: Actor = {
  userId: 'user-1',
  sessionId: 'session-1',
  role: 'agent',
  agencyId: 'agency-1',
  cityId: 1,
  email: 'agent@example.ma',
};

/** A session read that resolves when told to, counting how many were started. */
function reads() {
  const started: ((resolution: SessionResolution) => void)[] = [];
  return {
    started,
    read: () =>
      new Promise<SessionResolution>((resolve) => {
        started.push(resolve);
      }),
    answer: (i: number) =>
      started[i]?.({ actor, sessionExpiresAt: new Date(Date.now() + 3_600_000) }),
  };
}

describe('ActorCache', () => {
  it('reads a session once for concurrent requests, and keeps what it read', async () => {
    const cache = new ActorCache();
    cache.resume();
    const session = reads();
    const waiting = Array.from({ length: 10 }, () =>
      cache.resolve('cookie', 'active cookie', session.read),
    );
    expect(session.started).toHaveLength(1);
    session.answer(0);
    for (const resolution of await Promise.all(waiting)) expect(resolution.actor).toEqual(actor);
    expect(cache.get('cookie')).toEqual(actor);
  });

  it('does not join a read that began before a revocation', async () => {
    const cache = new ActorCache();
    cache.resume();
    const session = reads();
    const before = cache.resolve('cookie', 'active cookie', session.read);
    cache.evict({ userId: 'user-1' });
    const after = cache.resolve('cookie', 'active cookie', session.read);
    expect(session.started).toHaveLength(2);
    session.answer(0);
    session.answer(1);
    await Promise.all([before, after]);
    // The read that straddled the revocation is answered but not kept; the later one is.
    expect(cache.get('cookie')).toEqual(actor);
  });

  it('has one request read a busy session again in the last seconds of its entry', async () => {
    // Not 0: lru-cache reads a start at 0 as an entry without expiry.
    const start = 1_000;
    let now = start;
    const cache = new ActorCache({ now: () => now });
    cache.resume();
    const session = reads();
    const first = cache.resolve('cookie', 'active cookie', session.read);
    session.answer(0);
    await first;
    now = start + actorCacheMilliseconds - refreshAheadMilliseconds - 1;
    expect(cache.refreshDue('cookie', 'active cookie')).toBe(false);
    now = start + actorCacheMilliseconds - refreshAheadMilliseconds + 1;
    expect(cache.refreshDue('cookie', 'active cookie')).toBe(true);
    const refresh = cache.resolve('cookie', 'active cookie', session.read);
    // While that read runs, the other requests are still served the entry.
    expect(cache.refreshDue('cookie', 'active cookie')).toBe(false);
    expect(cache.get('cookie')).toEqual(actor);
    session.answer(1);
    await refresh;
    expect(cache.refreshDue('cookie', 'active cookie')).toBe(false);
    now += actorCacheMilliseconds - refreshAheadMilliseconds - 1;
    expect(cache.get('cookie')).toEqual(actor);
  });
});
