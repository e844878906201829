import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validSignature, validSubscription } from './webhook.policy.ts';

const secret = 'app-secret';
const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
const signed = (bytes: Buffer, key = secret) =>
  `sha256=${createHmac('sha256', key).update(bytes).digest('hex')}`;

describe("only Meta calls WhatsApp's webhook (decision 0010)", () => {
  it("accepts the body signed with the app's secret", () => {
    expect(validSignature(body, signed(body), secret)).toBe(true);
  });

  it('refuses another secret, another body, a malformed or missing header', () => {
    expect(validSignature(body, signed(body, 'other'), secret)).toBe(false);
    expect(validSignature(Buffer.from('{}'), signed(body), secret)).toBe(false);
    expect(validSignature(body, signed(body).slice('sha256='.length), secret)).toBe(false);
    expect(validSignature(body, 'sha256=00', secret)).toBe(false);
    expect(validSignature(body, undefined, secret)).toBe(false);
  });

  it('answers the subscription check with the configured token only', () => {
    expect(validSubscription({ mode: 'subscribe', verifyToken: 'token' }, 'token')).toBe(true);
    expect(validSubscription({ mode: 'subscribe', verifyToken: 'other' }, 'token')).toBe(false);
    expect(validSubscription({ mode: 'unsubscribe', verifyToken: 'token' }, 'token')).toBe(false);
    expect(validSubscription({ mode: 'subscribe', verifyToken: '' }, undefined)).toBe(false);
    expect(validSubscription({ mode: 'subscribe', verifyToken: undefined }, '')).toBe(false);
  });
});
