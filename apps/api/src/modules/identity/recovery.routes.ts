/** E-mail verification and password recovery: public calls reached from e-mailed links and the sign-in page. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  emailOnlySchema,
  messageSchema,
  resetPasswordSchema,
  tokenSchema,
  translate,
} from '@binamart/shared';
import type { AppContext } from '../../lib/context';
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './recovery.service';

const responses = { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema };
// public and able to send e-mail: limited per client address
const config = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Registers /api/accounts/verify, resend-verification, forgot-password and reset-password. */
export async function recoveryRoutes(app: FastifyInstance, context: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { env } = context;

  route.post(
    '/api/accounts/verify',
    {
      config,
      schema: {
        tags: ['accounts'],
        summary: 'Verify an e-mail address with the link sent on approval',
        body: tokenSchema,
        response: responses,
      },
    },
    async (request) => {
      await verifyEmail(context.db, request.body.token);
      return { message: translate(request.language, 'accountMessages.verified') };
    },
  );

  route.post(
    '/api/accounts/resend-verification',
    {
      config,
      schema: {
        tags: ['accounts'],
        summary: 'Send a new verification link (the answer never says whether the account exists)',
        body: emailOnlySchema,
        response: responses,
      },
    },
    async (request) => {
      await resendVerification(context, request.body.email);
      return { message: translate(request.language, 'accountMessages.linkSent', { hours: env.VERIFY_LINK_HOURS }) };
    },
  );

  route.post(
    '/api/accounts/forgot-password',
    {
      config,
      schema: {
        tags: ['accounts'],
        summary: 'Send a password-reset link (the answer never says whether the account exists)',
        body: emailOnlySchema,
        response: responses,
      },
    },
    async (request) => {
      await requestPasswordReset(context, request.body.email);
      return { message: translate(request.language, 'accountMessages.linkSent', { hours: env.RESET_LINK_HOURS }) };
    },
  );

  route.post(
    '/api/accounts/reset-password',
    {
      config,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset or invitation link; ends every other session',
        body: resetPasswordSchema,
        response: responses,
      },
    },
    async (request) => {
      await resetPassword(context.db, request.body);
      return { message: translate(request.language, 'accountMessages.passwordReset') };
    },
  );
}
