/** POST /api/accounts/reset-password: sets the password with a reset or invitation link's token. */
import type { ResetPasswordInput } from '@binamart/shared';
import { postForMessage } from './answer-message';

export const resetPassword = (input: ResetPasswordInput) => postForMessage('/api/accounts/reset-password', input);
