/** The credit bureau the environment asks for (CREDIT_BUREAU; the sandbox by default). */
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { CreditBureau } from './credit-bureau';
import { createSandboxBureau } from './sandbox-bureau';

export function createCreditBureau(env: Env, clock: Clock): CreditBureau {
  switch (env.CREDIT_BUREAU) {
    case 'sandbox':
      return createSandboxBureau(clock);
  }
}
