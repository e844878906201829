import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it.each(['/services', '/assurance-auto/sinistre/vol?x=1', '/compagnie-page?devis=a#top'])(
    'keeps the path of this site %s',
    (path) => expect(sameSitePath(path, '/accueil')).toBe(path),
  );

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'services',
    '',
    null,
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => expect(sameSitePath(value, '/accueil')).toBe('/accueil'));
});
