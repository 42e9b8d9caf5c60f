/*
 * Announcement and lesson HTML is stored as written by administrators and sanitised again on the way out: an
 * allowlist of tags without attributes (links keep a safe href only, pictures a same-site src and their alt
 * text), everything else escaped or dropped.
 */

const ALLOWED = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a', 'img']);
const VOID = new Set(['br', 'img']);
/** Elements whose text is never content. */
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g;
const ENTITY = /^&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '&') out += ENTITY.test(text.slice(i)) ? '&' : '&amp;';
    else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else out += c;
  }
  return out;
}

/** An attribute's value; the name must start the attribute (`data-src` is not `src`). */
function attribute(attrs: string, name: string): string {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  return (m?.[2] ?? m?.[3] ?? m?.[4] ?? '').trim();
}

function safeHref(attrs: string): string | null {
  const raw = attribute(attrs, 'href');
  if (raw === '') return null;
  // Relative addresses and web links only (no javascript:, data:, protocol-relative hosts).
  if (/^https?:\/\//i.test(raw) || (raw.startsWith('/') && !raw.startsWith('//'))) return raw;
  return null;
}

/**
 * A picture's address: a path of this site only. Pictures load as the page opens, so an outside address would
 * tell another host who read what.
 */
function pictureTag(attrs: string, picture?: PictureSource): string {
  const src = picture ? picture((name) => attribute(attrs, name)) : attribute(attrs, 'src');
  if (src === null) return '';
  if (!src.startsWith('/') || src.startsWith('//') || /[\\\s]/.test(src)) return '';
  return `<img src="${escapeText(src)}" alt="${escapeText(attribute(attrs, 'alt'))}">`;
}

/** The library file a link points at (`data-id`, a decimal id), if any. */
function libraryFileId(attrs: string): string | null {
  const m =
    /\bdata-id\s*=\s*("([1-9][0-9]{0,18})"|'([1-9][0-9]{0,18})'|([1-9][0-9]{0,18})(?=[\s/>]|$))/i.exec(attrs);
  return m?.[2] ?? m?.[3] ?? m?.[4] ?? null;
}

/**
 * Decides a picture's address from its attributes (by name), or drops it (null); the address must still be a
 * path of this site.
 */
export type PictureSource = (attribute: (name: string) => string) => string | null;

export function sanitizeHtml(html: string, options: { picture?: PictureSource } = {}): string {
  const input = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROP_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  const open: string[] = [];
  for (const m of input.matchAll(TAG)) {
    out += escapeText(input.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    const name = (m[2] ?? '').toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += name === 'img' ? pictureTag(m[3] ?? '', options.picture) : '<br>';
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close whatever was left open inside, so the output stays well nested.
      while (open.length > at) out += `</${open.pop() ?? ''}>`;
      continue;
    }
    open.push(name);
    if (name === 'a') {
      const href = safeHref(m[3] ?? '');
      const fileId = libraryFileId(m[3] ?? '');
      // A library file link downloads through the portal (data-id); it keeps no address of its own.
      if (fileId) out += `<a href="#" data-id="${fileId}">`;
      else
        out += href
          ? `<a href="${escapeText(href)}" target="_blank" rel="noopener noreferrer nofollow">`
          : '<a>';
    } else {
      out += `<${name}>`;
    }
  }
  out += escapeText(input.slice(last));
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Tags that end a line of text; any other tag (strong, a, em, span…) sits inside a sentence. */
const BLOCK_TAG =
  /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption|dl|dt|dd)\b[^>]*>/gi;
/** Full-width (CJK) punctuation and brackets: no space belongs on either side of them. */
const CJK_PUNCTUATION = '\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65';
const SPACE_BY_CJK_PUNCTUATION = new RegExp(
  `\\s+(?=[${CJK_PUNCTUATION}])|(?<=[${CJK_PUNCTUATION}])\\s+`,
  'g',
);
/** Western punctuation that follows a word without a space. */
const SPACE_BEFORE_PUNCTUATION = /\s+(?=[,.;:!?)\]])/g;

/**
 * Plain text of the HTML, whitespace collapsed, at most `max` characters. A block tag becomes a space, an
 * inline tag nothing, so "<strong>首页</strong>：" reads "首页：" and "</p><p>" still separates sentences.
 */
export function plainSummary(html: string, max = 120): string {
  const text = html
    .replace(DROP_WITH_CONTENT, '')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .replace(SPACE_BY_CJK_PUNCTUATION, '')
    .replace(SPACE_BEFORE_PUNCTUATION, '')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
