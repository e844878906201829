import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/protocol-peers.ts';
import type { MessageDraft } from './outbox.ts';

/*
 * The notification worker while PostgreSQL terminates its connections (a failover, a restart,
 * an admin): it keeps sending, and every message still reaches its recipient exactly once and
 * ends recorded `sent` (decision 0010). A bookkeeping write that loses its connection after the
 * mail left must not let a later attempt send it again. PostgreSQL only: PGlite has no backends
 * to terminate.
 */

const total = 300;
let server: TestServer;
let inbox: SmtpInbox;

describe.skipIf(!process.env.DATABASE_URL)('the notification worker', () => {
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({
      env: {
        SMTP_URL: inbox.url,
        NOTIFY_BATCH_SIZE: '20',
        // A job whose attempt could not be recorded is retried soon, not in minutes.
        NOTIFY_RETRY_DELAY_SECONDS: '1',
        NOTIFY_JOB_TIMEOUT_SECONDS: '15',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('sends each message exactly once while its connections are terminated', async () => {
    const { database, notifier } = server.moqarana;
    const drafts: MessageDraft[] = Array.from({ length: total }, (_, i) => ({
      event: 'contact.acknowledged',
      recordId: `terminated-${i}`,
      channel: 'email',
      recipient: `terminated-${i}@example.ma`,
      locale: 'fr',
      payload: {},
    }));
    const admin = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    await admin.connect();
    await database.db.transaction((tx) => notifier.enqueue(tx, drafts));

    const received = () => inbox.mails.filter((mail) => mail.to.startsWith('terminated-')).length;
    let terminated = 0;
    for (let round = 1; round <= 10; round += 1) {
      await expect.poll(received, { timeout: 60_000 }).toBeGreaterThanOrEqual(round * 25);
      const result = await admin.query(
        `with app as materialized (
           select pid from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid())
         select pid from app where pg_terminate_backend(pid)`,
      );
      terminated += result.rowCount ?? 0;
    }
    expect(terminated).toBeGreaterThan(0);

    const statuses = async () =>
      (
        (await database.db.execute(
          sql`select status, count(*)::int as n from ${messages} group by status order by status`,
        )) as unknown as { rows: { status: string; n: number }[] }
      ).rows;
    await expect
      .poll(statuses, { timeout: 90_000, interval: 500 })
      .toEqual([{ status: 'sent', n: total }]);
    const perRecipient = new Map<string, number>();
    for (const mail of inbox.mails) perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
    expect(perRecipient.size).toBe(total);
    expect([...perRecipient.values()].filter((count) => count > 1)).toEqual([]);
    await admin.end();
  }, 240_000);
});
