import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import pThrottle from 'p-throttle';
import type { NotificationConfig } from '../../config.ts';
import type { RenderedEmail } from './email-template.tsx';

/**
 * A send that did not go through. `retryable` errors are tried again later with backoff (a
 * busy server, a rate limit, a network failure); the others fail the message at once (an
 * invalid address or number).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** What a provider answers for an accepted message. */
export interface Accepted {
  /** The provider's id of the message (WhatsApp's `wamid…`, the e-mail's Message-ID). */
  providerMessageId: string;
}

/** An e-mail as handed to the provider. */
export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** Message-ID without brackets; the same on every attempt, so copies can be told apart. */
  messageId: string;
  /** The message's idempotency key, sent as a header (SMTP has no standard one). */
  idempotencyKey: string;
}

export interface EmailProvider {
  readonly name: 'smtp' | 'log';
  /** @throws DeliveryError */
  send(email: OutgoingEmail): Promise<Accepted>;
  close(): void;
}

export interface WhatsappProvider {
  readonly name: 'cloud-api' | 'log';
  /** Sends a Cloud API request body. @throws DeliveryError */
  send(request: Record<string, unknown>): Promise<Accepted>;
}

/**
 * How the SMTP provider connects (nodemailer's transport options): a pool of five connections
 * (nodemailer's default), on which the worker's concurrent sends go side by side; short
 * timeouts so that one stuck server cannot hold a batch past its job timeout.
 */
export const smtpTransportOptions = {
  pool: true,
  maxConnections: 5,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/**
 * SMTP through nodemailer (docs/product/design.md §6) to SMTP_URL, with `smtpTransportOptions`.
 * Answers 4xx and network failures are temporary (RFC 5321 §4.2.1), 5xx permanent.
 */
export function smtpProvider(config: { smtpUrl: string; mailFrom: string }): EmailProvider {
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...smtpTransportOptions });
  return {
    name: 'smtp',
    async send(email) {
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          messageId: `<${email.messageId}>`,
          headers: { 'X-Moqarana-Key': email.idempotencyKey },
        });
        return { providerMessageId: email.messageId };
      } catch (error) {
        const { responseCode, code, message } = error as {
          responseCode?: number;
          code?: string;
          message: string;
        };
        const permanent = responseCode !== undefined && responseCode >= 500;
        throw new DeliveryError(
          `smtp ${responseCode ?? code ?? 'error'}: ${message}`.slice(0, 500),
          !permanent,
        );
      }
    },
    close: () => transport.close(),
  };
}

/** The `log` e-mail provider: sends nothing; the worker keeps the rendered copy (demo mode). */
export const logEmailProvider: EmailProvider = {
  name: 'log',
  send: async (email) => ({ providerMessageId: email.messageId }),
  close: () => undefined,
};

/**
 * Cloud API error codes worth another attempt later: throughput (130429), pair rate limit
 * (131056), service unavailable (131016), generic server errors (131000, 1, 2), request limit
 * (4, 80007). Anything else (invalid number 131026/100, template problems…) is permanent.
 */
const retryableCloudApiCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

/**
 * The WhatsApp Business Cloud API (docs/product/design.md §6): `POST {apiUrl}/{phoneNumberId}/messages`
 * with the bearer token, at most `messagesPerSecond` requests per second from this process
 * (Meta's default throughput is 80 per business number).
 */
export function cloudApiProvider(config: NotificationConfig['whatsapp']): WhatsappProvider {
  const { token, phoneNumberId, apiUrl, messagesPerSecond } = config;
  if (!token || !phoneNumberId) throw new Error('cloud-api provider needs a token and a number');
  const throttle = pThrottle({ limit: messagesPerSecond, interval: 1000 });
  const post = throttle(async (request: Record<string, unknown>) =>
    fetch(`${apiUrl}/${encodeURIComponent(phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(15_000),
    }),
  );
  return {
    name: 'cloud-api',
    async send(request) {
      let response: Response;
      try {
        response = await post(request);
      } catch (error) {
        throw new DeliveryError(`cloud-api network: ${(error as Error).message}`, true);
      }
      const body = (await response.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { code?: number; message?: string };
      };
      const id = body.messages?.[0]?.id;
      if (response.ok && id) return { providerMessageId: id };
      const code = body.error?.code;
      const retryable =
        response.status === 429 ||
        response.status >= 500 ||
        (code !== undefined && retryableCloudApiCodes.has(code));
      throw new DeliveryError(
        `cloud-api ${response.status} ${code ?? ''}: ${body.error?.message ?? 'no message id'}`.slice(
          0,
          500,
        ),
        retryable,
      );
    },
  };
}

/** The `log` WhatsApp provider: sends nothing; the worker keeps the request body (demo mode). */
export const logWhatsappProvider: WhatsappProvider = {
  name: 'log',
  send: async () => ({ providerMessageId: `log.${randomUUID()}` }),
};
