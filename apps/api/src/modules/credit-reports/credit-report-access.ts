/**
 * Who may buy and read credit reports (spec §2: a common page, any signed-in role; §6: blocked for
 * buyers without buyCtos Write and administrators with admReport Block). Buyers and suppliers buy
 * and read their own company's reports (a supplier checks a contractor before giving it credit);
 * administrators read every report, and with admCl Write obtain and attach reports for a credit
 * application. The same rule (permissionRules.viewCreditReports) decides the pages.
 */
import { permissionRules, roleKind } from '@binamart/shared';
import { authorize } from '../../lib/access';
import { forbidden } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';

export const ADMIN_REPORTS = { side: 'admin', area: 'admReport', level: 'Read' } as const;
export const ADMIN_OBTAINS = { side: 'admin', area: 'admCl', level: 'Write' } as const;

/** The actor when it may read reports at all: its company's (buyer, supplier) or every one (administrator). */
export function authorizeReader(actor: Actor | null): Actor {
  const me = authorize(actor);
  if (!permissionRules.viewCreditReports(me.role, me.permissions)) throw forbidden();
  return me;
}

/** The actor when it may buy a report for its company: a buyer with buyCtos Write, or a supplier. */
export function authorizeBuyer(actor: Actor | null): Actor {
  const me = authorize(actor, { side: ['buyer', 'seller'] });
  if (!permissionRules.viewCreditReports(me.role, me.permissions)) throw forbidden();
  return me;
}

/** A report's owner as `authorize` checks it: none for an administrator, the buying company otherwise. */
export function ownerCheck(actor: Actor, companyId: string | null): string | undefined {
  return roleKind(actor.role) === 'admin' ? undefined : (companyId ?? '');
}
