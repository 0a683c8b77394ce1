/** Company A's users try to reach company B's users, profile, files and notifications: none of it exists for them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@binamart/shared';
import { createFileStorage } from '../src/adapters/storage/file-storage';
import { notifications, users } from '../src/db/schema/index';
import { stageFile } from '../src/modules/platform/files/index';
import { notify } from '../src/modules/messaging/index';
import { signedInTeam } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

type Team = Awaited<ReturnType<typeof signedInTeam>>;
type Headers = Record<string, string>;

let t: TestApp;
let dataDir: string;
let a: Team;
let b: Team;
let blocked: Team;
let seller: Team;
let platform: Team;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-tenancy-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  // A's user manages users too (buyConf Write), so every intruder passes the permission check
  a = await signedInTeam(t, ['BuyAdm', 'BuyUsr'], [undefined, { buyConf: 'Write' }]);
  blocked = await signedInTeam(t, ['BuyUsr']);
  b = await signedInTeam(t, ['BuyAdm', 'BuyUsr']);
  seller = await signedInTeam(t, ['SellAdm']);
  platform = await signedInTeam(t, ['Adm']);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const intruders = (): [string, Headers][] => [
  ['buyer administrator of company A', a.members[0]!.auth],
  ['buyer user of company A with buyConf Write', a.members[1]!.auth],
  ['seller administrator', seller.members[0]!.auth],
  ['platform administrator', platform.members[0]!.auth],
];
const validUpdate = (role: Role) => ({
  firstName: 'Hijacked',
  lastName: 'User',
  position: '',
  phone: '012-345 6789',
  role,
  permissions: {},
  toggles: {},
});

describe("another company's users are not found", () => {
  const requests = (id: string, role: Role) => [
    { method: 'GET' as const, url: `/api/users/${id}` },
    { method: 'PUT' as const, url: `/api/users/${id}`, payload: validUpdate(role) },
    { method: 'POST' as const, url: `/api/users/${id}/deactivate` },
    { method: 'POST' as const, url: `/api/users/${id}/reactivate` },
  ];

  it.each([0, 1, 2, 3])('intruder #%i gets 404 for every call on each of company B users', async (index) => {
    const [who, auth] = intruders()[index]!;
    for (const target of b.members) {
      for (const request of requests(target.user.id, target.user.role)) {
        const response = await t.app.inject({ ...request, headers: auth });
        expect(response.statusCode, `${who}: ${request.method} ${request.url}`).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
    }
    const rows = await t.db.select().from(users).where(eq(users.companyId, b.company.id));
    expect(rows.every((row) => row.status === 'active' && row.firstName === 'Team')).toBe(true);
  });

  it('refuses a user without user management alike for any id (403), so the answer tells nothing', async () => {
    const auth = blocked.members[0]!.auth;
    for (const id of [b.members[0]!.user.id, blocked.members[0]!.user.id, crypto.randomUUID()]) {
      expect((await t.app.inject({ url: `/api/users/${id}`, headers: auth })).statusCode).toBe(403);
    }
  });

  it("lists only the actor's own company", async () => {
    const response = await t.app.inject({ url: '/api/users', headers: a.members[0]!.auth });
    const ids = response.json().items.map((u: { id: string }) => u.id);
    expect(ids.sort()).toEqual(a.members.map((m) => m.user.id).sort());
  });
});

describe('PUT /api/profile', () => {
  it("only ever changes the actor's own company, even with another company's id in the body", async () => {
    const company = {
      emails: 'office@b.test',
      phone: '03-2161 2345',
      addressLine1: 'Jalan B',
      postcode: '50000',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      country: 'Malaysia',
      description: 'Company B',
    };
    const user = { firstName: 'Team', lastName: 'B', phone: '012-345 6789', notifyPush: true, notifySms: false };
    const saveB = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: b.members[0]!.auth,
      payload: { user, company },
    });
    expect(saveB.statusCode).toBe(200);

    const smuggled = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: a.members[0]!.auth,
      payload: {
        companyId: b.company.id,
        userId: b.members[0]!.user.id,
        user: { ...user, id: b.members[0]!.user.id, companyId: b.company.id, lastName: 'A' },
        company: { ...company, companyId: b.company.id, id: b.company.id, description: 'Written by A' },
      },
    });
    expect(smuggled.statusCode).toBe(200);
    expect(smuggled.json().company.id).toBe(a.company.id);

    const profileB = (await t.app.inject({ url: '/api/profile', headers: b.members[0]!.auth })).json();
    expect(profileB.company.profile.description).toBe('Company B');
    expect(profileB.user.lastName).toBe('B');
    const profileA = (await t.app.inject({ url: '/api/profile', headers: a.members[0]!.auth })).json();
    expect(profileA.company.profile.description).toBe('Written by A');
    expect(profileA.user.lastName).toBe('A');
  });
});

describe('private files', () => {
  it("are served to the owning company's users only; everyone else gets 404", async () => {
    const storage = createFileStorage({ DATA_DIR: dataDir });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const staged = await stageFile(storage, {
      companyId: b.company.id,
      uploadedBy: b.members[0]!.user.id,
      purpose: 'test-private',
      visibility: 'private',
      originalName: 'statement.png',
      type: { mimeType: 'image/png', extension: 'png' },
      bytes,
    });
    await staged.record(t.db);
    const url = `/api/files/${staged.id}`;

    for (const [who, auth] of [...intruders(), ['anonymous', {}] as [string, Headers]]) {
      expect((await t.app.inject({ url, headers: auth })).statusCode, who).toBe(404);
    }
    for (const member of b.members) {
      const response = await t.app.inject({ url, headers: member.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });
});

describe('notifications', () => {
  it("cannot mark another user's notification read, and list only their own", async () => {
    await notify(t.db, { companyId: b.company.id }, 'userCreated', { name: 'X', email: 'x@b.test', company: 'B' });
    await notify(t.db, { companyId: a.company.id }, 'userCreated', { name: 'Y', email: 'y@a.test', company: 'A' });
    const [ofB] = await t.db.select().from(notifications).where(eq(notifications.userId, b.members[0]!.user.id));

    for (const [who, auth] of intruders()) {
      const response = await t.app.inject({ method: 'POST', url: `/api/notifications/${ofB!.id}/read`, headers: auth });
      expect(response.statusCode, who).toBe(404);
    }
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, ofB!.id));
    expect(still!.readAt).toBeNull();

    const listed = await t.app.inject({ url: '/api/notifications', headers: a.members[0]!.auth });
    expect(listed.json().items.map((n: { params: { company: string } }) => n.params.company)).toEqual(['A']);
  });
});
