import { expect, expectNoSeriousA11yViolations, ops, test } from './fixtures';
import { solveCaptchaByKeyboard } from './pages/account';

// Spec §2 content: content pages in both locales, pagination, 404s, zh-CN only pages, search and print.
const SECTIONS = [
  { list: 'news/newList', zh: '新闻动态', en: 'News' },
  { list: 'notice/noticeList', zh: '公告通知', en: 'Notices' },
  { list: 'bidding/biddingList', zh: '招标公告', en: 'Tender notices' },
  { list: 'bidWinning/bidWinningList', zh: '中标公示', en: 'Award notices' },
] as const;

for (const section of SECTIONS) {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`${locale} ${section.list}: list, then its first item`, async ({ page }) => {
      const heading = locale === 'zh-CN' ? section.zh : section.en;
      const res = await page.goto(`/${locale}/${section.list}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
      const title = (await first.textContent())!.trim();
      await first.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(
        page.locator(`link[rel="alternate"][hreflang="${locale === 'zh-CN' ? 'en-US' : 'zh-CN'}"]`),
      ).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/`));
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test('a news item carries NewsArticle structured data and no script from the CMS', async ({ page }) => {
  await page.goto('/en-US/news/newItem?id=1');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld['@type']).toBe('NewsArticle');
  expect(ld.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(ld.inLanguage).toBe('en-US');
});

test('the home page shows banners, notices and the Airline structured data', async ({ page }) => {
  await page.goto('/zh-CN');
  await expect(page.getByRole('region', { name: '精选活动' }).getByRole('listitem')).toHaveCount(3);
  const notices = page.getByRole('region', { name: '最新公告' });
  await expect(notices.getByRole('link', { name: '关于旅客携带充电宝乘机的重要提示' })).toBeVisible();
  // Spec §9: non-Latin titles in the compact list show 10 characters.
  await expect(notices.getByText('关于旅客携带充电宝乘…')).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld['@type']).toBe('Airline');
  await expectNoSeriousA11yViolations(page);
  await notices.getByRole('link', { name: '关于旅客携带充电宝乘机的重要提示' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '关于旅客携带充电宝乘机的重要提示' })).toBeVisible();
});

