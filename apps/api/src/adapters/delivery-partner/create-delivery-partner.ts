/** The delivery partner the environment asks for (DELIVERY_PARTNER; the sandbox by default). */
import type { Db } from '../../db/client';
import { type Env, generatedSecret } from '../../env';
import type { DeliveryPartner } from './delivery-partner';
import { createSandboxPartner } from './sandbox-partner';

export function createDeliveryPartner(env: Env, db: Db): DeliveryPartner {
  // a process given no secret (tests, tools) signs with one of its own; main.ts keeps one in DATA_DIR
  const secret = env.DELIVERY_PARTNER_SECRET || generatedSecret();
  switch (env.DELIVERY_PARTNER) {
    case 'sandbox':
      return createSandboxPartner(db, secret, env.PUBLIC_URL);
  }
}
