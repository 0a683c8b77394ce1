/**
 * The one place errors become responses: `{ code, message, details? }` with the message
 * in the request's language. A 5xx never says anything about internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '@binamart/shared';
import { AppError } from './errors';

interface ZodIssueLike {
  path?: PropertyKey[];
  instancePath?: string;
  message: string;
  params?: { maximum?: unknown };
}

function issuePath(issue: ZodIssueLike): string {
  if (issue.instancePath !== undefined) return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return (issue.path ?? []).map(String).join('.');
}

/** Translates one validation issue, whose message is a catalogue key or plain text. */
function issueMessage(request: FastifyRequest, issue: ZodIssueLike): string {
  const maximum = issue.params?.maximum;
  const params = typeof maximum === 'number' || typeof maximum === 'bigint' ? { max: Number(maximum) } : undefined;
  return translate(request.language, issue.message, params);
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Registers the error and not-found handlers. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.language;
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return send(request, reply, error.status, {
        code: error.code,
        message: translate(lang, error.messageKey, error.params),
        ...(error.fields.length > 0 && {
          details: error.fields.map((field) => ({
            path: field.path,
            message: translate(lang, field.key, field.params),
          })),
        }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = (error.validation as unknown as ZodIssueLike[]).map((issue) => ({
        path: issuePath(issue),
        message: issueMessage(request, issue),
      }));
      return send(request, reply, 400, {
        code: 'validation_error',
        message: translate(lang, 'errors.validation'),
        details,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(request, reply, 429, { code: 'rate_limited', message: translate(lang, 'errors.rateLimited') });
    }
    if (status === 413) {
      return send(request, reply, 413, {
        code: 'payload_too_large',
        message: translate(lang, 'errors.payloadTooLarge'),
      });
    }
    if (status >= 400 && status < 500) {
      return send(request, reply, status, { code: 'bad_request', message: translate(lang, 'errors.badRequest') });
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, { code: 'internal_error', message: translate(lang, 'errors.internal') });
  });
}
