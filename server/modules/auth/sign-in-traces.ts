import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { loginAttempts, verifications } from '../../db/schema/index.ts';
import { accountKey } from './login-limiter.ts';

/**
 * Deletes what sign-in keeps of an account being erased (server/modules/privacy): its
 * password links (better-auth's verifications, valued by the account's id) and the failed
 * sign-in counter keyed by its e-mail address.
 */
export async function forgetSignInTraces(
  tx: Transaction,
  account: { userId: string; email: string },
): Promise<void> {
  await tx.delete(verifications).where(eq(verifications.value, account.userId));
  await tx.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(account.email)));
}
