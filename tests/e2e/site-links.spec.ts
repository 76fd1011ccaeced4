import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 33 §3 (decision 74): in both languages, every link of the header, the footer and the CMS content pages
// (news, notices, tenders, the help centre, agreements, the static pages, the self-service guides, the CMS-managed
// /conentManger/index: whatever the seed publishes, read from the sitemap) is followed, and none may bounce to the
// home page or show the not-found page. zh-CN only pages are linked, and followed, in Chinese only.

const LOCALES = ['zh-CN', 'en-US'] as const;
type Locale = (typeof LOCALES)[number];

/** Spec §2 zh-CN only pages (content-paths.ts zhOnly sections, site-destinations.ts zhOnly destinations). */
const ZH_ONLY = [
  /\/firstService(\/|$)/,
  /\/travelArticle\//,
  /\/campaignRoulette$/,
  /\/memberMain$/,
  /\/ElectronicBill\//,
  /\/Electronic\//,
  /\/reimbursementVoucher\//,
];

/** Not pages: files, the BFF, print copies (their content is the page already followed), logging out. */
const SKIP = [/^\/api\//, /\/logout/, /\.(pdf|png|jpe?g|svg|xml|txt)$/i, /\/pdfprint\//, /^\/_next\//];

/** Content pages that are not in the sitemap but are CMS pages: the self-service guides and their list. */
const MORE_CONTENT = ['/ancillary/guide'];

/** The not-found page's title (messages Metadata.notFoundTitle), which it shows whatever its status. */
const NOT_FOUND = { 'zh-CN': '页面未找到 - 云雀航空', 'en-US': 'Page not found - Skylark Airlines' } as const;
const isHome = (path: string) => /^\/(zh-CN|en-US)\/?$/.test(path);

/** The site's links inside `scope` (CSS) as the browser has them: same-origin paths with their query. */
async function linksIn(page: Page, scope: string): Promise<string[]> {
  return page.$$eval(`${scope} a[href]`, (anchors) => {
    const origin = window.location.origin;
    const urls = anchors
      .map((a) => new URL(a.getAttribute('href')!, window.location.href))
      .filter((u) => u.origin === origin)
      .map((u) => u.pathname + u.search);
    return [...new Set(urls)];
  });
}

/** The content pages of a locale the sitemap lists (every CMS page that answers 200), as paths. */
async function contentPages(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1]!.replace(/&amp;/g, '&'));
    return u.pathname + u.search;
  });
  return [...new Set(paths.filter((p) => p.startsWith(`/${locale}/`)))];
}

/** Where a link leads: its status after redirects, where it lands, and whether it shows the not-found page. */
async function follow(request: APIRequestContext, locale: Locale, path: string) {
  const res = await request.get(path, { maxRedirects: 5, failOnStatusCode: false });
  const url = new URL(res.url());
  const body = res.status() < 500 ? await res.text() : '';
  // A member's page asks a visitor to log in: the home page with the login dialog open and the way back.
  const loginPrompt = url.searchParams.get('login') === '1' && url.searchParams.get('next') === path.split('#')[0];
  const notFound = res.status() === 404 || body.includes(`<title>${NOT_FOUND[locale]}</title>`);
  return { status: res.status(), landed: url.pathname, loginPrompt, notFound };
}

for (const locale of LOCALES) {
  test(`${locale}: every link of the header, the footer and the CMS pages leads to a page of its own`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const found = new Map<string, string>(); // link → where it was found
    const note = (links: string[], from: string) => {
      for (const link of links) if (!SKIP.some((p) => p.test(link)) && !found.has(link)) found.set(link, from);
    };

    await page.goto(`/${locale}`);
    note(await linksIn(page, 'header'), 'the header');
    note(await linksIn(page, 'footer'), 'the footer');
    const content = [...(await contentPages(request, locale)), ...MORE_CONTENT.map((p) => `/${locale}${p}`)];
    expect(content.length).toBeGreaterThan(20);
    for (const path of content) {
      const res = await page.goto(path);
      expect(res?.status(), `${path} answers`).toBe(200);
      note(await linksIn(page, '#main'), path);
      found.set(path, found.get(path) ?? 'the sitemap');
    }

    const problems: string[] = [];
    const zhOnlyShown = [...found.keys()].filter((link) => ZH_ONLY.some((p) => p.test(link.split('?')[0]!)));
    if (locale === 'en-US')
      problems.push(...zhOnlyShown.map((link) => `${link} (from ${found.get(link)}) is zh-CN only`));
    else expect(zhOnlyShown.some((link) => link.startsWith('/zh-CN/firstService/'))).toBe(true);

    const toFollow = [...found].filter(([link]) => !(locale === 'en-US' && zhOnlyShown.includes(link)));
    // A few at a time, as a browser fetches a page's resources.
    for (let i = 0; i < toFollow.length; i += 4) {
      const batch = toFollow.slice(i, i + 4);
      const answers = await Promise.all(batch.map(([link]) => follow(request, locale, link)));
      answers.forEach(({ status, landed, loginPrompt, notFound }, j) => {
        const [link, from] = batch[j]!;
        if (notFound) problems.push(`${link} (from ${from}) shows the not-found page (${status})`);
        else if (status >= 500) problems.push(`${link} (from ${from}) answered ${status}`);
        else if (isHome(landed) && !loginPrompt && !isHome(link.split(/[?#]/)[0]!))
          problems.push(`${link} (from ${from}) bounced to the home page`);
      });
    }
    expect(toFollow.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });
}
