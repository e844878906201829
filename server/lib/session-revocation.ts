import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { RevokedSessions } from './actor-cache.ts';

/** The PostgreSQL channel revocations travel on, between the processes on one database. */
const revocationChannel = 'mq_sessions_revoked';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Ends the cached resolution of the sessions `revoked` names, on every process, after the
     * database change that revokes them was committed. Call it after a sign-out, a password
     * change or reset, an account's deactivation or an agency's suspension.
     */
    revokeSessions(revoked: RevokedSessions): Promise<void>;
  }
}

/** The payload as sent by `revokeSessions`; anything else on the channel is ignored. */
function parseRevocation(payload: string): RevokedSessions | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    for (const key of ['sessionId', 'userId', 'agencyId'] as const) {
      const id = value[key];
      if (typeof id === 'string') return { [key]: id } as RevokedSessions;
    }
  } catch {
    // Not ours.
  }
  return null;
}

/**
 * Revocations take effect on every process at once (OWASP ASVS 3.3.1: a session ended is ended
 * everywhere). The process evicts its own cache, then tells the others through PostgreSQL
 * NOTIFY; each listens on the channel and evicts what it is told. While a process cannot
 * listen, its cache serves nothing (`ActorCache.suspend`), so a revocation missed then cannot
 * outlive the database's answer.
 */
export async function registerSessionRevocation(
  app: FastifyInstance,
  deps: { db: Database; listen: DatabaseHandle['listen'] },
): Promise<void> {
  const stop = await deps.listen(revocationChannel, {
    onNotify: (payload) => {
      const revoked = parseRevocation(payload);
      if (revoked) app.actors.evict(revoked);
    },
    onListening: () => app.actors.resume(),
    onLost: () => {
      app.actors.suspend();
      app.log.warn('session revocations unheard until the database connection is back');
    },
  });
  app.addHook('onClose', async () => stop());
  app.decorate('revokeSessions', async (revoked: RevokedSessions) => {
    app.actors.evict(revoked);
    await deps.db.execute(sql`select pg_notify(${revocationChannel}, ${JSON.stringify(revoked)})`);
  });
}
