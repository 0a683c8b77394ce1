/**
 * E-mail verification and password recovery through single-use links. The public calls
 * that take an e-mail address answer the same whether or not it belongs to an account.
 */
import type { ResetPasswordInput } from '@binamart/shared';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { sendEmail } from '../messaging/index';
import { isActive } from './auth.service';
import * as identity from './identity.repository';
import { consumeToken, issueToken } from './one-time-token.service';
import { hashSecret } from './passwords';
import { sendVerificationLink } from './registration.service';
import * as repo from './registration.repository';

export interface RecoveryDeps {
  db: Db;
  mail: MailTransport;
  env: Pick<Env, 'PUBLIC_URL' | 'VERIFY_LINK_HOURS' | 'RESET_LINK_HOURS'>;
}

/** Follows a verification link: the user's e-mail address is proven. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { userId } = await consumeToken(tx, token, ['verify']);
    await repo.markEmailVerified(tx, userId);
  });
}

/** Sends a new verification link when the address belongs to an approved, active user not yet verified. */
export async function resendVerification(deps: RecoveryDeps, email: string): Promise<void> {
  const row = await identity.findUserWithCompany(deps.db, { email });
  if (!row || !isActive(row) || row.user.emailVerifiedAt) return;
  await sendVerificationLink(deps, row);
}

/** Sends a password-reset link when the address belongs to an active user. */
export async function requestPasswordReset(deps: RecoveryDeps, email: string): Promise<void> {
  const row = await identity.findUserWithCompany(deps.db, { email });
  if (!row || !isActive(row)) return;
  const hours = deps.env.RESET_LINK_HOURS;
  const token = await issueToken(deps.db, row.user.id, 'reset', hours);
  await sendEmail(deps, {
    to: row.user.email,
    name: `${row.user.firstName} ${row.user.lastName}`.trim(),
    language: row.user.language,
    template: 'reset',
    params: { link: `${deps.env.PUBLIC_URL}/reset?token=${token}`, hours },
    passphrase: (await identity.findCompanyProfile(deps.db, row.company.id))?.passphrase,
  });
}

/**
 * Sets a new password from a reset or invitation link, in one transaction with the use of
 * the link. The link proves the e-mail address, and every session of the user ends.
 */
export async function resetPassword(db: Db, input: Pick<ResetPasswordInput, 'token' | 'password'>): Promise<void> {
  // hashed before the transaction so the slow hash holds no lock
  const passwordHash = await hashSecret(input.password);
  await db.transaction(async (tx) => {
    const { userId } = await consumeToken(tx, input.token, ['reset', 'invite']);
    await repo.setPasswordFromLink(tx, userId, passwordHash);
    await identity.revokeUserTokens(tx, userId);
  });
}
