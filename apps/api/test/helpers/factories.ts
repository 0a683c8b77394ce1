/** Factories that create real rows through the product's services and return them. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuthRecord, Permissions, Role } from '@binamart/shared';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { createCompanyWithUsers } from '../../src/modules/identity/users.service';
import type { TestApp } from './test-app';

export const PASSWORD = 'Site@2026';
const KIND: Record<Role, 'platform' | 'seller' | 'buyer'> = {
  Adm: 'platform',
  SellAdm: 'seller',
  SellUsr: 'seller',
  BuyAdm: 'buyer',
  BuyUsr: 'buyer',
};

let sequence = 0;
/** A company with one user of `role`; `permissions` replaces the role's defaults. */
export async function makeUser(db: Db, role: Role, permissions?: Permissions) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}${sequence}`;
  const { company, users: created } = await createCompanyWithUsers(
    db,
    { name: `Test ${role} ${tag} Sdn. Bhd.`, registrationNo: `T-${tag}`, kind: KIND[role] },
    [
      {
        email: `${role.toLowerCase()}.${tag}@example.test`,
        password: PASSWORD,
        pin: '654321',
        firstName: 'Test',
        lastName: role,
        role,
        ...(permissions && { permissions }),
      },
    ],
  );
  return { company, user: created[0]! };
}

/** Signs in through the API; returns the user record and the refresh cookie. */
export async function signIn(t: TestApp, email: string, password = PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/accounts/authenticate',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  return { record: response.json<AuthRecord>(), cookie: cookie!.value };
}

/** A signed-in user of `role`. */
export async function signedInAs(t: TestApp, role: Role, permissions?: Permissions) {
  const made = await makeUser(t.db, role, permissions);
  const session = await signIn(t, made.user.email);
  return { ...made, ...session, auth: { authorization: `Bearer ${session.record.jwtToken}` } };
}

export async function deactivate(db: Db, userId: string) {
  await db.update(users).set({ status: 'inactive' }).where(eq(users.id, userId));
}
