import { z } from 'zod';
import { siteDefaults } from '../domain/site.ts';

/**
 * Process configuration, read from the environment and validated at boot (DESIGN.md §3):
 * a wrong value stops the process with the list of what is wrong. The README lists every
 * variable.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** PostgreSQL server; when unset the embedded PGlite in DATA_DIR is used. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().default('./data'),
    /** Public address of the site, used for links and the trusted origin of writes. */
    PUBLIC_URL: z.url().optional(),
    /** Secret signing session cookies; required in production (≥ 32 characters). */
    AUTH_SECRET: z.string().min(32).optional(),
    /** Demo accounts and agencies (README); never in production. */
    DEMO_MODE: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** Public identity and support contact (domain/site.ts); the web app's build reads them too. */
    SUPPORT_PHONE: z.string().default(siteDefaults.supportPhone),
    SUPPORT_EMAIL: z.email().default(siteDefaults.supportEmail),
    SUPPORT_ADDRESS: z.string().default(siteDefaults.supportAddress),
    OPERATOR_NAME: z.string().default(siteDefaults.operatorName),
    ACAPS_APPROVAL_NUMBER: z.string().default(siteDefaults.acapsApprovalNumber),
    CNDP_AUTHORISATION_NUMBER: z.string().default(siteDefaults.cndpAuthorisationNumber),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'required in production' });
    }
    if (env.NODE_ENV === 'production' && env.DEMO_MODE === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_MODE'],
        message: 'demo mode is refused in production',
      });
    }
  });

/** The validated configuration the rest of the server reads. */
export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  authSecret: string | undefined;
  demoMode: boolean;
  logLevel: string;
  trustProxy: boolean;
  support: { phone: string; email: string; address: string };
  legal: { operatorName: string; acapsApprovalNumber: string; cndpAuthorisationNumber: string };
}

/**
 * Reads the configuration from `env` (default: process.env).
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    demoMode: e.NODE_ENV !== 'production' && e.DEMO_MODE !== 'false',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    support: { phone: e.SUPPORT_PHONE, email: e.SUPPORT_EMAIL, address: e.SUPPORT_ADDRESS },
    legal: {
      operatorName: e.OPERATOR_NAME,
      acapsApprovalNumber: e.ACAPS_APPROVAL_NUMBER,
      cndpAuthorisationNumber: e.CNDP_AUTHORISATION_NUMBER,
    },
  };
}
