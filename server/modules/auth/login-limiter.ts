import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

/**
 * Sign-in throttling (ASVS 2.2.1; DESIGN.md §9): failures are counted per account and per
 * IP address in the database, over a 15-minute window, so the limit holds across processes.
 * An account is locked after 5 failures in the window, an address after 30.
 */
export const loginLimits = {
  windowMinutes: 15,
  perAccount: 5,
  perIp: 30,
} as const;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Minutes until the caller may try again, or 0 when a sign-in attempt is allowed now.
 */
export async function minutesUntilAllowed(
  db: Database,
  email: string,
  ip: string,
): Promise<number> {
  const rows = await db
    .select({
      key: loginAttempts.key,
      failures: loginAttempts.failures,
      minutesLeft: sql<number>`ceil(extract(epoch from (${loginAttempts.windowStart} + make_interval(mins => ${loginLimits.windowMinutes}) - now())) / 60)::int`,
    })
    .from(loginAttempts)
    .where(sql`${loginAttempts.key} in (${accountKey(email)}, ${ipKey(ip)})`);
  let wait = 0;
  for (const row of rows) {
    const limit = row.key.startsWith('account:') ? loginLimits.perAccount : loginLimits.perIp;
    if (row.failures >= limit && row.minutesLeft > 0) wait = Math.max(wait, row.minutesLeft);
  }
  return wait;
}

/** Counts one failed attempt against the account and the address (a new window if expired). */
export async function recordFailure(db: Database, email: string, ip: string): Promise<void> {
  for (const key of [accountKey(email), ipKey(ip)]) {
    await db
      .insert(loginAttempts)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStart} < now() - make_interval(mins => ${loginLimits.windowMinutes}) then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} < now() - make_interval(mins => ${loginLimits.windowMinutes}) then now() else ${loginAttempts.windowStart} end`,
        },
      });
  }
}

/** Clears the account's counter after a successful sign-in (the address keeps its count). */
export async function recordSuccess(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(sql`${loginAttempts.key} = ${accountKey(email)}`);
}
