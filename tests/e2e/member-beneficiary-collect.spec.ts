import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { airlineToday } from '../../lib/domain/airline-time';
import { addDays } from '../../lib/domain/search';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';

// Spec §2 /member/beneficiary and /member/myCollect; §3 Beneficiary (status effective or pending); §5 duplicate
// beneficiaries are rejected. Each test adds entries no other run or locale uses (a passport number of its
// own, a route of its locale) and deletes them again, so the maximums (5 beneficiaries) are never reached.

const T = {
  'zh-CN': {
    beneficiaryHeading: '我的受益人',
    addBeneficiary: '新增受益人',
    addBeneficiaryHeading: '新增受益人',
    surname: '英文姓（拼音）',
    givenName: '英文名（拼音）',
    gender: '性别',
    male: '男',
    birthday: '出生日期',
    certificateType: '证件类型',
    certificateNumber: '证件号码',
    certificateValidity: '证件有效期',
    issuingCountry: '签发国家或地区（选填）',
    mobile: '手机号码',
    save: '保存',
    cancel: '取消',
    added: '已添加',
    pending: '待审核',
    duplicate: '该受益人已存在，请勿重复添加',
    genderRequired: '请选择性别',
    collectHeading: '我的收藏',
    saveRoute: '收藏航线',
    origin: '出发城市',
    destination: '到达城市',
    // Each locale saves its own route: the two tests share the demo member.
    route: { origin: 'CAN', destination: 'BJS', name: '广州 → 北京' },
    search: (route: string) => `查询明天的航班：${route}`,
    saveToCollection: '收藏',
    savedToCollection: '已收藏',
    viewCollection: '查看我的收藏',
    delete: (n: string) => `删除${n}`,
    confirm: '删除',
    count: /已保存 \d+\/\d+/,
    beneficiaryList: '受益人',
    routeList: '收藏的航线',
    pageList: '收藏的页面',
  },
  'en-US': {
    beneficiaryHeading: 'My beneficiaries',
    addBeneficiary: 'Add beneficiary',
    addBeneficiaryHeading: 'Add a beneficiary',
    surname: 'Surname (English)',
    givenName: 'Given name (English)',
    gender: 'Gender',
    male: 'Male',
    birthday: 'Date of birth',
    certificateType: 'Document type',
    certificateNumber: 'Document number',
    certificateValidity: 'Document valid until',
    issuingCountry: 'Issuing country or region (optional)',
    mobile: 'Mobile number',
    save: 'Save',
    cancel: 'Cancel',
    added: 'Added',
    pending: 'Pending review',
    duplicate: 'This beneficiary has already been added',
    genderRequired: 'Please choose the gender',
    collectHeading: 'My collection',
    saveRoute: 'Save a route',
    origin: 'From',
    destination: 'To',
    route: { origin: 'SZX', destination: 'SHA', name: 'Shenzhen → Shanghai' },
    search: (route: string) => `Search tomorrow's flights: ${route}`,
    saveToCollection: 'Save to my collection',
    savedToCollection: 'Saved to your collection',
    viewCollection: 'View my collection',
    delete: (n: string) => `Delete ${n}`,
    confirm: 'Delete',
    count: /\d+ of \d+ saved/,
    beneficiaryList: 'Beneficiaries',
    routeList: 'Saved routes',
    pageList: 'Saved pages',
  },
} as const;

type Locale = keyof typeof T;

/** The entries of the collection: its saved routes and its saved pages, each list named by its heading. */
const collected = (page: Page, l: Locale) =>
  page
    .getByRole('list', { name: T[l].routeList })
    .or(page.getByRole('list', { name: T[l].pageList }))
    .getByRole('listitem');

/** A passport number no other run or locale uses. */
function passport(): string {
  return `B${Date.now().toString(36).toUpperCase().slice(-7)}${Math.floor(Math.random() * 10)}`;
}

/** Letters only, unique enough to find this run's beneficiary in the list. */
const unique = () => Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** Opens the add form and fills a passport beneficiary (the gender left out when told). */
async function fillBeneficiary(page: Page, l: Locale, given: string, number: string, withGender = true) {
  const t = T[l];
  await page.getByRole('button', { name: t.addBeneficiary, exact: true }).click();
  const form = page.getByRole('region', { name: t.addBeneficiaryHeading });
  await expect(form.getByRole('heading', { name: t.addBeneficiaryHeading })).toBeFocused();
  await form.getByLabel(t.surname).fill('TEST');
  await form.getByLabel(t.givenName).fill(given);
  if (withGender) await form.getByLabel(t.gender).selectOption({ label: t.male });
  await form.getByLabel(t.birthday).fill('1988-08-08');
  await form.getByLabel(t.certificateType).selectOption('PP');
  await form.getByLabel(t.certificateNumber).fill(number);
  await form.getByLabel(t.certificateValidity).fill('2034-01-01');
  await form.getByLabel(t.issuingCountry).selectOption('CN');
  await form.getByLabel(t.mobile).fill('13912340000');
  return form;
}

