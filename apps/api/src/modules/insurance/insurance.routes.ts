import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  insuranceCompanyProjectSchema,
  insuranceFormInputSchema,
  insuranceFormSchema,
  insuranceListItemSchema,
  insuranceListQuerySchema,
  insurancePolicySchema,
  pageOf,
  withdrawInsuranceSchema,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import * as forms from './insurance-forms.service';
import * as policies from './insurance-policies.service';
import * as submission from './insurance-submission.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const moves = { ...errors, 409: apiErrorSchema, 503: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Registers /api/admin/insurance (insurance and bond proposals passed to the insurer, kept by
 * administrators with admCl: Read lists and reads, Write prepares, submits, checks and withdraws)
 * and /api/insurance/policies (a buyer company's policies and proposals in progress, buyCl Read).
 */
export async function insuranceRoutes(app: FastifyInstance, { db, insurer, clock }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['insurance'];
  const ADMIN = '/api/admin/insurance/forms';

  route.get(
    ADMIN,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Proposals, last changed first, by state, cover and buyer, searched (admCl Read)',
        security,
        querystring: insuranceListQuerySchema,
        response: { 200: pageOf(insuranceListItemSchema), ...errors },
      },
    },
    async (request) => forms.listInsuranceForms(db, request.actor, request.query),
  );
  route.get(
    `${ADMIN}/:id`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One proposal with its documents, the insurer’s answer and its history (admCl Read)',
        security,
        params: idParams,
        response: { 200: insuranceFormSchema, ...errors },
      },
    },
    async (request) => forms.getInsuranceForm(db, request.actor, request.params.id),
  );
  route.post(
    ADMIN,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Prepare a proposal for a buyer company, saved as a draft (admCl Write)',
        security,
        body: insuranceFormInputSchema,
        response: { 201: insuranceFormSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await forms.createInsuranceForm({ db, clock }, request.actor, request.body)),
  );
  route.put(
    `${ADMIN}/:id`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Replace a draft’s fields and documents (admCl Write); 409 once submitted',
        security,
        params: idParams,
        body: insuranceFormInputSchema,
        response: { 200: insuranceFormSchema, ...moves },
      },
    },
    async (request) => forms.updateInsuranceForm({ db, clock }, request.actor, request.params.id, request.body),
  );
  route.delete(
    `${ADMIN}/:id`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a draft (admCl Write); 409 once submitted',
        security,
        params: idParams,
        response: { 204: z.null(), ...moves },
      },
    },
    async (request, reply) => {
      await forms.removeInsuranceForm(db, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
  route.post(
    `${ADMIN}/:id/submit`,
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Submit a draft to the insurer: answered accepted, referred or declined; a proposal already sent is answered as it stands; 503 (kept as a draft) when the insurer cannot be reached (admCl Write)',
        security,
        params: idParams,
        response: { 200: insuranceFormSchema, ...moves },
      },
    },
    async (request) => submission.submitInsuranceForm({ db, insurer, clock }, request.actor, request.params.id),
  );
  route.post(
    `${ADMIN}/:id/check`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Ask the insurer for its answer on a submitted or referred proposal (admCl Write)',
        security,
        params: idParams,
        response: { 200: insuranceFormSchema, ...moves },
      },
    },
    async (request) => submission.checkInsuranceForm({ db, insurer, clock }, request.actor, request.params.id),
  );
  route.post(
    `${ADMIN}/:id/withdraw`,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Withdraw a referred proposal with a reason, telling the insurer (admCl Write)',
        security,
        params: idParams,
        body: withdrawInsuranceSchema,
        response: { 200: insuranceFormSchema, ...moves },
      },
    },
    async (request) =>
      submission.withdrawInsuranceForm({ db, insurer, clock }, request.actor, request.params.id, request.body.reason),
  );
  route.get(
    '/api/admin/insurance/companies/:companyId/projects',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A buyer company’s projects, to tie a proposal to one (admCl Read)',
        security,
        params: z.object({ companyId: z.uuid() }),
        response: { 200: z.array(insuranceCompanyProjectSchema), ...errors },
      },
    },
    async (request) => forms.insuranceCompanyProjects(db, request.actor, request.params.companyId),
  );
  route.get(
    '/api/insurance/policies',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My company’s policies and the proposals the insurer is still deciding (buyCl Read)',
        security,
        response: { 200: z.array(insurancePolicySchema), ...errors },
      },
    },
    async (request) => policies.listCompanyPolicies(db, request.actor),
  );
  route.get(
    '/api/insurance/policies/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One of my company’s policies or proposals in progress (buyCl Read)',
        security,
        params: idParams,
        response: { 200: insurancePolicySchema, ...errors },
      },
    },
    async (request) => policies.getCompanyPolicy(db, request.actor, request.params.id),
  );
}
