/**
 * The news editor's Markdown, rendered to HTML that is safe by construction: every character of
 * the text is escaped, and the only markup that comes out is what this renderer writes itself —
 * headings, paragraphs, bullet and numbered lists, quotes, bold, italics, line breaks, links and
 * images. Raw HTML in a post is shown as text, never run. A link goes only to an http(s) address,
 * a mailto: address or a path of this site; an image only to a file uploaded to this site. The
 * API renders and stores a post's HTML with this, and the editor's preview shows the same.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or an attribute value: nothing in it can open a tag or leave an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An uploaded file's address on this site: the only images a post may show. */
const OWN_FILE = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The address a link may go to, or null: http(s) and mailto: addresses, and paths of this site
 * ("/shop?category=…", not "//elsewhere"). Spaces and control characters are refused outright,
 * so "java\tscript:" or an encoded scheme cannot pass as something else.
 */
export function safeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (url === '' || /[\s\u0000-\u001f\u007f\\]/.test(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  if (/^mailto:[^@/]+@[^@/]+$/i.test(url)) return url;
  // a scheme of http or https and a host name: letters, digits, dots and hyphens, an optional port
  return /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]|$)/i.test(url) ? url : null;
}

/** The address an image may come from (a file uploaded to this site), or null. */
export const safeImageUrl = (raw: string): string | null => (OWN_FILE.test(raw.trim()) ? raw.trim() : null);

/** `![alt](src)`, `[text](href)`, `**bold**`, `*italic*` or `_italic_`, whichever comes first. */
const INLINE =
  /!\[([^\]\n]*)\]\(([^)\s]*)\)|\[([^\]\n]+)\]\(([^)\s]*)\)|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_/g;

/** One line's inline markup; `links` is false inside a link's own text (no link in a link). */
function renderInline(text: string, links = true): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, alt, src, label, href, bold, star, underscore] = match;
    html += escapeHtml(text.slice(at, match.index));
    at = match.index + whole.length;
    if (src !== undefined) {
      const url = safeImageUrl(src);
      html += url
        ? `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt ?? '')}" loading="lazy">`
        : escapeHtml(alt ?? '');
    } else if (label !== undefined) {
      const url = links ? safeLinkUrl(href ?? '') : null;
      const inner = renderInline(label, false);
      html += url
        ? url.startsWith('/')
          ? `<a href="${escapeHtml(url)}">${inner}</a>`
          : `<a href="${escapeHtml(url)}" rel="nofollow noopener noreferrer" target="_blank">${inner}</a>`
        : inner;
    } else if (bold !== undefined) {
      html += `<strong>${renderInline(bold, links)}</strong>`;
    } else {
      html += `<em>${renderInline(star ?? underscore ?? '', links)}</em>`;
    }
  }
  return html + escapeHtml(text.slice(at));
}

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'quote' | 'paragraph'; lines: string[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*+]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

/** The text's blocks: a blank line ends a paragraph; a list or quote runs while its lines do. */
function blocks(markdown: string): Block[] {
  const result: Block[] = [];
  let open = null as Block | null;
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      open = null;
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    if (heading) {
      // the page's title is its h1: # and ## are sections (h2), ### a subsection (h3)
      result.push({ kind: 'heading', level: heading[1]!.length === 3 ? 3 : 2, text: heading[2]! });
      open = null;
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? numbered)![1]!;
      if (open?.kind === kind) open.items.push(item);
      else result.push((open = { kind, items: [item] }));
    } else if (quote) {
      if (open?.kind === 'quote') open.lines.push(quote[1]!);
      else result.push((open = { kind: 'quote', lines: [quote[1]!] }));
    } else if (open?.kind === 'paragraph' || open?.kind === 'quote') {
      open.lines.push(line);
    } else {
      result.push((open = { kind: 'paragraph', lines: [line] }));
    }
  }
  return result;
}

/** A post's Markdown as safe HTML (see the top of this file for what it allows). */
export function renderMarkdown(markdown: string): string {
  return blocks(markdown)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<h${block.level}>${renderInline(block.text)}</h${block.level}>`;
        case 'ul':
        case 'ol':
          return `<${block.kind}>${block.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${block.kind}>`;
        case 'quote':
          return `<blockquote><p>${block.lines.map((line) => renderInline(line)).join('<br>')}</p></blockquote>`;
        case 'paragraph':
          return `<p>${block.lines.map((line) => renderInline(line)).join('<br>')}</p>`;
      }
    })
    .join('\n');
}
