/**
 * An allow-list sanitizer for CMS fragments rendered as HTML: known tags keep only their known
 * attributes, links only safe schemes; script, style and their kin disappear with their content;
 * everything else is escaped text. Small on purpose: the CMS writes simple article markup.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'small',
  'span',
  'a',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'dl',
  'dt',
  'dd',
  'section',
  'figure',
  'figcaption',
  'img',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements whose content is dropped with them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
]);
const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

const escapeText = (s: string) =>
  s
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Relative paths, http(s), mailto and tel; never javascript:, data: or anything hidden by entities or spaces. */
export function isSafeUrl(value: string): boolean {
  const v = value.trim();
  if (/[\u0000-\u001f\s\\]/.test(v) || /&#|&[a-z]+;/i.test(v)) return false;
  if (v.startsWith('//')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return /^(https?:|mailto:|tel:)/i.test(v);
  return true;
}

function attributesOf(tag: string, raw: string): string {
  const allowed = ALLOWED_ATTRS[tag];
  if (!allowed) return '';
  const out: string[] = [];
  const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of raw.matchAll(re)) {
    const name = m[1]!.toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (!allowed.includes(name)) continue;
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue;
    if (['colspan', 'rowspan', 'start', 'width', 'height'].includes(name) && !/^\d{1,4}$/.test(value)) continue;
    if (name === 'scope' && !['col', 'row', 'colgroup', 'rowgroup'].includes(value)) continue;
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && out.some((a) => /^ href="https?:/i.test(a))) out.push(' rel="noopener noreferrer"');
  return out.join('');
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const tagRe = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^>]*?)?)\s*(\/?)>/g;
  let last = 0;
  let dropping: string | null = null;
  for (const m of html.matchAll(tagRe)) {
    const index = m.index ?? 0;
    if (!dropping) out.push(escapeText(html.slice(last, index)));
    last = index + m[0].length;
    if (!m[2]) continue; // a comment
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing && m[4] !== '/') dropping = tag;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(`<${tag}${attributesOf(tag, m[3] ?? '')}>`);
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  if (!dropping) out.push(escapeText(html.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The text of a fragment (for descriptions and search snippets). */
export function plainText(html: string): string {
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
