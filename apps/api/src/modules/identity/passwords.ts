/** Password and PIN hashing with argon2id. */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const; // 2 = argon2id

/** Hashes a secret (password or PIN) with argon2id. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies a secret; with no stored hash it still does the same work, so timing does not reveal unknown users. */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashSecret('not-a-real-password');
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  return verify(storedHash, secret).catch(() => false);
}
