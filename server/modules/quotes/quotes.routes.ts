import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  comparisonQuerySchema,
  quoteComparisonSchema,
  selectionConfirmationSchema,
  selectionSchema,
  submittedQuoteSchema,
  surveyReceivedSchema,
  surveySchema,
} from '../../../domain/quotes/comparison.ts';
import {
  idempotencyKeySchema,
  savedDraftSchema,
  submitQuoteSchema,
} from '../../../domain/quotes/request.ts';
import { myQuotesPageSchema, myQuotesQuerySchema } from '../../../domain/quotes/my-quotes.ts';
import type { AbuseLimits } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { Notifier } from '../notifications/index.ts';
import type { FastifyRequest } from 'fastify';
import { signedInContext, type SignedInContext } from '../../lib/actor.ts';
import { AppError } from '../../lib/errors.ts';
import { getComparison, getPriceBreakdown, listMyQuotes } from './driver-quotes.service.ts';
import { priceBreakdownSchema } from '../../../domain/tariffs/api.ts';
import { authorizeDriver } from './quotes.policy.ts';
import { loadDraft, saveDraft } from './quote-draft.service.ts';
import { cancelQuote, getConfirmation, selectOffer, submitSurvey } from './selection.service.ts';
import { submitQuote } from './submit-quote.service.ts';
import { renewalSummary, submitRenewal } from './renewal.service.ts';
import { renewalRequestSchema, renewalSummarySchema } from '../../../domain/offers/renewal.ts';

const quoteParams = z.strictObject({ quoteId: z.uuid() });

/**
 * The driver's side of a quote (docs/product/specification.md §2, docs/product/design.md §5): draft, atomic submit, own quotes,
 * comparison, selection, survey, cancellation. Every query is scoped to the caller; another driver's quote
 * answers 404.
 */
export const quotesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifier: Notifier;
  limits: AbuseLimits;
}> = async (app, { db, notifier, limits }) => {
  /** The caller's context, who must be a driver (quotes.policy.ts). */
  const driverContext = (request: FastifyRequest): SignedInContext => {
    const context = signedInContext(request);
    authorizeDriver(context.actor);
    return context;
  };
  const driver = (request: FastifyRequest) => driverContext(request).actor;

  app.get(
    '/api/quotes/:quoteId/renewal',
    {
      schema: { params: quoteParams, response: { 200: renewalSummarySchema }, tags: ['quotes'] },
    },
    async (request) => renewalSummary(db, driver(request).userId, request.params.quoteId),
  );

  app.post(
    '/api/quotes/:quoteId/renewal',
    {
      schema: {
        params: quoteParams,
        body: renewalRequestSchema,
        response: { 200: submittedQuoteSchema, 201: submittedQuoteSchema },
        tags: ['quotes'],
      },
    },
    async (request, reply) => {
      const context = driverContext(request);
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('idempotencyKeyRequired');
      // A renewal is a new request to every agency of the city: the same caps as any.
      await enforceLimit(db, `quotes:account:${context.actor.userId}`, {
        max: limits.quotesPerAccountDay,
        windowMinutes: 24 * 60,
      });
      const { termsAccepted: _accepted, ...claims } = request.body;
      const quote = await submitRenewal(db, notifier, context, request.params.quoteId, {
        claims,
        idempotencyKey: key.data,
      });
      return reply
        .code(quote.created ? 201 : 200)
        .send({ id: quote.id, reference: quote.reference });
    },
  );

  app.get(
    '/api/quotes/draft',
    { schema: { response: { 200: savedDraftSchema }, tags: ['quotes'] } },
    async (request) => loadDraft(db, driver(request).userId),
  );

  app.put(
    '/api/quotes/draft',
    { schema: { body: savedDraftSchema, response: { 204: z.void() }, tags: ['quotes'] } },
    async (request, reply) => {
      await saveDraft(db, driver(request).userId, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/quotes',
    {
      schema: {
        body: submitQuoteSchema,
        response: { 200: submittedQuoteSchema, 201: submittedQuoteSchema },
        tags: ['quotes'],
      },
    },
    async (request, reply) => {
      const context = driverContext(request);
      const { userId } = context.actor;
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('idempotencyKeyRequired');
      // Each quote goes to every agency of the city and mails the driver: a cap per account
      // and per address keeps one person from flooding agencies (OWASP ASVS 11.1.4).
      await enforceLimit(db, `quotes:account:${userId}`, {
        max: limits.quotesPerAccountDay,
        windowMinutes: 24 * 60,
      });
      await enforceLimit(db, `quotes:address:${context.ip}`, {
        max: limits.quotesPerAddressHour,
        windowMinutes: 60,
      });
      const quote = await submitQuote(
        db,
        notifier,
        context,
        { quote: request.body, idempotencyKey: key.data },
        {
          onInstantPricingError: (error) =>
            request.log.error({ err: error }, 'instant pricing failed'),
        },
      );
      return reply
        .code(quote.created ? 201 : 200)
        .send({ id: quote.id, reference: quote.reference });
    },
  );

  app.get(
    '/api/quotes',
    {
      schema: {
        querystring: myQuotesQuerySchema,
        response: { 200: myQuotesPageSchema },
        tags: ['quotes'],
      },
    },
    async (request) => listMyQuotes(db, driver(request).userId, request.query),
  );

  app.get(
    '/api/quotes/:quoteId',
    {
      schema: {
        params: quoteParams,
        querystring: comparisonQuerySchema,
        response: { 200: quoteComparisonSchema },
        tags: ['quotes'],
      },
    },
    async (request) =>
      getComparison(db, driver(request).userId, request.params.quoteId, request.query.pack),
  );

  app.get(
    '/api/quotes/:quoteId/offers/:offerId/breakdown',
    {
      schema: {
        params: z.strictObject({ quoteId: z.uuid(), offerId: z.uuid() }),
        response: { 200: priceBreakdownSchema },
        tags: ['quotes'],
      },
    },
    async (request) =>
      getPriceBreakdown(db, driver(request).userId, request.params.quoteId, request.params.offerId),
  );

  app.post(
    '/api/quotes/:quoteId/selection',
    {
      schema: {
        params: quoteParams,
        body: selectionSchema,
        response: { 200: selectionConfirmationSchema, 201: selectionConfirmationSchema },
        tags: ['quotes'],
      },
    },
    async (request, reply) => {
      const { confirmation, created } = await selectOffer(db, notifier, driverContext(request), {
        quoteId: request.params.quoteId,
        ...request.body,
      });
      return reply.code(created ? 201 : 200).send(confirmation);
    },
  );

  app.post(
    '/api/quotes/:quoteId/cancel',
    { schema: { params: quoteParams, response: { 204: z.void() }, tags: ['quotes'] } },
    async (request, reply) => {
      await cancelQuote(db, driverContext(request), request.params.quoteId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/quotes/:quoteId/selection',
    {
      schema: {
        params: quoteParams,
        response: { 200: selectionConfirmationSchema },
        tags: ['quotes'],
      },
    },
    async (request) => getConfirmation(db, driver(request).userId, request.params.quoteId),
  );

  app.post(
    '/api/quotes/:quoteId/survey',
    {
      schema: {
        params: quoteParams,
        body: surveySchema,
        response: { 201: surveyReceivedSchema },
        tags: ['quotes'],
      },
    },
    async (request, reply) => {
      await submitSurvey(db, driver(request).userId, request.params.quoteId, request.body);
      return reply.code(201).send({ ok: true });
    },
  );
};
