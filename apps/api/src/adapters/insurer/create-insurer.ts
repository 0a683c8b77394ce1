/** The insurer the environment asks for (INSURER; the sandbox by default). */
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { Insurer } from './insurer';
import { createSandboxInsurer } from './sandbox-insurer';

export function createInsurer(env: Env, db: Db, clock: Clock): Insurer {
  switch (env.INSURER) {
    case 'sandbox':
      return createSandboxInsurer(db, clock);
  }
}
