/** POST /api/accounts/resend-verification: a fresh verification link. */
import { postForMessage } from './answer-message';

export const resendVerification = (email: string) => postForMessage('/api/accounts/resend-verification', { email });
