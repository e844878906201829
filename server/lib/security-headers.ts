import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Permissions-Policy: every powerful feature off, for the site and anything it embeds. */
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Helmet's configuration of Moqarana (decision 0007). */
export function helmetOptions(options: { https: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: options.https,
  };
}

/**
 * The security headers of every answer, lower-cased names to values: helmet's middleware run
 * once against a response that records what it sets, plus Permissions-Policy (no page of
 * Moqarana uses a device feature: none may be asked for, by us or by a frame).
 *
 * The rule: with this configuration helmet's headers depend on nothing of the request (no
 * directive is a function, no nonce), so they are computed once per process and each answer
 * copies them (decision 0042), instead of running helmet's dozen middlewares per request.
 * Anything else helmet would do (remove a header other than X-Powered-By, which Node and
 * Fastify never set, answer an error, or finish later) throws here, at start.
 */
export function securityHeaders(options: { https: boolean }): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const unexpected: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
      else unexpected.push(`${name} set to a ${typeof value}`);
    },
    removeHeader(name: string) {
      if (name.toLowerCase() !== 'x-powered-by') unexpected.push(`${name} removed`);
    },
  };
  let finished = false;
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) unexpected.push(String(error));
      finished = true;
    },
  );
  if (!finished) unexpected.push('helmet did not finish at once');
  if (unexpected.length > 0)
    throw new Error(`helmet's headers cannot be computed once: ${unexpected.join('; ')}`);
  headers['permissions-policy'] = permissionsPolicy;
  return Object.freeze(headers);
}
