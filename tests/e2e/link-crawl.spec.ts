import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 28 §6–7: a crawl of both locales' public pages, following every link and each page's language switch,
// finds no link that leads to a 404 or bounces to the home page (the switch on a news item once dropped its ?id=).

const LOCALES = ['zh-CN', 'en-US'] as const;
/** How many pages of each locale the browser opens (breadth first from the home page); every link found is asked. */
const PAGES_PER_LOCALE = 45;
/** How many links are followed at once. */
const FOLLOW_AT_ONCE = 4;
const SKIP = [/^\/api\//, /\/logout/, /\.(pdf|png|jpe?g|svg|xml|txt)$/i, /\/pdfprint\//];

const isHome = (path: string) => /^\/(zh-CN|en-US)\/?$/.test(path);

/** Same-origin links of the page as the browser has them once it runs (the switch's href carries the query). */
async function linksOf(page: Page): Promise<{ links: string[]; switchHref: string | null }> {
  return page.evaluate(() => {
    const origin = window.location.origin;
    const all = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.getAttribute('href')!, window.location.href))
      .filter((u) => u.origin === origin)
      .map((u) => u.pathname + u.search);
    const sw = document.querySelector<HTMLAnchorElement>('header a[hreflang]');
    return { links: [...new Set(all)], switchHref: sw ? new URL(sw.href).pathname + new URL(sw.href).search : null };
  });
}

/** Where a link leads: its status after redirects and the path it ends on. */
async function follow(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 5, failOnStatusCode: false });
  const url = new URL(res.url());
  // A member's page asks a visitor to log in: the home page with the login dialog open and the way back.
  const loginPrompt = url.searchParams.get('login') === '1' && url.searchParams.get('next') === path.split('#')[0];
  return { status: res.status(), landed: url.pathname, loginPrompt };
}

for (const locale of LOCALES) {
  test(`${locale}: no link or language switch leads to a 404 or back to the home page`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const queue = [`/${locale}`, `/${locale}/news/newList`, `/${locale}/notice/noticeList`, `/${locale}/static/faq`];
    const opened = new Set<string>();
    const asked = new Map<string, string>(); // link → the page it was found on
    const problems: string[] = [];

    while (queue.length > 0 && opened.size < PAGES_PER_LOCALE) {
      const path = queue.shift()!;
      if (opened.has(path)) continue;
      opened.add(path);
      const res = await page.goto(path);
      if (!res || res.status() >= 400) {
        problems.push(`${path} answered ${res?.status()}`);
        continue;
      }
      // The switch's link takes the page's query once the page has run.
      const query = new URL(page.url()).search;
      const sw = page.locator('header a[hreflang]').first();
      if (query)
        await expect(sw).toHaveAttribute('href', new RegExp(`\\${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      const { links, switchHref } = await linksOf(page);
      if (switchHref) asked.set(switchHref, `${path} (language switch)`);
      for (const link of links) {
        if (SKIP.some((p) => p.test(link))) continue;
        if (!asked.has(link)) asked.set(link, path);
        if (link.startsWith(`/${locale}`) && !opened.has(link) && !queue.includes(link)) queue.push(link);
      }
    }

    // Asked a few at a time, as a browser fetches a page's resources: the web is not the subject here.
    const toAsk = [...asked].filter(([link]) => !SKIP.some((p) => p.test(link)));
    for (let i = 0; i < toAsk.length; i += FOLLOW_AT_ONCE) {
      const batch = toAsk.slice(i, i + FOLLOW_AT_ONCE);
      const answers = await Promise.all(batch.map(([link]) => follow(request, link)));
      answers.forEach(({ status, landed, loginPrompt }, j) => {
        const [link, from] = batch[j]!;
        if (status === 404 || status >= 500) problems.push(`${link} (from ${from}) answered ${status}`);
        else if (isHome(landed) && !loginPrompt && !isHome(link.split('?')[0]!.split('#')[0]!))
          problems.push(`${link} (from ${from}) bounced to the home page`);
      });
    }
    expect(opened.size).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
}
