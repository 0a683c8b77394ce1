/**
 * Registration of a buyer or seller company with its first (administrator) user, and the
 * administrators' review: approval sends the verification link, rejection the reason.
 */
import { DEFAULT_PERMISSIONS, type Language, type Registration, type registrationInputSchema } from '@binamart/shared';
import type { z } from 'zod';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { sendEmail, notify } from '../messaging/index';
import * as identity from './identity.repository';
import { issueToken } from './one-time-token.service';
import { hashSecret } from './passwords';
import * as repo from './registration.repository';

export interface RegistrationDeps {
  db: Db;
  mail: MailTransport;
  env: Pick<Env, 'PUBLIC_URL' | 'VERIFY_LINK_HOURS'>;
}

const duplicateEmail = () => new AppError('duplicate_email', 'errors.duplicateEmail');
const duplicateRegistrationNo = () => new AppError('duplicate_registration_no', 'errors.duplicateRegistrationNo');
const registrationReviewed = () => new AppError('registration_reviewed', 'errors.registrationReviewed');

const UNIQUE_VIOLATION = '23505';

/** The duplicate error for a unique-constraint violation on e-mail or registration number, else undefined. */
function duplicateFrom(error: unknown): AppError | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code !== UNIQUE_VIOLATION) continue;
    if (constraint === 'users_email_unique') return duplicateEmail();
    if (constraint === 'companies_registration_no_unique') return duplicateRegistrationNo();
  }
  return undefined;
}

const toRegistration = ({ company, applicant }: repo.RegistrationRow): Registration => ({
  companyId: company.id,
  companyName: company.name,
  registrationNo: company.registrationNo,
  accountType: company.kind === 'seller' ? 'seller' : 'buyer',
  publicSector: company.publicSector,
  organisation: company.organisation,
  referralCode: company.referralCode,
  status: company.status,
  rejectionReason: company.rejectionReason,
  createdAt: company.createdAt.toISOString(),
  reviewedAt: company.reviewedAt?.toISOString() ?? null,
  applicant: {
    userId: applicant.id,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    position: applicant.position,
    phone: applicant.phone,
    email: applicant.email,
  },
});

/**
 * Which rejected registration, if any, the new one replaces. An e-mail or registration
 * number held by a pending, active or inactive company is a duplicate; one held by a
 * rejected registration is freed, since the rejection e-mail invites the applicant to
 * register again with corrected details.
 */
async function rejectedToReplace(db: Db, email: string, registrationNo: string) {
  const byEmail = await identity.findUserWithCompany(db, { email });
  if (byEmail && byEmail.company.status !== 'rejected') throw duplicateEmail();
  const byNumber = await repo.findCompanyByRegistrationNo(db, registrationNo);
  if (byNumber && byNumber.status !== 'rejected') throw duplicateRegistrationNo();
  if (byEmail && byNumber && byNumber.id !== byEmail.company.id) throw duplicateRegistrationNo();
  if (byEmail) return { companyId: byEmail.company.id, userId: byEmail.user.id };
  if (byNumber) {
    const applicant = await repo.findApplicant(db, byNumber.id);
    if (applicant) return { companyId: byNumber.id, userId: applicant.id };
  }
  return undefined;
}

/**
 * Registers a company (pending review) with its administrator, in one transaction, and
 * tells the platform administrators. The request's language becomes the user's.
 */
export async function register(
  db: Db,
  input: z.output<typeof registrationInputSchema>,
  language: Language,
): Promise<void> {
  const replacing = await rejectedToReplace(db, input.email, input.registrationNo);
  const [passwordHash, pinHash] = await Promise.all([hashSecret(input.password), hashSecret(input.pin)]);
  const kind = input.accountType;
  const role = kind === 'buyer' ? 'BuyAdm' : 'SellAdm';
  const company = {
    name: input.companyName,
    registrationNo: input.registrationNo,
    kind,
    publicSector: kind === 'buyer' && input.publicSector,
    organisation: input.organisation,
    referralCode: input.referralCode,
  };
  const user = {
    email: input.email,
    passwordHash,
    pinHash,
    firstName: input.firstName,
    lastName: input.lastName,
    position: input.position,
    phone: input.phone,
    role,
    permissions: DEFAULT_PERMISSIONS[role],
    status: 'active',
    emailVerifiedAt: null,
    language,
  } as const;
  try {
    await db.transaction(async (tx) => {
      if (replacing) {
        const reopened = await repo.replaceRejectedCompany(tx, replacing.companyId, company);
        // another registration reopened it since we looked
        if (!reopened) throw duplicateRegistrationNo();
        await identity.updateUser(tx, replacing.userId, user);
        await repo.retireOneTimeTokens(tx, replacing.userId);
        await identity.revokeUserTokens(tx, replacing.userId);
      } else {
        const created = await identity.insertCompany(tx, { ...company, status: 'pending' });
        await identity.insertUser(tx, { ...user, companyId: created.id });
      }
      await notify(
        tx,
        { role: 'Adm' },
        'newRegistration',
        { company: company.name, type: kind },
        '/admin/registrations',
      );
    });
  } catch (error) {
    throw duplicateFrom(error) ?? error;
  }
}

