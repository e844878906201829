/**
 * The auth module's public entry: what other modules may call.
 * Other modules import this file only (eslint.config.js); the rest of the folder is its own.
 */
export type { Auth } from './better-auth.ts';
export { tellOwnerAccountExists } from './email-verification.ts';
export { mailPasswordLink } from './password-links.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { forgetSignInTraces } from './sign-in-traces.ts';
