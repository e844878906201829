import { describe, expect, it } from 'vitest';
import { apiPath } from './api-client.ts';

describe('an API path built from values', () => {
  it('keeps a value from the address one path segment, whatever it holds', () => {
    for (const id of ['../../admin/messages', '..%2F..%2Fadmin', 'a?b=c#d', '/api/audit']) {
      const path = apiPath`/api/quotes/${id}/cancel`;
      // What the browser would request: still the quote route, never another endpoint.
      const url = new URL(path, 'https://moqarana.ma');
      expect(url.pathname.startsWith('/api/quotes/'), path).toBe(true);
      expect(url.pathname.endsWith('/cancel'), path).toBe(true);
      expect(url.search).toBe('');
      expect(decodeURIComponent(url.pathname.split('/')[3] ?? '')).toBe(id);
    }
  });

  it('refuses the values a browser would resolve as steps', () => {
    for (const id of ['.', '..'])
      expect(() => apiPath`/api/quotes/${id}/selection`).toThrow('not an API path value');
  });

  it('writes a query as its encoded string', () => {
    const query = new URLSearchParams({ scope: 'agency', cursor: 'a+b/c=' });
    expect(apiPath`/api/audit?${query}`).toBe('/api/audit?scope=agency&cursor=a%2Bb%2Fc%3D');
  });
});
