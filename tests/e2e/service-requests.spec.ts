import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, lookUpOrder, memberToken } from './pages/orders';
import { MOBILE, ticketedOrder } from './pages/trips';

// Decision 28 (decision 29), spec §2 /ancillary/specialService and /ancillary/specialBag, §3 wheelchair request
// and special baggage, §4 service request statuses, §5 Services, §8 'select wheelchair type first' and 'your
// wheelchair request has been submitted; the result will be sent by SMS', §9 dimensions integers below 150: a member
// asks for a wheelchair from the order page, the airline's desk (sandbox control) confirms it, the SMS arrives in the
// outbox and the order page shows it confirmed; a visitor's special baggage of 150 cm is refused beside the field,
// with nothing lost, and 149 cm is accepted as oversize.

const NAME = '张云雀';

const T = {
  'zh-CN': {
    typeFirst: '请先选择轮椅类型',
    ground: '地面轮椅（WCHR）',
    companionName: '陪同人姓名',
    companionPhone: '陪同人手机',
    atArrival: '到达时也需要',
    submitted: '您的轮椅申请已提交，结果将以短信通知。',
    baggageSubmitted: '您的特殊行李申请已提交，结果将以短信通知。',
    pending: '待确认',
    confirmed: '已确认',
    sms: '已确认',
    baggageType: '物品类型',
    length: '长（厘米）',
    width: '宽（厘米）',
    height: '高（厘米）',
    tooLarge: '每边须小于 150 厘米',
    bagSummary: '高尔夫球具，149 × 40 × 30 厘米，超大行李',
    specialBag: '特殊行李',
    services: '特殊服务',
    wheelchairLink: '轮椅',
    wheelchairForm: '申请轮椅',
    baggageForm: '填写特殊行李信息',
    requests: '本订单的服务申请',
    submit: '提交申请',
    requestNo: /^申请号 (\S+)$/,
    oversize: '该物品为超大行李',
    more: '更多服务',
  },
  'en-US': {
    typeFirst: 'Select wheelchair type first',
    ground: 'Ground wheelchair (WCHR)',
    companionName: "Companion's name",
    companionPhone: "Companion's phone",
    atArrival: 'Also needed at arrival',
    submitted: 'Your wheelchair request has been submitted; the result will be sent by SMS.',
    baggageSubmitted: 'Your special baggage request has been submitted; the result will be sent by SMS.',
    pending: 'Pending confirmation',
    confirmed: 'Confirmed',
    sms: 'is confirmed',
    baggageType: 'Type of item',
    length: 'Length (cm)',
    width: 'Width (cm)',
    height: 'Height (cm)',
    tooLarge: 'Each side must be below 150 cm',
    bagSummary: 'Golf equipment, 149 × 40 × 30 cm, oversize',
    specialBag: 'Special baggage',
    services: 'Special services',
    wheelchairLink: 'Wheelchair',
    wheelchairForm: 'Ask for a wheelchair',
    baggageForm: 'Tell us about your special baggage',
    requests: 'Requests on this order',
    submit: 'Submit request',
    requestNo: /^Request (\S+)$/,
    oversize: 'This item is oversize',
    more: 'More services',
  },
} as const;

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The airline's special-services desk answers a request (sandbox control, loopback only). */
async function desk(request: APIRequestContext, requestNo: string, decision: 'confirm' | 'reject', reason?: string) {
  const res = await request.post(`${API()}/sandbox/service-requests/decide`, { data: { requestNo, decision, reason } });
  const body = (await res.json()) as { code: string };
  expect(body.code, JSON.stringify(body)).toBe('0');
}

/** The SMS the sandbox outbox holds for a phone, newest first, with their text. */
async function smsTo(request: APIRequestContext, phone: string) {
  const res = await request.get(`${API()}/sandbox/outbox?to=${phone}&limit=20`);
  return ((await res.json()) as { data: { messages: { event: string; text: string }[] } }).data.messages.filter(
    (m) => m.event === 'SERVICE_REQUEST_ANSWERED',
  );
}

