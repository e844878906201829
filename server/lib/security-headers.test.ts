import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './security-headers.ts';

/** What helmet's own middleware sets on a real Node response, lower-cased names to values. */
function helmetOutput(options: { https: boolean }): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('x-powered-by', 'something');
  let error: unknown = 'not called';
  helmet(helmetOptions(options))(request, response, (failure?: unknown) => {
    error = failure;
  });
  expect(error).toBeUndefined();
  return response.getHeaders();
}

describe('security headers computed once', () => {
  it.each([false, true])(
    'are the headers helmet sets on a real response (HTTPS: %s), with Permissions-Policy',
    (https) => {
      const { 'permissions-policy': permissions, ...fromHelmet } = securityHeaders({ https });
      expect(fromHelmet).toEqual(helmetOutput({ https }));
      expect(permissions).toContain('camera=()');
    },
  );

  it('send Strict-Transport-Security behind HTTPS only', () => {
    expect(securityHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
  });

  it('cannot be changed once computed', () => {
    const headers = securityHeaders({ https: false }) as Record<string, string>;
    expect(() => {
      headers['x-frame-options'] = 'ALLOW';
    }).toThrow();
  });
});
