/** Spec §9: the page sizes of lists, default 10. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** Spec §9: sensitive list titles keep 25 characters when Latin-only, 10 otherwise. */
export const LATIN_TITLE_MAX = 25;
export const OTHER_TITLE_MAX = 10;

type Query = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** page and size from a list URL: a size outside the list, or a page that is not a whole number ≥ 1, falls back. */
export function listPageOf(query: Query): { page: number; size: PageSize } {
  const sizeText = first(query.size);
  const size = PAGE_SIZES.find((s) => String(s) === sizeText) ?? DEFAULT_PAGE_SIZE;
  const pageText = first(query.page) ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return { page, size };
}

export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page numbers a pager shows: first, last, and a window around the current one; null marks a gap.
 * Example for page 6 of 12: 1 … 4 5 6 7 8 … 12.
 */
export function pagerItems(current: number, count: number, radius = 2): (number | null)[] {
  const shown = new Set([1, count]);
  for (let p = current - radius; p <= current + radius; p += 1) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push(p - prev === 2 ? p - 1 : null);
    items.push(p);
  });
  return items;
}

/** The query string of a list page; defaults are left out so the canonical first page has none. */
export function listQuery(page: number, size: number): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (size !== DEFAULT_PAGE_SIZE) params.set('size', String(size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const LATIN_ONLY = /^[\p{Script=Latin}\p{Script=Common}\p{M}]*$/u;

/** Latin-only text: Latin letters with digits, punctuation and spaces (Common script), nothing else. */
export function isLatinOnly(text: string): boolean {
  return LATIN_ONLY.test(text) && !/[\u3000-\u303f\uff00-\uffef]/.test(text);
}

/** The spec §9 truncation, by characters (code points), with an ellipsis when something was cut. */
export function truncateTitle(title: string): string {
  const max = isLatinOnly(title) ? LATIN_TITLE_MAX : OTHER_TITLE_MAX;
  const chars = [...title.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}
