import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_SLOTS,
  LANGUAGES,
  MAX_IMAGE_BYTES,
  apiErrorSchema,
  changePasswordSchema,
  changePinSchema,
  profileSchema,
  profileUpdateSchema,
  publicCompanySchema,
  translate,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { readUpload } from '../platform/files/index';
import * as profile from './profile.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const messageSchema = z.object({ message: z.string() });
// old password and PIN checks: a stolen session must not be able to guess them quickly
const secretCheckLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip,
  },
};

/** Registers /api/profile (own details, company profile, images, password, PIN) and GET /api/companies/:id. */
export async function profileRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  route.get(
    '/api/profile',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'My details and my company profile',
        security,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profile.getProfile(db, request.actor),
  );
  route.put(
    '/api/profile',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Save my details and, for company administrators, the company profile',
        security,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profile.updateProfile(db, request.actor, request.body),
  );
  route.put(
    '/api/profile/language',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: 'The language my e-mails and SMS are written in (the one I chose for the site)',
        security,
        body: z.object({ language: z.enum(LANGUAGES) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await profile.setLanguage(db, request.actor, request.body.language);
      return reply.status(204).send(null);
    },
  );
  route.post(
    '/api/profile/images/:slot',
    {
      ...signedIn,
      schema: {
        tags: ['profile'],
        summary: `Replace the company's cover or profile image (multipart field "file"; JPG or PNG up to ${MAX_IMAGE_BYTES / 1_048_576} MB)`,
        security,
        consumes: ['multipart/form-data'],
        params: z.object({ slot: z.enum(IMAGE_SLOTS) }),
        response: { 200: profileSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request) =>
      profile.uploadProfileImage({ db, storage }, request.actor, request.params.slot, () =>
        readUpload(request, 'file', MAX_IMAGE_BYTES),
      ),
  );
  route.post(
    '/api/profile/password',
    {
      ...signedIn,
      config: secretCheckLimit,
      schema: {
        tags: ['profile'],
        summary: 'Change my password; my other sessions end',
        security,
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await profile.changePassword(db, request.actor, request.user.fam, request.body);
      return { message: translate(request.language, 'accountMessages.passwordChanged') };
    },
  );
  route.post(
    '/api/profile/pin',
    {
      ...signedIn,
      config: secretCheckLimit,
      schema: {
        tags: ['profile'],
        summary: 'Change my 6-digit PIN',
        security,
        body: changePinSchema,
        response: { 200: messageSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await profile.changePin(db, request.actor, request.body);
      return { message: translate(request.language, 'accountMessages.pinChanged') };
    },
  );
  route.get(
    '/api/companies/:id',
    {
      schema: {
        tags: ['profile'],
        summary: "A seller's public company page (no sign-in)",
        params: z.object({ id: z.uuid() }),
        response: { 200: publicCompanySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => profile.getPublicCompany(db, request.params.id),
  );
}