/** A page of registrations in one status: administrators with admConf Read or more. */
export async function listRegistrations(
  db: Db,
  actor: Actor | null,
  query: { status: repo.ReviewStatus; page: number; pageSize: number },
) {
  authorize(actor, { side: 'admin', area: 'admConf' });
  const { rows, total } = await repo.listRegistrations(db, query.status, query.page, query.pageSize);
  return { items: rows.map(toRegistration), total, page: query.page, pageSize: query.pageSize };
}

/** Marks a pending registration reviewed, or says why it cannot be: not found, or already reviewed. */
async function review(
  db: Db,
  companyId: string,
  decision: { status: 'active' | 'rejected'; reviewedBy: string; rejectionReason?: string },
): Promise<repo.RegistrationRow> {
  const reviewed = await repo.markReviewed(db, companyId, decision);
  const registration = await repo.findRegistration(db, companyId);
  if (!registration) throw notFound();
  if (!reviewed) throw registrationReviewed();
  return registration;
}

const fullName = (user: identity.UserRow) => `${user.firstName} ${user.lastName}`.trim();

/** E-mails a verification link for an issued token, in the user's language. */
async function sendVerificationEmail(
  deps: RegistrationDeps,
  { company, user }: { company: identity.CompanyRow; user: identity.UserRow },
  token: string,
) {
  await sendEmail(deps, {
    to: user.email,
    name: fullName(user),
    language: user.language,
    template: 'verify',
    params: {
      company: company.name,
      link: `${deps.env.PUBLIC_URL}/verify?token=${token}`,
      hours: deps.env.VERIFY_LINK_HOURS,
    },
    passphrase: (await identity.findCompanyProfile(deps.db, company.id))?.passphrase,
  });
}

/** Sends a fresh verification link to the user (earlier links stop working). */
export async function sendVerificationLink(
  deps: RegistrationDeps,
  row: { company: identity.CompanyRow; user: identity.UserRow },
) {
  const token = await issueToken(deps.db, row.user.id, 'verify', deps.env.VERIFY_LINK_HOURS);
  await sendVerificationEmail(deps, row, token);
}

/**
 * Approves a pending registration (admConf Write): the company becomes active, its users
 * are told, and the applicant gets the verification link by e-mail in their language.
 */
export async function approveRegistration(deps: RegistrationDeps, actor: Actor | null, companyId: string) {
  const admin = authorize(actor, { side: 'admin', area: 'admConf', level: 'Write' });
  const { registration, token } = await deps.db.transaction(async (tx) => {
    const approved = await review(tx, companyId, { status: 'active', reviewedBy: admin.userId });
    await notify(tx, { companyId }, 'registrationApproved', { company: approved.company.name });
    const issued = await issueToken(tx, approved.applicant.id, 'verify', deps.env.VERIFY_LINK_HOURS);
    return { registration: approved, token: issued };
  });
  // after the commit, so a slow or failing mail server never holds the transaction;
  // a failed delivery is recorded in the outbox and the applicant can ask for a new link
  await sendVerificationEmail(deps, { company: registration.company, user: registration.applicant }, token);
  return toRegistration(registration);
}

/** Rejects a pending registration with a reason (admConf Write) and e-mails the reason to the applicant. */
export async function rejectRegistration(
  deps: RegistrationDeps,
  actor: Actor | null,
  companyId: string,
  reason: string,
) {
  const admin = authorize(actor, { side: 'admin', area: 'admConf', level: 'Write' });
  const registration = await deps.db.transaction((tx) =>
    review(tx, companyId, { status: 'rejected', reviewedBy: admin.userId, rejectionReason: reason }),
  );
  const { company, applicant } = registration;
  await sendEmail(deps, {
    to: applicant.email,
    name: fullName(applicant),
    language: applicant.language,
    template: 'rejected',
    params: { company: company.name, reason },
  });
  return toRegistration(registration);
}
