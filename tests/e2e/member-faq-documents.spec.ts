import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES } from './pages/orders';

// the member FAQ (/{locale}/member/faq) and the document download (/{locale}/member/documentDownload),
// spec §2 member shell, and the user menu's links to them. airline-api seeds the FAQ column
// (airline-api/src/db/seed/content-member-faq.ts) and serves the forms (airline-api/src/documents/catalogue.ts).

const T = {
  'zh-CN': {
    menu: /会员菜单/,
    menuFaq: '常见问题',
    menuOrders: '我的订单',
    faqHeading: '常见问题',
    search: '搜索常见问题',
    group: '订单与退票',
    question: '如何修改登录密码？',
    answer: '新密码为6至16位',
    refundWord: '退票',
    found: /找到 \d+ 个相关问题/,
    none: '没有找到与“zzzq”相关的问题，请换个关键词试试。',
    docsHeading: '资料下载',
    list: '可下载资料',
    medif: '旅客医疗信息表（MEDIF）',
    refundForm: '退票申请表',
    download: (title: string) => `下载 ${title}`,
    size: /PDF · \d+(\.\d)? KB · 更新于 \d{4}-\d{2}-\d{2}/,
    downloadFailed: '下载失败，请稍后重试。',
    listFailed: '资料列表加载失败，请稍后重试。',
    reload: '重新加载',
  },
  'en-US': {
    menu: /Member menu/,
    menuFaq: 'FAQ',
    menuOrders: 'My orders',
    faqHeading: 'FAQ',
    search: 'Search the FAQ',
    group: 'Orders and refunds',
    question: 'How do I change my password?',
    answer: 'A password has 6 to 16 characters',
    refundWord: 'refund',
    found: /\d+ questions? found/,
    none: 'No questions match “zzzq”. Try another word.',
    docsHeading: 'Document download',
    list: 'Downloadable material',
    medif: 'Medical information form (MEDIF)',
    refundForm: 'Refund application form',
    download: (title: string) => `Download ${title}`,
    size: /PDF · \d+(\.\d)? kB · Updated \d{4}-\d{2}-\d{2}/,
    downloadFailed: 'Download failed. Please try again later.',
    listFailed: 'The list of documents could not be loaded. Please try again later.',
    reload: 'Reload',
  },
} as const;

const FAULTS = () => `${API()}/sandbox/faults`;
const LIST_PATH = '/member/api/member/b2c/documents';
const filePath = (documentId: string) => `/member/api/member/b2c/documents/${documentId}/file`;

/** Arms an airline-api fault; the BFF tries a failed GET once more, so two calls fail. */
async function armFault(request: APIRequestContext, path: string) {
  const armed = await request.post(FAULTS(), { data: { path, mode: 'error', count: 2 } });
  expect(armed.ok()).toBe(true);
}

/** Each question is a disclosure (`details`, the group role) in the page's main part. */
const questions = (page: Page) => page.getByRole('main').getByRole('group');

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: the user menu leads to the member FAQ and the orders`, async ({ memberPage: page }) => {
    await page.goto(`/${l}/member/index`);
    const button = page.getByRole('button', { name: t.menu });
    await button.click();
    // The side menu has the same entries: look inside the menu the button opened.
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link', { name: t.menuOrders, exact: true })).toHaveAttribute(
      'href',
      `/${l}/member/order`,
    );
    await menu.getByRole('link', { name: t.menuFaq, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/member/faq$`));
    await expect(page.getByRole('heading', { level: 1, name: t.faqHeading })).toBeVisible();
  });

  test(`${l}: the FAQ by group, opened by keyboard, narrowed by the search box`, async ({ memberPage: page }) => {
    await page.goto(`/${l}/member/faq`);
    await expect(page.getByRole('heading', { level: 1, name: t.faqHeading })).toBeVisible();
    await expect(page.getByRole('region', { name: t.group })).toBeVisible();
    const all = await questions(page).count();
    expect(all).toBeGreaterThanOrEqual(10);

    // A question is a disclosure: Enter on its summary shows the answer.
    const first = questions(page).filter({ hasText: t.question });
    await expect(first.getByText(t.answer)).toBeHidden();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(t.answer)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The search box narrows the list as one types; nothing found is said, and clearing brings all back.
    const search = page.getByRole('searchbox', { name: t.search });
    await search.fill(t.refundWord);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: t.found })).toBeVisible();
    const narrowed = await questions(page).count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    await search.fill('zzzq');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t.none);
    await expect(questions(page)).toHaveCount(0);
    await search.fill('');
    await expect(questions(page)).toHaveCount(all);
  });

  test(`${l}: the documents with size and date; a click downloads the PDF`, async ({ memberPage: page }) => {
    await page.goto(`/${l}/member/documentDownload`);
    await expect(page.getByRole('heading', { level: 1, name: t.docsHeading })).toBeVisible();
    const rows = page.getByRole('list', { name: t.list }).getByRole('listitem');
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    const medif = rows.filter({ hasText: t.medif });
    await expect(medif).toContainText(t.size);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      medif.getByRole('link', { name: t.download(t.medif) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('skylark-medif.pdf');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: t.downloadFailed })).toHaveCount(0);
  });

  test(`${l}: a failed download says 'download failed' (spec §8), and the next try works`, async ({
    memberPage: page,
    request,
  }) => {
    await page.goto(`/${l}/member/documentDownload`);
    const link = page.getByRole('link', { name: t.download(t.refundForm) });
    await armFault(request, filePath('refund-application'));
    try {
      await link.click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.downloadFailed);
      await expect(page).toHaveURL(new RegExp(`/${l}/member/documentDownload$`));
      await expectNoSeriousA11yViolations(page);
    } finally {
      await request.delete(FAULTS());
    }
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('skylark-refund-application.pdf');
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: t.downloadFailed })).toHaveCount(0);
  });

  test(`${l}: an unreadable list is an alert with a reload link, never a crash`, async ({
    memberPage: page,
    request,
  }) => {
    await armFault(request, LIST_PATH);
    try {
      const res = await page.goto(`/${l}/member/documentDownload`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(t.listFailed);
      await expect(page.getByRole('heading', { level: 1, name: t.docsHeading })).toBeVisible();
    } finally {
      await request.delete(FAULTS());
    }
    await page.getByRole('link', { name: t.reload }).click();
    await expect(page.getByRole('list', { name: t.list })).toBeVisible();
  });

  test(`${l}: both pages fit a 320 px and a 390 px phone`, async ({ memberPage: page }) => {
    for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      // The FAQ last: its first question is opened for the check below.
      for (const path of ['documentDownload', 'faq']) {
        await page.goto(`/${l}/member/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await layoutProblems(page)).toEqual([]);
      }
    }
    await questions(page).first().locator('summary').click();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the pages and the file are for members only', async ({ page, request }) => {
  const file = await request.get('/api/member/documents/medif');
  expect(file.status()).toBe(401);
  expect(file.headers()['content-type']).toMatch(/^application\/json/);
  expect(((await file.json()) as { code: string }).code).toBe('1000010');
  await page.goto('/zh-CN/member/documentDownload');
  await expect(page).toHaveURL(/\/zh-CN\?login=1&next=/);
  await page.goto('/en-US/member/faq');
  await expect(page).toHaveURL(/\/en-US\?login=1&next=/);
});
