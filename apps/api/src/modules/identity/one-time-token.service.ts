/** Single-use, expiring links (verification, password reset, invitation), stored as hashes. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens } from './tables';
import { AppError } from '../../lib/errors';

export type TokenPurpose = 'verify' | 'reset' | 'invite';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
export const tokenInvalid = () => new AppError('token_invalid', 'errors.tokenInvalid');
export const tokenUsed = () => new AppError('token_used', 'errors.tokenUsed');

/** Issues a new token for the user (earlier unused ones of the same purpose expire now). */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hash(token),
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  });
  return token;
}

/**
 * Uses a token once, atomically: returns its user id, or throws token_used / token_invalid
 * (unknown, expired, or of another purpose). Pass the transaction of the change it allows.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purposes: TokenPurpose[],
): Promise<{ userId: string; purpose: TokenPurpose }> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hash(token)))
    .limit(1);
  if (!row || !purposes.includes(row.purpose)) throw tokenInvalid();
  if (row.usedAt) throw tokenUsed();
  if (row.expiresAt.getTime() <= Date.now()) throw tokenInvalid();
  const [claimed] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  if (!claimed) throw tokenUsed();
  return { userId: row.userId, purpose: row.purpose };
}
