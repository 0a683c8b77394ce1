/** Factories that create real rows through the product's services and return them. */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AuthRecord, Permissions, Role } from '@binamart/shared';
import type { Db } from '../../src/db/client';
import { emailOutbox, users } from '../../src/db/schema/index';
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

let registrationSequence = 0;
const registrationSeed = randomBytes(3).readUIntBE(0, 3);
/** A valid registration form (unique e-mail and SSM number); `overrides` replace fields. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  registrationSequence += 1;
  const serial = String((registrationSeed + registrationSequence) % 1_000_000).padStart(6, '0');
  return {
    accountType: 'buyer',
    companyName: `Binaan Test ${serial} Sdn. Bhd.`,
    registrationNo: `20230${1 + (registrationSequence % 6)}${serial}`,
    firstName: 'Nurul',
    lastName: 'Huda',
    position: 'Director',
    phone: '012-345 6789',
    email: `applicant.${serial}.${registrationSequence}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    pin: '246810',
    ...overrides,
  };
}

/** The e-mails sent to an address, newest first, as recorded in the outbox. */
export async function emailsTo(db: Db, address: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The token of the first link to `path` (such as /verify or /reset) in an e-mail's text. */
export function tokenFromLink(text: string, path: string): string {
  const link = text.match(new RegExp(`https?://\\S+${path}\\?token=([\\w-]+)`));
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return link[1]!;
}

let addressSequence = 0;
/** A client address of its own, so a test's public calls do not share one rate-limit allowance. */
export function freshAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

let teamSequence = 0;
/** One company with a signed-in user per role given (all of one side), in that order. */
export async function signedInTeam(t: TestApp, roles: Role[], permissions: (Permissions | undefined)[] = []) {
  teamSequence += 1;
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}t${teamSequence}`;
  const { company, users: created } = await createCompanyWithUsers(
    t.db,
    { name: `Team ${tag} Sdn. Bhd.`, registrationNo: `TT-${tag}`, kind: KIND[roles[0]!] },
    roles.map((role, i) => ({
      email: `${role.toLowerCase()}${i}.${tag}@example.test`,
      password: PASSWORD,
      pin: '654321',
      firstName: 'Team',
      lastName: `${role} ${i}`,
      role,
      ...(permissions[i] && { permissions: permissions[i] }),
    })),
  );
  const members = [];
  for (const user of created) {
    const session = await signIn(t, user.email);
    members.push({ user, ...session, auth: { authorization: `Bearer ${session.record.jwtToken}` } });
  }
  return { company, members };
}
