import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { phoneCodeLimits } from '../../../domain/limits.ts';
import { maskPhone } from '../../../domain/mask.ts';
import type { Profile } from '../../../domain/accounts/profile.ts';
import type { Database } from '../../db/client.ts';
import { phoneCodes, users } from '../../db/schema/index.ts';
import type { SignedInContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { countRequest } from '../../lib/rate-limit.ts';
import type { Notifier } from '../notifications/index.ts';
import { ownProfile } from './accounts.service.ts';

/*
 * Confirming a driver's phone number with a one-time code sent to it by WhatsApp (decision
 * 0019): WhatsApp messages then go to that number only. OWASP ASVS 2.7 (out-of-band
 * verifiers): the code is random, short-lived, single-use, stored hashed, tried a few times,
 * and sent a limited number of times.
 */

/**
 * Codes sent per hour: per account, and per number whichever account asks, so that no one can
 * flood a number with codes. Counted in PostgreSQL (`countRequest`), the same on every process.
 */
export const phoneCodeSendLimits = { perAccount: 5, perNumber: 3, windowMinutes: 60 } as const;

/** What confirming needs: the database, the outbox, and the secret that keys the code hashes. */
export interface PhoneConfirmation {
  db: Database;
  notifier: Notifier;
  /** Server secret (AUTH_SECRET): a code's HMAC cannot be reversed without it. */
  secret: string;
}

/**
 * The HMAC-SHA256 of a code for one account and number. Keyed with the server's secret: six
 * digits are a million values, which a plain hash would give back at once to anyone reading the
 * table (ASVS 2.7.5 hashed codes).
 */
function codeHash(secret: string, userId: string, phone: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`phone-code\n${userId}\n${phone}\n${code}`)
    .digest('hex');
}

/** A key of the send limit per number that does not hold the number itself (law 09-08). */
function numberKey(secret: string, phone: string): string {
  const digest = createHmac('sha256', secret).update(`phone-number\n${phone}`).digest('hex');
  return `phone-code:number:${digest.slice(0, 32)}`;
}

/** Counts one send against `key`; over `max` in the window, refuses with 429 and Retry-After. */
async function countSend(db: Database, key: string, max: number): Promise<void> {
  const windowMs = phoneCodeSendLimits.windowMinutes * 60_000;
  const { current, ttl } = await countRequest(db, key, windowMs);
  if (current > max) {
    throw new AppError('rateLimited', {
      params: { minutes: Math.max(1, Math.ceil(ttl / 60_000)) },
      retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
    });
  }
}

/**
 * Sends a new code to `phone` (E.164) by WhatsApp for the signed-in driver, in their account's
 * language, replacing any code they had: the code's HMAC is stored with its expiry, and the
 * message (the fixed authentication template `phone.code`: the code, sent under the business
 * account's name, nothing the driver chose) is queued in the same transaction, audited with the
 * IP. The send is counted first, per account then per number.
 * @returns when the code stops working.
 * @throws AppError rateLimited (429) over `phoneCodeSendLimits`; notFound when the account is
 *   gone.
 */
export async function sendPhoneCode(
  deps: PhoneConfirmation,
  context: SignedInContext,
  phone: string,
): Promise<{ expiresAt: Date }> {
  const { db, notifier, secret } = deps;
  const [account] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, context.actor.userId));
  if (!account) throw notFound();
  const actor = { userId: context.actor.userId, locale: account.locale };
  const ipAddress = context.ip;
  await countSend(db, `phone-code:account:${actor.userId}`, phoneCodeSendLimits.perAccount);
  await countSend(db, numberKey(secret, phone), phoneCodeSendLimits.perNumber);
  const code = String(randomInt(0, 10 ** phoneCodeLimits.digits)).padStart(
    phoneCodeLimits.digits,
    '0',
  );
  const expiresAt = sql`now() + make_interval(mins => ${phoneCodeLimits.lifetimeMinutes})`;
  return db.transaction(async (tx) => {
    const row = {
      phone,
      codeHash: codeHash(secret, actor.userId, phone, code),
      attempts: 0,
      expiresAt,
      createdAt: sql`now()`,
    };
    const [saved] = await tx
      .insert(phoneCodes)
      .values({ userId: actor.userId, ...row })
      .onConflictDoUpdate({ target: phoneCodes.userId, set: row })
      .returning({ expiresAt: phoneCodes.expiresAt });
    if (!saved) throw new Error('phone code not saved');
    await notifier.enqueue(tx, [
      {
        event: 'phone.code',
        recordId: actor.userId,
        slot: randomUUID(),
        channel: 'whatsapp',
        recipient: phone,
        recipientUserId: actor.userId,
        locale: actor.locale,
        payload: { code },
      },
    ]);
    await recordAudit(tx, {
      action: 'phone.code.sent',
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: actor.userId,
      ipAddress,
      details: { phone: maskPhone(phone) },
    });
    return { expiresAt: saved.expiresAt };
  });
}

/**
 * Confirms `phone` for the signed-in driver with the `code` it received: the account's phone
 * becomes that number, confirmed now, and the code is deleted (single use), audited with the
 * IP. Each try is counted before the code is compared, in one statement, so parallel guesses
 * get no more than `phoneCodeLimits.attempts` comparisons between them.
 * @returns the driver's profile, with the number confirmed.
 * @throws AppError validationFailed on `code`: `codeExpired` (no live code for this account,
 *   expired, or used meanwhile), `codeAttemptsExceeded` (the code is then deleted), `wrongCode`.
 */
export async function confirmPhone(
  deps: PhoneConfirmation,
  context: SignedInContext,
  input: { phone: string; code: string },
): Promise<Profile> {
  const { db, secret } = deps;
  const userId = context.actor.userId;
  const ipAddress = context.ip;
  const [pending] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(eq(phoneCodes.userId, userId))
    .returning({
      phone: phoneCodes.phone,
      codeHash: phoneCodes.codeHash,
      attempts: phoneCodes.attempts,
      expired: sql<boolean>`${phoneCodes.expiresAt} <= now()`,
    });
  const forget = () => db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  if (!pending) throw fieldError('code', 'codeExpired');
  if (pending.expired) {
    await forget();
    throw fieldError('code', 'codeExpired');
  }
  if (pending.attempts > phoneCodeLimits.attempts) {
    await forget();
    throw fieldError('code', 'codeAttemptsExceeded');
  }
  const expected = Buffer.from(pending.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, userId, input.phone, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    if (pending.attempts >= phoneCodeLimits.attempts) {
      await forget();
      throw fieldError('code', 'codeAttemptsExceeded');
    }
    throw fieldError('code', 'wrongCode');
  }
  await db.transaction(async (tx) => {
    // The row goes with its first right answer: a second one, in parallel, finds nothing.
    const used = await tx
      .delete(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.codeHash, pending.codeHash)))
      .returning({ userId: phoneCodes.userId });
    if (used.length === 0) throw fieldError('code', 'codeExpired');
    await tx
      .update(users)
      .set({ phone: pending.phone, phoneConfirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      action: 'phone.confirmed',
      actorUserId: userId,
      entityType: 'user',
      entityId: userId,
      ipAddress,
      details: { phone: maskPhone(pending.phone) },
    });
  });
  return ownProfile(db, context);
}
