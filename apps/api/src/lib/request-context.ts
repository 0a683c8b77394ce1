/** What every request carries: its language and, once authenticated, the acting user. */
import type { FastifyInstance } from 'fastify';
import {
  type CompanyKind,
  type Language,
  type Permissions,
  type Role,
  type UserToggles,
  negotiateLanguage,
} from '@binamart/shared';

export interface Actor {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: Permissions;
  /** per-user toggles as stored (see holdsToggle for what the role adds) */
  toggles: UserToggles;
  companyId: string;
  companyName: string;
  companyKind: CompanyKind;
  notifyPush: boolean;
  notifySms: boolean;
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    actor: Actor | null;
  }
}

/** Decorates requests with the negotiated language (from Accept-Language) and an empty actor. */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('language', 'en-us');
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.language = negotiateLanguage(request.headers['accept-language']);
  });
}
