import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeImageUrl, safeLinkUrl } from './markdown';

const FILE = '/api/files/0b7c5a0e-8d1f-4b7a-9c35-2f6e1d4a9b10';

describe('renderMarkdown', () => {
  it.each([
    ['## Delivery', '<h2>Delivery</h2>'],
    ['### Sabah', '<h3>Sabah</h3>'],
    ['# Big', '<h2>Big</h2>'],
    ['- cement\n- sand', '<ul><li>cement</li><li>sand</li></ul>'],
    ['1. order\n2. pay', '<ol><li>order</li><li>pay</li></ol>'],
    ['> credit tip', '<blockquote><p>credit tip</p></blockquote>'],
    ['**RM 2** off *today*', '<p><strong>RM 2</strong> off <em>today</em></p>'],
    ['line one\nline two', '<p>line one<br>line two</p>'],
    ['[Shop](/shop?q=a&b=c)', '<p><a href="/shop?q=a&amp;b=c">Shop</a></p>'],
    [
      '[JKR](https://www.jkr.gov.my)',
      '<p><a href="https://www.jkr.gov.my" rel="nofollow noopener noreferrer" target="_blank">JKR</a></p>',
    ],
    [`![Mesh](${FILE})`, `<p><img src="${FILE}" alt="Mesh" loading="lazy"></p>`],
  ])('%j renders to %s', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['[x](javascript:void0)', '<p>x</p>'],
    ['[x](vbscript:msgbox)', '<p>x</p>'],
    ['[x](//evil.example)', '<p>x</p>'],
    ['![x](https://evil.example/a.png)', '<p>x</p>'],
    [
      '![x" onerror="alert(1)](' + FILE + ')',
      `<p><img src="${FILE}" alt="x&quot; onerror=&quot;alert(1)" loading="lazy"></p>`,
    ],
    ['[**bold** [inner](/a)](/b)', '<p><a href="/a"><strong>bold</strong> [inner</a>](/b)</p>'],
  ])('neutralises %j', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });
});

describe('link and image addresses', () => {
  it.each([
    ['https://binamart.my/news', true],
    ['http://example.my', true],
    ['/shop', true],
    ['mailto:sales@binamart.my', true],
    ['javascript:alert(1)', false],
    [' JAVASCRIPT:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://', false],
  ])('%j is a safe link: %s', (url, safe) => {
    expect(safeLinkUrl(url) !== null).toBe(safe);
  });

  it('takes images only from our own uploads', () => {
    expect(safeImageUrl(FILE)).toBe(FILE);
    expect(safeImageUrl('https://cdn.example/x.png')).toBeNull();
    expect(safeImageUrl(`${FILE}?x=1`)).toBeNull();
  });
});
