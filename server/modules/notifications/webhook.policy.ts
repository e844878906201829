import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies Meta's `X-Hub-Signature-256` header: `sha256=` and the HMAC-SHA256 of the raw body
 * with the app secret, compared in constant time (WhatsApp Cloud API webhooks, "Validating
 * payloads"). Only Meta may post delivery statuses (decision 0010).
 */
export function validSignature(rawBody: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether a subscription check is Meta's (WhatsApp Cloud API webhooks, "Verification
 * Requests"): mode `subscribe` and `hub.verify_token` equal to WHATSAPP_VERIFY_TOKEN, compared
 * in constant time. Never true when no token is configured.
 */
export function validSubscription(
  query: { mode: string | undefined; verifyToken: string | undefined },
  verifyToken: string | undefined,
): boolean {
  // Compared as bytes: timingSafeEqual needs two buffers of one length.
  const given = Buffer.from(query.verifyToken ?? '');
  const expected = Buffer.from(verifyToken ?? '');
  return (
    !!verifyToken &&
    query.mode === 'subscribe' &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}