/** The requests of the order listed on the request page, each with its status word. */
const requests = (page: Page, l: keyof typeof T) =>
  page.getByRole('region', { name: T[l].requests, exact: true }).getByRole('listitem');

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a member asks for a wheelchair and sees the request confirmed`, async ({
    page,
    request,
    baseURL,
    member,
  }) => {
    test.setTimeout(150_000);
    await member.login({ request: page.request, locale: l });
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, [NAME], token);

    // The member's order page offers the special services.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    const section = page.getByRole('region', { name: t.services, exact: true });
    await expect(section).toBeVisible();
    await section.getByRole('link', { name: t.wheelchairLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/specialService/${order.orderNo}$`));
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // The only passenger is chosen; without a type the request is refused beside the types ('select wheelchair
    // type first'), and what was typed stays.
    const form = page.getByRole('region', { name: t.wheelchairForm, exact: true });
    await form.getByLabel(t.companionName).fill('李陪同');
    await form.getByRole('textbox', { name: t.companionPhone }).fill('13900001111');
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(form.getByText(t.typeFirst)).toBeVisible();
    await expect(form.getByLabel(t.companionName)).toHaveValue('李陪同');
    await expectNoSeriousA11yViolations(page);

    // Keyboard: the type is chosen with the keyboard, then submitted.
    await form.getByLabel(t.ground).focus();
    await page.keyboard.press('Space');
    await expect(form.getByLabel(t.ground)).toBeChecked();
    await form.getByLabel(t.atArrival).check();
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(form.getByRole('status').filter({ hasText: t.submitted })).toHaveText(t.submitted);
    const made = requests(page, l).first();
    await expect(made.getByText(t.pending, { exact: true })).toBeVisible();
    await expect(made).toContainText(t.pending);
    const requestNo = (await made.getByText(t.requestNo).textContent())!.match(t.requestNo)![1]!;
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // The desk confirms: the SMS goes to the booking's contact phone, in the page's language.
    await desk(request, requestNo, 'confirm');
    await expect
      .poll(async () => (await smsTo(request, MOBILE)).find((m) => m.text.includes(requestNo))?.text ?? '')
      .toContain(t.sms);

    // The order page shows the request confirmed.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    const listed = page
      .getByRole('region', { name: t.services, exact: true })
      .getByRole('listitem')
      .filter({ hasText: requestNo });
    await expect(listed.getByText(t.confirmed, { exact: true })).toBeVisible();
    await expect(listed).toContainText(t.confirmed);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${l}: special baggage of 150 cm is refused and 149 accepted`, async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const order = await ticketedOrder(request, baseURL!, [NAME]);

    // A visitor finds the order; its page leads to the special baggage page.
    await lookUpOrder(page, l, order.orderNo);
    const section = page.getByRole('region', { name: t.services, exact: true });
    await expect(section).toBeVisible();
    await section.getByRole('link', { name: t.specialBag, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/specialBag/${order.orderNo}$`));

    const form = page.getByRole('region', { name: t.baggageForm, exact: true });
    await form.getByLabel(t.baggageType).selectOption('GOLF');
    await form.getByLabel(t.length).fill('150');
    await form.getByLabel(t.width).fill('40');
    await form.getByLabel(t.height).fill('30');
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    // Refused beside the length, which takes the focus; nothing is lost and nothing is asked.
    await expect(form.getByText(t.tooLarge)).toBeVisible();
    await expect(form.getByLabel(t.length)).toBeFocused();
    await expect(form.getByLabel(t.width)).toHaveValue('40');
    await expect(requests(page, l)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // 149 is taken; a side over 1 metre makes it oversize.
    await form.getByLabel(t.length).fill('149');
    await expect(form.getByRole('status').filter({ hasText: t.oversize })).toBeVisible();
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(form.getByRole('status').filter({ hasText: t.baggageSubmitted })).toHaveText(t.baggageSubmitted);
    const made = requests(page, l);
    await expect(made).toHaveCount(1);
    await expect(made.getByText(t.pending, { exact: true })).toBeVisible();
    await expect(made).toContainText(t.bagSummary);
    await expectNoSeriousA11yViolations(page);

    // The add-on pages' "More services" lead here too.
    await page.goto(`/${l}/ancillary/consignment/${order.orderNo}`);
    await expect(
      page.getByRole('navigation', { name: t.more }).getByRole('link', { name: t.specialBag }),
    ).toHaveAttribute('href', `/${l}/ancillary/specialBag/${order.orderNo}`);
  });
}
