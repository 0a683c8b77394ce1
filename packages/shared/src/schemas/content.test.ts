import { describe, expect, it } from 'vitest';
import { adInputSchema, postInputSchema, slugFrom } from './content';

const version = { language: 'en-us', title: 'Delivery to Sabah', summary: 'By sea.', body: 'Now open.' };
const post = { slug: 'delivery-to-sabah', status: 'published', versions: [version] };
const ad = {
  title: 'Cement offer',
  placement: 'shop-top',
  phoneImageFileId: '0b7c5a0e-8d1f-4b7a-9c35-2f6e1d4a9b10',
  desktopImageFileId: '0b7c5a0e-8d1f-4b7a-9c35-2f6e1d4a9b10',
  link: '/shop?q=cement',
  startsAt: '2026-12-01T00:00:00+08:00',
  endsAt: '2026-12-31T00:00:00+08:00',
  priority: 10,
};
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('postInputSchema', () => {
  it('takes a post with an English version, blank times as none', () => {
    expect(postInputSchema.parse({ ...post, publishAt: '', unpublishAt: null })).toMatchObject({
      publishAt: null,
      unpublishAt: null,
      coverFileId: null,
    });
  });

  it.each([
    [{ versions: [{ ...version, language: 'ms' }] }, [['versions', 'content.englishRequired']]],
    [{ versions: [version, version] }, [['versions', 'content.languageTwice']]],
    [
      { publishAt: '2026-12-02T00:00:00+08:00', unpublishAt: '2026-12-01T00:00:00+08:00' },
      [['unpublishAt', 'content.endBeforeStart']],
    ],
    [{ slug: 'Delivery to Sabah' }, [['slug', 'content.slugInvalid']]],
  ])('refuses %j', (change, expected) => {
    expect(messages(postInputSchema.safeParse({ ...post, ...change }))).toEqual(expected);
  });

  it('makes an address from a title', () => {
    expect(slugFrom('Delivery to Sabah & Sarawak — now open!')).toBe('delivery-to-sabah-sarawak-now-open');
  });
});

describe('adInputSchema', () => {
  it.each(['/shop?q=cement', 'https://www.jkr.gov.my/en/'])('takes the link %s', (link) => {
    expect(adInputSchema.safeParse({ ...ad, link }).success).toBe(true);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'mailto:a@b.my', 'shop'])('refuses the link %s', (link) => {
    expect(messages(adInputSchema.safeParse({ ...ad, link }))).toEqual([['link', 'content.linkInvalid']]);
  });

  it('refuses an end before the start', () => {
    expect(messages(adInputSchema.safeParse({ ...ad, endsAt: '2026-11-30T00:00:00+08:00' }))).toEqual([
      ['endsAt', 'content.endBeforeStart'],
    ]);
  });
});
