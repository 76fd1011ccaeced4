/** Absolute URL of a page (path without the locale, may carry a query) in one locale. */
export function absoluteUrl(origin: string, locale: string, path: string): string {
  return new URL(`/${locale}${path === '/' ? '' : path}`, origin).toString();
}

export type Alternates = { canonical: string; languages: Record<string, string> };

/**
 * Canonical URL and hreflang alternates of a page: zh-CN and en-US, x-default on zh-CN (spec §1: the site
 * starts in Chinese). A zh-CN only page has no en-US alternate.
 */
export function alternatesOf(origin: string, path: string, locale: string, zhOnly = false): Alternates {
  const zh = absoluteUrl(origin, 'zh-CN', path);
  const en = absoluteUrl(origin, 'en-US', path);
  return {
    canonical: locale === 'en-US' && !zhOnly ? en : zh,
    languages: zhOnly ? { 'zh-CN': zh, 'x-default': zh } : { 'zh-CN': zh, 'en-US': en, 'x-default': zh },
  };
}

/** A description from text: whole, or cut at a word or character boundary near `max`, with an ellipsis. */
export function describe(text: string, max = 150): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
