import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, PASSENGER_NAME, reserveOrder } from './pages/orders';
import { chooseFare } from './pages/results';
import { shanghaiDate } from './pages/search-form';
import { idNumber } from './pages/trips';

// Issue 29 §1 "seat spinning", decision 51: a contact phone holding 3 unpaid orders is refused a 4th at the funnel's
// reserve step (spec §2 Booking: /book/confirm), with the reason, and keeps what was typed; cancelling one (spec §4,
// pending payment to cancelled) gives the room back.

const T = {
  'zh-CN': {
    choose: /^选择 /,
    next: '下一步：填写乘机人信息',
    adult: '成人1',
    name: '中文姓名',
    gender: '性别',
    birthday: '出生日期',
    documentNumber: '证件号码',
    contactName: '联系人姓名',
    mobile: '手机号码',
    email: '电子邮箱',
    toServices: '下一步：选择增值服务',
    toConfirm: '下一步：确认订单',
    agreeTerms: /我已阅读并同意/,
    submit: '提交订单',
    edit: '修改',
    refused: '未支付的订单已达上限，请先支付或取消未支付的订单再预订',
    help: '同一手机号或会员最多可同时保留3个未支付订单、同一航班9个座位',
  },
  'en-US': {
    choose: /^Select /,
    next: 'Next: passenger details',
    adult: 'Adult 1',
    name: 'Chinese name',
    gender: 'Gender',
    birthday: 'Date of birth',
    documentNumber: 'Document number',
    contactName: 'Contact name',
    mobile: 'Mobile number',
    email: 'E-mail',
    toServices: 'Next: extras',
    toConfirm: 'Next: confirm',
    agreeTerms: /I have read and agree/,
    submit: 'Submit order',
    edit: 'Edit',
    refused: 'Too many unpaid bookings are waiting: pay or cancel an unpaid booking before booking again',
    help: 'One phone number or member may keep at most 3 unpaid bookings, and 9 seats on one flight',
  },
} as const;
type Locale = keyof typeof T;

/** Each locale its own day, traveller and phone, so the two tests never share a hold. */
const TRAVELLER = {
  'zh-CN': { day: 33, name: '郑守约' },
  'en-US': { day: 34, name: '冯守约' },
} as const;
const phone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function toConfirm(page: Page, l: Locale) {
  const t = T[l];
  await page.getByRole('button', { name: t.toServices }).click();
  await expect(page).toHaveURL(/\/book\/otherbuy\?/);
  await page.getByRole('button', { name: t.toConfirm }).click();
  await expect(page).toHaveURL(/\/book\/confirm\?/);
  await page.getByRole('checkbox', { name: t.agreeTerms }).check();
}

for (const l of ['zh-CN', 'en-US'] as const) {
  test(`a phone holding 3 unpaid orders is refused a 4th at the reserve step and keeps what was typed (${l})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = T[l];
    const { day, name } = TRAVELLER[l];
    const mobile = phone();
    // The visitor's own address (the e2e web's trusted proxy adds it, decision 12).
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
    const held = [];
    for (let i = 0; i < 3; i += 1) held.push(await reserveOrder(request, { mobile }));

    await page.goto(`/${l}/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.${shanghaiDate(day)}&adt=1&chd=0&inf=0`);
    await chooseFare(page, t.choose);
    await expect(page).toHaveURL(/[?&]sel=/);
    await page.getByRole('link', { name: t.next }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/book/pmsg\\?`));
    const born = '1988-08-08';
    const documentNo = idNumber(born);
    const card = page.getByRole('group', { name: t.adult, exact: true });
    await card.getByLabel(t.name).fill(name);
    await card.getByLabel(t.gender).selectOption('F');
    await card.getByLabel(t.birthday).fill(born);
    await card.getByLabel(t.documentNumber).fill(documentNo);
    await page.getByLabel(t.contactName).fill(name);
    await page.getByLabel(t.mobile).fill(mobile);
    await page.getByLabel(t.email).fill('holds@example.cn');
    await toConfirm(page, l);

    await page.getByRole('button', { name: t.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: t.refused });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(t.help);
    await expect(page).toHaveURL(/\/book\/confirm\?/);
    await expect(page.getByText(name).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      expect(await layoutProblems(page), `${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: WIDTHS.desktop, height: HEIGHTS[WIDTHS.desktop]! });

    // What was typed is all there on the passenger step.
    await page.getByRole('link', { name: t.edit }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${l}/book/pmsg\\?`));
    await expect(card.getByLabel(t.name)).toHaveValue(name);
    await expect(card.getByLabel(t.documentNumber)).toHaveValue(documentNo);
    await expect(page.getByLabel(t.mobile)).toHaveValue(mobile);

    // Cancelling one unpaid order gives its room back: the same order now goes through.
    const cancelled = await request.post(`${API()}/order/api/order/cancel`, {
      data: { orderNo: held[0], passengerName: PASSENGER_NAME, mobile },
    });
    expect(((await cancelled.json()) as { code: string }).code).toBe('0');
    await toConfirm(page, l);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/book/pay\\?orderNo=YQ\\d{16}`));
  });
}
