import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/protocol-peers.ts';
import { smtpTransportOptions } from './providers.ts';
import type { MessageDraft } from './outbox.ts';

/*
 * The worker sends the messages of a batch side by side on the SMTP pool's connections
 * (server/modules/notifications/worker.ts): the SMTP server here answers no mail until as many
 * are waiting for its answer as the pool has connections, so messages sent one at a time would
 * never be accepted. Each is still accepted and recorded once, also when it has two jobs in one
 * batch (a retry queued beside the first attempt): the batch claims it once.
 */

const inFlightWanted = smtpTransportOptions.maxConnections;
const total = 3 * inFlightWanted;
let server: TestServer;
let inbox: SmtpInbox;
let waiting = 0;
let mostWaiting = 0;
let release: () => void = () => undefined;
let released = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  inbox = await startSmtpInbox({
    beforeAccept: async () => {
      waiting += 1;
      mostWaiting = Math.max(mostWaiting, waiting);
      if (waiting >= inFlightWanted) {
        release();
      }
      await released;
      waiting -= 1;
      if (waiting === 0) {
        released = new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return true;
    },
  });
  server = await startTestServer({ env: { SMTP_URL: inbox.url, NOTIFY_BATCH_SIZE: '20' } });
});
afterAll(async () => {
  release();
  await server.close();
  await inbox.close();
});

describe('notification worker', () => {
  it('has as many e-mails in flight as the SMTP pool has connections, each sent once', async () => {
    const queuedTwice = 3;
    const drafts: MessageDraft[] = Array.from({ length: total }, (_, i) => ({
      event: 'contact.acknowledged',
      recordId: `overlap-${i}`,
      channel: 'email',
      recipient: `overlap-${i}@example.ma`,
      locale: 'fr',
      payload: { name: `Personne ${i}`, subject: `Message ${i}` },
    }));
    const { database, notifier } = server.moqarana;
    await database.db.transaction(async (tx) => {
      const ids = await notifier.enqueue(tx, drafts);
      for (const id of ids.slice(0, queuedTwice)) await notifier.requeue(tx, id);
    });

    const mails = await inbox.waitFor((mail) => mail.to.startsWith('overlap-'), total, 20_000);
    expect(mostWaiting).toBe(inFlightWanted);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(total);
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select({ id: messages.id })
              .from(messages)
              .where(eq(messages.status, 'sent'))
          ).length,
        { timeout: 10_000 },
      )
      .toBe(total);
    expect(inbox.mails.filter((mail) => mail.to.startsWith('overlap-'))).toHaveLength(total);
  });
});