test('pagination: page 2 with size 20, and an unknown size falls back to 10', async ({ page }) => {
  await page.goto('/zh-CN/news/newList?page=2&size=20');
  const items = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(items).toHaveCount(8);
  const pages = page.getByRole('navigation', { name: '分页' });
  await expect(pages.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: '每页显示' }).getByRole('link', { name: '20 条' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  await pages.getByRole('link', { name: '上一页' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/news\/newList\?size=20$/);
  await expect(items).toHaveCount(20);
  await page.goto('/en-US/news/newList?size=15');
  await expect(items).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 3' }).click();
  await expect(items).toHaveCount(8);
});

for (const path of [
  '/zh-CN/news/newItem?id=999',
  '/en-US/notice/noticeItem?id=nope',
  '/zh-CN/bidding/biddingItem',
  '/en-US/helpCenter/999',
  '/zh-CN/agreement/template/unknown',
  '/zh-CN/static/unknownPage',
  '/zh-CN/pdfprint/https%3A%2F%2Fevil.example%2Fnews%2FnewItem%3Fid%3D1',
]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    expect(page.url()).toContain(path.split('?')[0]!);
    await expect(page.getByRole('heading', { level: 1, name: /页面未找到|Page not found/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('travel articles are zh-CN only: read in Chinese, not found in English', async ({ page }) => {
  const res = await page.goto('/zh-CN/travelArticle/list');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '旅行攻略' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '成都三日游：熊猫、火锅与宽窄巷子' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/travelArticle\/travelArticleDetails\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: '成都三日游：熊猫、火锅与宽窄巷子' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const path of ['/en-US/travelArticle/list', '/en-US/travelArticle/travelArticleDetails/1']) {
    const en = await page.goto(path);
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});

const STATIC_PAGES = [
  'passengerNotice',
  'transportTerms',
  'delayPlan',
  'refundRules',
  'dangerousGoods',
  'faq',
  'timetable',
  'salesOffices',
  'complaint',
  'contactUs',
  'careers',
  'registrationAgreement',
  'privacy',
];

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: every footer page, help, agreements, licence and other services answer`, async ({ page }) => {
    test.setTimeout(120_000);
    const paths = [
      ...STATIC_PAGES.map((p) => `/static/${p}`),
      '/helpCenter/1',
      '/agreement/index',
      '/agreement/explain',
      '/agreement/template/group',
      '/license',
      '/other/index',
    ];
    for (const path of paths) {
      const res = await page.goto(`/${locale}${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('the footer reaches the static pages', async ({ page }) => {
  await page.goto('/en-US');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund and change rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refund and change rules' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
});

test('route network and timetable come from the schedule, by origin', async ({ page }) => {
  await page.goto('/zh-CN/flightLine');
  await expect(page.getByRole('heading', { level: 1, name: '航线网络' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toContainText('从广州出发');
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expect(table).toContainText(/YQ\d+ · (每天|周)/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('navigation', { name: '选择出发地' }).getByRole('link', { name: /深圳/ }).click();
  await expect(page).toHaveURL(/from=SZX/);
  await expect(page.getByRole('table').getByRole('caption')).toContainText('深圳');
  await page.goto('/en-US/static/timetable?from=CAN');
  await expect(page.getByRole('columnheader', { name: 'Departs' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('site search over titles and text, in the page language', async ({ page }) => {
  await page.goto('/zh-CN/search/充电宝');
  await expect(page.getByRole('heading', { level: 1, name: '“充电宝”的搜索结果' })).toBeVisible();
  await expect(page.getByRole('link', { name: '关于旅客携带充电宝乘机的重要提示' })).toBeVisible();
  // Found by its text, not its title.
  await expect(page.getByRole('link', { name: '危险品运输须知' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/en-US/search');
  // The page's own form (the header has a search box too).
  await page.getByRole('main').getByRole('searchbox', { name: 'Search for' }).fill('power bank');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en-US\/search\/power%20bank$/);
  await expect(page.getByRole('link', { name: 'Important: travelling with power banks' })).toBeVisible();
  await page.goto('/en-US/search/zzqqxx');
  await expect(page.getByText('Nothing matches “zzqqxx”. Try another word.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('print page: a content path of this site, with the wait message until it has loaded', async ({ page }) => {
  await page.goto('/zh-CN/news/newItem?id=2');
  await page.getByRole('link', { name: '打印本页' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/pdfprint\//);
  await expect(page.getByRole('heading', { level: 1, name: '云雀航空第30架空客A321neo飞机入列' })).toBeVisible();
  await expect(page.getByRole('button', { name: '打印' })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: '文件已加载' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('complaint and suggestion form', () => {
  test('validation messages, on the client', async ({ page }) => {
    await page.goto('/zh-CN/static/complaint');
    await expect(page.getByRole('heading', { level: 1, name: '投诉与建议' })).toBeVisible();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请输入姓名')).toBeVisible();
    await expect(page.getByText('请输入证件号码')).toBeVisible();
    await expect(page.getByText('请输入手机号码')).toBeVisible();
    await expect(page.getByText('请选择建议或投诉')).toBeVisible();
    await expect(page.getByText('请输入内容')).toBeVisible();
    await expect(page.getByText('请完成安全验证')).toBeVisible();
    await expect(page.getByLabel('姓名')).toBeFocused();
    await page.getByLabel('手机号码').fill('12345');
    await page.getByLabel('内容').fill('太短了');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(page.getByText('内容至少 10 个字')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the BFF checks the same rules and the origin', async ({ request, baseURL }) => {
    const res = await request.post('/api/content/complaint', {
      headers: { origin: baseURL!, 'x-sf-locale': 'en-US' },
      data: { name: '', certificateNumber: 'x', phone: '1', type: 'praise', content: '', captchaToken: null },
    });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.data.fieldErrors).toEqual({
      name: 'nameRequired',
      certificateNumber: 'documentInvalid',
      phone: 'phoneInvalid',
      type: 'typeRequired',
      content: 'contentRequired',
      captchaToken: 'captchaRequired',
    });
    const foreign = await request.post('/api/content/complaint', {
      headers: { origin: 'https://evil.example' },
      data: {},
    });
    expect(foreign.status()).toBe(403);
  });

  test('a valid complaint is stored and acknowledged', async ({ page }) => {
    await page.goto('/en-US/static/complaint');
    await page.getByLabel('Name').fill('Li Lei');
    await page.getByLabel('Document number').fill('E12345678');
    await page.getByLabel('Mobile number').fill('13800138000');
    await page.getByRole('radio', { name: 'Complaint' }).check();
    await page.getByLabel('Your message').fill('My flight was delayed and nobody told me by SMS.');
    await solveCaptchaByKeyboard(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you. We will contact you within 7 working days.')).toBeVisible();
  });

  test('switched off by ops: the form is replaced by the notice, and the route refuses', async ({
    page,
    request,
    baseURL,
  }) => {
    expect(ops('complaint', 'off')).toContain('complaint is off');
    try {
      await page.goto('/en-US/static/complaint');
      await expect(page.getByText('The online message function is temporarily turned off')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const res = await request.post('/api/content/complaint', {
        headers: { origin: baseURL! },
        data: {
          name: 'Li Lei',
          certificateNumber: 'E12345678',
          phone: '13800138000',
          type: 'suggest',
          content: 'A suggestion for the site.',
          captchaToken: 'x',
        },
      });
      expect(res.status()).toBe(503);
    } finally {
      ops('complaint', 'on');
    }
  });
});

test('robots.txt names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  expect(text).toContain('Disallow: /api/');
});

test('sitemap.xml lists only pages that answer 200, each with its hreflang pair', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  expect(entries.length).toBeGreaterThan(100);
  const local = (u: string) => {
    const url = new URL(u.replace(/&amp;/g, '&'));
    return `${baseURL}${url.pathname}${url.search}`;
  };
  let zhOnly = 0;
  for (const entry of entries) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
    const links = Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const locale = new URL(loc).pathname.split('/')[1]!;
    expect(links[locale], loc).toBe(loc);
    expect(links['x-default'], loc).toBe(links['zh-CN']);
    if (locale === 'en-US') expect(links['zh-CN'], loc).toBeTruthy();
    if (!links['en-US']) zhOnly += 1;
    expect(loc).not.toMatch(/\/(search|pdfprint|member)\b/);
    const res = await request.get(local(loc), { maxRedirects: 0 });
    expect(res.status(), loc).toBe(200);
  }
  // Travel articles (list and 12 items) are the zh-CN only pages.
  expect(zhOnly).toBe(13);
  expect(xml).not.toContain('/en-US/travelArticle');
});
