import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';

// the member's mailing addresses, /{locale}/member/address (spec §2 member shell, §3 Mailing
// address, §5 Mailing). Each test adds addresses with recipients no other run or locale uses and deletes
// them again (also when it fails), so the maximum of 10 is never reached across runs on one database.

const T = {
  'zh-CN': {
    heading: '常用地址',
    add: '新增地址',
    addHeading: '新增地址',
    editHeading: '编辑地址',
    province: '省份',
    city: '城市',
    district: '区县',
    guangdong: '广东省',
    guangzhou: '广州市',
    yuexiu: '越秀区',
    recipient: '收件人',
    phone: '联系电话',
    address: '详细地址',
    zip: '邮政编码',
    makeDefault: '设为默认',
    save: '保存',
    added: '已添加',
    saved: '已保存',
    zipInvalid: '邮政编码为6位数字',
    default: '默认',
    defaultSet: (n: string) => `已将${n}设为默认`,
    setDefault: (n: string) => `将${n}设为默认`,
    edit: (n: string) => `编辑${n}`,
    delete: (n: string) => `删除${n}`,
    confirm: '删除',
    count: /已保存 \d+\/10/,
    list: '已保存的地址',
    recipientName: () => `测试收件${unique()}`,
    street: '中山五路1号',
    newStreet: '北京路2号',
  },
  'en-US': {
    heading: 'My addresses',
    add: 'Add address',
    addHeading: 'Add an address',
    editHeading: 'Edit address',
    province: 'Province',
    city: 'City',
    district: 'District',
    guangdong: 'Guangdong',
    guangzhou: 'Guangzhou',
    yuexiu: 'Yuexiu District',
    recipient: 'Recipient',
    phone: 'Phone',
    address: 'Detailed address',
    zip: 'Zip code',
    makeDefault: 'Use as default',
    save: 'Save',
    added: 'Added',
    saved: 'Saved',
    zipInvalid: 'The zip code has 6 digits',
    default: 'Default',
    defaultSet: (n: string) => `${n} is now the default`,
    setDefault: (n: string) => `Set ${n} as default`,
    edit: (n: string) => `Edit ${n}`,
    delete: (n: string) => `Delete ${n}`,
    confirm: 'Delete',
    count: /\d+ of 10 saved/,
    list: 'Saved addresses',
    recipientName: () => `Ann ${unique()}`,
    street: '1 Zhongshan Road 5',
    newStreet: '2 Beijing Road',
  },
} as const;

type Locale = keyof typeof T;

/** Letters no other run uses. */
function unique(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
}
/** A mainland mobile no other run uses. */
const mobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The saved addresses, newest default first, as the list names them. */
const entries = (page: Page, l: Locale) => page.getByRole('list', { name: T[l].list }).getByRole('listitem');
const rowOf = (page: Page, l: Locale, recipient: string) => entries(page, l).filter({ hasText: recipient });

