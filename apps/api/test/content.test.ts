/**
 * News posts, advertisements and answers to contact messages (spec §2 /admin/posts, /admin/ads,
 * /admin/messages; §6 admNews, admAd, admChat): what readers see and when (the clock moves, no
 * job runs), in which language, that nothing hostile in a post reaches a reader, that an ad's
 * click goes only to its stored link and is counted, and that an answer reaches the sender by e-mail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../src/lib/clock';
import { emailsTo, postFile, signedInAs, uploadedImageId } from './helpers/factories';
import { type TestSmtp, eventually, startSmtpServer } from './helpers/smtp-server';
import { type TestApp, createTestApp } from './helpers/test-app';

type Auth = Record<string, string>;

const clock = new SettableClock(new Date('2026-12-01T02:00:00Z'));
let t: TestApp;
let smtp: TestSmtp;
let dataDir: string;
let editor: Auth;
let coverId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(join(tmpdir(), 'binamart-content-'));
  t = await createTestApp(
    { DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: 'https://binamart.test', EMAIL_RETRY_SECONDS: '1' },
    undefined,
    { clock, jobs: true },
  );
  await t.app.ready();
  editor = (await signedInAs(t, 'Adm')).auth;
  coverId = await uploadedImageId(t, editor, 'content-image');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso).toISOString();
let postSequence = 0;

function postForm(overrides: Record<string, unknown> = {}) {
  postSequence += 1;
  return {
    slug: `jkr-approved-suppliers-${postSequence}`,
    status: 'published',
    coverFileId: coverId,
    publishAt: null,
    unpublishAt: null,
    versions: [
      {
        language: 'en-us',
        title: 'Twelve JKR-approved suppliers join BinaMart',
        summary: 'Cement, rebar and pipes on the JKR list, now with credit terms.',
        body: '## What is new\n\n- Portland cement\n- BRC mesh\n\nSee [the shop](/shop?q=jkr).',
      },
    ],
    ...overrides,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth, ...(lang && { 'accept-language': lang }) },
    ...(payload !== undefined && { payload: payload as object }),
  });

async function createPost(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/posts', editor, postForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string; versions: { language: string; html: string }[] }>();
}

const newsTitles = async (lang = 'en-us') =>
  (await call('GET', '/api/news?pageSize=50', undefined, undefined, lang))
    .json<{ items: { title: string; slug: string }[] }>()
    .items.map((item) => item.slug);

describe('news posts', () => {
  it('neutralises hostile Markdown and HTML: no script, no event handler, no javascript: link, no foreign image', async () => {
    const hostile = [
      '<script>alert(document.cookie)</script>',
      '<img src=x onerror="alert(1)">',
      '[Claim your prize](javascript:alert(1))',
      '[Sneaky](JaVaScRiPt:alert(1)) and [tab](java\tscript:alert(2)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      '![tracker](https://evil.example/pixel.png) ![ours](/api/files/' + coverId + ')',
      '<a href="https://evil.example" onclick="steal()">click</a>',
      '[ok](https://www.jkr.gov.my/" onmouseover="alert(3))',
      '## Heading with <iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    const post = await createPost({
      versions: [{ language: 'en-us', title: 'Hostile', summary: 'Test', body: hostile }],
    });
    const article = (await call('GET', `/api/news/${post.slug}`)).json<{ html: string }>();
    for (const html of [post.versions[0]!.html, article.html]) {
      expect(html).not.toMatch(/<script|<iframe|<img[^>]+onerror|\son\w+\s*=\s*["']|javascript:|data:text/i);
      // what was typed is still there to read, as text
      expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
      // a link with a dangerous scheme keeps its text and loses its address
      expect(html).toContain('<p>Claim your prize)</p>');
      // only our own uploads are shown as images
      expect(html).toContain(`<img src="/api/files/${coverId}" alt="ours" loading="lazy">`);
      expect(html).not.toContain('evil.example/pixel.png');
      expect(html).toContain('<h2>Heading with &lt;iframe');
    }
  });

  it('renders headings, lists, links and images of the editor into the article', async () => {
    const post = await createPost();
    const article = (await call('GET', `/api/news/${post.slug}`)).json<{ html: string; title: string }>();
    expect(article.title).toBe('Twelve JKR-approved suppliers join BinaMart');
    expect(article.html).toBe(
      '<h2>What is new</h2>\n<ul><li>Portland cement</li><li>BRC mesh</li></ul>\n<p>See <a href="/shop?q=jkr">the shop</a>.</p>',
    );
  });

  it('shows a post only between its publish and unpublish times, and never a draft', async () => {
    const start = clock.now();
    const scheduled = await createPost({
      publishAt: at('2026-12-03T00:00:00+08:00'),
      unpublishAt: at('2026-12-05T00:00:00+08:00'),
    });
    const draft = await createPost({ status: 'draft' });
    expect(await newsTitles()).not.toContain(scheduled.slug);
    expect((await call('GET', `/api/news/${scheduled.slug}`)).statusCode).toBe(404);

    clock.set(new Date('2026-12-03T00:00:00+08:00'));
    expect(await newsTitles()).toContain(scheduled.slug);
    expect((await call('GET', `/api/news/${scheduled.id}`)).statusCode).toBe(200);

    clock.set(new Date('2026-12-05T00:00:00+08:00'));
    expect(await newsTitles()).not.toContain(scheduled.slug);
    expect((await call('GET', `/api/news/${scheduled.slug}`)).statusCode).toBe(404);
    expect(await newsTitles()).not.toContain(draft.slug);
    expect((await call('GET', `/api/news/${draft.slug}`)).statusCode).toBe(404);
    // administrators still see both, with whether each shows now
    const listed = (await call('GET', '/api/admin/posts?pageSize=100', editor)).json<{
      items: { id: string; live: boolean }[];
    }>().items;
    expect(listed.find((p) => p.id === scheduled.id)?.live).toBe(false);
    expect(listed.find((p) => p.id === draft.id)?.live).toBe(false);
    clock.set(start);
  });

  it("gives readers their language's version, else the English one", async () => {
    const post = await createPost({
      versions: [
        { language: 'en-us', title: 'Delivery to Sabah and Sarawak', summary: 'By sea freight.', body: 'Now open.' },
        { language: 'zh-cn', title: '配送至沙巴和砂拉越', summary: '海运配送。', body: '现已开通。' },
      ],
    });
    const read = async (lang: string) =>
      (await call('GET', `/api/news/${post.slug}`, undefined, undefined, lang)).json<{
        title: string;
        language: string;
        html: string;
      }>();
    expect(await read('zh-CN')).toMatchObject({
      title: '配送至沙巴和砂拉越',
      language: 'zh-cn',
      html: '<p>现已开通。</p>',
    });
    expect(await read('ms')).toMatchObject({ title: 'Delivery to Sabah and Sarawak', language: 'en-us' });
    const list = (await call('GET', '/api/news?pageSize=50', undefined, undefined, 'zh-cn')).json<{
      items: { slug: string; title: string }[];
    }>();
    expect(list.items.find((item) => item.slug === post.slug)?.title).toBe('配送至沙巴和砂拉越');
  });

  it('refuses a post without English, with a clashing address or an end before its start, in the reader’s language', async () => {
    const noEnglish = await call(
      'POST',
      '/api/admin/posts',
      editor,
      postForm({ versions: [{ language: 'ms', title: 'Berita', summary: 'Ringkasan', body: 'Isi' }] }),
      'ms',
    );
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().details).toEqual([
      {
        path: 'versions',
        message: 'Tulis versi bahasa Inggeris: pembaca yang tiada versi bahasa mereka sendiri akan membacanya.',
      },
    ]);
    const backwards = await call(
      'POST',
      '/api/admin/posts',
      editor,
      postForm({ publishAt: at('2026-12-10T00:00:00Z'), unpublishAt: at('2026-12-09T00:00:00Z') }),
      'zh-cn',
    );
    expect(backwards.json().details).toEqual([{ path: 'unpublishAt', message: '结束时间必须晚于开始时间。' }]);
    const first = await createPost();
    const clash = await call('POST', '/api/admin/posts', editor, { ...postForm(), slug: first.slug });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().details).toEqual([{ path: 'slug', message: 'Another post already uses this address.' }]);
  });

  it('lets admNews Read look but not write, refuses Block, other sides and anonymous callers', async () => {
    const post = await createPost();
    const reader = (await signedInAs(t, 'Adm', { admNews: 'Read' })).auth;
    expect((await call('GET', `/api/admin/posts/${post.id}`, reader)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/posts/${post.id}`, reader, postForm())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/posts/${post.id}`, reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/posts', reader, postForm())).statusCode).toBe(403);
    const blocked = (await signedInAs(t, 'Adm', { admNews: 'Block' })).auth;
    expect((await call('GET', '/api/admin/posts', blocked)).statusCode).toBe(403);
    for (const role of ['BuyAdm', 'SellAdm'] as const) {
      const other = (await signedInAs(t, role)).auth;
      expect((await call('GET', `/api/admin/posts/${post.id}`, other)).statusCode).toBe(403);
      expect((await call('PUT', `/api/admin/posts/${post.id}`, other, postForm())).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/posts')).statusCode).toBe(401);
    // a cover must be a picture the platform uploaded, not another company's file
    const seller = (await signedInAs(t, 'SellAdm')).auth;
    const sellersImage = await uploadedImageId(t, seller, 'product-image');
    expect((await call('POST', '/api/admin/posts', editor, postForm({ coverFileId: sellersImage }))).statusCode).toBe(
      404,
    );
    // and a post is removed only by Write
    expect((await call('DELETE', `/api/admin/posts/${post.id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/news/${post.slug}`)).statusCode).toBe(404);
  });

  it('takes content pictures only from administrators who write news or ads', async () => {
    const noWrite = (await signedInAs(t, 'Adm', { admNews: 'Read', admAd: 'Read' })).auth;
    expect((await postFile(t, noWrite, 'content-image')).statusCode).toBe(403);
    const adWriter = (await signedInAs(t, 'Adm', { admNews: 'Block', admAd: 'Write' })).auth;
    expect((await postFile(t, adWriter, 'content-image')).statusCode).toBe(201);
    const buyer = (await signedInAs(t, 'BuyAdm')).auth;
    expect((await postFile(t, buyer, 'content-image')).statusCode).toBe(403);
    const notImage = await postFile(t, editor, 'content-image', Buffer.from('<svg onload="alert(1)"/>'), 'x.png');
    expect(notImage.statusCode).toBe(400);
  });
});

function adForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Year-end cement offer: RM 2 off per bag',
    placement: 'home-carousel',
    phoneImageFileId: coverId,
    desktopImageFileId: coverId,
    link: '/shop?q=cement',
    startsAt: at('2026-11-01T00:00:00+08:00'),
    endsAt: at('2026-12-31T00:00:00+08:00'),
    priority: 10,
    active: true,
    ...overrides,
  };
}

async function createAd(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/ads', editor, adForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ ad: { id: string } }>().ad;
}

const shown = async (placement: string) =>
  (await call('GET', `/api/ads?placement=${placement}`)).json<{ id: string; clickUrl: string }[]>().map((ad) => ad.id);

describe('advertisements', () => {
  it('shows an active ad where placed, highest priority first, only between its start and end', async () => {
    const low = await createAd({ placement: 'shop-top', priority: 5 });
    const high = await createAd({ placement: 'shop-top', priority: 50 });
    const later = await createAd({
      placement: 'shop-top',
      priority: 99,
      startsAt: at('2026-12-02T00:00:00+08:00'),
      endsAt: at('2026-12-03T00:00:00+08:00'),
    });
    const inactive = await createAd({ placement: 'shop-top', priority: 80, active: false });
    expect(await shown('shop-top')).toEqual([high.id, low.id]);
    expect(await shown('product-side')).toEqual([]);

    const start = clock.now();
    clock.set(new Date('2026-12-02T12:00:00+08:00'));
    expect(await shown('shop-top')).toEqual([later.id, high.id, low.id]);
    clock.set(new Date('2026-12-03T00:00:00+08:00'));
    expect(await shown('shop-top')).toEqual([high.id, low.id]);
    expect(await shown('shop-top')).not.toContain(inactive.id);
    clock.set(start);
  });

  it('counts a click and redirects only to the stored link, whatever the request adds', async () => {
    const ad = await createAd({ placement: 'product-side', link: 'https://www.jkr.gov.my/en/' });
    const click = await call('GET', `/api/ads/${ad.id}/click?to=https://evil.example&link=javascript:alert(1)`);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://www.jkr.gov.my/en/');
    expect((await call('GET', '/api/ads/00000000-0000-4000-8000-000000000000/click')).statusCode).toBe(404);
    // an ad cannot be given a link to another scheme in the first place
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,hi', 'mailto:a@b.my']) {
      const refused = await call('POST', '/api/admin/ads', editor, adForm({ link }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        { path: 'link', message: 'Enter an https:// address or a path of this site starting with /.' },
      ]);
    }
  });

  it('counts impressions once per reported view and clicks, and reports them per ad and day with the rate', async () => {
    const ad = await createAd({ placement: 'home-carousel', priority: 70 });
    const ended = await createAd({
      startsAt: at('2026-10-01T00:00:00+08:00'),
      endsAt: at('2026-10-31T00:00:00+08:00'),
    });
    const start = clock.now();
    for (let view = 0; view < 4; view++) {
      const beacon = await call('POST', '/api/ads/impressions', undefined, { ids: [ad.id, ad.id, ended.id] });
      expect(beacon.statusCode).toBe(204);
    }
    await call('GET', `/api/ads/${ad.id}/click`);
    clock.set(new Date('2026-12-02T10:00:00+08:00'));
    await call('POST', '/api/ads/impressions', undefined, { ids: [ad.id] });
    await call('GET', `/api/ads/${ad.id}/click`);
    await call('GET', `/api/ads/${ended.id}/click`);
    clock.set(start);

    const report = (await call('GET', `/api/admin/ads/${ad.id}`, editor)).json<{
      ad: { totals: { impressions: number; clicks: number; clickThroughRate: number } };
      days: { day: string; impressions: number; clicks: number }[];
    }>();
    expect(report.ad.totals).toEqual({ impressions: 5, clicks: 2, clickThroughRate: 0.4 });
    expect(report.days).toEqual([
      { day: '2026-12-02', impressions: 1, clicks: 1 },
      { day: '2026-12-01', impressions: 4, clicks: 1 },
    ]);
    const endedReport = (await call('GET', `/api/admin/ads/${ended.id}`, editor)).json<{ ad: { totals: unknown } }>();
    expect(endedReport.ad.totals).toEqual({ impressions: 0, clicks: 0, clickThroughRate: null });
    const list = (await call('GET', '/api/admin/ads?pageSize=100', editor)).json<{
      items: { id: string; live: boolean; totals: { impressions: number } }[];
    }>();
    expect(list.items.find((item) => item.id === ad.id)).toMatchObject({ live: true, totals: { impressions: 5 } });
    expect(list.items.find((item) => item.id === ended.id)?.live).toBe(false);
    expect((await call('POST', '/api/ads/impressions', undefined, { ids: ['not-an-id'] })).statusCode).toBe(400);
  });

  it('lets admAd Read see the figures but not change an ad; other sides and Block are refused', async () => {
    const ad = await createAd();
    const reader = (await signedInAs(t, 'Adm', { admAd: 'Read' })).auth;
    expect((await call('GET', `/api/admin/ads/${ad.id}`, reader)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/ads/${ad.id}`, reader, adForm())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/ads/${ad.id}`, reader)).statusCode).toBe(403);
    const blocked = (await signedInAs(t, 'Adm', { admAd: 'Block' })).auth;
    expect((await call('GET', '/api/admin/ads', blocked)).statusCode).toBe(403);
    const seller = (await signedInAs(t, 'SellAdm')).auth;
    expect((await call('GET', `/api/admin/ads/${ad.id}`, seller)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/ads', seller, adForm())).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/ads')).statusCode).toBe(401);
    const changed = await call('PUT', `/api/admin/ads/${ad.id}`, editor, adForm({ active: false }));
    expect(changed.statusCode).toBe(200);
    expect(await shown('home-carousel')).not.toContain(ad.id);
  });
});

describe('answering contact messages', () => {
  it('e-mails the answer to the sender in their language and keeps who answered and when', async () => {
    const sent = await call(
      'POST',
      '/api/contact',
      undefined,
      {
        name: 'Tan Wei Ming',
        email: 'weiming@tan-builders.my',
        subject: 'Delivery to Kota Kinabalu',
        message: 'Do your suppliers deliver cement to Kota Kinabalu?',
      },
      'zh-cn',
    );
    const message = sent.json<{ id: string }>();
    const agent = await signedInAs(t, 'Adm');
    const answer = await call('POST', `/api/contact-messages/${message.id}/answers`, agent.auth, {
      body: '是的，沙巴的配送通过海运，约需 7 至 10 天。\n\n如需报价，请在商品页面提交询价。',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().answers).toEqual([
      {
        id: expect.any(String),
        body: '是的，沙巴的配送通过海运，约需 7 至 10 天。\n\n如需报价，请在商品页面提交询价。',
        answeredByName: 'Test Adm',
        createdAt: clock.now().toISOString(),
      },
    ]);

    await eventually(() => smtp.to('weiming@tan-builders.my').length > 0, 'the answer to arrive');
    const mail = smtp.to('weiming@tan-builders.my')[0]!;
    expect(mail.subject).toBe('回复：Delivery to Kota Kinabalu');
    expect(mail.text).toContain('Tan Wei Ming，您好：');
    expect(mail.text).toContain('是的，沙巴的配送通过海运，约需 7 至 10 天。');
    expect(mail.text).toContain('> Do your suppliers deliver cement to Kota Kinabalu?');
    expect((await emailsTo(t.db, 'weiming@tan-builders.my'))[0]).toMatchObject({ template: 'contact-answer' });

    const second = await call('POST', `/api/contact-messages/${message.id}/answers`, agent.auth, {
      body: 'Follow-up: the Kota Kinabalu hub opens on Monday.',
    });
    expect(second.json().answers.map((a: { body: string }) => a.body)).toEqual([
      '是的，沙巴的配送通过海运，约需 7 至 10 天。\n\n如需报价，请在商品页面提交询价。',
      'Follow-up: the Kota Kinabalu hub opens on Monday.',
    ]);
    const listed = (await call('GET', '/api/contact-messages?pageSize=50', agent.auth)).json<{
      items: { id: string; answers: unknown[] }[];
    }>();
    expect(listed.items.find((item) => item.id === message.id)?.answers).toHaveLength(2);
  });

  it('needs admChat Write to answer, refuses an empty answer and an unknown message', async () => {
    const sent = await call('POST', '/api/contact', undefined, {
      name: 'Siti Aminah',
      email: 'siti@aminah-reno.my',
      subject: 'Credit terms',
      message: 'Can a new company apply for 30-day terms?',
    });
    const id = sent.json<{ id: string }>().id;
    const reader = (await signedInAs(t, 'Adm', { admChat: 'Read' })).auth;
    expect((await call('POST', `/api/contact-messages/${id}/answers`, reader, { body: 'Yes' })).statusCode).toBe(403);
    const buyer = (await signedInAs(t, 'BuyAdm')).auth;
    expect((await call('POST', `/api/contact-messages/${id}/answers`, buyer, { body: 'Yes' })).statusCode).toBe(403);
    const empty = await call('POST', `/api/contact-messages/${id}/answers`, editor, { body: '  ' }, 'ms');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ path: 'body', message: expect.any(String) }]);
    const unknown = await call('POST', '/api/contact-messages/00000000-0000-4000-8000-000000000000/answers', editor, {
      body: 'Yes',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await emailsTo(t.db, 'siti@aminah-reno.my')).toEqual([]);
  });
});
