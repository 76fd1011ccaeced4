import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { API, cancelUnpaidTicketOrders, memberToken, runJobs } from './pages/orders';
import { chooseFare } from './pages/results';
import { shanghaiDate } from './pages/search-form';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { HOUR, idNumber } from './pages/trips';

// Issue 28 §1 and §7, decision 50 (spec §5 Passengers: the accompanying adult; spec §4 "Check-in": an adult
// travelling with an infant checks in at the counter): a family of two adults whose infant rides on the SECOND
// adult's lap books and pays through the funnel; at check-in the first adult checks in online and the second, the
// carrier, is the one sent to the counter; the order detail shows the infant with the second adult.

const T = {
  'zh-CN': {
    choose: /^选择 /,
    next: '下一步：填写乘机人信息',
    adult: (n: number) => `成人${n}`,
    infant: '婴儿1',
    name: '中文姓名',
    gender: '性别',
    birthday: '出生日期',
    documentType: '证件类型',
    documentNumber: '证件号码',
    guardian: '陪同成人',
    contactName: '联系人姓名',
    mobile: '手机号码',
    email: '电子邮箱',
    toServices: '下一步：选择增值服务',
    toConfirm: '下一步：确认订单',
    agreeTerms: /我已阅读并同意/,
    submit: '提交订单',
    gateway: '在线支付',
    payNow: /^支付 /,
    pay: '支付',
    toCheckIn: '待值机乘机人',
    agreeClause: '我已阅读并同意值机条款',
    checkIn: '办理值机',
    resultHeading: '值机成功',
    infantRefusal: '携带婴儿的旅客请前往机场柜台办理值机',
    travelsWith: (name: string) => `随同成人：${name}`,
    passengers: '乘机人',
  },
  'en-US': {
    choose: /^Select /,
    next: 'Next: passenger details',
    adult: (n: number) => `Adult ${n}`,
    infant: 'Infant 1',
    name: 'Chinese name',
    gender: 'Gender',
    birthday: 'Date of birth',
    documentType: 'Document type',
    documentNumber: 'Document number',
    guardian: 'Accompanying adult',
    contactName: 'Contact name',
    mobile: 'Mobile number',
    email: 'E-mail',
    toServices: 'Next: extras',
    toConfirm: 'Next: confirm',
    agreeTerms: /I have read and agree/,
    submit: 'Submit order',
    gateway: 'Online payment',
    payNow: /^Pay /,
    pay: 'Pay',
    toCheckIn: 'Passengers to check in',
    agreeClause: 'I have read and agree to the check-in clause',
    checkIn: 'Check in',
    resultHeading: 'You are checked in',
    infantRefusal: 'Travelling with an infant: please check in at the airport counter',
    travelsWith: (name: string) => `Travels with ${name}`,
    passengers: 'Passengers',
  },
} as const;
type Locale = keyof typeof T;

/** Each locale books its own day and travellers, so the two tests never meet on a flight. */
const FAMILY = {
  'zh-CN': { day: 30, first: '钱守一', carrier: '孙守二', baby: '孙小守' },
  'en-US': { day: 31, first: '周守一', carrier: '吴守二', baby: '吴小守' },
} as const;

/** The page at both phone widths: no sideways scroll, no small targets, no text cut or stacked. */
async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    expect(await layoutProblems(page), `${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: HEIGHTS[WIDTHS.desktop]! });
}

/** The same day `years` years before today in Shanghai, minus `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const d = new Date(`${shanghaiDate(-days)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

async function fillPassenger(
  page: Page,
  l: Locale,
  card: string,
  p: { name: string; gender: 'M' | 'F'; birthday: string; documentType?: string; number: string },
) {
  const t = T[l];
  const group = page.getByRole('group', { name: card, exact: true });
  await group.getByLabel(t.name).fill(p.name);
  await group.getByLabel(t.gender).selectOption(p.gender);
  await group.getByLabel(t.birthday).fill(p.birthday);
  if (p.documentType) await group.getByLabel(t.documentType).selectOption(p.documentType);
  await group.getByLabel(t.documentNumber).fill(p.number);
}

/** From the results page to a paid, ticketed order whose infant rides on the second adult's lap. */
async function bookFamily(page: Page, l: Locale): Promise<string> {
  const t = T[l];
  const f = FAMILY[l];
  await page.goto(`/${l}/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.${shanghaiDate(f.day)}&adt=2&chd=0&inf=1`);
  await chooseFare(page, t.choose);
  await expect(page).toHaveURL(/[?&]sel=/);
  await page.getByRole('link', { name: t.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${l}/book/pmsg\\?`));

  const firstBorn = bornYearsAgo(40);
  const carrierBorn = bornYearsAgo(33);
  await fillPassenger(page, l, t.adult(1), {
    name: f.first,
    gender: 'M',
    birthday: firstBorn,
    number: idNumber(firstBorn),
  });
  await fillPassenger(page, l, t.adult(2), {
    name: f.carrier,
    gender: 'F',
    birthday: carrierBorn,
    number: idNumber(carrierBorn),
  });
  await fillPassenger(page, l, t.infant, {
    name: f.baby,
    gender: 'F',
    birthday: bornYearsAgo(0, 200),
    documentType: 'BC',
    number: l === 'zh-CN' ? 'A123456781' : 'A123456782',
  });
  // The family says the infant rides on the second adult's lap.
  await page
    .getByRole('group', { name: t.infant, exact: true })
    .getByLabel(t.guardian)
    .selectOption({ label: f.carrier });
  await page.getByLabel(t.contactName).fill(f.first);
  await page.getByLabel(t.mobile).fill('13812345678');
  await page.getByLabel(t.email).fill('family@example.cn');
  await page.getByRole('button', { name: t.toServices }).click();
  await expect(page).toHaveURL(/\/book\/otherbuy\?/);
  await page.getByRole('button', { name: t.toConfirm }).click();
  await expect(page).toHaveURL(/\/book\/confirm\?/);
  await page.getByRole('checkbox', { name: t.agreeTerms }).check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${l}/book/pay\\?orderNo=YQ\\d{16}`));
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${l}/result\\?`));
  return orderNo;
}

