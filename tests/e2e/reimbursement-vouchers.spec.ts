import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, OTHER } from './pages/account';
import { expectPhoneLayouts } from './pages/coupons';
import { waitForHydration } from './pages/hydration';
import { API, PASSENGER_NAME, memberToken } from './pages/orders';
import { expectNoHorizontalScroll } from './pages/results';
import { ticketedOrder } from './pages/trips';

// zh-CN reimbursement vouchers, /zh-CN/reimbursementVoucher/* (spec §2 zh-CN only, §5 Mailing, §8 'mailing address
// is incorrect' and the free itinerary entitlement; decision 72). The member 13900139000 books straight against
// airline-api and asks for vouchers on the pages; the demo member is the other member. The free mailing of the year
// is used once in this file, so its tests run in order.

test.describe.configure({ mode: 'serial' });

const SECOND = '李云雀';
const T = {
  start: '申请报销凭证',
  freeLeft: '今年还可免费邮寄 1 次。',
  freeUsed: /今年的免费邮寄次数已用完/,
  continue: '下一步：填写邮寄信息',
  selectNone: '请至少选择一张客票',
  recipient: '收件人',
  phone: '联系电话',
  province: '省份',
  city: '城市',
  district: '区县',
  address: '详细地址',
  zip: '邮政编码',
  zipInvalid: '邮政编码为6位数字',
  submit: '提交申请',
  requested: '报销凭证申请已提交',
  modified: '邮寄信息已修改',
  modify: '修改邮寄信息',
  save: '保存修改',
  voucherNo: '凭证号',
  find: '查询',
  status: '状态',
  waiting: '已申请，待寄出',
  mailed: '已寄出',
  tracking: '快递单号',
  mailedRefusal: '该报销凭证已寄出，不能再修改邮寄信息。',
  notFound: '未找到该报销凭证，请核对凭证号',
  feeDue: /今年的免费邮寄次数已用完，邮寄费/,
};

let voucherNo = '';

/** The member 13900139000's ticketed order of these passengers, booked with their token. */
async function othersOrder(page: Page, baseURL: string, names: string[]) {
  const token = await memberToken(page.request, OTHER.phone, OTHER.password);
  return ticketedOrder(page.request, baseURL, names, token);
}

async function fillAddress(page: Page, zip: string) {
  await page.getByLabel(T.recipient, { exact: true }).fill(PASSENGER_NAME);
  await page.getByLabel(T.phone, { exact: true }).fill('13812345678');
  await page.getByLabel(T.province, { exact: true }).selectOption('440000');
  await page.getByLabel(T.city, { exact: true }).selectOption('440100');
  await page.getByLabel(T.district, { exact: true }).selectOption('440104');
  await page.getByLabel(T.address, { exact: true }).fill('环市东路 1 号');
  await page.getByLabel(T.zip, { exact: true }).fill(zip);
}

