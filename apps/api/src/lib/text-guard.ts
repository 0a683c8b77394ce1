/**
 * The API's one text check: a request whose body, query or path holds a character no text can be
 * stored with (a NUL, a lone UTF-16 surrogate) is refused with 400 at that field, before any
 * schema or service sees it, so no such value reaches the database and no endpoint answers 500.
 */
import type { FastifyInstance } from 'fastify';
import { V, unsafeTextPath } from '@binamart/shared';
import { fieldError } from './errors';

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = unsafeTextPath(part);
      if (path !== null) throw fieldError(path, V.unsafeText);
    }
  });
}
