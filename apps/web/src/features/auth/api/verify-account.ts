/** POST /api/accounts/verify: confirms the e-mail address with the link's token. */
import { postForMessage } from './answer-message';

export const verifyAccount = (token: string) => postForMessage('/api/accounts/verify', { token });
