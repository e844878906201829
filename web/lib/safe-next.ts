/**
 * The page to return to after sign-in, from the `next` query parameter: only a path of this
 * site (`/…`, not `//host` or a URL) is accepted, against open redirects (ASVS 5.1.5).
 */
export function safeNext(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return fallback;
  return next;
}
