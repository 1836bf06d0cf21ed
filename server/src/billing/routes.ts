import {
  changePlanAnswerSchema,
  changePlanBodySchema,
  errorEnvelopeSchema,
  idParamsSchema,
  invoiceAnswerSchema,
  invoicesAnswerSchema,
  invoicesQuerySchema,
  plansAnswerSchema,
  subscriptionAnswerSchema,
} from '@kiln/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import { clientInfo } from '../lib/request-context';
import { getQuotaStatus } from '../quota/service';
import { invoiceText, readOwnInvoice } from './invoice-document';
import { resolveBillingProvider, type BillingProvider } from './provider';
import { getSubscriptionDetail, listPlans } from './service';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['billing'];
const security = [{ bearerAuth: [] }];

export interface BillingRoutesOptions {
  /** Defaults to the one BILLING_PROVIDER names. */
  provider?: BillingProvider;
}

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, options) => {
  const { db, now } = app.ctx;
  const provider = options.provider ?? resolveBillingProvider(process.env.BILLING_PROVIDER);

  const usageOf = async (userId: string) => {
    const usage = await getQuotaStatus(db, userId, now());
    if (!usage) throw notFound('User');
    return usage;
  };

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'The plans on offer, cheapest first',
        response: { 200: plansAnswerSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { plans: await listPlans(db) } }),
  );

  app.get(
    '/subscription',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My plan, its period and my usage in it',
        response: { 200: subscriptionAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.currentUser();
      const [subscription, usage] = await Promise.all([
        getSubscriptionDetail(db, userId, provider.id, now()),
        usageOf(userId),
      ]);
      return { success: true as const, data: { subscription, usage } };
    },
  );

  app.post(
    '/change-plan',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Move to another plan, effective now (upgrades prorated, downgrades not refunded)',
        body: changePlanBodySchema,
        response: { 200: changePlanAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.currentUser();
      const invoice = await provider.changePlan(db, {
        userId,
        plan: request.body.plan,
        actorId: userId,
        ip: clientInfo(request).ip,
        now: now(),
      });
      const [subscription, usage] = await Promise.all([
        getSubscriptionDetail(db, userId, provider.id, now()),
        usageOf(userId),
      ]);
      return { success: true as const, data: { subscription, usage, invoice } };
    },
  );

  app.get(
    '/invoices',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'My invoices, newest first',
        querystring: invoicesQuerySchema,
        response: { 200: invoicesAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await provider.listInvoices(
        db,
        request.currentUser().userId,
        request.query.page,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/invoices/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One of my invoices',
        params: idParamsSchema,
        response: { 200: invoiceAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { invoice } = await readOwnInvoice(db, request.currentUser().userId, request.params.id);
      return { success: true as const, data: { invoice } };
    },
  );

  app.get(
    '/invoices/:id/download',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One of my invoices as a text document',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { invoice, customer } = await readOwnInvoice(
        db,
        request.currentUser().userId,
        request.params.id,
      );
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="kiln-invoice-${invoice.number}.txt"`)
        .header('cache-control', 'no-store')
        .send(invoiceText(invoice, customer));
    },
  );
};
