/** POST /api/accounts/forgot-password: the same answer whether or not the account exists. */
import { postForMessage } from './answer-message';

export const forgotPassword = (email: string) => postForMessage('/api/accounts/forgot-password', { email });
