/**
 * Where a redirect may send a browser back to: a path of this site only (`/services?x=1`), never
 * another site (`//evil.example`, `/\evil.example`, `https://…`), against open redirects
 * (OWASP ASVS 5.1.5). Browsers drop tabs and line breaks inside URLs, so `/\t/evil.example`
 * would become `//evil.example`: control characters and white space are refused too. At most
 * 2,000 characters. Returns `fallback` for anything else.
 */
export function sameSitePath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(value)) return fallback;
  const base = 'http://same-site.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
