/** Creating companies and their users, and user management (spec §6) within a company. */
import type { z } from 'zod';
import {
  ADMIN_TOGGLES,
  BUYER_TOGGLES,
  DEFAULT_PERMISSIONS,
  LEVELS,
  type ManagedUser,
  type Permissions,
  type Role,
  type RoleKind,
  SELLER_TOGGLES,
  type Toggle,
  type UserToggles,
  areasOf,
  type createUserSchema,
  hasPermission,
  levelOf,
  normalisePermissions,
  roleKind,
  type updateUserSchema,
} from '@binamart/shared';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import type { CompanyKind } from './tables';
import type { Env } from '../../env';
import { authorize } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { sendEmail, notify } from '../messaging/index';
import { issueToken } from './one-time-token.service';
import { hashSecret } from './passwords';
import * as repo from './identity.repository';

export interface NewCompany {
  name: string;
  registrationNo: string;
  kind: CompanyKind;
  publicSector?: boolean;
}

export interface NewUser {
  email: string;
  password: string;
  pin: string;
  firstName: string;
  lastName: string;
  position?: string;
  phone?: string;
  role: Role;
  permissions?: Permissions;
  /** per-user toggles on top of the levels (e.g. an administrator's credit-approval tier) */
  toggles?: UserToggles;
  /** SMS for urgent notices (off unless asked) */
  notifySms?: boolean;
}

/** Creates an active company and its verified users in one transaction (demo data, tests); users get their role's default levels. */
export async function createCompanyWithUsers(db: Db, company: NewCompany, people: NewUser[]) {
  const prepared = await Promise.all(
    people.map(async (person) => ({
      person,
      passwordHash: await hashSecret(person.password),
      pinHash: await hashSecret(person.pin),
    })),
  );
  return db.transaction(async (tx) => {
    const created = await repo.insertCompany(tx, { ...company, status: 'active' });
    const users = [];
    for (const { person, passwordHash, pinHash } of prepared) {
      users.push(
        await repo.insertUser(tx, {
          companyId: created.id,
          email: person.email.toLowerCase(),
          passwordHash,
          pinHash,
          firstName: person.firstName,
          lastName: person.lastName,
          position: person.position ?? '',
          phone: person.phone ?? '',
          role: person.role,
          permissions: person.permissions ?? DEFAULT_PERMISSIONS[person.role],
          ...(person.toggles && { toggles: person.toggles }),
          ...(person.notifySms !== undefined && { notifySms: person.notifySms }),
          emailVerifiedAt: new Date(),
        }),
      );
    }
    return { company: created, users };
  });
}

// User management (spec §6): a company's own users, managed by holders of its configuration area.

type CreateUser = z.output<typeof createUserSchema>;
type UpdateUser = z.output<typeof updateUserSchema>;
export type ConfigArea = 'buyConf' | 'sellConf' | 'admConf';

const CONFIG_AREA: Record<RoleKind, ConfigArea> = { buyer: 'buyConf', seller: 'sellConf', admin: 'admConf' };
const SIDE_TOGGLES: Record<RoleKind, readonly Toggle[]> = {
  buyer: BUYER_TOGGLES,
  seller: SELLER_TOGGLES,
  admin: ADMIN_TOGGLES,
};
const COMPANY_ADMIN_ROLES: readonly Role[] = ['BuyAdm', 'SellAdm', 'Adm'];

export const roleNotAllowed = () => new AppError('role_not_allowed', 'errors.roleNotAllowed');
export const duplicateEmail = () => new AppError('duplicate_email', 'errors.duplicateEmail');
const cannotRaiseOwnLevel = () => new AppError('cannot_raise_own_level', 'errors.cannotRaiseOwnLevel');
const cannotChangeOwnAccess = () => new AppError('cannot_change_own_access', 'errors.cannotChangeOwnAccess');

