import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './helpers/factories';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers });

describe('contact form', () => {
  it('requires name, e-mail, subject and message, with the spec message for each', async () => {
    const response = await send({ name: '  ', email: '', subject: '', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'name', message: 'This field is required' },
      { path: 'email', message: 'This field is required' },
      { path: 'subject', message: 'This field is required' },
      { path: 'message', message: 'This field is required' },
    ]);
  });

  it('rejects an invalid e-mail, in the request language', async () => {
    const response = await send(
      { name: 'Ali', email: 'ali-at-site', subject: 'Hi', message: 'Hello' },
      { 'accept-language': 'zh-cn' },
    );
    expect(response.json().details).toEqual([{ path: 'email', message: '电子邮件格式无效' }]);
  });

  it('stores a message that administrators read, newest first', async () => {
    const first = await send({
      name: 'Ahmad Faiz',
      email: 'Faiz@Contractor.my',
      subject: 'Credit terms',
      message: 'Do you offer 60 days?',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Ahmad Faiz', email: 'faiz@contractor.my', subject: 'Credit terms' });
    await send({
      name: 'Mei Ling',
      email: 'mei@tiles.my',
      subject: 'Selling tiles',
      message: 'How do I list porcelain tiles?',
    });

    const admin = await signedInAs(t, 'Adm');
    const list = await t.app.inject({ url: '/api/contact-messages?page=1&pageSize=1', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ subject: 'Selling tiles' }] });
  });

  it('keeps the messages from everyone but administrators with admChat access', async () => {
    expect((await t.app.inject({ url: '/api/contact-messages' })).statusCode).toBe(401);
    for (const role of ['BuyAdm', 'SellAdm'] as const) {
      const other = await signedInAs(t, role);
      const response = await t.app.inject({ url: '/api/contact-messages', headers: other.auth });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Sorry! You don't have permission to access this page");
    }
    const blocked = await signedInAs(t, 'Adm', { admChat: 'Block' });
    expect((await t.app.inject({ url: '/api/contact-messages', headers: blocked.auth })).statusCode).toBe(403);
  });
});
