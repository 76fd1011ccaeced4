import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sanitizeHtml } from './content-html';
import { SITE_DESTINATIONS, isShownLink, withoutUnbuiltLinks } from './site-destinations';

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
    for (const href of [
      '/en-US/firstService',
      '/zh-CN/firstService/index',
      '/firstService/main',
      '/en-US/firstService#top',
      '/zh-CN/FIRSTSERVICE',
    ]) {
      expect(isShownLink(href, LOCALES)).toBe(false);
    }
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

  it("drops a 'more services' list item whose link is not built and keeps the rest (seeded other/index)", () => {
    const html = sanitizeHtml(
      '<ul><li><a href="/en-US/firstService">First-class service</a>: lounges.</li>' +
        '<li><a href="/en-US/firstService/index">First-class service</a>: more.</li>' +
        '<li><a href="/en-US/static/faq">FAQ</a>: answers.</li></ul>',
    );
    expect(withoutUnbuiltLinks(html, LOCALES)).toBe('<ul><li><a href="/en-US/static/faq">FAQ</a>: answers.</li></ul>');
  });

  it('keeps the words of an unbuilt link that sits in running text, without the link', () => {
    const html = sanitizeHtml(
      '<p>See <a href="/zh-CN/firstService" title="x">first-class service</a> or <a href="/zh-CN/static/faq">FAQ</a>.</p>',
    );
    expect(withoutUnbuiltLinks(html, LOCALES)).toBe(
      '<p>See first-class service or <a href="/zh-CN/static/faq">FAQ</a>.</p>',
    );
  });

  it('leaves nested lists in shape: only the inner item with the unbuilt link goes', () => {
    const html = sanitizeHtml(
      '<ul><li>Services<ul><li><a href="/firstService">First class</a></li><li>Meals</li></ul></li></ul>',
    );
    expect(withoutUnbuiltLinks(html, LOCALES)).toBe('<ul><li>Services<ul><li>Meals</li></ul></li></ul>');
  });
});