/** The page fits a phone of 390 px: no sideways scroll, no target too small, no text cut. */
async function fitsPhone(page: Page) {
  expect(await layoutProblems(page)).toEqual([]);
}

for (const l of ['zh-CN', 'en-US'] as const) {
  const t = T[l];

  test(`${l}: beneficiaries: add one (pending review), a duplicate document is refused and the form kept, delete`, async ({
    memberPage: page,
  }) => {
    await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHTS[WIDTHS.phone]! });
    await page.goto(`/${l}/member/beneficiary`);
    await expect(page.getByRole('heading', { level: 1, name: t.beneficiaryHeading })).toBeVisible();
    await expect(page.getByText(t.count)).toBeVisible();
    await fitsPhone(page);

    // A field left out is said beside it; filled, the beneficiary is added and waits for review.
    const given = unique();
    const number = passport();
    const form = await fillBeneficiary(page, l, given, number, false);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByLabel(t.gender)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(t.gender)).toHaveAccessibleDescription(t.genderRequired);
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel(t.gender).selectOption({ label: t.male });
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
    const name = `TEST/${given}`;
    const row = page.getByRole('list', { name: t.beneficiaryList }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.pending);
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page);

    // The same document again (spec §5): refused on the form's line, and what was typed stays.
    const again = unique();
    const second = await fillBeneficiary(page, l, again, number);
    await second.getByRole('button', { name: t.save }).click();
    await expect(second.getByRole('alert')).toHaveText(t.duplicate);
    await expect(second.getByLabel(t.certificateNumber)).toHaveValue(number);
    await expect(second.getByLabel(t.givenName)).toHaveValue(again);
    await expect(
      page
        .getByRole('list', { name: t.beneficiaryList })
        .getByRole('listitem')
        .filter({ hasText: `TEST/${again}` }),
    ).toHaveCount(0);
    await second.getByRole('button', { name: t.cancel }).click();

    // Deleted after the confirmation.
    await page.getByRole('button', { name: t.delete(name) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.confirm }).click();
    await expect(row).toHaveCount(0);
  });

  test(`${l}: my collection: save a route with its search for tomorrow, save a news item, delete both`, async ({
    memberPage: page,
  }) => {
    await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHTS[WIDTHS.phone]! });
    await page.goto(`/${l}/member/myCollect`);
    await expect(page.getByRole('heading', { level: 1, name: t.collectHeading })).toBeVisible();
    await expect(page.getByText(t.count)).toBeVisible();
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page);

    // Save a route from the city lists.
    await page.getByRole('button', { name: t.saveRoute, exact: true }).click();
    const form = page.getByRole('region', { name: t.saveRoute });
    await expect(form.getByRole('heading', { name: t.saveRoute })).toBeFocused();
    await form.getByLabel(t.origin, { exact: true }).selectOption(t.route.origin);
    await form.getByLabel(t.destination, { exact: true }).selectOption(t.route.destination);
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: t.save }).click();
    const row = collected(page, l).filter({ hasText: t.route.name });
    await expect(row).toHaveCount(1);

    // Its link searches that route for tomorrow (the airline's date), one adult.
    const tomorrow = addDays(airlineToday(), 1);
    const search = row.getByRole('link', { name: t.search(t.route.name) });
    await expect(search).toHaveAttribute(
      'href',
      new RegExp(
        `^/${l}/book/booking\\?trip=OW&leg=${t.route.origin}\\.[A-Z]+\\.${t.route.destination}\\.[A-Z]+\\.${tomorrow}&adt=1&chd=0&inf=0$`,
      ),
    );
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page);

    // A news item saved from its own page is listed with a link back to it.
    await page.goto(`/${l}/news/newItem?id=1`);
    const headline = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: t.saveToCollection, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.savedToCollection })).toBeVisible();
    await page.getByRole('link', { name: t.viewCollection }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.collectHeading })).toBeVisible();
    const saved = collected(page, l).filter({ hasText: headline });
    await expect(saved.getByRole('link', { name: headline })).toHaveAttribute('href', `/${l}/news/newItem?id=1`);

    // Both deleted after their confirmation.
    for (const name of [t.route.name, headline]) {
      await page.getByRole('button', { name: t.delete(name) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.confirm }).click();
      await expect(collected(page, l).filter({ hasText: name })).toHaveCount(0);
    }
  });
}
