import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { phoneCodeLimits } from '../../../domain/limits.ts';
import { isEmailEvent, type MessageCopy } from '../../../domain/notifications/outbox.ts';
import type { NotificationConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { composeEmail, greetedName, type SiteContext } from './compose.ts';
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
 * Sends one message of the outbox, exactly once for the person (decision 0010):
 * 1. claims it (`sending`, attempts + 1) unless it is already sent, failed or cancelled, or
 *    another attempt holds a fresh claim;
 * 2. sends it with its stable Message-ID (e-mail) and records the provider's id at once, before
 *    the job is acknowledged: a crash after that point finds it `sent` and sends nothing.
 * A WhatsApp message that may no longer go (`whatsappCancelReason`) is `cancelled`, not sent.
 * @throws DeliveryError when the attempt should be retried by the queue (temporary error, or a
 *   claim held by another attempt); permanent errors mark the message `failed` and return.
 */
export async function deliverMessage(
  context: DeliveryContext,
  messageId: string,
  attempt: Attempt,
): Promise<DeliveryOutcome> {
  const { db, providers } = context;
  const [message] = await db
    .update(messages)
    .set({
      status: 'sending',
      attempts: sql`${messages.attempts} + 1`,
      claimedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(messages.id, messageId),
        or(
          inArray(messages.status, ['queued', 'retrying']),
          and(
            eq(messages.status, 'sending'),
            lt(messages.claimedAt, sql`now() - make_interval(secs => ${context.leaseSeconds})`),
          ),
        ),
      ),
    )
    .returning();
  if (!message) {
    const [current] = await db
      .select({ status: messages.status })
      .from(messages)
      .where(eq(messages.id, messageId));
    if (current?.status === 'sending') {
      throw new DeliveryError('another attempt is in progress', true);
    }
    return 'skipped';
  }

  if (message.channel === 'whatsapp') {
    const reason = await whatsappCancelReason(db, message);
    if (reason) {
      await db
        .update(messages)
        .set({ status: 'cancelled', lastError: cancelReasons[reason], updatedAt: sql`now()` })
        .where(eq(messages.id, message.id));
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
    await db
      .update(messages)
      .set({
        status: willRetry ? 'retrying' : 'failed',
        lastError: failure.message.slice(0, 500),
        claimedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(messages.id, message.id));
    if (failure.retryable) throw failure;
    return 'failed';
  }

  await db
    .update(messages)
    .set({
      status: 'sent',
      provider,
      providerMessageId: accepted.providerMessageId,
      sentAt: sql`now()`,
      lastError: null,
      claimedAt: null,
      updatedAt: sql`now()`,
      rendered: copy ? toCopy(copy) : null,
      // A real provider has the single-use link or code now; the outbox need not keep it.
      ...(copy ? {} : { payload: sql`${messages.payload} - 'url' - 'code'` }),
    })
    .where(eq(messages.id, message.id));
  return 'sent';
}

/** A running notification worker. */
export interface NotificationWorker {
  stop(): Promise<void>;
}

/**
 * Works the notification queue with pg-boss (docs/product/design.md §6): batches of `batchSize` jobs,
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
  let workerId = '';
  workerId = await boss.work<NotificationJob>(
    notificationQueue,
    {
      batchSize: config.batchSize,
      pollingIntervalSeconds: config.pollSeconds,
      includeMetadata: true,
    },
    async (jobs) => {
      // The batch's messages go at once, each on its own claim: the SMTP pool sends them on
      // several connections while others render or wait for the database.
      await Promise.all(
        jobs.map(async (job) => {
          try {
            const outcome = await deliverMessage(context, job.data.messageId, job);
            if (outcome === 'failed' || outcome === 'cancelled') {
              log.warn({ messageId: job.data.messageId, outcome }, 'notification not sent');
            }
          } catch (error) {
            log.warn(
              { messageId: job.data.messageId, retryCount: job.retryCount, err: String(error) },
              'notification attempt failed',
            );
            // Never let the batch throw: pg-boss would fail every job of it, unawaited.
            await boss
              .fail(notificationQueue, job.id, { message: String(error) })
              .catch((failure: unknown) =>
                log.error(
                  { messageId: job.data.messageId, err: String(failure) },
                  'job not failed',
                ),
              );
          }
        }),
      );
      // A full batch means more are waiting: fetch again at once instead of after the polling
      // interval (pg-boss waits the interval after every batch otherwise).
      if (workerId && jobs.length === config.batchSize) boss.notifyWorker(workerId);
    },
  );
  await boss.schedule(digestQueue, '5 * * * *', {}, { tz: 'UTC' });
  await boss.work(digestQueue, async () => {
    const count = await enqueueQuotesDigests(options.db, options.notifier, new Date());
    log.info({ count }, 'quote digests queued');
  });
  return {
    async stop() {
      await boss.offWork(notificationQueue);
      await boss.offWork(digestQueue);
      providers.email.close();
    },
  };
}