async function deleteAddress(page: Page, l: Locale, recipient: string) {
  const t = T[l];
  await page.getByRole('button', { name: t.delete(recipient), exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(rowOf(page, l, recipient)).toHaveCount(0);
}

/** Deletes whatever of this test's addresses is still listed (after a failure too). */
async function cleanUp(page: Page, l: Locale, recipients: string[]) {
  await page.goto(`/${l}/member/address`);
  await expect(page.getByRole('heading', { level: 1, name: T[l].heading })).toBeVisible();
  for (const recipient of recipients) {
    if ((await rowOf(page, l, recipient).count()) > 0) await deleteAddress(page, l, recipient);
  }
}

/** Province, city and district chosen by their names in the page's language, each list loading after the one above. */
async function chooseRegion(form: Locator, l: Locale) {
  const t = T[l];
  await form.getByLabel(t.province, { exact: true }).selectOption({ label: t.guangdong });
  await expect(form.getByLabel(t.city, { exact: true })).toBeEnabled();
  await form.getByLabel(t.city, { exact: true }).selectOption({ label: t.guangzhou });
  await expect(form.getByLabel(t.district, { exact: true })).toBeEnabled();
  await form.getByLabel(t.district, { exact: true }).selectOption({ label: t.yuexiu });
}

/** Adds an address by the form (the cascade by selects), answered 'added'. */
async function addAddress(page: Page, l: Locale, recipient: string, asDefault = false) {
  const t = T[l];
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const form = page.getByRole('region', { name: t.addHeading });
  await chooseRegion(form, l);
  await form.getByLabel(t.recipient, { exact: true }).fill(recipient);
  await form.getByLabel(t.phone, { exact: true }).fill(mobile());
  await form.getByLabel(t.address, { exact: true }).fill(t.street);
  await form.getByLabel(t.zip, { exact: true }).fill('510030');
  if (asDefault) await form.getByRole('checkbox', { name: t.makeDefault }).check();
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
  await expect(rowOf(page, l, recipient)).toHaveCount(1);
}

for (const l of ['zh-CN', 'en-US'] as const) {
  const t = T[l];

  test(`${l}: spec §3 mailing address: add with the cascade, a wrong zip beside its field, edit, move the default, delete`, async ({
    memberPage: page,
  }) => {
    const first = t.recipientName();
    const second = t.recipientName();
    try {
      await page.goto(`/${l}/member/address`);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expect(page.getByText(t.count)).toBeVisible();

      // Add: the cascade loads each level after the one above; a five-digit zip is refused beside it and
      // everything typed and chosen is kept.
      await page.getByRole('button', { name: t.add, exact: true }).click();
      const form = page.getByRole('region', { name: t.addHeading });
      await expect(form.getByRole('heading', { name: t.addHeading })).toBeFocused();
      await expect(form.getByLabel(t.city, { exact: true })).toBeDisabled();
      await chooseRegion(form, l);
      await form.getByLabel(t.recipient, { exact: true }).fill(first);
      await form.getByLabel(t.phone, { exact: true }).fill(mobile());
      await form.getByLabel(t.address, { exact: true }).fill(t.street);
      await form.getByLabel(t.zip, { exact: true }).fill('51003');
      await form.getByRole('checkbox', { name: t.makeDefault }).check();
      await form.getByRole('button', { name: t.save, exact: true }).click();
      const zip = form.getByLabel(t.zip, { exact: true });
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
      await expect(zip).toHaveAccessibleDescription(t.zipInvalid);
      await expect(form.getByLabel(t.recipient, { exact: true })).toHaveValue(first);
      await expect(form.getByLabel(t.address, { exact: true })).toHaveValue(t.street);
      await expect(form.getByLabel(t.district, { exact: true })).toHaveValue('440104');
      await expect(zip).toHaveValue('51003');
      await expectNoSeriousA11yViolations(page);

      await zip.fill('510030');
      await form.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
      const firstRow = rowOf(page, l, first);
      await expect(firstRow).toHaveCount(1);
      // The entry keeps the Chinese names of its place, whatever the page's language.
      await expect(firstRow).toContainText(`广东省 广州市 越秀区 ${t.street}`);
      await expect(firstRow).toContainText('510030');
      await expect(firstRow.getByText(t.default, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Edit: the form opens with the three levels chosen; a new street and zip are saved.
      await page.getByRole('button', { name: t.edit(first), exact: true }).click();
      const edit = page.getByRole('region', { name: t.editHeading });
      await expect(edit.getByLabel(t.province, { exact: true })).toHaveValue('440000');
      await expect(edit.getByLabel(t.city, { exact: true })).toHaveValue('440100');
      await expect(edit.getByLabel(t.district, { exact: true })).toHaveValue('440104');
      await edit.getByLabel(t.address, { exact: true }).fill(t.newStreet);
      await edit.getByLabel(t.zip, { exact: true }).fill('510031');
      await edit.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
      await expect(firstRow).toContainText(t.newStreet);
      await expect(firstRow).toContainText('510031');

      // A second address, then it becomes the default and is listed first.
      await addAddress(page, l, second);
      await page.getByRole('button', { name: t.setDefault(second), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.defaultSet(second) })).toBeVisible();
      const secondRow = rowOf(page, l, second);
      await expect(secondRow.getByText(t.default, { exact: true })).toBeVisible();
      await expect(entries(page, l).first()).toContainText(second);
      await expect(firstRow.getByText(t.default, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.setDefault(first), exact: true })).toBeVisible();

      // Delete one; the other stays.
      await deleteAddress(page, l, first);
      await expect(secondRow).toHaveCount(1);
    } finally {
      await cleanUp(page, l, [first, second]);
    }
  });

  test(`${l}: spec §3 mailing address: the cascade by keyboard alone, and the page fits 390 px`, async ({
    memberPage: page,
  }) => {
    const recipient = t.recipientName();
    try {
      await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHTS[WIDTHS.phone]! });
      await page.goto(`/${l}/member/address`);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      expect(await layoutProblems(page)).toEqual([]);

      await page.getByRole('button', { name: t.add, exact: true }).focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('region', { name: t.addHeading });
      await expect(form.getByRole('heading', { name: t.addHeading })).toBeFocused();

      // A native select takes the arrow keys: down until the wanted code, each change loading the level below.
      const arrowTo = async (label: string, code: string) => {
        const select = form.getByLabel(label, { exact: true });
        await expect(select).toBeEnabled();
        await page.keyboard.press('Tab');
        await expect(select).toBeFocused();
        for (let presses = 0; presses < 60 && (await select.inputValue()) !== code; presses += 1) {
          await page.keyboard.press('ArrowDown');
        }
        await expect(select).toHaveValue(code);
      };
      const typeInto = async (label: string, text: string) => {
        await page.keyboard.press('Tab');
        await expect(form.getByLabel(label, { exact: true })).toBeFocused();
        await page.keyboard.type(text);
      };
      // Spec §3's order: recipient, area code, phone, then the cascade, the street and the zip.
      await typeInto(t.recipient, recipient);
      await page.keyboard.press('Tab'); // the area code, 86 as it is
      await typeInto(t.phone, mobile());
      await arrowTo(t.province, '440000');
      await arrowTo(t.city, '440100');
      await arrowTo(t.district, '440104');
      await expect(form.getByLabel(t.district, { exact: true })).toHaveValue('440104');
      await typeInto(t.address, t.street);
      await typeInto(t.zip, '510030');
      expect(await layoutProblems(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
      await expect(rowOf(page, l, recipient)).toContainText(`广东省 广州市 越秀区 ${t.street}`);
      expect(await layoutProblems(page)).toEqual([]);

      await deleteAddress(page, l, recipient);
    } finally {
      await cleanUp(page, l, [recipient]);
    }
  });
}
