import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, not importable as a value here). */
const argon2id = 2;

/**
 * Password hashing with argon2id, m = 19456 KiB, t = 2, p = 1 (OWASP / ASVS 2.4.1 minimum;
 * docs/product/design.md §9). Returns a PHC string that carries its own parameters, so raising them later
 * still verifies older hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, {
    algorithm: argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
}

/** True when `password` matches the PHC `passwordHash`; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
