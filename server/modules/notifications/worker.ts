import { eq, sql } from 'drizzle-orm';
import pRetry from 'p-retry';
import type PgBoss from 'pg-boss';
import { phoneCodeLimits } from '../../../domain/limits.ts';
import { isEmailEvent, type MessageCopy } from '../../../domain/notifications/outbox.ts';
import type { NotificationConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { composeEmail, greetedName, type SiteContext } from './compose.ts';
import {
  bookkeepingRetries,
  claimMessages,
  contentErased,
  messagesBeingSent,
  recorded,
  unlessErased,
  type ClaimedMessage,
} from './delivery-records.ts';
import { enqueueQuotesDigests } from './digests.ts';
import { digestQueue, notificationQueue, type NotificationJob } from './job-queue.ts';
import type { Notifier } from './outbox.ts';
import {
  cloudApiProvider,
  DeliveryError,
  logEmailProvider,
  logWhatsappProvider,
  smtpProvider,
  type EmailProvider,
  type WhatsappProvider,
} from './providers.ts';
import {
  cloudApiTemplateRequest,
  hasWhatsappTemplate,
  whatsappTemplates,
} from './whatsapp-templates.ts';
import { whatsappRefusal, whatsappStanding } from './whatsapp-policy.ts';

/** Where the worker reports; never given a recipient, only ids, events and errors. */
export interface WorkerLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

/** The providers chosen by the configuration (docs/product/design.md §6): real when configured, else `log`. */
export interface Providers {
  email: EmailProvider;
  whatsapp: WhatsappProvider;
}

/** `smtp` when SMTP_URL is set, `cloud-api` when WHATSAPP_TOKEN is; `log` otherwise. */
export function providersFrom(config: NotificationConfig): Providers {
  return {
    email: config.smtpUrl
      ? smtpProvider({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom })
      : logEmailProvider,
    whatsapp: config.whatsapp.token ? cloudApiProvider(config.whatsapp) : logWhatsappProvider,
  };
}

/** What one attempt of a job knows about its retries (pg-boss metadata). */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

/** Outcome of one delivery attempt. */
export type DeliveryOutcome = 'sent' | 'failed' | 'cancelled' | 'skipped';

/** Everything `deliverMessage` needs. */
export interface DeliveryContext {
  db: Database;
  providers: Providers;
  site: SiteContext;
  templates: ReturnType<typeof whatsappTemplates>;
  /** Domain of the Message-IDs (from MAIL_FROM). */
  messageIdDomain: string;
  /**
   * A claim older than this is a crashed attempt and may be taken over; a younger one is an
   * attempt still running, and the job is retried later instead (never two sends at once).
   */
  leaseSeconds: number;
  /**
   * Keep the `log` provider's rendered copy (demo mode only): outside demo mode a copy would
   * put names, phone numbers and links before the platform admin for nothing (law 09-08).
   */
  keepCopies: boolean;
}

const toCopy = (copy: MessageCopy) => copy as unknown as Record<string, unknown>;

/** Why a WhatsApp message is cancelled instead of sent, as `lastError` says it. */
const cancelReasons = {
  noConsent: 'WhatsApp opt-in withdrawn',
  numberNotConfirmed: 'WhatsApp number not confirmed',
  codeExpired: 'confirmation code expired before it could be sent',
} as const;

/**
 * Whether a claimed WhatsApp message may still go, checked just before it is sent: a driver's
 * message needs their consent and their confirmed number at that moment (`whatsappRefusal`: they
 * may have withdrawn the one or changed the other since it was queued); a confirmation code is
 * the one message that goes to a number not yet confirmed, the number its owner asked it for,
 * and it is worthless once expired.
 */
async function whatsappCancelReason(
  db: Database,
  message: { event: string; recipient: string; recipientUserId: string | null; createdAt: Date },
): Promise<keyof typeof cancelReasons | null> {
  if (message.event === 'phone.code') {
    const age = Date.now() - message.createdAt.getTime();
    return age > phoneCodeLimits.lifetimeMinutes * 60_000 ? 'codeExpired' : null;
  }
  if (!message.recipientUserId) return 'noConsent';
  return whatsappRefusal(await whatsappStanding(db, message.recipientUserId), message.recipient);
}

/**
 * Sends one claimed message of the outbox, exactly once for the person (decision 0010): with
 * its stable Message-ID (e-mail), recording the provider's id at once, before the job is
 * acknowledged, so that a crash after that point finds it `sent` and sends nothing.
 * A WhatsApp message that may no longer go (`whatsappCancelReason`) is `cancelled`, not sent.
 * @throws DeliveryError when the attempt should be retried by the queue (a temporary error);
 *   permanent errors mark the message `failed` and return.
 */
async function sendClaimed(
  context: DeliveryContext,
  message: ClaimedMessage,
  attempt: Attempt,
): Promise<DeliveryOutcome> {
  const { db, providers } = context;
  if (message.channel === 'whatsapp') {
    const reason = await whatsappCancelReason(db, message);
    if (reason) {
      await recorded(() =>
        db
          .update(messages)
          .set({ status: 'cancelled', lastError: cancelReasons[reason], updatedAt: sql`now()` })
          .where(eq(messages.id, message.id)),
      );
      return 'cancelled';
    }
  }

  let accepted: { providerMessageId: string };
  let provider: string;
  let copy: MessageCopy | undefined;
  try {
    if (message.channel === 'email') {
      const { event } = message;
      if (!isEmailEvent(event)) throw new DeliveryError(`${event} goes by WhatsApp only`, false);
      const email = await composeEmail({ ...message, event }, context.site);
      provider = providers.email.name;
      accepted = await providers.email.send({
        ...email,
        to: message.recipient,
        messageId: `${message.id}@${context.messageIdDomain}`,
        idempotencyKey: message.idempotencyKey,
      });
      if (provider === 'log' && context.keepCopies) copy = { channel: 'email', ...email };
    } else {
      if (!hasWhatsappTemplate(message.event)) {
        throw new DeliveryError(`no WhatsApp template for ${message.event}`, false);
      }
      const request = cloudApiTemplateRequest(context.templates[message.event], {
        ...message,
        payload: { ...message.payload, name: greetedName(message) },
      });
      provider = providers.whatsapp.name;
      accepted = await providers.whatsapp.send(request);
      if (provider === 'log' && context.keepCopies) copy = { channel: 'whatsapp', request };
    }
  } catch (error) {
    const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), true);
    const willRetry = failure.retryable && attempt.retryCount < attempt.retryLimit;
    await recorded(() =>
      db
        .update(messages)
        .set({
          status: sql`case when ${contentErased} then 'cancelled' else ${willRetry ? 'retrying' : 'failed'} end`,
          lastError: unlessErased(sql`${failure.message.slice(0, 500)}`),
          claimedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(messages.id, message.id)),
    );
    if (failure.retryable) throw failure;
    return 'failed';
  }

  await recorded(() =>
    db
      .update(messages)
      .set({
        status: 'sent',
        provider,
        providerMessageId: accepted.providerMessageId,
        sentAt: sql`now()`,
        lastError: null,
        claimedAt: null,
        updatedAt: sql`now()`,
        rendered: copy ? unlessErased(sql`${JSON.stringify(toCopy(copy))}::jsonb`) : null,
        // A real provider has the single-use link or code now; the outbox need not keep it.
        ...(copy ? {} : { payload: sql`${messages.payload} - 'url' - 'code'` }),
      })
      .where(eq(messages.id, message.id)),
  );
  return 'sent';
}

