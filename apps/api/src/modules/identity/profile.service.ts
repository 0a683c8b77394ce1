/**
 * The profile of spec §3: the signed-in user's own details, their company's profile and
 * images, changing password and PIN, and a seller's public company page.
 */
import type { z } from 'zod';
import {
  type Language,
  type Profile,
  type PublicCompany,
  type changePasswordSchema,
  type changePinSchema,
  companyProfileInputSchema,
  emailCategoriesOff,
  emailChoicesOf,
  type profileUpdateSchema,
} from '@binamart/shared';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/access';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { detectImageType } from '../../lib/image-check';
import type { Actor } from '../../lib/request-context';
import { notify } from '../messaging/index';
import { deleteFileRecord, fileUrl, stageFile, type Upload, fileType } from '../platform/files/index';
import { hashSecret, verifySecret } from './passwords';
import { canEditCompany } from './users.service';
import * as repo from './identity.repository';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;
type CompanyProfileFields = z.output<typeof companyProfileInputSchema>;
export type ImageSlot = 'cover' | 'profile';

/** The company profile fields the API shows and accepts: exactly those of the shared input schema. */
const PROFILE_FIELDS = Object.keys(companyProfileInputSchema.shape) as (keyof CompanyProfileFields)[];

const incorrectOldPassword = () => new AppError('incorrect_old_password', 'errors.incorrectOldPassword');
const incorrectOldPin = () => new AppError('incorrect_old_pin', 'errors.incorrectOldPin');
const failedToChangePin = () => new AppError('failed_to_change_pin', 'errors.failedToChangePin');

/** Every profile field as text; a company that never saved its profile gets empty strings. */
function profileFields(row: repo.CompanyProfileRow | undefined): Record<string, string> {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, row?.[field] ?? '']));
}

/** The actor's own details and their company, with whether they may edit it. */
export async function getProfile(db: Db, actor: Actor | null): Promise<Profile> {
  const me = authorize(actor);
  const [found, companyProfile] = await Promise.all([
    repo.findUserWithCompany(db, { id: me.userId }),
    repo.findCompanyProfile(db, me.companyId),
  ]);
  if (!found) throw notFound();
  const { user, company } = found;
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      position: user.position,
      phone: user.phone,
      role: user.role,
      notifyPush: user.notifyPush,
      notifySms: user.notifySms,
      emails: emailChoicesOf(user.emailOff),
    },
    company: {
      id: company.id,
      name: company.name,
      registrationNo: company.registrationNo,
      kind: company.kind,
      publicSector: company.publicSector,
      organisation: company.organisation,
      editable: canEditCompany(me),
      profile: profileFields(companyProfile),
      coverImageUrl: fileUrl(companyProfile?.coverImageId),
      profileImageUrl: fileUrl(companyProfile?.profileImageId),
    },
  };
}

/** Company e-mails as one comma-separated list with each address trimmed. */
const tidyEmails = (emails: string) =>
  emails
    .split(',')
    .map((part) => part.trim())
    .join(', ');

/**
 * Saves the actor's own details and, when given, their company's profile (company
 * administrators only). Only ever the actor's own user and company.
 */
export async function updateProfile(db: Db, actor: Actor | null, input: ProfileUpdate): Promise<Profile> {
  const me = authorize(actor);
  if (input.company && !canEditCompany(me)) throw forbidden();
  await db.transaction(async (tx) => {
    const { emails, ...details } = input.user;
    await repo.updateUser(tx, me.userId, { ...details, ...(emails ? { emailOff: emailCategoriesOff(emails) } : {}) });
    if (input.company) {
      await repo.upsertCompanyProfile(tx, me.companyId, { ...input.company, emails: tidyEmails(input.company.emails) });
    }
  });
  return getProfile(db, me);
}

/** Remembers the language the actor chose for the site: their e-mails and SMS are written in it. */
export async function setLanguage(db: Db, actor: Actor | null, language: Language) {
  const me = authorize(actor);
  await repo.updateUser(db, me.userId, { language });
}

