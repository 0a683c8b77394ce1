/** Registration (public) and its review by administrators. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  pageOf,
  registrationInputSchema,
  registrationListQuerySchema,
  registrationResultSchema,
  registrationSchema,
  rejectRegistrationSchema,
  translate,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { approveRegistration, listRegistrations, register, rejectRegistration } from './registration.service';

const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const companyParams = z.object({ companyId: z.uuid() });

/** Registers POST /api/registrations and the review calls under /api/admin/registrations. */
export async function registrationRoutes(app: FastifyInstance, context: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.post(
    '/api/registrations',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Register a buyer or seller company and its administrator (reviewed before use)',
        body: registrationInputSchema,
        response: { 201: registrationResultSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await register(context.db, request.body, request.language);
      return reply.status(201).send({ message: translate(request.language, 'accountMessages.registered') });
    },
  );

  route.get(
    '/api/admin/registrations',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Registrations in one status; pending ones oldest first (admConf Read)',
        security,
        querystring: registrationListQuerySchema,
        response: { 200: pageOf(registrationSchema), ...adminErrors },
      },
    },
    async (request) => listRegistrations(context.db, request.actor, request.query),
  );

  route.post(
    '/api/admin/registrations/:companyId/approve',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending registration and e-mail the verification link (admConf Write)',
        security,
        params: companyParams,
        response: { 200: registrationSchema, ...adminErrors, 409: apiErrorSchema },
      },
    },
    async (request) => approveRegistration(context, request.actor, request.params.companyId),
  );

  route.post(
    '/api/admin/registrations/:companyId/reject',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending registration with a reason e-mailed to the applicant (admConf Write)',
        security,
        params: companyParams,
        body: rejectRegistrationSchema,
        response: { 200: registrationSchema, ...adminErrors, 409: apiErrorSchema },
      },
    },
    async (request) => rejectRegistration(context, request.actor, request.params.companyId, request.body.reason),
  );
}
