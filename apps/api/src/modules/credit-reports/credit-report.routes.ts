import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  attachCreditReportSchema,
  creditReportDetailSchema,
  creditReportListQuerySchema,
  creditReportPayAgainSchema,
  creditReportPurchaseSchema,
  creditReportStartSchema,
  creditReportSummarySchema,
  creditReportViewSchema,
  obtainCreditReportSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as reports from './credit-report.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.uuid() });
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/**
 * Registers /api/credit-reports (buying, paying again, the history, a report, its PDF and who
 * opened it) and the credit review's /api/admin/credit-applications/:id/credit-reports.
 */
export async function creditReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['credit reports'];

  route.post(
    '/api/credit-reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Buy a Lite or CCM report (buyCtos Write, or a supplier): the bureau is searched first (unknown subject: 400 at subjectId, bureau down: 503, nothing charged), then the payer goes to the gateway',
        security,
        body: creditReportPurchaseSchema,
        response: { 201: creditReportStartSchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await reports.buyReport(ctx, request.actor, request.body)),
  );
  route.post(
    '/api/credit-reports/:id/pay',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Pay again for a report whose payment failed (buyCtos Write, own company)',
        security,
        params: idParams,
        body: creditReportPayAgainSchema,
        response: { 200: creditReportStartSchema, ...errors },
      },
    },
    async (request) => reports.payAgain(ctx, request.actor, request.params.id, request.body),
  );
  route.get(
    '/api/credit-reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The company's reports (buyCtos Write, or a supplier), or every report (admReport not Block), newest first",
        security,
        querystring: creditReportListQuerySchema,
        response: { 200: pageOf(creditReportSummarySchema), ...errors },
      },
    },
    async (request) => reports.listReports(ctx.db, request.actor, request.query),
  );
  route.get(
    '/api/credit-reports/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A report with its payment and, when ready, its content; the opening is recorded',
        security,
        params: idParams,
        response: { 200: creditReportDetailSchema, ...errors },
      },
    },
    async (request) => reports.getReport(ctx, request.actor, request.params.id, request.language),
  );
  route.get(
    '/api/credit-reports/:id/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The ready report as a PDF; the opening is recorded',
        security,
        params: idParams,
        response: { 200: z.any().describe('the PDF (application/pdf, A4)'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await reports.reportPdf(ctx, request.actor, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
  route.get(
    '/api/credit-reports/:id/views',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Who opened the report and when (admReport not Block)',
        security,
        params: idParams,
        response: { 200: z.array(creditReportViewSchema), ...errors },
      },
    },
    async (request) => reports.listViews(ctx.db, request.actor, request.params.id),
  );
  route.get(
    '/api/admin/credit-applications/:id/credit-reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The bureau reports beside a credit application, and the applicant's name and SSM number (admCl Read, admReport not Block)",
        security,
        params: idParams,
        response: {
          200: z.object({
            applicant: z.object({ name: z.string(), registrationNo: z.string() }),
            items: z.array(creditReportSummarySchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => reports.reportsOfApplication(ctx.db, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/credit-applications/:id/credit-reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Obtain a report on the applicant for the approval tiers (admCl Write); no one is charged',
        security,
        params: idParams,
        body: obtainCreditReportSchema,
        response: { 201: creditReportSummarySchema, 503: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.obtainForApplication(ctx, request.actor, request.params.id, request.body)),
  );
  route.post(
    '/api/admin/credit-applications/:id/credit-reports/attach',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Attach a report's PDF from the bureau's portal to the application (admCl Write)",
        security,
        params: idParams,
        body: attachCreditReportSchema,
        response: { 201: creditReportSummarySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.attachToApplication(ctx.db, request.actor, request.params.id, request.body)),
  );
}
