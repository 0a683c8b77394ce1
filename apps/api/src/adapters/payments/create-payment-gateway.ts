/** The payment gateway the environment asks for (PAYMENT_GATEWAY; the sandbox by default). */
import type { Db } from '../../db/client';
import { type Env, generatedSecret } from '../../env';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';

export function createPaymentGateway(env: Env, db: Db): PaymentGateway {
  // a process given no secret (tests, tools) signs with one of its own; main.ts keeps one in DATA_DIR
  const secret = env.PAYMENT_GATEWAY_SECRET || generatedSecret();
  switch (env.PAYMENT_GATEWAY) {
    case 'sandbox':
      return createSandboxGateway(db, secret);
  }
}
