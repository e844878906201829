import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

/**
 * Sign-in throttling (ASVS 2.2.1; docs/product/design.md §9): failures are counted per account and per
 * IP address in the database, over a 15-minute window, so the limit holds across processes.
 * An account is locked after 5 failures in the window, an address after 30.
 */
export const loginLimits = {
  windowMinutes: 15,
  perAccount: 5,
  perIp: 30,
} as const;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** The counter's value, reset to `fresh` when its 15-minute window has passed. */
const inWindow = (fresh: SQL, current: SQL) =>
  sql`case when ${loginAttempts.windowStart} < now() - make_interval(mins => ${loginLimits.windowMinutes}) then ${fresh} else ${current} end`;

/**
 * Counts a sign-in attempt against the account and the address BEFORE the password is checked,
 * in one statement (an upsert that returns the new counts): concurrent attempts each get their
 * own number, so a burst of parallel guesses gets no more verifications than the limit.
 * @returns minutes until the caller may try again when this attempt is over a limit (the
 *   attempt must then be refused unchecked), or 0 when the password may be checked.
 */
export async function reserveAttempt(db: Database, email: string, ip: string): Promise<number> {
  const rows = await db
    .insert(loginAttempts)
    .values([
      { key: accountKey(email), failures: 1 },
      { key: ipKey(ip), failures: 1 },
    ])
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: inWindow(sql`1`, sql`${loginAttempts.failures} + 1`),
        windowStart: inWindow(sql`now()`, sql`${loginAttempts.windowStart}`),
      },
    })
    .returning({
      key: loginAttempts.key,
      failures: loginAttempts.failures,
      minutesLeft: sql<number>`greatest(ceil(extract(epoch from (${loginAttempts.windowStart} + make_interval(mins => ${loginLimits.windowMinutes}) - now())) / 60)::int, 1)`,
    });
  let wait = 0;
  for (const row of rows) {
    const limit = row.key.startsWith('account:') ? loginLimits.perAccount : loginLimits.perIp;
    if (row.failures > limit) wait = Math.max(wait, row.minutesLeft);
  }
  return wait;
}

/**
 * An attempt that was no failed guess gives back what `reserveAttempt` counted: a sign-in
 * clears the account's counter and uncounts the address's attempt (an office behind one
 * address signs in all day); the right password of an account that may not sign in uncounts
 * both, so it neither locks its owner out nor clears the guesses made before.
 */
export async function releaseAttempt(
  db: Database,
  email: string,
  ip: string,
  outcome: 'signedIn' | 'refused',
): Promise<void> {
  await db.transaction(async (tx) => {
    if (outcome === 'signedIn')
      await tx.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(email)));
    await tx
      .update(loginAttempts)
      .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
      .where(
        outcome === 'signedIn'
          ? eq(loginAttempts.key, ipKey(ip))
          : inArray(loginAttempts.key, [accountKey(email), ipKey(ip)]),
      );
  });
}