/** The area that governs a side's users and company profile: buyConf, sellConf or admConf. */
export function configArea(role: Role): ConfigArea {
  return CONFIG_AREA[roleKind(role)];
}

/** True when the actor may change the company profile: a company administrator with Write on the configuration area. */
export function canEditCompany(actor: Actor): boolean {
  return COMPANY_ADMIN_ROLES.includes(actor.role) && hasPermission(actor.permissions, configArea(actor.role), 'Write');
}

/** Every toggle of the role's side, on only when asked for; toggles of the other sides are dropped. */
function sideToggles(role: Role, asked: UserToggles | null | undefined): UserToggles {
  return Object.fromEntries(SIDE_TOGGLES[roleKind(role)].map((toggle) => [toggle, asked?.[toggle] === true]));
}

/** A user as user management shows it. */
export function toManagedUser(row: repo.UserRow): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    position: row.position,
    phone: row.phone,
    role: row.role,
    status: row.status,
    verified: row.emailVerifiedAt !== null,
    permissions: normalisePermissions(row.role, row.permissions),
    toggles: sideToggles(row.role, row.toggles),
    createdAt: row.createdAt.toISOString(),
  };
}

function assertRoleOfSide(manager: Actor, role: Role) {
  if (roleKind(role) !== roleKind(manager.role)) throw roleNotAllowed();
}

/** A user of the manager's own company; any other id is not found, so ids of other companies cannot be probed. */
async function companyUser(db: Db, manager: Actor, userId: string) {
  const row = await repo.findCompanyUser(db, manager.companyId, userId);
  if (!row) throw notFound();
  return row;
}

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: unknown };
  return code === '23505' || (cause !== undefined && isUniqueViolation(cause));
};

/** A page of the actor's company users (configuration area Read). */
export async function listUsers(db: Db, actor: Actor | null, page: number, pageSize: number) {
  const manager = authorize(actor, { area: CONFIG_AREA });
  const { rows, total } = await repo.listCompanyUsers(db, manager.companyId, page, pageSize);
  return { items: rows.map(toManagedUser), total, page, pageSize };
}

/** One user of the actor's company (configuration area Read). */
export async function getUser(db: Db, actor: Actor | null, userId: string): Promise<ManagedUser> {
  const manager = authorize(actor, { area: CONFIG_AREA });
  return toManagedUser(await companyUser(db, manager, userId));
}

/**
 * Adds a user to the actor's company (configuration area Write): no password yet, an
 * invitation e-mail whose link lets them set one, and a notification to the company.
 */
