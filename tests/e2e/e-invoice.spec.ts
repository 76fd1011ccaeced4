import type { APIRequestContext, Page } from '@playwright/test';
import { usccCheckChar } from '../../lib/domain/member-book-rules';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO } from './pages/account';
import { waitForHydration } from './pages/hydration';
import { HEIGHTS, WIDTHS, layoutProblems } from './pages/layout';
import { API, PASSENGER_NAME, memberToken } from './pages/orders';
import { expectNoHorizontalScroll } from './pages/results';
import { HOUR, MINUTE, ticketedOrder } from './pages/trips';

// Electronic invoices, zh-CN only (spec §2 zh-CN only, §3 invoice request, §5 invoice header, §9; decision 71):
// /ElectronicBill by order without signing in, /Electronic the member's own; English answers not found.

const USCC_17 = '91440101MA59ABCDE';
const USCC = `${USCC_17}${usccCheckChar(USCC_17)}`;

async function fitsPhones(page: Page) {
  for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    await expectNoHorizontalScroll(page);
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function authenticate(page: Page, orderNo: string, name: string, ticketNo: string) {
  await page.goto('/zh-CN/ElectronicBill/authentication');
  await expect(page.getByRole('heading', { level: 1, name: '开具电子发票' })).toBeVisible();
  await waitForHydration(page.getByTestId('ei-find'));
  await page.getByLabel('订单号', { exact: true }).fill(orderNo);
  await page.getByLabel('乘机人姓名', { exact: true }).fill(name);
  await page.getByLabel('票号', { exact: true }).fill(ticketNo);
  await page.getByRole('button', { name: '查找客票' }).click();
}

/** The demo member's ticketed order, checked in 47 h before and flown: airline-api's clock a minute after landing. */
async function flownOrder(request: APIRequestContext, baseURL: string, setNow: (at: number) => Promise<void>) {
  const booking = await memberToken(request, DEMO.phone, DEMO.password);
  const order = await ticketedOrder(request, baseURL, [PASSENGER_NAME], booking);
  await setNow(order.departure - 47 * HOUR);
  const token = await memberToken(request, DEMO.phone, DEMO.password);
  const detail = await request.get(`${API()}/order/api/order/my-flight-order/${order.orderNo}`, {
    headers: { 'x-member-token': token },
  });
  const { passengers } = ((await detail.json()) as { data: { passengers: { passengerId: string }[] } }).data;
  const checkIn = await request.post(`${API()}/member/api/seat/select/b2c/checkIn`, {
    headers: { 'x-member-token': token },
    data: {
      orderNo: order.orderNo,
      segmentIndex: 0,
      passengers: [{ passengerId: passengers[0]!.passengerId }],
      clauseAgreed: true,
    },
  });
  expect(((await checkIn.json()) as { code: string }).code).toBe('0');
  await setNow(order.departure + 6 * HOUR + MINUTE);
  return order;
}

test('zh-CN: a flown ticket is invoiced by order and passenger, downloaded, resent; a second lookup shows it', async ({
  page,
  request,
  baseURL,
  sandboxClock,
  member,
}) => {
  test.setTimeout(180_000);
  // Not flown yet: refused on the authentication page, nothing typed lost.
  const early = await ticketedOrder(request, baseURL!, [PASSENGER_NAME]);
  await authenticate(page, early.orderNo, PASSENGER_NAME, early.ticketNos[0]!);
  await expect(page.getByTestId('ei-failure')).toHaveText('该航段尚未乘机，乘机后方可开具发票。');

  const { orderNo, ticketNos } = await flownOrder(request, baseURL!, sandboxClock.setNow);
  const ticketNo = ticketNos[0]!;
  // A wrong name is the one generic not-found; the form keeps what was typed.
  await authenticate(page, orderNo, '李四', ticketNo);
  await expect(page.getByTestId('ei-failure')).toHaveText('未找到该客票，请核对订单号、旅客姓名和票号');
  await expect(page.getByLabel('乘机人姓名', { exact: true })).toHaveValue('李四');
  await expect(page.getByLabel('订单号', { exact: true })).toHaveValue(orderNo);
  await expectNoSeriousA11yViolations(page);
  await fitsPhones(page);

  await page.getByLabel('乘机人姓名', { exact: true }).fill(PASSENGER_NAME);
  await page.getByRole('button', { name: '查找客票' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/ElectronicBill\/makeInvoice\?/);
  await expect(page.getByTestId('ei-ticket')).toContainText(ticketNo);
  await waitForHydration(page.getByTestId('ei-submit'));

  // A company title with a wrong taxpayer id and no mobile: refused beside each field, the title kept.
  await page.getByRole('radio', { name: '企业', exact: true }).check();
  await page.getByLabel('发票抬头', { exact: true }).fill('广州云雀科技有限公司');
  await page.getByLabel('纳税人识别号', { exact: true }).fill('123');
  await page.getByLabel('收票邮箱', { exact: true }).fill('invoice@example.com');
  await page.getByRole('button', { name: '提交开票申请' }).click();
  await expect(page.getByText('纳税人识别号格式不正确').first()).toBeVisible();
  await expect(page.getByText('请输入手机号').first()).toBeVisible();
  await expect(page.getByLabel('发票抬头', { exact: true })).toHaveValue('广州云雀科技有限公司');
  await expectNoSeriousA11yViolations(page);
  await fitsPhones(page);

  await page.getByLabel('纳税人识别号', { exact: true }).fill(USCC);
  await page.getByLabel('收票手机号', { exact: true }).fill('13812345678');
  await page.getByRole('button', { name: '提交开票申请' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/ElectronicBill\/succeed\?/);
  await expect(page.getByTestId('ei-result-line')).toHaveText('电子发票已开具，并已发送至 invoice@example.com。');
  await expect(page.getByTestId('ei-status')).toHaveText('已开具');
  const invoiceNo = (await page.getByTestId('ei-invoice-no').textContent())!;
  expect(invoiceNo).toMatch(/^\d{20}$/);
  const mailed = await member.outbox('invoice@example.com');
  expect(mailed.find((m) => m.event === 'E_INVOICE')?.text).toContain(invoiceNo);
  const pdfHref = await page.getByRole('link', { name: '下载发票 PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousA11yViolations(page);
  await fitsPhones(page);

  await page.getByRole('link', { name: '重新发送发票' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '重新发送电子发票' })).toBeVisible();
  await waitForHydration(page.getByTestId('ei-resend'));
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('ei-resent')).toHaveText('已发送至 invoice@example.com，今日还可重发 2 次。');
  await expectNoSeriousA11yViolations(page);

  // One invoice per ticket: looking the ticket up again leads to the invoice made.
  await authenticate(page, orderNo, PASSENGER_NAME, ticketNo);
  await expect(page).toHaveURL(/\/zh-CN\/ElectronicBill\/invoiceMess\?/);
  await expect(page.getByTestId('ei-invoice-no')).toHaveText(invoiceNo);

  // The member's own list has it, and the inquiry by number opens it.
  await member.login({ request: page.request, locale: 'zh-CN' });
  await page.goto('/zh-CN/Electronic/list');
  const card = page.getByTestId('ei-list-ticket').filter({ hasText: ticketNo });
  await expect(card.getByTestId('ei-list-status')).toHaveText('已开具');
  await expectNoSeriousA11yViolations(page);
  await fitsPhones(page);
  await card.getByRole('link', { name: '查看发票' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/Electronic\/inquire\?invoiceNo=/);
  await expect(page.getByTestId('ei-invoice-no')).toHaveText(invoiceNo);
  await expectNoSeriousA11yViolations(page);

  // A number of the wrong shape is told so once; a well-formed one nobody issued is not found, once.
  const inquire = page.getByLabel('发票号码', { exact: true });
  await inquire.fill('12345');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('发票号码为 20 位数字，请核对。')).toHaveCount(1);
  await inquire.fill('9'.repeat(20));
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('未找到该发票，请核对发票号码。')).toHaveCount(1);
  await expect(page.getByTestId('ei-invoice-no')).toHaveCount(0);
});

test('en-US: the e-invoice pages answer not found, and the English header and footer do not link them', async ({
  page,
}) => {
  for (const path of ['/ElectronicBill/authentication', '/ElectronicBill/makeInvoice', '/Electronic/list']) {
    const res = await page.goto(`/en-US${path}`);
    expect(res?.status(), path).toBe(404);
  }
  await page.goto('/en-US');
  await expect(page.locator('header a[href*="Electronic"], footer a[href*="Electronic"]')).toHaveCount(0);
});

test('zh-CN: without an authenticated ticket the invoice pages send the visitor to authenticate', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.phoneSmall, height: HEIGHTS[WIDTHS.phoneSmall]! });
  await page.goto('/zh-CN/ElectronicBill/makeInvoice?orderNo=YQ2026120100000000&ticketNo=9020000000000');
  await expect(page.getByTestId('ei-no-access')).toContainText('请先验证订单信息');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '去验证订单' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '开具电子发票' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await layoutProblems(page)).toEqual([]);
});
