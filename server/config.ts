import { z } from 'zod';
import { siteDefaults } from '../domain/site.ts';
import { whatsappTemplates } from './modules/notifications/whatsapp-templates.ts';

/**
 * Process configuration, read from the environment and validated at boot (docs/product/design.md §3):
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
    /**
     * In demo mode, whether the demo agencies use their tariff grids (first of each city in
     * mode suggestion, second automatic); 'false' keeps them off, as the browser suites that
     * price by hand need. Read when the demo is first seeded.
     */
    DEMO_TARIFF_MODES: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /**
     * Abuse limits (OWASP ASVS 2.2.1, 11.1.4). Per address they stay generous: mobile networks
     * put many people behind one address.
     */
    SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
    QUOTE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(10),
    QUOTE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),
    /** Public identity and support contact (domain/site.ts); the web app's build reads them too. */
    SUPPORT_PHONE: z.string().default(siteDefaults.supportPhone),
    SUPPORT_EMAIL: z.email().default(siteDefaults.supportEmail),
    SUPPORT_ADDRESS: z.string().default(siteDefaults.supportAddress),
    OPERATOR_NAME: z.string().default(siteDefaults.operatorName),
    ACAPS_APPROVAL_NUMBER: z.string().default(siteDefaults.acapsApprovalNumber),
    CNDP_AUTHORISATION_NUMBER: z.string().default(siteDefaults.cndpAuthorisationNumber),
    /** E-mail through SMTP (`smtp://user:pass@host:587`, `smtps://…:465`); unset: the log provider. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Moqarana <no-reply@moqarana.ma>'),
    /** Where contact-form messages go; defaults to SUPPORT_EMAIL. */
    OPERATOR_EMAIL: z.email().optional(),
    /** WhatsApp Business Cloud API; unset token: the log provider. */
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    /** Verifies the webhook's X-Hub-Signature-256; without it every delivery report is refused. */
    WHATSAPP_APP_SECRET: z.string().optional(),
    /** Answers Meta's GET verification challenge of the webhook. */
    WHATSAPP_VERIFY_TOKEN: z.string().optional(),
    /** Approved template names and languages, JSON (README); defaults in whatsapp-templates.ts. */
    WHATSAPP_TEMPLATES: z.string().optional(),
    /** Cloud API throughput per business number: 80 messages per second by default. */
    WHATSAPP_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(80),
    /** `inline`: this process sends notifications; `off`: `npm run worker` does, elsewhere. */
    WORKER: z.enum(['inline', 'off']).default('inline'),
    /** First retry delay; later ones double (pg-boss backoff): 120 s gives 6 attempts over > 1 h. */
    NOTIFY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(120),
    NOTIFY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    /** A batch not finished in this time is presumed crashed and retried. */
    NOTIFY_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
    NOTIFY_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
    NOTIFY_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
    NOTIFY_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(20),
    /**
     * Batches a worker process sends at once: while one waits for its last answers or the
     * database, the other keeps the SMTP pool busy (bench/results/notifications-postgres.md).
     */
    NOTIFY_CONCURRENT_BATCHES: z.coerce.number().int().min(1).max(8).default(2),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      // Password links and acknowledgements must reach people: no silent log provider.
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production' });
    }
    try {
      whatsappTemplates(env.WHATSAPP_TEMPLATES);
    } catch (error) {
      const reason = (error as Error).message.split('WHATSAPP_TEMPLATES: ')[1] ?? 'invalid';
      ctx.addIssue({ code: 'custom', path: ['WHATSAPP_TEMPLATES'], message: reason });
    }
    if (env.WHATSAPP_TOKEN && !env.WHATSAPP_PHONE_NUMBER_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_PHONE_NUMBER_ID'],
        message: 'required with WHATSAPP_TOKEN',
      });
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
  /** The demo agencies' grids are in use (`DEMO_TARIFF_MODES`, default true). */
  demoTariffModes: boolean;
  logLevel: string;
  trustProxy: boolean;
  limits: AbuseLimits;
  support: { phone: string; email: string; address: string };
  legal: { operatorName: string; acapsApprovalNumber: string; cndpAuthorisationNumber: string };
  notifications: NotificationConfig;
}

/** How many of the actions open to anyone one caller may take (README "Configuration"). */
export interface AbuseLimits {
  /** Accounts created from one IP address per hour. */
  signupsPerAddressHour: number;
  /** Quotes one driver's account may submit per day. */
  quotesPerAccountDay: number;
  /** Quotes submitted from one IP address per hour, whatever the account. */
  quotesPerAddressHour: number;
}

/** How notifications are sent (docs/product/design.md §6; README "Notifications"). */
export interface NotificationConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  whatsapp: {
    token: string | undefined;
    phoneNumberId: string | undefined;
    apiUrl: string;
    appSecret: string | undefined;
    verifyToken: string | undefined;
    /** Raw JSON of WHATSAPP_TEMPLATES, validated by the WhatsApp provider. */
    templates: string | undefined;
    messagesPerSecond: number;
  };
  worker: 'inline' | 'off';
  retryDelaySeconds: number;
  retryLimit: number;
  jobTimeoutSeconds: number;
  maintenanceSeconds: number;
  pollSeconds: number;
  batchSize: number;
  concurrentBatches: number;
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
    demoTariffModes: e.DEMO_TARIFF_MODES !== 'false',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    limits: {
      signupsPerAddressHour: e.SIGNUP_LIMIT_PER_HOUR,
      quotesPerAccountDay: e.QUOTE_LIMIT_PER_DAY,
      quotesPerAddressHour: e.QUOTE_LIMIT_PER_HOUR,
    },
    support: { phone: e.SUPPORT_PHONE, email: e.SUPPORT_EMAIL, address: e.SUPPORT_ADDRESS },
    legal: {
      operatorName: e.OPERATOR_NAME,
      acapsApprovalNumber: e.ACAPS_APPROVAL_NUMBER,
      cndpAuthorisationNumber: e.CNDP_AUTHORISATION_NUMBER,
    },
    notifications: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      operatorEmail: e.OPERATOR_EMAIL ?? e.SUPPORT_EMAIL,
      whatsapp: {
        token: e.WHATSAPP_TOKEN,
        phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
        apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
        appSecret: e.WHATSAPP_APP_SECRET,
        verifyToken: e.WHATSAPP_VERIFY_TOKEN,
        templates: e.WHATSAPP_TEMPLATES,
        messagesPerSecond: e.WHATSAPP_MESSAGES_PER_SECOND,
      },
      worker: e.WORKER,
      retryDelaySeconds: e.NOTIFY_RETRY_DELAY_SECONDS,
      retryLimit: e.NOTIFY_RETRY_LIMIT,
      jobTimeoutSeconds: e.NOTIFY_JOB_TIMEOUT_SECONDS,
      maintenanceSeconds: e.NOTIFY_MAINTENANCE_SECONDS,
      pollSeconds: e.NOTIFY_POLL_SECONDS,
      batchSize: e.NOTIFY_BATCH_SIZE,
      concurrentBatches: e.NOTIFY_CONCURRENT_BATCHES,
    },
  };
}