/**
 * Replaces the company's cover or profile image (company administrators only): a JPEG or
 * PNG by its bytes, stored as a public file; the previous image is deleted. `read` is
 * called only once the actor is allowed, so a refused request is not even read.
 */
export async function uploadProfileImage(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  slot: ImageSlot,
  read: () => Promise<Upload>,
): Promise<Profile> {
  const me = authorize(actor);
  if (!canEditCompany(me)) throw forbidden();
  const upload = await read();
  const type = detectImageType(upload.bytes);
  if (!type) throw fileType();
  const { db, storage } = deps;
  const staged = await stageFile(storage, {
    companyId: me.companyId,
    uploadedBy: me.userId,
    purpose: `profile-${slot}`,
    visibility: 'public',
    originalName: upload.filename,
    type,
    bytes: upload.bytes,
  });
  let removePrevious: (() => Promise<void>) | undefined;
  try {
    removePrevious = await db.transaction(async (tx) => {
      await staged.record(tx);
      const current = await repo.lockCompanyProfile(tx, me.companyId);
      const previousId = slot === 'cover' ? current.coverImageId : current.profileImageId;
      await repo.setCompanyImage(tx, me.companyId, slot, staged.id);
      return previousId ? deleteFileRecord(tx, storage, previousId) : undefined;
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
  // after the commit: a leftover file would only waste space, a missing one would break the page
  await removePrevious?.().catch(() => {});
  return getProfile(db, me);
}

/**
 * Changes the actor's password after checking the old one. Every other session of the
 * user ends (their refresh tokens are revoked); the current one, family `familyId`, stays.
 */
export async function changePassword(
  db: Db,
  actor: Actor | null,
  familyId: string,
  input: z.output<typeof changePasswordSchema>,
) {
  const me = authorize(actor);
  const found = await repo.findUserWithCompany(db, { id: me.userId });
  if (!(await verifySecret(found?.user.passwordHash, input.oldPassword))) throw incorrectOldPassword();
  const passwordHash = await hashSecret(input.password);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, me.userId, { passwordHash });
    await repo.revokeUserTokens(tx, me.userId, familyId);
    await notify(tx, { userIds: [me.userId] }, 'passwordChanged');
  });
}

/** Changes the actor's 6-digit PIN after checking the old one. */
export async function changePin(db: Db, actor: Actor | null, input: z.output<typeof changePinSchema>) {
  const me = authorize(actor);
  const found = await repo.findUserWithCompany(db, { id: me.userId });
  const storedHash = found?.user.pinHash;
  if (!storedHash || !(await verifySecret(storedHash, input.oldPin))) throw incorrectOldPin();
  const pinHash = await hashSecret(input.pin);
  await db.transaction(async (tx) => {
    // a change made meanwhile (another tab) leaves the checked hash behind: refuse rather than overwrite
    if (!(await repo.replacePinHash(tx, me.userId, storedHash, pinHash))) throw failedToChangePin();
    await notify(tx, { userIds: [me.userId] }, 'pinChanged');
  });
}

/** The public page of an active seller; any other company (buyer, platform, pending, unknown) is not found. */
export async function getPublicCompany(db: Db, companyId: string): Promise<PublicCompany> {
  const company = await repo.findCompany(db, companyId);
  if (!company || company.kind !== 'seller' || company.status !== 'active') throw notFound();
  const p = await repo.findCompanyProfile(db, companyId);
  return {
    id: company.id,
    name: company.name,
    description: p?.description ?? '',
    emails: p?.emails ?? '',
    phone: p?.phone ?? '',
    city: p?.city ?? '',
    state: p?.state ?? '',
    businessType: p?.businessType ?? '',
    mainProduct: p?.mainProduct ?? '',
    productLines: p?.productLines ?? '',
    annualOutput: p?.annualOutput ?? '',
    factorySize: p?.factorySize ?? '',
    yearEstablished: p?.yearEstablished ?? '',
    videoUrl: p?.videoUrl ?? '',
    logisticsUrl: p?.logisticsUrl ?? '',
    coverImageUrl: fileUrl(p?.coverImageId),
    profileImageUrl: fileUrl(p?.profileImageId),
    memberSince: company.createdAt.toISOString(),
  };
}
