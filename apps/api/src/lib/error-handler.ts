/**
 * The one place errors become responses: `{ code, message, details? }` with the message
 * in the request's language. A 5xx never says anything about internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, errorStatus, translate } from '@binamart/shared';
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

/** Sends `{ code, message, ...extra }` with the status of the code's kind. */
function send(reply: FastifyReply, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return reply
    .status(errorStatus(code))
    .type('application/json; charset=utf-8')
    .send({ code, message, ...extra });
}

/**
 * The SQLSTATE of a database error behind `error` (drizzle wraps the driver's error as its cause),
 * or null. Class 22 is "data exception": a value the database could not take (a number out of
 * range, text it cannot encode, a malformed date), which is the request's fault, not the server's.
 */
function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Registers the error and not-found handlers. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.language;
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return send(reply, error.code, translate(lang, error.messageKey, error.params), {
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
      return send(reply, 'validation_error', translate(lang, 'errors.validation'), { details });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 'rate_limited', translate(lang, 'errors.rateLimited'));
    }
    if (status === 413) {
      return send(reply, 'payload_too_large', translate(lang, 'errors.payloadTooLarge'));
    }
    if (status >= 400 && status < 500) {
      // a client error Fastify found itself (a body that is not JSON, an unsupported type…): keep its status
      return reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send({ code: 'bad_request' satisfies ErrorCode, message: translate(lang, 'errors.badRequest') });
    }
    if (sqlState(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return send(reply, 'validation_error', translate(lang, 'errors.validation'));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 'internal_error', translate(lang, 'errors.internal'));
  });
}