const choose = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^选择 ${name} `) });

test('zh-CN: the whole journey: questions, choose two tickets, a wrong zip kept, the request, modify, inquire', async ({
  page,
  member,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const order = await othersOrder(page, baseURL!, [PASSENGER_NAME, SECOND]);
  await member.login({ who: OTHER, request: page.request });

  await page.goto('/zh-CN/reimbursementVoucher/question');
  await expect(page.getByRole('heading', { level: 1, name: '报销凭证常见问题' })).toBeVisible();
  await expect(page.getByText('需要付费吗？')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectPhoneLayouts(page);
  await page.getByRole('navigation', { name: '报销凭证' }).getByRole('link', { name: T.start, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: T.start })).toBeVisible();
  await expect(page.getByTestId('voucher-free')).toHaveText(T.freeLeft);
  const next = page.getByRole('button', { name: T.continue });
  await waitForHydration(next);
  await next.click();
  await expect(page.getByTestId('voucher-pick-issue')).toHaveText(T.selectNone);
  await choose(page, PASSENGER_NAME).first().check();
  await choose(page, SECOND).first().check();
  await expectNoSeriousA11yViolations(page);
  await expectPhoneLayouts(page);
  await next.click();

  await expect(page).toHaveURL(/\/zh-CN\/reimbursementVoucher\/editDetail\?tickets=902\d{10},902\d{10}$/);
  const chosen = page.getByRole('region', { name: '已选客票' });
  for (const ticketNo of order.ticketNos) await expect(chosen.getByText(ticketNo)).toBeVisible();
  const submit = page.getByRole('button', { name: T.submit });
  await waitForHydration(submit);
  await fillAddress(page, '5100');
  await submit.click();
  // The wrong zip is said beside its field, which takes the focus; nothing typed is lost.
  await expect(page.getByText(T.zipInvalid)).toBeVisible();
  await expect(page.getByLabel(T.zip, { exact: true })).toBeFocused();
  await expect(page.getByLabel(T.recipient, { exact: true })).toHaveValue(PASSENGER_NAME);
  await expect(page.getByLabel(T.district, { exact: true })).toHaveValue('440104');
  await expectNoSeriousA11yViolations(page);
  await expectPhoneLayouts(page);
  await page.getByLabel(T.zip, { exact: true }).fill('510000');
  await submit.click();

  await expect(page.getByRole('status')).toContainText(T.requested);
  const card = page.getByTestId('voucher-card');
  voucherNo = (await card.getByLabel(T.voucherNo, { exact: true }).textContent()) ?? '';
  expect(voucherNo).toMatch(/^RV\d{12}$/);
  await expect(card.getByLabel(T.status, { exact: true })).toHaveText(T.waiting);
  await expect(card.getByLabel('地址', { exact: true })).toContainText('广东省 广州市 越秀区 环市东路 1 号 510000');
  await expectNoSeriousA11yViolations(page);
  await expectPhoneLayouts(page);

  // Modify before it is mailed.
  await card.getByRole('link', { name: T.modify }).click();
  const save = page.getByRole('button', { name: T.save });
  await waitForHydration(save);
  await expect(page.getByLabel(T.recipient, { exact: true })).toHaveValue(PASSENGER_NAME);
  await page.getByLabel(T.recipient, { exact: true }).fill('王五');
  await expectNoSeriousA11yViolations(page);
  await save.click();
  await expect(page.getByRole('status')).toContainText(T.modified);
  await expect(page.getByTestId('voucher-card').getByLabel(T.recipient, { exact: true })).toHaveText('王五');

  // The airline's post desk sends it: the lookup shows the tracking number, and modify refuses plainly.
  const sent = await page.request.post(`${API()}/sandbox/reimbursement-voucher/post`, { data: { voucherNo } });
  expect(sent.ok()).toBe(true);
  await page.goto('/zh-CN/reimbursementVoucher/inquire');
  await page.getByLabel(T.voucherNo, { exact: true }).fill(voucherNo.toLowerCase());
  await page.getByRole('button', { name: T.find, exact: true }).click();
  const found = page.getByTestId('voucher-card');
  await expect(found.getByLabel(T.status, { exact: true })).toHaveText(T.mailed);
  await expect(found.getByLabel(T.tracking, { exact: true })).toHaveText(/^SF\d{12}$/);
  await expect(found.getByRole('link', { name: T.modify })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectPhoneLayouts(page);
  await page.goto(`/zh-CN/reimbursementVoucher/modify?voucherNo=${voucherNo}`);
  await expect(page.getByTestId('voucher-mailed')).toHaveText(T.mailedRefusal);
  await expect(page.getByRole('button', { name: T.save })).toHaveCount(0);

  await page.goto('/zh-CN/reimbursementVoucher/list');
  await expect(page.getByTestId('voucher-free')).toHaveText(T.freeUsed);
  await expect(page.getByTestId('voucher-other').filter({ hasText: order.ticketNos[0]! })).toContainText(T.mailed);
});

test('zh-CN: another member cannot see or change the voucher; a wrong number is said beside the field', async ({
  page,
  member,
}) => {
  expect(voucherNo).toMatch(/^RV/);
  await member.login({ who: DEMO, request: page.request });
  await page.goto(`/zh-CN/reimbursementVoucher/inquire?voucherNo=${voucherNo}`);
  await expect(page.getByText(T.notFound)).toBeVisible();
  await expect(page.getByTestId('voucher-card')).toHaveCount(0);
  await expect(page.getByLabel(T.voucherNo, { exact: true })).toHaveValue(voucherNo);
  await page.goto(`/zh-CN/reimbursementVoucher/modify?voucherNo=${voucherNo}`);
  await expect(page.getByTestId('voucher-not-found')).toHaveText(T.notFound);
  await page.goto('/zh-CN/reimbursementVoucher/inquire?voucherNo=RV123');
  await expect(page.getByText('凭证号格式不正确（RV 加 12 位数字）')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page);
});

test("zh-CN: once the year's free mailing is used, a request is refused with the fee and the way to pay, keeping input", async ({
  page,
  member,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const order = await othersOrder(page, baseURL!, [PASSENGER_NAME]);
  await member.login({ who: OTHER, request: page.request });
  await page.goto(`/zh-CN/reimbursementVoucher/editDetail?tickets=${order.ticketNos[0]}`);
  const submit = page.getByRole('button', { name: T.submit });
  await waitForHydration(submit);
  await fillAddress(page, '510000');
  await submit.click();
  await expect(page.getByTestId('voucher-failure')).toHaveText(T.feeDue);
  await expect(page.getByRole('link', { name: `邮寄订单 ${order.orderNo} 的行程单` })).toHaveAttribute(
    'href',
    `/zh-CN/ancillary/mailingbil/${order.orderNo}`,
  );
  await expect(page.getByLabel(T.address, { exact: true })).toHaveValue('环市东路 1 号');
  await expectNoSeriousA11yViolations(page);
  await expectPhoneLayouts(page);
});

test('en-US: the voucher pages are not found, and only the Chinese footer links them', async ({ page }) => {
  for (const path of ['question', 'list', 'editDetail', 'modify', 'inquire', 'succeed']) {
    const res = await page.goto(`/en-US/reimbursementVoucher/${path}`);
    expect(res?.status(), path).toBe(404);
  }
  await page.goto('/en-US');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Reimbursement vouchers' })).toHaveCount(0);
  await page.goto('/zh-CN');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '报销凭证' })).toHaveAttribute(
    'href',
    '/zh-CN/reimbursementVoucher/question',
  );
});
