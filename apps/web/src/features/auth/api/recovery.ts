/** Account verification and password recovery: each call answers with a message to show. */
import type { ResetPasswordInput } from '@binamart/shared';
import { api } from '@/lib/api';
import type { ApiErrorCode } from '@/lib/api-client';

type Answer = { message: string };
const post = async (path: string, body: unknown) => (await api.post<Answer>(path, body, { anonymous: true })).message;

/** POST /api/accounts/verify: confirms the e-mail address with the link's token. */
export const verifyAccount = (token: string) => post('/api/accounts/verify', { token });

/** POST /api/accounts/resend-verification: a fresh verification link. */
export const resendVerification = (email: string) => post('/api/accounts/resend-verification', { email });

/** POST /api/accounts/forgot-password: the same answer whether or not the account exists. */
export const forgotPassword = (email: string) => post('/api/accounts/forgot-password', { email });

/** POST /api/accounts/reset-password: sets the password with a reset or invitation link's token. */
export const resetPassword = (input: ResetPasswordInput) => post('/api/accounts/reset-password', input);

/** Codes of a link that can no longer be used. */
export const DEAD_LINK_CODES: readonly ApiErrorCode[] = ['token_invalid', 'token_used'];
