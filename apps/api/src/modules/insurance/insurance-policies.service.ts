/**
 * What a buyer company sees of the cover arranged for it (spec §6 buyCl, on /cl): its policies
 * (accepted proposals, with the policy number, cover, sum, premium and period) and the proposals
 * the insurer is still deciding; never drafts, refusals or another company's. Any of the company's
 * users with buyCl Read or more; another company's proposal (or one it does not see) is not found.
 */
import { INSURANCE_BUYER_STATUSES, type InsurancePolicy } from '@binamart/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import * as repo from './insurance.repository';
import { policyView } from './insurance-views';

const BUYER = { side: 'buyer', area: 'buyCl' } as const;

/** The company's policies and proposals in progress, the latest submitted first. */
export async function listCompanyPolicies(db: Db, actor: Actor | null): Promise<InsurancePolicy[]> {
  const me = authorize(actor, BUYER);
  return (await repo.companyForms(db, me.companyId, INSURANCE_BUYER_STATUSES)).map(policyView);
}

/** One of the company's policies or proposals in progress. */
export async function getCompanyPolicy(db: Db, actor: Actor | null, id: string): Promise<InsurancePolicy> {
  const me = authorize(actor, BUYER);
  const row = await repo.findForm(db, id);
  if (!row || !INSURANCE_BUYER_STATUSES.includes(row.status)) throw notFound();
  authorize(me, { owner: row.buyerCompanyId });
  return policyView(row);
}
