import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREDIT_APPLICATION_KINDS,
  CREDIT_FACILITY_STATUSES,
  addCreditDocumentSchema,
  apiErrorSchema,
  creditApplicationDraftSchema,
  creditApplicationListQuerySchema,
  creditApplicationSchema,
  creditDecisionSchema,
  creditFacilitySchema,
  creditLedgerEntrySchema,
  creditNoteSchema,
  creditOverviewSchema,
  pageOf,
  pageQuerySchema,
  setCreditLimitSchema,
  setFacilityStatusSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as applications from './credit-applications.service';
import * as facilities from './credit-facilities.service';
import * as review from './credit-review.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const conflict = { 409: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });
const summarySchema = creditApplicationSchema.omit({ events: true, documents: true, actions: true });

/**
 * Registers the buyer's /api/credit (overview, ledger, applications: buyCl) and the
 * administrators' /api/admin/credit (review, tiers, facilities, limits: admCl).
 */
export async function creditRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['credit'];

  route.get(
    '/api/credit',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The buyer company's facility, project facilities and applications (buyCl Read)",
        security,
        response: { 200: creditOverviewSchema, ...errors },
      },
    },
    async (request) => facilities.overview(db, request.actor),
  );
  route.get(
    '/api/credit/facilities/:id/ledger',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A facility's ledger, newest first (the buyer's own: buyCl Read; administrators: admCl Read)",
        security,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: pageOf(creditLedgerEntrySchema), ...errors },
      },
    },
    async (request) =>
      facilities.ledger(db, request.actor, request.params.id, request.query.page, request.query.pageSize),
  );
  route.post(
    '/api/credit/applications',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Start an application (draft) after accepting the T&C (buyCl Write)',
        security,
        body: creditApplicationDraftSchema,
        response: { 201: creditApplicationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applications.createApplication(db, request.actor, request.body)),
  );
  route.get(
    '/api/credit/applications',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The company's applications, newest first (buyCl Read)",
        security,
        querystring: z.object({ kind: z.enum(CREDIT_APPLICATION_KINDS).optional() }),
        response: { 200: z.array(summarySchema), ...errors },
      },
    },
    async (request) => applications.listOwnApplications(db, request.actor, request.query.kind),
  );
  route.get(
    '/api/credit/applications/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "An application: the company's own (buyCl Read) or any (admCl Read)",
        security,
        params: idParams,
        response: { 200: creditApplicationSchema, ...errors },
      },
    },
    async (request) => review.viewApplication(db, request.actor, request.params.id),
  );
  route.put(
    '/api/credit/applications/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Save a draft, or an application sent back for documents (buyCl Write)',
        security,
        params: idParams,
        body: creditApplicationDraftSchema,
        response: { 200: creditApplicationSchema, ...errors, ...conflict },
      },
    },
    async (request) => applications.updateApplication(db, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/credit/applications/:id/documents',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Attach an uploaded credit-document file by checklist type (buyCl Write)',
        security,
        params: idParams,
        body: addCreditDocumentSchema,
        response: { 200: creditApplicationSchema, ...errors, ...conflict },
      },
    },
    async (request) => applications.addDocument(db, request.actor, request.params.id, request.body),
  );
  route.delete(
    '/api/credit/applications/:id/documents/:documentId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove a document while the application can be changed (buyCl Write)',
        security,
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
        response: { 200: creditApplicationSchema, ...errors, ...conflict },
      },
    },
    async (request) => applications.removeDocument(db, request.actor, request.params.id, request.params.documentId),
  );
  route.post(
    '/api/credit/applications/:id/submit',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Submit for review: field errors, missing mandatory documents (buyCl Write)',
        security,
        params: idParams,
        response: { 200: creditApplicationSchema, ...errors, ...conflict },
      },
    },
    async (request) => applications.submitApplication(db, request.actor, request.params.id, request.language),
  );
  route.delete(
    '/api/credit/applications/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a draft (buyCl Write)',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors, ...conflict },
      },
    },
    async (request, reply) => {
      await applications.deleteApplication(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- administrators ----
  route.get(
    '/api/admin/credit/applications',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Applications (not drafts unless asked), newest submission first (admCl Read)',
        security,
        querystring: creditApplicationListQuerySchema,
        response: { 200: pageOf(summarySchema), ...errors },
      },
    },
    async (request) => review.listApplications(db, request.actor, request.query),
  );
  route.get(
    '/api/admin/credit/applications/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'An application with what the viewer may do (admCl Read)',
        security,
        params: idParams,
        response: { 200: creditApplicationSchema, ...errors },
      },
    },
    async (request) => review.getApplicationForAdmin(db, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/credit/applications/:id/comments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Comment on an open application (admCl Write)',
        security,
        params: idParams,
        body: creditNoteSchema,
        response: { 200: creditApplicationSchema, ...errors, ...conflict },
      },
    },
    async (request) => review.addComment(db, request.actor, request.params.id, request.body.note),
  );
  route.post(
    '/api/admin/credit/applications/:id/request-documents',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Ask the buyer for more documents; the awaited tier stays (admCl Write)',
        security,
        params: idParams,
        body: creditNoteSchema,
        response: { 200: creditApplicationSchema, ...errors, ...conflict },
      },
    },
    async (request) => review.requestDocuments(db, request.actor, request.params.id, request.body.note),
  );
  route.post(
    '/api/admin/credit/applications/:id/decision',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The awaited tier's decision; the managing director's approval sets the limit (admCl Write + tier)",
        security,
        params: idParams,
        body: creditDecisionSchema,
        response: { 200: creditApplicationSchema, ...errors, ...conflict },
      },
    },
    async (request) => review.decide(db, request.actor, request.params.id, request.body),
  );
  route.get(
    '/api/admin/credit/facilities',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Facilities by company or project name, kind and status (admCl Read)',
        security,
        querystring: pageQuerySchema.extend({
          q: z.string().trim().max(100).optional(),
          kind: z.enum(['company', 'project']).optional(),
          status: z.enum(CREDIT_FACILITY_STATUSES).optional(),
        }),
        response: { 200: pageOf(creditFacilitySchema), ...errors },
      },
    },
    async (request) => facilities.listFacilities(db, request.actor, request.query),
  );
  route.get(
    '/api/admin/credit/facilities/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A facility (admCl Read)',
        security,
        params: idParams,
        response: { 200: creditFacilitySchema, ...errors },
      },
    },
    async (request) => facilities.getFacility(db, request.actor, request.params.id),
  );
  route.post(
    '/api/admin/credit/facilities/:id/limit',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Set a facility's limit, never below reserved + invoiced (admCl Write)",
        security,
        params: idParams,
        body: setCreditLimitSchema,
        response: { 200: creditFacilitySchema, ...errors, ...conflict },
      },
    },
    async (request) => facilities.setFacilityLimit(db, request.actor, request.params.id, request.body),
  );
  route.put(
    '/api/admin/credit/facilities/:id/status',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Set a facility's status (admCl Write)",
        security,
        params: idParams,
        body: setFacilityStatusSchema,
        response: { 200: creditFacilitySchema, ...errors },
      },
    },
    async (request) => facilities.setFacilityStatus(db, request.actor, request.params.id, request.body),
  );
  route.post(
    '/api/admin/credit/companies/:companyId/limit',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Create or set a buyer company's credit limit (admCl Write)",
        security,
        params: z.object({ companyId: z.uuid() }),
        body: setCreditLimitSchema,
        response: { 200: creditFacilitySchema, ...errors, ...conflict },
      },
    },
    async (request) => facilities.setCompanyLimit(db, request.actor, request.params.companyId, request.body),
  );
}
