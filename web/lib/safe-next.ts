import { sameSitePath } from '../../domain/same-site-path.ts';

/**
 * The page to return to after sign-in, from the `next` query parameter: only a path of this
 * site (domain/same-site-path.ts), against open redirects (ASVS 5.1.5).
 */
export function safeNext(search: string, fallback: string): string {
  return sameSitePath(new URLSearchParams(search).get('next'), fallback);
}
