import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

/**
 * The secret that signs session cookies: AUTH_SECRET when set (required in production);
 * otherwise a random one kept in DATA_DIR/.auth-secret (mode 0600), so sessions survive a
 * restart of the embedded default without any setup.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = join(config.dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
