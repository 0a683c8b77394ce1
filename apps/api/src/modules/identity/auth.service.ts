/**
 * Sign-in, refresh-token rotation and revocation (spec §7 account calls).
 * Refresh tokens are random, stored only as SHA-256 hashes, rotate on every use, and a
 * reused (already rotated) token revokes its whole family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthRecord, LoginInput, Me } from '@binamart/shared';
import { holdsToggle, normalisePermissions, roleKind, togglesOfSide } from '@binamart/shared';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import {
  AppError,
  accountInactive,
  invalidCredentials,
  invalidRefreshToken,
  notFound,
  tooManyAttempts,
} from '../../lib/errors';
import type { Actor } from '../../lib/request-context';
import { verifySecret } from './passwords';
import * as repo from './identity.repository';

export interface TokenSigner {
  sign(payload: { sub: string; fam: string }, expiresInSeconds: number): string;
}

export interface AuthDeps {
  db: Db;
  env: Pick<Env, 'ACCESS_TOKEN_MINUTES' | 'REFRESH_TOKEN_DAYS' | 'LOGIN_MAX_FAILURES' | 'LOGIN_LOCK_MINUTES'>;
  signer: TokenSigner;
}

/** A signed-in session: the user record for the browser, plus when its refresh token expires. */
export interface Session {
  record: AuthRecord;
  refreshExpiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Clients behind one office address share a larger allowance than one e-mail gets. */
const PER_ADDRESS_FACTOR = 4;

/** Turns a user row with its company into the actor every service works with. */
export function toActor(row: { user: repo.UserRow; company: repo.CompanyRow }): Actor {
  const { user, company } = row;
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    permissions: normalisePermissions(user.role, user.permissions),
    toggles: user.toggles ?? {},
    companyId: company.id,
    companyName: company.name,
    companyKind: company.kind,
    notifyPush: user.notifyPush,
    notifySms: user.notifySms,
    language: user.language,
  };
}

/** The user as the browser sees it: identity, company, role and permission levels (no tokens). */
export function describeActor(actor: Actor): Me {
  return {
    id: actor.userId,
    email: actor.email,
    firstName: actor.firstName,
    lastName: actor.lastName,
    companyId: actor.companyId,
    companyName: actor.companyName,
    role: actor.role,
    permissions: actor.permissions,
    toggles: togglesOfSide(roleKind(actor.role)).filter((toggle) => holdsToggle(actor.role, actor.toggles, toggle)),
    notifyPush: actor.notifyPush,
    notifySms: actor.notifySms,
    language: actor.language,
  };
}

/** True when the user and its company may use the marketplace. */
export function isActive(row: { user: repo.UserRow; company: repo.CompanyRow }): boolean {
  return row.user.status === 'active' && row.company.status === 'active';
}

async function issueSession(
  deps: AuthDeps,
  actor: Actor,
  familyId: string,
  ip: string | undefined,
  replacing?: string,
) {
  const refreshToken = randomBytes(32).toString('base64url');
  const refreshExpiresAt = new Date(Date.now() + deps.env.REFRESH_TOKEN_DAYS * 86_400_000);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    if (replacing) {
      const claimed = await repo.claimRefreshToken(tx, replacing, id);
      if (!claimed) throw invalidRefreshToken();
    }
    await repo.insertRefreshToken(tx, {
      id,
      userId: actor.userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiresAt,
      createdByIp: ip ?? null,
    });
  });
  const accessSeconds = deps.env.ACCESS_TOKEN_MINUTES * 60;
  const jwtToken = deps.signer.sign({ sub: actor.userId, fam: familyId }, accessSeconds);
  const record: AuthRecord = {
    ...describeActor(actor),
    jwtToken,
    refreshToken,
    jwtExpiresAt: new Date(Date.now() + accessSeconds * 1000).toISOString(),
  };
  return { record, refreshExpiresAt } satisfies Session;
}