export async function createUser(
  deps: { db: Db; env: Pick<Env, 'PUBLIC_URL' | 'VERIFY_LINK_HOURS'>; mail: MailTransport },
  actor: Actor | null,
  input: CreateUser,
): Promise<ManagedUser> {
  const manager = authorize(actor, { area: CONFIG_AREA, level: 'Write', toggle: 'manageUsers' });
  assertRoleOfSide(manager, input.role);
  assertWithinOwnLevels(manager, normalisePermissions(input.role, input.permissions));
  const { db, env } = deps;
  const pinHash = await hashSecret(input.pin);
  const name = `${input.firstName} ${input.lastName}`;
  let created: { user: repo.UserRow; token: string };
  try {
    created = await db.transaction(async (tx) => {
      if (await repo.emailTaken(tx, input.email)) throw duplicateEmail();
      // told before the insert, so the company's users hear of the newcomer but the newcomer not of themself
      await notify(tx, { companyId: manager.companyId }, 'userCreated', {
        name,
        email: input.email,
        company: manager.companyName,
      });
      const user = await repo.insertUser(tx, {
        companyId: manager.companyId,
        email: input.email,
        passwordHash: null,
        pinHash,
        firstName: input.firstName,
        lastName: input.lastName,
        position: input.position,
        phone: input.phone,
        role: input.role,
        permissions: normalisePermissions(input.role, input.permissions),
        toggles: sideToggles(input.role, input.toggles),
        emailVerifiedAt: null,
        language: manager.language,
      });
      const token = await issueToken(tx, user.id, 'invite', env.VERIFY_LINK_HOURS);
      return { user, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
  const profile = await repo.findCompanyProfile(db, manager.companyId);
  await sendEmail(deps, {
    to: created.user.email,
    name,
    language: manager.language,
    template: 'invite',
    params: {
      company: manager.companyName,
      inviter: `${manager.firstName} ${manager.lastName}`,
      link: `${env.PUBLIC_URL}/reset?token=${encodeURIComponent(created.token)}&invite=1`,
      hours: env.VERIFY_LINK_HOURS,
    },
    passphrase: profile?.passphrase || undefined,
  });
  return toManagedUser(created.user);
}

const cannotGrantAboveOwn = () => new AppError('cannot_grant_above_own', 'errors.cannotGrantAboveOwn');

/** A manager gives no level above their own in any area, so Write on users cannot be turned into more. */
function assertWithinOwnLevels(manager: Actor, permissions: Permissions) {
  const above = areasOf(manager.role).some(
    (area) => LEVELS.indexOf(levelOf(permissions, area)) > LEVELS.indexOf(levelOf(manager.permissions, area)),
  );
  if (above) throw cannotGrantAboveOwn();
}

/** Nobody raises their own levels or toggles, or changes their own role. */
function assertNoSelfRaise(current: repo.UserRow, input: UpdateUser, permissions: Permissions, toggles: UserToggles) {
  if (input.role !== current.role) throw cannotChangeOwnAccess();
  const held = normalisePermissions(current.role, current.permissions);
  const raisedArea = areasOf(current.role).some(
    (area) => LEVELS.indexOf(levelOf(permissions, area)) > LEVELS.indexOf(levelOf(held, area)),
  );
  const heldToggles = sideToggles(current.role, current.toggles);
  const raisedToggle = Object.entries(toggles).some(([toggle, on]) => on && !heldToggles[toggle as Toggle]);
  if (raisedArea || raisedToggle) throw cannotRaiseOwnLevel();
}

/** Changes a user's details, role, levels and toggles (configuration area Write). */
export async function updateUser(db: Db, actor: Actor | null, userId: string, input: UpdateUser) {
  const manager = authorize(actor, { area: CONFIG_AREA, level: 'Write', toggle: 'manageUsers' });
  const target = await companyUser(db, manager, userId);
  assertRoleOfSide(manager, input.role);
  const permissions = normalisePermissions(input.role, input.permissions);
  const toggles = sideToggles(input.role, input.toggles);
  if (target.id === manager.userId) assertNoSelfRaise(target, input, permissions, toggles);
  assertWithinOwnLevels(manager, permissions);
  const row = await repo.updateUser(db, target.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    position: input.position,
    phone: input.phone,
    role: input.role,
    permissions,
    toggles,
  });
  return toManagedUser(row!);
}

/**
 * Deactivates or reactivates a user of the actor's company (configuration area Write). A
 * deactivated user loses every session at once; nobody changes their own status.
 */
export async function setUserStatus(db: Db, actor: Actor | null, userId: string, status: 'active' | 'inactive') {
  const manager = authorize(actor, { area: CONFIG_AREA, level: 'Write', toggle: 'manageUsers' });
  const target = await companyUser(db, manager, userId);
  if (target.id === manager.userId) throw cannotChangeOwnAccess();
  if (target.status === status) return toManagedUser(target);
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateUser(tx, target.id, { status });
    if (status === 'inactive') await repo.revokeUserTokens(tx, target.id);
    const event = status === 'inactive' ? 'userDeactivated' : 'userReactivated';
    await notify(tx, { companyId: manager.companyId }, event, { name: `${target.firstName} ${target.lastName}` });
    return updated!;
  });
  return toManagedUser(row);
}