/** A running notification worker. */
export interface NotificationWorker {
  stop(): Promise<void>;
}

/**
 * Works the notification queue with pg-boss (docs/product/design.md §6): `concurrentBatches`
 * batches of `batchSize` jobs at a time,
 * the messages of a batch sent concurrently, each on its own claim (decision 0010); a temporary
 * failure fails only its own job (pg-boss retries it with backoff), the others complete. Also schedules the hourly staff digest.
 */
export async function startNotificationWorker(options: {
  db: Database;
  boss: PgBoss;
  notifier: Notifier;
  config: NotificationConfig;
  site: SiteContext;
  /** Demo mode: the `log` provider keeps what it would have sent, for the Messages page. */
  keepCopies: boolean;
  log: WorkerLog;
  providers?: Providers;
}): Promise<NotificationWorker> {
  const { boss, config, log } = options;
  const providers = options.providers ?? providersFrom(config);
  const context: DeliveryContext = {
    db: options.db,
    providers,
    site: options.site,
    templates: whatsappTemplates(config.whatsapp.templates),
    messageIdDomain: /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'moqarana.ma',
    leaseSeconds: Math.min(config.jobTimeoutSeconds, 60),
    keepCopies: options.keepCopies,
  };
  /** Set by `stop`: what fails from then on is the process stopping. */
  let stopping = false;
  /** One pg-boss fetch loop of the queue; pg-boss runs a queue's loops side by side. */
  const workBatches = async () => {
    let workerId = '';
    workerId = await boss.work<NotificationJob>(
      notificationQueue,
      {
        batchSize: config.batchSize,
        pollingIntervalSeconds: config.pollSeconds,
        includeMetadata: true,
      },
      async (jobs) => {
        const failJob = (job: (typeof jobs)[number], error: unknown) => {
          log.warn(
            { messageId: job.data.messageId, retryCount: job.retryCount, err: String(error) },
            'notification attempt failed',
          );
          // Never let the batch throw: pg-boss would fail every job of it, unawaited. A failure
          // whose connection was lost is answered as nothing changed (server/db/client.ts), and
          // the job would then be completed: it is sent again until the active job is failed.
          return pRetry(async () => {
            // pg-boss answers `{ affected }` (src/manager.js); its types say void.
            const { affected } = (await boss.fail(notificationQueue, job.id, {
              message: String(error),
            })) as unknown as { affected: number };
            if (affected === 0) throw new Error('job not failed: its connection was lost');
          }, bookkeepingRetries).catch((failure: unknown) => {
            // While the process stops, its database may close under a batch that outlived
            // pg-boss's stop timeout: the job stays active, expires and is retried (decision
            // 0010), the recovery a crash gets. Otherwise nothing will retry it soon: an error.
            const fields = { messageId: job.data.messageId, err: String(failure) };
            if (stopping) log.warn(fields, 'job not failed while stopping');
            else log.error(fields, 'job not failed');
          });
        };
        const ids = jobs.map((job) => job.data.messageId);
        let claimed: Map<string, ClaimedMessage>;
        let held: Set<string>;
        try {
          claimed = await claimMessages(context, ids);
          held = await messagesBeingSent(
            options.db,
            ids.filter((id) => !claimed.has(id)),
          );
        } catch (error) {
          await Promise.all(jobs.map((job) => failJob(job, error)));
          return;
        }
        // A message claimed once goes with its first job; a second job of it in the batch finds
        // it being sent, as one held by another worker.
        const inBatch = new Set<string>();
        for (const id of ids) {
          if (inBatch.has(id)) held.add(id);
          inBatch.add(id);
        }
        // The batch's messages go at once, each on its own claim: the SMTP pool sends them on
        // several connections while others render or wait for the database.
        await Promise.all(
          jobs.map(async (job) => {
            const { messageId } = job.data;
            const message = claimed.get(messageId);
            claimed.delete(messageId);
            try {
              if (!message) {
                if (held.has(messageId)) {
                  throw new DeliveryError('another attempt is in progress', true);
                }
                return;
              }
              const outcome = await sendClaimed(context, message, job);
              if (outcome === 'failed' || outcome === 'cancelled') {
                log.warn({ messageId, outcome }, 'notification not sent');
              }
            } catch (error) {
              await failJob(job, error);
            }
          }),
        );
        // A full batch means more are waiting: fetch again at once instead of after the polling
        // interval (pg-boss waits the interval after every batch otherwise).
        if (workerId && jobs.length === config.batchSize) boss.notifyWorker(workerId);
      },
    );
  };
  for (let batches = 0; batches < config.concurrentBatches; batches += 1) await workBatches();
  await boss.schedule(digestQueue, '5 * * * *', {}, { tz: 'UTC' });
  await boss.work(digestQueue, async () => {
    const count = await enqueueQuotesDigests(options.db, options.notifier, new Date());
    log.info({ count }, 'quote digests queued');
  });
  return {
    async stop() {
      stopping = true;
      await boss.offWork(notificationQueue);
      await boss.offWork(digestQueue);
      providers.email.close();
    },
  };
}
