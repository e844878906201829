import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { registerActor } from './lib/actor.ts';
import { registerSessionRevocation } from './lib/session-revocation.ts';
import { registerApiDocs } from './lib/api-docs.ts';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { loggerOptions } from './lib/logger.ts';
import { recordRoutes } from './lib/route-table.ts';
import { registerSameOriginCheck } from './lib/same-origin.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { registerStorableTextCheck } from './lib/storable-text.ts';
import { registerWorkAfterAnswer } from './lib/work-after-answer.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { languageSwitchRoutes, registerWebApp } from './web-app.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { phoneConfirmationRoutes } from './modules/accounts/phone-confirmation.routes.ts';
import { staffRoutes } from './modules/accounts/staff.routes.ts';
import { agenciesRoutes } from './modules/agencies/agencies.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { quoteTablesRoutes } from './modules/quote-tables/quote-tables.routes.ts';
import { savedViewsRoutes } from './modules/quote-tables/saved-views.routes.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { tariffsRoutes } from './modules/tariffs/tariffs.routes.ts';
import type { Auth } from './modules/auth/better-auth.ts';
import { messagesRoutes } from './modules/notifications/messages.routes.ts';
import type { Notifier } from './modules/notifications/outbox.ts';
import { whatsappWebhookRoutes } from './modules/notifications/webhook.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { isApiRoute } from './lib/api-route.ts';

/** What the HTTP app needs from the process: configuration, database and auth. */
export interface AppDependencies {
  config: Config;
  db: Database;
  /** LISTEN on the same database, for revocations sent by other processes. */
  listen: DatabaseHandle['listen'];
  auth: Auth;
  /** Writes notifications in the business transactions (the outbox of docs/product/design.md §6). */
  notifier: Notifier;
  /** Origins whose browser writes are accepted (same-origin check). */
  trustedOrigins: string[];
  /** Folder of the built web app; when absent only the API is served. */
  webDist?: string;
  /** Where the log's lines go instead of stdout (tests read the server's errors there). */
  logStream?: { write(line: string): void };
}

const defaultWebDist = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Builds the Fastify instance: security headers, the same-origin check on writes, sessions,
 * the API routes, the OpenAPI description at /api/docs (outside production or to the platform admin), and the built SPA (docs/product/design.md §2–§3).
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel, deps.logStream),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({ production: deps.config.env === 'production' }),
  );

  // Helmet's headers are computed once (lib/security-headers.ts, decisions 0007 and 0042) and
  // copied onto each answer, whatever serves it: API, page or 404.
  const headers = securityHeaders({ https: deps.config.publicUrl.startsWith('https://') });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // A closing process (SIGTERM, server/main.ts) ends each keep-alive connection with the answer
  // it is working on: Node closes only the connections idle when the close begins, and one
  // kept alive after its last answer would hold the close open until the kill.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // One hook, synchronous like every per-request hook that waits for nothing (decision 0042),
  // for the headers every answer is given last.
  app.addHook('onSend', (request, reply, payload, done) => {
    // The API answers personal data (profiles, quotes, contacts): no cache keeps an answer
    // unless its route says otherwise (the reference lists do). One place for every route.
    if (isApiRoute(request) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  await app.register(fastifyCookie);
  registerSameOriginCheck(app, deps.trustedOrigins);
  registerActor(app, deps);
  await registerSessionRevocation(app, deps);
  registerErrorHandler(app);
  registerStorableTextCheck(app);
  registerWorkAfterAnswer(app);

  await registerApiDocs(app, { production: deps.config.env === 'production' });

  app.get(
    '/api/health',
    { schema: { response: { 200: z.strictObject({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  await app.register(referenceRoutes, { db: deps.db });
  await app.register(languageSwitchRoutes, { db: deps.db });
  await app.register(authRoutes, {
    db: deps.db,
    auth: deps.auth,
    notifier: deps.notifier,
    publicUrl: deps.config.publicUrl,
    limits: deps.config.limits,
  });
  await app.register(accountsRoutes, { db: deps.db, auth: deps.auth });
  await app.register(privacyRoutes, { db: deps.db, auth: deps.auth });
  await app.register(phoneConfirmationRoutes, {
    db: deps.db,
    notifier: deps.notifier,
    secret: deps.auth.options.secret,
  });
  await app.register(quotesRoutes, {
    db: deps.db,
    notifier: deps.notifier,
    limits: deps.config.limits,
  });
  await app.register(offersRoutes, { db: deps.db, notifier: deps.notifier });
  await app.register(contractsRoutes, { db: deps.db });
  await app.register(tariffsRoutes, { db: deps.db });
  await app.register(quoteTablesRoutes, { db: deps.db });
  await app.register(savedViewsRoutes, { db: deps.db });
  await app.register(contactRoutes, {
    db: deps.db,
    notifier: deps.notifier,
    operatorEmail: deps.config.notifications.operatorEmail,
  });
  await app.register(passwordResetRoutes, {
    db: deps.db,
    auth: deps.auth,
    notifier: deps.notifier,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(staffRoutes, {
    db: deps.db,
    auth: deps.auth,
    notifier: deps.notifier,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(agenciesRoutes, { db: deps.db, notifier: deps.notifier });
  await app.register(statsRoutes, { db: deps.db });
  await app.register(auditRoutes, { db: deps.db });
  await app.register(messagesRoutes, { db: deps.db, notifier: deps.notifier });
  await app.register(whatsappWebhookRoutes, {
    db: deps.db,
    appSecret: deps.config.notifications.whatsapp.appSecret,
    verifyToken: deps.config.notifications.whatsapp.verifyToken,
  });

  const webDist = deps.webDist ?? defaultWebDist;
  if (existsSync(webDist))
    await registerWebApp(app, { root: webDist, publicUrl: deps.config.publicUrl });
  return app;
}
