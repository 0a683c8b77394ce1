/** Test data for credit applications: tier administrators, complete drafts, uploaded documents. */
import { eq } from 'drizzle-orm';
import {
  CREDIT_DOCUMENTS,
  type CreditApplication,
  type CreditApplicationKind,
  type CreditTier,
  DEFAULT_PERMISSIONS,
  type Permissions,
  TIER_TOGGLES,
} from '@binamart/shared';
import { users } from '../../src/db/schema/index';
import { SAMPLE_FILES, postFile, signedInAs } from './factories';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;

/** A signed-in administrator holding the toggles of `tiers` (admCl Allow unless `permissions` say otherwise). */
export async function tierAdmin(t: TestApp, tiers: CreditTier[], permissions?: Permissions) {
  const admin = await signedInAs(t, 'Adm', permissions ?? DEFAULT_PERMISSIONS.Adm);
  const toggles = Object.fromEntries(tiers.map((tier) => [TIER_TOGGLES[tier], true]));
  await t.db.update(users).set({ toggles }).where(eq(users.id, admin.user.id));
  return admin;
}

/** One administrator per tier, in order. */
export async function tierPanel(t: TestApp) {
  return {
    creditControl: await tierAdmin(t, ['creditControl']),
    businessDirector: await tierAdmin(t, ['businessDirector']),
    managingDirector: await tierAdmin(t, ['managingDirector']),
  };
}
export type TierPanel = Awaited<ReturnType<typeof tierPanel>>;

/** A draft body with every field submitting checks filled in. */
export function completeDraft(kind: CreditApplicationKind, overrides: Record<string, unknown> = {}) {
  return {
    kind,
    tncAccepted: true,
    requestedSen: 500_000_00,
    details: {
      yearsInBusiness: 8,
      annualTurnoverSen: 12_000_000_00,
      bankName: 'Maybank',
      contactName: 'Lim Wei Ming',
      contactPhone: '012-345 6789',
    },
    ...(kind === 'project' && {
      projectName: 'Jalan Ampang flyover',
      contractNumber: 'JKR/2026/118',
      contractCostSen: 9_000_000_00,
      sitePossessionDate: '2026-01-15',
      completionDate: '2027-06-30',
    }),
    ...overrides,
  };
}

/** An uploaded credit-document (a small PDF); returns its id. */
export async function uploadCreditDocument(t: TestApp, auth: Auth) {
  const response = await postFile(t, auth, 'credit-document', SAMPLE_FILES.pdf, 'statement.pdf', 'application/pdf');
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

export async function attachDocument(t: TestApp, auth: Auth, applicationId: string, docType: string) {
  const fileId = await uploadCreditDocument(t, auth);
  return t.app.inject({
    method: 'POST',
    url: `/api/credit/applications/${applicationId}/documents`,
    headers: auth,
    payload: { docType, fileId },
  });
}

/** A saved draft with every mandatory document attached. */
export async function readyDraft(
  t: TestApp,
  auth: Auth,
  kind: CreditApplicationKind,
  overrides: Record<string, unknown> = {},
): Promise<CreditApplication> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/credit/applications',
    headers: auth,
    payload: completeDraft(kind, overrides),
  });
  if (created.statusCode !== 201) throw new Error(`draft failed: ${created.statusCode} ${created.body}`);
  const application = created.json<CreditApplication>();
  for (const doc of CREDIT_DOCUMENTS[kind].filter((d) => d.required)) {
    const attached = await attachDocument(t, auth, application.id, doc.type);
    if (attached.statusCode !== 200) throw new Error(`attach failed: ${attached.statusCode} ${attached.body}`);
  }
  return application;
}

export function submit(t: TestApp, auth: Auth, applicationId: string) {
  return t.app.inject({ method: 'POST', url: `/api/credit/applications/${applicationId}/submit`, headers: auth });
}

/** A submitted application awaiting the credit control department. */
export async function submittedApplication(
  t: TestApp,
  auth: Auth,
  kind: CreditApplicationKind,
  overrides: Record<string, unknown> = {},
) {
  const draft = await readyDraft(t, auth, kind, overrides);
  const response = await submit(t, auth, draft.id);
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json<CreditApplication>();
}

export function decide(
  t: TestApp,
  auth: Auth,
  applicationId: string,
  body: { decision: 'approve' | 'reject'; approvedSen?: number | null; note?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/credit/applications/${applicationId}/decision`,
    headers: auth,
    payload: body,
  });
}

/** Approves through all three tiers; the managing director grants `approvedSen`. */
export async function approveThroughTiers(t: TestApp, panel: TierPanel, applicationId: string, approvedSen: number) {
  for (const tier of ['creditControl', 'businessDirector'] as const) {
    const response = await decide(t, panel[tier].auth, applicationId, { decision: 'approve' });
    if (response.statusCode !== 200) throw new Error(`${tier} failed: ${response.statusCode} ${response.body}`);
  }
  const final = await decide(t, panel.managingDirector.auth, applicationId, { decision: 'approve', approvedSen });
  if (final.statusCode !== 200) throw new Error(`managing director failed: ${final.statusCode} ${final.body}`);
  return final.json<CreditApplication>();
}
