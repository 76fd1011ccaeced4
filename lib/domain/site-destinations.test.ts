import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sanitizeHtml } from './content-html';
import { SITE_DESTINATIONS, isShownIn, isShownLink, isZhOnlyPath, withoutUnbuiltLinks } from './site-destinations';

const LOCALES = ['zh-CN', 'en-US'] as const;
const PAGES = path.join(process.cwd(), 'app', '[locale]');

/**
 * The folders a URL's segments name below `dir`, through route groups (`(name)`), which the URL leaves out, and
 * dynamic segments.
 */
function foldersOf(dir: string, segments: string[]): string[] {
  if (!existsSync(dir)) return [];
  const groups = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^\(.+\)$/.test(e.name))
    .flatMap((e) => foldersOf(path.join(dir, e.name), segments));
  if (segments.length === 0) return [dir, ...groups];
  const [first, ...rest] = segments;
  // A dynamic segment (`[category]`) stands for any value of the URL's.
  const dynamic = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^\[[^.\]]+\]$/.test(e.name))
    .flatMap((e) => foldersOf(path.join(dir, e.name), rest));
  return [...foldersOf(path.join(dir, first!), rest), ...dynamic, ...groups];
}

/** Whether app/[locale] has a page at the path or anywhere below it. */
function hasPage(local: string): boolean {
  const walk = (d: string): boolean =>
    readdirSync(d, { withFileTypes: true }).some((e) =>
      e.isDirectory() ? walk(path.join(d, e.name)) : e.name === 'page.tsx',
    );
  return foldersOf(PAGES, local.split('/').filter(Boolean)).some(walk);
}

describe('site destinations (no link to a page that is not built yet)', () => {
  it.each(Object.entries(SITE_DESTINATIONS))('%s is marked built exactly when its page exists', (_, d) => {
    expect(hasPage(d.path)).toBe(d.built);
  });

  it('hides links to destinations not built, in either locale or none, and below them', () => {
    // Every destination is built since issue 33; mark one unbuilt for the while of this test.
    const d = SITE_DESTINATIONS.travelCertificate as { built: boolean };
    d.built = false;
    try {
      for (const href of [
        '/zh-CN/airTravelCertify',
        '/airTravelCertify/main',
        '/en-US/airTravelCertify#top',
        '/zh-CN/AIRTRAVELCERTIFY',
      ]) {
        expect(isShownLink(href, LOCALES)).toBe(false);
      }
      expect(isShownLink('/zh-CN/airTravelValidate', LOCALES)).toBe(true);
    } finally {
      d.built = true;
    }
  });

  it('shows a zh-CN only destination in Chinese only (spec §2 zh-CN only): its English link is hidden', () => {
    expect(isShownLink('/zh-CN/firstService/index', LOCALES)).toBe(true);
    expect(isShownLink('/en-US/firstService/index', LOCALES)).toBe(false);
    expect(isShownLink('/firstService/index', LOCALES, 'zh-CN')).toBe(true);
    expect(isShownLink('/firstService/index', LOCALES, 'en-US')).toBe(false);
    expect(isShownIn('firstService', 'zh-CN')).toBe(true);
    expect(isShownIn('firstService', 'en-US')).toBe(false);
    expect(isShownIn('ticketValidation', 'en-US')).toBe(true);
    expect(withoutUnbuiltLinks('<p>See <a href="/en-US/firstService/index">first flight</a>.</p>', LOCALES)).toBe(
      '<p>See first flight.</p>',
    );
  });

  it('knows the zh-CN only pages: the first-flight service, e-invoices, vouchers and the travel articles, nothing else', () => {
    for (const path of [
      '/firstService/index',
      '/reimbursementVoucher/question',
      '/reimbursementVoucher/inquire',
      '/reimbursementVoucher/editDetail/RV123456789012',
      '/ElectronicBill/makeInvoice',
      '/ElectronicBill/succeed',
      '/Electronic/list',
      '/Electronic/issue',
      '/travelArticle/list',
      '/travelArticle/list/2-10',
      '/travelArticle/travelArticleDetails/a1',
    ])
      expect(isZhOnlyPath(path)).toBe(true);
    for (const path of ['/', '/news/newList', '/firstServiceX', '/ticketValidate', '/travelArticleX', '/ElectronicX'])
      expect(isZhOnlyPath(path)).toBe(false);
  });

  it('knows every page that refuses English (pageLocale(params, true)), so its language switch leads home', () => {
    const pages = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? pages(path.join(dir, e.name)) : e.name === 'page.tsx' ? [path.join(dir, e.name)] : [],
      );
    const zhOnly = pages(PAGES)
      .filter((file) => readFileSync(file, 'utf8').includes('pageLocale(params, true)'))
      .map((file) =>
        path
          .relative(PAGES, path.dirname(file))
          .split(path.sep)
          .filter((part) => !/^\(.+\)$/.test(part))
          .map((part) => (part.startsWith('[') ? 'x' : part))
          .join('/'),
      );
    expect(zhOnly.length).toBeGreaterThan(15);
    expect(zhOnly.filter((route) => !isZhOnlyPath(`/${route}`))).toEqual([]);
  });

  it('shows built pages, pages the list does not name, and other kinds of links', () => {
    for (const href of [
      '/en-US',
      '/zh-CN/static/faq',
      '/en-US/flightLine?from=PVG',
      '/en-US/checkIn',
      '/zh-CN/seasonTicket/main/package',
      '/zh-CN/checkin/selair/YQ2026120112345678?segment=0',
      '/en-US/modify/selair/YQ2026120112345678',
      '/en-US/ancillary/selfService?from=menu',
      '/zh-CN/addpeople/airandpeople/baby/YQ2026120112345678',
      '/zh-CN/checkInGuide',
      'https://example.com/checkIn',
      'mailto:service@skylark-air.example',
      'tel:95000',
      '//evil.example/checkIn',
    ]) {
      expect(isShownLink(href, LOCALES)).toBe(true);
    }
  });

  it("drops a 'more services' list item whose link is not shown and keeps the rest (seeded other/index)", () => {
    const html = sanitizeHtml(
      '<ul><li><a href="/en-US/firstService/index">First-flight service</a>: more.</li>' +
        '<li><a href="/en-US/static/faq">FAQ</a>: answers.</li></ul>',
    );
    expect(withoutUnbuiltLinks(html, LOCALES)).toBe('<ul><li><a href="/en-US/static/faq">FAQ</a>: answers.</li></ul>');
  });

  it('keeps the words of a link not shown (a zh-CN only page, in English) in running text, without the link', () => {
    const html = sanitizeHtml(
      '<p>See <a href="/en-US/firstService/index" title="x">first flight</a> or <a href="/en-US/static/faq">FAQ</a>.</p>',
    );
    expect(withoutUnbuiltLinks(html, LOCALES)).toBe('<p>See first flight or <a href="/en-US/static/faq">FAQ</a>.</p>');
  });

  it('leaves nested lists in shape: only the inner item with the link not shown goes', () => {
    const html = sanitizeHtml(
      '<ul><li>Services<ul><li><a href="/en-US/firstService/index">First flight</a></li><li>Meals</li></ul></li></ul>',
    );
    expect(withoutUnbuiltLinks(html, LOCALES)).toBe('<ul><li>Services<ul><li>Meals</li></ul></li></ul>');
  });
});
