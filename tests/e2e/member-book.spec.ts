import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { usccCheckChar } from '../../lib/domain/member-book-rules';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';

// the member's contacts (/member/contacts) and invoice titles (/member/eHeader/index), spec §3
// Contact and Invoice header, §5 Invoice header. Each test adds entries with names no other run uses and
// deletes them again, so the maximums are never reached across runs on one database.

const T = {
  'zh-CN': {
    contactsHeading: '常用联系人',
    addContact: '新增联系人',
    addContactHeading: '新增联系人',
    name: '姓名',
    mobile: '手机号',
    email: '邮箱（选填）',
    save: '保存',
    added: '已添加',
    saved: '已保存',
    deleted: '已删除',
    phoneInvalid: '请输入正确的手机号',
    emailInvalid: '请输入正确的邮箱',
    default: '默认',
    setDefault: (n: string) => `将${n}设为默认`,
    edit: (n: string) => `编辑${n}`,
    delete: (n: string) => `删除${n}`,
    confirm: '删除',
    duplicate: '该信息已保存，请勿重复添加',
    invoiceHeading: '我的发票抬头',
    addInvoice: '新增发票抬头',
    addInvoiceHeading: '新增发票抬头',
    type: '抬头类型',
    company: '企业',
    title: '发票抬头',
    taxpayerId: '纳税人识别号',
    taxpayerIdInvalid: '纳税人识别号格式不正确',
    count: /已保存 \d+\/\d+/,
    contactList: '已保存的联系人',
    invoiceList: '发票抬头',
  },
  'en-US': {
    contactsHeading: 'My contacts',
    addContact: 'Add contact',
    addContactHeading: 'Add a contact',
    name: 'Name',
    mobile: 'Mobile',
    email: 'E-mail (optional)',
    save: 'Save',
    added: 'Added',
    saved: 'Saved',
    deleted: 'Deleted',
    phoneInvalid: 'Please enter a valid phone number',
    emailInvalid: 'Please enter a valid e-mail',
    default: 'Default',
    setDefault: (n: string) => `Set ${n} as default`,
    edit: (n: string) => `Edit ${n}`,
    delete: (n: string) => `Delete ${n}`,
    confirm: 'Delete',
    duplicate: 'This entry is already saved',
    invoiceHeading: 'My invoice titles',
    addInvoice: 'Add invoice title',
    addInvoiceHeading: 'Add an invoice title',
    type: 'Title type',
    company: 'Company',
    title: 'Name on the invoice',
    taxpayerId: 'Taxpayer ID',
    taxpayerIdInvalid: 'The taxpayer ID is not valid',
    count: /\d+ of \d+ saved/,
    contactList: 'Saved contacts',
    invoiceList: 'Invoice titles',
  },
} as const;

/** Letters no other run uses. */
const unique = () => Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
/** A unified social credit code no other run uses, with its check character (or a wrong one). */
function uscc(valid = true): string {
  const digits = `913501${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  const check = usccCheckChar(digits)!;
  return digits + (valid ? check : check === '0' ? '1' : '0');
}
/** A mainland mobile no other run uses. */
const mobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

for (const l of ['zh-CN', 'en-US'] as const) {
  const t = T[l];

  test(`${l}: contacts: a wrong phone beside its field, add two, move the default, refuse a duplicate, delete`, async ({
    memberPage: page,
  }) => {
    await page.goto(`/${l}/member/contacts`);
    await expect(page.getByRole('heading', { level: 1, name: t.contactsHeading })).toBeVisible();
    await expect(page.getByText(t.count)).toBeVisible();

    const first = `Ann ${unique()}`;
    const firstMobile = mobile();
    await page.getByRole('button', { name: t.addContact, exact: true }).click();
    const form = page.getByRole('region', { name: t.addContactHeading });
    await expect(form.getByRole('heading', { name: t.addContactHeading })).toBeFocused();
    await form.getByLabel(t.name, { exact: true }).fill(first);
    await form.getByLabel(t.mobile).fill('1390000');
    await form.getByLabel(t.email).fill('ann@');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByLabel(t.mobile)).toHaveAccessibleDescription(t.phoneInvalid);
    await expect(form.getByLabel(t.email)).toHaveAccessibleDescription(t.emailInvalid);
    // The typed name is kept.
    await expect(form.getByLabel(t.name, { exact: true })).toHaveValue(first);
    await form.getByLabel(t.mobile).fill(firstMobile);
    await form.getByLabel(t.email).fill('ann@example.com');
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
    const firstRow = page.getByRole('list', { name: t.contactList }).getByRole('listitem').filter({ hasText: first });
    await expect(firstRow).toContainText(firstMobile);
    await expectNoSeriousA11yViolations(page);

    // A second contact, then it becomes the default and is listed first.
    const second = `Bob ${unique()}`;
    await page.getByRole('button', { name: t.addContact, exact: true }).click();
    await form.getByLabel(t.name, { exact: true }).fill(second);
    await form.getByLabel(t.mobile).fill(mobile());
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
    await page.getByRole('button', { name: t.setDefault(second) }).click();
    const secondRow = page.getByRole('list', { name: t.contactList }).getByRole('listitem').filter({ hasText: second });
    await expect(secondRow).toContainText(t.default);
    await expect(page.getByRole('list', { name: t.contactList }).getByRole('listitem').first()).toContainText(second);

    // The same phone again is refused, and the form keeps what was typed.
    await page.getByRole('button', { name: t.addContact, exact: true }).click();
    await form.getByLabel(t.name, { exact: true }).fill(`Dup ${unique()}`);
    await form.getByLabel(t.mobile).fill(firstMobile);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByRole('alert')).toHaveText(t.duplicate);
    await expect(form.getByLabel(t.mobile)).toHaveValue(firstMobile);
    await form.getByRole('button', { name: l === 'zh-CN' ? '取消' : 'Cancel' }).click();

    for (const name of [first, second]) {
      await page.getByRole('button', { name: t.delete(name) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.confirm }).click();
      await expect(
        page.getByRole('list', { name: t.contactList }).getByRole('listitem').filter({ hasText: name }),
      ).toHaveCount(0);
    }
  });

  test(`${l}: invoice titles: a company with a bad taxpayer id, then a good one; fits 320 px`, async ({
    memberPage: page,
  }) => {
    await page.setViewportSize({ width: WIDTHS.phoneSmall, height: HEIGHTS[WIDTHS.phoneSmall]! });
    await page.goto(`/${l}/member/eHeader/index`);
    await expect(page.getByRole('heading', { level: 1, name: t.invoiceHeading })).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);

    const company = `${l === 'zh-CN' ? '天雀测试' : 'Skylark Test '}${unique()}`;
    await page.getByRole('button', { name: t.addInvoice, exact: true }).click();
    const form = page.getByRole('region', { name: t.addInvoiceHeading });
    await form.getByLabel(t.type).selectOption({ label: t.company });
    await form.getByLabel(t.title, { exact: true }).fill(company);
    const id = uscc();
    await form.getByLabel(t.taxpayerId).fill(uscc(false));
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByLabel(t.taxpayerId)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(t.taxpayerId)).toHaveAccessibleDescription(new RegExp(t.taxpayerIdInvalid));
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // A good id: saved and listed; then deleted.
    await form.getByLabel(t.taxpayerId).fill(id);
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
    const row = page.getByRole('list', { name: t.invoiceList }).getByRole('listitem').filter({ hasText: company });
    await expect(row).toContainText(id);
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('button', { name: t.delete(company) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.confirm }).click();
    await expect(row).toHaveCount(0);
  });
}
