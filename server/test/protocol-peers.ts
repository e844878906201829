import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * Real protocol peers for the notification tests (AGENTS brief: "SMTP and WhatsApp are tested
 * against real local servers speaking their protocol"): an SMTP server (smtp-server, the
 * nodemailer project's) and an HTTP server answering like the WhatsApp Cloud API.
 */

/** An e-mail the SMTP server accepted, parsed by mailparser. */
export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
}

/** A local SMTP server that keeps what it accepts. */
export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** Waits until `count` accepted mails match `predicate`. @throws Error after `timeoutMs`. */
  waitFor(
    predicate: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on 127.0.0.1 (no TLS, no authentication). `beforeAccept` runs once the
 * whole message is received and before the server answers: returning false refuses it (451),
 * as a server does when the transaction fails before its final reply.
 */
export async function startSmtpInbox(
  options: { beforeAccept?: (mail: ReceivedMail) => Promise<boolean> | boolean } = {},
): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            headers: parsed.headers,
          };
          if (options.beforeAccept && !(await options.beforeAccept(mail))) {
            const refusal = Object.assign(new Error('transaction failed'), { responseCode: 451 });
            callback(refusal);
            return;
          }
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client whose connection drops (a worker killed mid-send by the crash test) makes the
  // server emit ECONNRESET or EPIPE: the peer's normal life, which a real SMTP server logs and
  // survives. Any other server error still fails the test, uncaught.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const inbox: SmtpInbox = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(predicate, count = 1, timeoutMs = 15_000) {
      return vi.waitFor(
        () => {
          const found = mails.filter(predicate);
          if (found.length >= count) return found;
          const seen = mails.map((m) => `${m.to}: ${m.subject}`).join('\n  ');
          throw new Error(`expected ${count} matching mails, got ${found.length} of:\n  ${seen}`);
        },
        { timeout: timeoutMs, interval: 50 },
      );
    },
    close: () =>
      new Promise((resolve) => {
        inboxes.delete(inbox.url);
        server.close(() => resolve());
      }),
  };
  inboxes.set(inbox.url, inbox);
  return inbox;
}

/** A confirmation link (`/confirmer-email#token=…`) in an e-mail's text. */
export const confirmationLinkPattern = /https?:\/\/\S+\/confirmer-email#token=[^\s)"<\]]+/;

/**
 * The confirmation link of the last confirmation e-mail `inbox` got for `email`, once `count`
 * of them arrived.
 * @throws Error when they do not arrive within `timeoutMs`.
 */
export async function confirmationLinkIn(
  inbox: SmtpInbox,
  email: string,
  count = 1,
  timeoutMs = 30_000,
): Promise<string> {
  const mails = await inbox.waitFor(
    (mail) => mail.to === email && confirmationLinkPattern.test(mail.text),
    count,
    timeoutMs,
  );
  const link = confirmationLinkPattern.exec(mails.at(-1)?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link in the e-mail to ${email}`);
  return link;
}

/** The inboxes this process started, by URL: a server told to send there can be read back. */
const inboxes = new Map<string, SmtpInbox>();

/** The inbox of this process listening at `url` (an `SMTP_URL`), if any. */
export const inboxAt = (url: string): SmtpInbox | undefined => inboxes.get(url);

/** A request the fake Cloud API received. */
export interface CloudApiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A canned answer: HTTP status and JSON body. */
export interface CloudApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A local HTTP server answering like `POST /{version}/{phone-number-id}/messages`. */
export interface CloudApiFake {
  /** Base URL to give as WHATSAPP_API_URL. */
  url: string;
  requests: CloudApiRequest[];
  /** Answers for the next requests, in order; when empty, an accepted message. */
  answers: CloudApiAnswer[];
  waitForRequests(count: number, timeoutMs?: number): Promise<CloudApiRequest[]>;
  /**
   * Waits for the first request from index `from` on that matches `predicate`.
   * @throws Error after `timeoutMs`.
   */
  waitFor(
    predicate: (request: CloudApiRequest) => boolean,
    from?: number,
    timeoutMs?: number,
  ): Promise<CloudApiRequest>;
  close(): Promise<void>;
}

/** The text parameters of a template request's body component, in order. */
export function templateTexts(request: CloudApiRequest): string[] {
  const template = request.body.template as
    { components?: { type: string; parameters?: { text?: string }[] }[] } | undefined;
  const body = template?.components?.find((component) => component.type === 'body');
  return body?.parameters?.map((parameter) => parameter.text ?? '') ?? [];
}

/** The template name of a request's body, or undefined. */
export const templateName = (request: CloudApiRequest): string | undefined =>
  (request.body.template as { name?: string } | undefined)?.name;

/** The Cloud API's answer to an accepted message (reference "Send messages", response). */
export const acceptedAnswer = (to: string, id: string): CloudApiAnswer => ({
  status: 200,
  body: {
    messaging_product: 'whatsapp',
    contacts: [{ input: to, wa_id: to.replace('+', '') }],
    messages: [{ id, message_status: 'accepted' }],
  },
});

/** A Cloud API error answer (Graph API error object). */
export const errorAnswer = (status: number, code: number, message: string): CloudApiAnswer => ({
  status,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } },
});

/** Starts the fake Cloud API on 127.0.0.1 under `/v21.0`. */
export async function startCloudApiFake(): Promise<CloudApiFake> {
  const requests: CloudApiRequest[] = [];
  const answers: CloudApiAnswer[] = [];
  let counter = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      counter += 1;
      const answer = answers.shift() ?? acceptedAnswer(String(body.to), `wamid.TEST${counter}`);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    answers,
    async waitFor(predicate, from = 0, timeoutMs = 15_000) {
      return vi.waitFor(
        () => {
          const found = requests.slice(from).find(predicate);
          if (!found) throw new Error('no matching WhatsApp request');
          return found;
        },
        { timeout: timeoutMs, interval: 50 },
      );
    },
    async waitForRequests(count, timeoutMs = 15_000) {
      return vi.waitFor(
        () => {
          if (requests.length < count)
            throw new Error(`expected ${count} requests, got ${requests.length}`);
          return requests;
        },
        { timeout: timeoutMs, interval: 50 },
      );
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