/** Signs a user in with e-mail and password; repeated failures lock the e-mail and the address for a while. */
export async function authenticate(deps: AuthDeps, input: LoginInput, ip: string | undefined): Promise<Session> {
  const { db, env } = deps;
  const email = input.username.trim().toLowerCase();
  const keys = [`email:${email}`, ...(ip ? [`ip:${ip}`] : [])];
  const lockedSeconds = await repo.lockedForSeconds(db, keys);
  if (lockedSeconds > 0) throw tooManyAttempts(lockedSeconds);

  const row = await repo.findUserWithCompany(db, { email });
  const passwordOk = await verifySecret(row?.user.passwordHash, input.password);
  if (!row || !passwordOk) {
    await repo.recordFailure(db, `email:${email}`, env.LOGIN_MAX_FAILURES, env.LOGIN_LOCK_MINUTES);
    if (ip)
      await repo.recordFailure(db, `ip:${ip}`, env.LOGIN_MAX_FAILURES * PER_ADDRESS_FACTOR, env.LOGIN_LOCK_MINUTES);
    throw invalidCredentials();
  }
  // told only to someone who knows the password
  const { company, user } = row;
  if (company.status === 'pending') throw new AppError('registration_pending', 'errors.registrationPending');
  if (company.status === 'rejected')
    throw new AppError('registration_rejected', 'errors.registrationRejected', {
      reason: company.rejectionReason ?? '',
    });
  if (!isActive(row)) throw accountInactive();
  if (!user.emailVerifiedAt) throw new AppError('email_not_verified', 'errors.emailNotVerified');
  await repo.clearFailures(db, `email:${email}`);
  return issueSession(deps, toActor(row), randomUUID(), ip);
}

/** Exchanges a refresh token for a new session; a token used twice ends its whole family. */
export async function refresh(deps: AuthDeps, token: string | undefined, ip: string | undefined): Promise<Session> {
  if (!token) throw invalidRefreshToken();
  const stored = await repo.findRefreshToken(deps.db, hashToken(token));
  if (!stored) throw invalidRefreshToken();
  if (stored.revokedAt) {
    if (stored.replacedById) await repo.revokeFamily(deps.db, stored.familyId);
    throw invalidRefreshToken();
  }
  if (stored.expiresAt.getTime() <= Date.now()) throw invalidRefreshToken();
  const row = await repo.findUserWithCompany(deps.db, { id: stored.userId });
  if (!row || !isActive(row)) {
    await repo.revokeFamily(deps.db, stored.familyId);
    throw invalidRefreshToken();
  }
  try {
    return await issueSession(deps, toActor(row), stored.familyId, ip, stored.id);
  } catch (error) {
    // lost a race with another use of the same token: that is a reuse as well
    await repo.revokeFamily(deps.db, stored.familyId);
    throw error;
  }
}

/** Revokes one of the actor's own refresh tokens (sign-out). */
export async function revoke(deps: AuthDeps, actor: Actor, token: string | undefined): Promise<void> {
  if (!token) throw notFound();
  const stored = await repo.findRefreshToken(deps.db, hashToken(token));
  if (!stored || stored.userId !== actor.userId) throw notFound();
  await repo.revokeFamily(deps.db, stored.familyId);
}

/**
 * The actor of a verified access token: its user, while active and while the session the token
 * belongs to (its refresh family) has not been ended; null otherwise, so a signed-out or reset
 * session stops working at once, on every process.
 */
export async function loadSessionActor(db: Db, userId: string, familyId: string): Promise<Actor | null> {
  const row = await repo.findSessionUser(db, userId, familyId);
  if (!row || row.status !== 'active' || row.company_status !== 'active') return null;
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    permissions: normalisePermissions(row.role, row.permissions),
    toggles: row.toggles ?? {},
    companyId: row.company_id,
    companyName: row.company_name,
    companyKind: row.company_kind,
    notifyPush: row.notify_push,
    notifySms: row.notify_sms,
    language: row.language,
  };
}

/** The actor for a verified access token's subject, or null when the user is gone or inactive. */
export async function loadActor(db: Db, userId: string): Promise<Actor | null> {
  const row = await repo.findUserWithCompany(db, { id: userId });
  return row && isActive(row) ? toActor(row) : null;
}