/** The order as airline-api keeps it, once ticketed: its departure and each passenger's guardian. */
async function ticketedOrder(page: Page, orderNo: string) {
  const token = await memberToken(page.request, DEMO.phone, DEMO.password);
  type Detail = {
    orderStatus: number;
    segments: { depTime: string }[];
    passengers: { name: string; passengerId: string; guardianPassengerId?: string | null }[];
  };
  let detail: Detail | undefined;
  await expect
    .poll(async () => {
      await runJobs(page.request);
      const res = await page.request.get(`${API()}/order/api/order/my-flight-order/${orderNo}`, {
        headers: { 'x-member-token': token },
      });
      detail = ((await res.json()) as { data: Detail }).data;
      return detail.orderStatus;
    })
    .toBe(5);
  return detail!;
}

for (const l of ['zh-CN', 'en-US'] as const) {
  test(`${l}: the infant's chosen carrier, the second adult, is sent to the counter; the first adult checks in online`, async ({
    page,
    member,
    sandboxClock,
  }) => {
    test.setTimeout(180_000);
    const t = T[l];
    const f = FAMILY[l];
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
    await cancelUnpaidTicketOrders(page.request, await memberToken(page.request, DEMO.phone, DEMO.password));
    await member.login({ request: page.request, locale: l });
    const orderNo = await bookFamily(page, l);

    // airline-api keeps the family's choice.
    const detail = await ticketedOrder(page, orderNo);
    const byName = (name: string) => detail.passengers.find((p) => p.name === name)!;
    expect(byName(f.baby).guardianPassengerId).toBe(byName(f.carrier).passengerId);

    // The order detail shows the infant with the second adult.
    await page.goto(`/${l}/member/ticketorderdetail/${orderNo}`);
    const infantLine = page.getByRole('listitem').filter({ hasText: f.baby }).first();
    await expect(infantLine).toContainText(t.travelsWith(f.carrier));
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // Check-in opens 48 hours before departure.
    await sandboxClock.setNow(Date.parse(detail.segments[0]!.depTime) - 47 * HOUR);
    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/checkin/selair/${orderNo}?segment=0`);
    const toCheckIn = page.getByRole('group', { name: t.toCheckIn, exact: true });
    // Each passenger's box is named by the passenger's name and type.
    const box = (name: string) => toCheckIn.getByRole('checkbox', { name: new RegExp(`^${name} `) });
    // The carrier is refused online with the reason; the first adult is not; the infant travels with the carrier.
    await expect(box(f.carrier)).toBeDisabled();
    await expect(box(f.carrier)).toHaveAccessibleDescription(t.infantRefusal);
    await expect(box(f.first)).toBeEnabled();
    await expect(toCheckIn.getByRole('listitem').filter({ hasText: f.baby })).toContainText(t.travelsWith(f.carrier));
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    await box(f.first).check();
    await page.getByRole('checkbox', { name: t.agreeClause }).check();
    await page.getByRole('button', { name: t.checkIn, exact: true }).click();
    const result = page.getByRole('region', { name: t.resultHeading, exact: true });
    await expect(result.getByRole('listitem')).toHaveCount(1);
    await expect(result.getByRole('listitem')).toContainText(f.first);
    // The carrier still goes to the counter.
    await expect(box(f.carrier)).toHaveAccessibleDescription(t.infantRefusal);
  });
}
