import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { chooseFare } from './pages/results';
import { shanghaiDate } from './pages/search-form';

// Spec §2 booking: /book/pmsg → /book/otherbuy → /book/confirm → /book/pay?orderNo=…, both locales.

const OUT = 20;
const BACK = 25;

/** An 18-digit mainland ID for a birthday, with its ISO 7064 MOD 11-2 check character. */
function mainlandId(birthday: string, serial = '123'): string {
  const first17 = `110101${birthday.replaceAll('-', '')}${serial}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/** The same day `years` years before today in Shanghai (minus `days`). */
function bornYearsAgo(years: number, days = 0): string {
  const d = new Date(`${shanghaiDate(-days)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

function wrongCheck(id: string): string {
  return id.slice(0, 17) + (id[17] === '1' ? '2' : '1');
}

const TEXT = {
  'zh-CN': {
    gateway: '在线支付',
    payNow: /^支付 /,
    ticketNo: '票号',
    choose: /^选择 /,
    next: '下一步：填写乘机人信息',
    checksum: '身份证号码校验位不正确',
    expiring: '证件有效期不足180天',
    takenByOther: '该座位已为其他乘客选择，请先取消',
    toServices: '下一步：选择增值服务',
    toConfirm: '下一步：确认订单',
    chooseSeats: /^选座：/,
    insuranceFor: /的保险$/,
    seatChosen: (seat: string) => `座位 ${seat}`,
    seatDone: '完成',
    parts: ['机票价格', '机场建设费', '燃油附加费', '其他税费', '托运行李', '保险', '选座', '应付金额'],
    terms: '请先同意客票购买条款',
    agree: /我已阅读并同意/,
    submit: '提交订单',
    coupon: '优惠券抵扣',
    points: '积分抵扣（100积分）',
    apply: '使用',
    summary: /^请修改以下\d+处信息后再继续/,
    firstEntry: '成人1 · 中文姓名：请填写姓名',
    guardianTooYoung: '陪同成人须年满18周岁',
    priceDetails: '价格明细',
    amountToPay: '应付金额',
  },
  'en-US': {
    gateway: 'Online payment',
    payNow: /^Pay /,
    ticketNo: 'Ticket number',
    choose: /^Select /,
    next: 'Next: passenger details',
    checksum: "The ID number's check digit is wrong",
    expiring: 'The document is valid for less than 180 days',
    takenByOther: 'This seat is already chosen for another passenger; remove it first',
    toServices: 'Next: extras',
    toConfirm: 'Next: confirm',
    chooseSeats: /^Choose seats: /,
    insuranceFor: /^Insurance for /,
    seatChosen: (seat: string) => `Seat ${seat}`,
    seatDone: 'Done',
    parts: [
      'Ticket fare',
      'Airport construction fee',
      'Fuel surcharge',
      'Other taxes',
      'Checked baggage',
      'Insurance',
      'Seats',
      'Amount to pay',
    ],
    terms: 'Please agree to the ticket purchase terms first',
    agree: /I have read and agree/,
    submit: 'Submit order',
    coupon: 'Coupon deduction',
    points: 'Points deduction (100 points)',
    apply: 'Apply',
    summary: /^Please correct the following \d+ items to continue/,
    firstEntry: 'Adult 1 · Chinese name: Please enter the name',
    guardianTooYoung: 'The accompanying adult must be 18 or over',
    priceDetails: 'Price details',
    amountToPay: 'Amount to pay',
  },
} as const;

type Locale = keyof typeof TEXT;

/** From the results page of a round trip to the passenger step, choosing the first fare on sale each way (fares open per card). */
async function chooseFlights(page: Page, locale: Locale, counts: { adt: number; chd: number; inf: number }) {
  const t = TEXT[locale];
  const query = `trip=RT&leg=CAN.CITY.BJS.AREA.${shanghaiDate(OUT)}&leg=BJS.AREA.CAN.CITY.${shanghaiDate(BACK)}&adt=${counts.adt}&chd=${counts.chd}&inf=${counts.inf}`;
  await page.goto(`/${locale}/book/booking?${query}`);
  await chooseFare(page, t.choose);
  await expect(page).toHaveURL(/[?&]sel=/);
  await chooseFare(page, t.choose);
  await expect(page).toHaveURL(/sel=[^&]+&sel=/);
  await page.getByRole('link', { name: t.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/book/pmsg\\?`));
}

async function fillPassenger(
  page: Page,
  i: number,
  p: { name: string; gender: 'M' | 'F'; birthday: string; type?: string; number: string; validity?: string },
) {
  await page.locator(`#p${i}-name`).fill(p.name);
  await page.locator(`#p${i}-gender`).selectOption(p.gender);
  await page.locator(`#p${i}-birthday`).fill(p.birthday);
  if (p.type) await page.locator(`#p${i}-certificateType`).selectOption(p.type);
  await page.locator(`#p${i}-certificateNumber`).fill(p.number);
  await page.locator(`#p${i}-certificateValidity`).fill(p.validity ?? '');
}

async function fillContact(page: Page) {
  await page.locator('#contact-name').fill('张云雀');
  await page.locator('#contact-area').fill('86');
  await page.locator('#contact-mobile').fill('13800138000');
  await page.locator('#contact-email').fill('traveller@example.cn');
}

async function submitAndExpectOrder(page: Page, locale: Locale) {
  const t = TEXT[locale];
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.terms)).toBeVisible();
  await expect(page).toHaveURL(/\/book\/confirm\?/);
  await page.getByRole('checkbox', { name: t.agree }).check();
  await page.getByRole('button', { name: t.submit }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/${locale}/book/pay\\?orderNo=YQ\\d{16}`));
  return new URL(page.url()).searchParams.get('orderNo')!;
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`a visitor books a round trip for an adult, a child and an infant (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    await chooseFlights(page, locale, { adt: 1, chd: 1, inf: 1 });
    await expectNoSeriousA11yViolations(page);

    const adultBorn = bornYearsAgo(35);
    const childBorn = bornYearsAgo(6);
    const infantBorn = bornYearsAgo(0, 200);
    // The wrong check digit and a document expiring within 180 days of the return flight speak first.
    await fillPassenger(page, 0, {
      name: '张云雀',
      gender: 'F',
      birthday: adultBorn,
      number: wrongCheck(mainlandId(adultBorn)),
      validity: shanghaiDate(BACK + 100),
    });
    await page.locator('#contact-name').focus();
    await expect(page.getByText(t.checksum)).toBeVisible();
    await expect(page.getByText(t.expiring)).toBeVisible();
    await page.locator('#p0-certificateNumber').fill(mainlandId(adultBorn));
    await page.locator('#p0-certificateValidity').fill(shanghaiDate(BACK + 400));
    await fillPassenger(page, 1, { name: '张小雀', gender: 'M', birthday: childBorn, number: mainlandId(childBorn) });
    await fillPassenger(page, 2, {
      name: '张宝宝',
      gender: 'F',
      birthday: infantBorn,
      type: 'BC',
      number: 'A123456789',
    });
    await fillContact(page);
    await expect(page.getByText(t.checksum)).toBeHidden();
    await expect(page.getByText(t.expiring)).toBeHidden();
    await page.getByRole('button', { name: t.toServices }).click();

    await expect(page).toHaveURL(/\/book\/otherbuy\?/);
    await expect(page.locator('#s0-p0-baggage')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.locator('#s0-p0-baggage').selectOption({ index: 1 });
    await page.getByRole('group', { name: t.insuranceFor }).first().getByRole('checkbox').first().check();
    await page.getByRole('button', { name: t.chooseSeats }).first().click();
    const dialog = page.getByRole('dialog');
    const free = dialog.locator('button[data-seat^="2"]:not([aria-disabled])');
    await free.first().focus();
    await free.first().press('ArrowDown');
    await expect(free.first()).not.toBeFocused();
    // Another booking's adult with an infant may sit on a side already (infantSameSide): try the next seat.
    let seat = free.first();
    for (let i = 0; i < 12; i += 1) {
      seat = free.nth(i);
      await seat.click();
      if ((await seat.getAttribute('aria-pressed')) === 'true') break;
    }
    await expect(seat).toHaveAttribute('aria-pressed', 'true');
    const seatNo = await seat.getAttribute('data-seat');
    await expectNoSeriousA11yViolations(page);
    // After a pick the map turns to the next passenger without a seat.
    await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
    // The same seat for the child is refused in the browser with the seat rule's message.
    await dialog.getByRole('radio').nth(1).check();
    await seat.click();
    await expect(dialog.getByText(t.takenByOther)).toBeVisible();
    await dialog.getByRole('button', { name: t.seatDone }).click();
    await expect(page.getByText(t.seatChosen(seatNo!)).first()).toBeVisible();
    await page.getByRole('button', { name: t.toConfirm }).click();

    await expect(page).toHaveURL(/\/book\/confirm\?/);
    const parts = page.getByRole('definition').first();
    await expect(parts).toBeVisible();
    for (const label of t.parts) await expect(page.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const orderNo = await submitAndExpectOrder(page, locale);

    const found = await request.post(`${process.env.E2E_API_URL}/order/api/order/visitor-query`, {
      data: { orderNo, passengerName: '张云雀', mobile: '13800138000' },
    });
    const body = (await found.json()) as { code: string; data: { passengers: unknown[]; orderStatus: number } };
    expect(body.code).toBe('0');
    expect(body.data.passengers).toHaveLength(3);
    expect(body.data.orderStatus).toBe(1);

    // The browser that made the order pays it at once: countdown page → sandbox gateway → /result.
    await expect(page.getByRole('timer')).toHaveText(/^(29|30):\d\d$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: locale === 'zh-CN' ? '支付' : 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?`));
    await request.post(`${process.env.E2E_API_URL}/sandbox/jobs/run`, { data: {} });
    const tickets = page.getByLabel(t.ticketNo, { exact: true });
    // 3 passengers × 2 segments, every number starting 902 (spec §9).
    await expect(tickets).toHaveCount(6, { timeout: 20_000 });
    for (const ticket of await tickets.all()) await expect(ticket).toHaveText(/^902\d{10}$/);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a member books with a saved passenger, a coupon and points', async ({ memberPage: page }) => {
  test.setTimeout(120_000);
  const t = TEXT['zh-CN'];

  await chooseFlights(page, 'zh-CN', { adt: 1, chd: 1, inf: 0 });
  await page.locator('#p0-saved').selectOption({ label: '张云雀' });
  await page.locator('#p1-saved').selectOption({ label: '张小雀' });
  await expect(page.locator('#p0-name')).toHaveValue('张云雀');
  await expect(page.locator('#p1-certificateNumber')).not.toHaveValue('');
  await fillContact(page);
  await page.getByRole('button', { name: t.toServices }).click();
  await expect(page).toHaveURL(/\/book\/otherbuy\?/);
  await page.getByRole('button', { name: t.toConfirm }).click();

  await expect(page).toHaveURL(/\/book\/confirm\?/);
  const usable = page.locator('#deductions-heading ~ fieldset input[type="checkbox"]:not([disabled])').first();
  await usable.check();
  await expect(
    page.getByRole('term').filter({ hasText: t.coupon }).locator('xpath=..').getByRole('definition'),
  ).toHaveText(/^-/);
  await page.getByLabel(/使用积分/).fill('100');
  await page.getByRole('button', { name: t.apply, exact: true }).click();
  await expect(page.getByRole('term').filter({ hasText: t.points })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await submitAndExpectOrder(page, 'zh-CN');
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`an empty passenger form lists its problems in field order, linked to the fields (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = TEXT[locale];
    await chooseFlights(page, locale, { adt: 1, chd: 1, inf: 0 });
    await page.getByRole('button', { name: t.toServices }).click();

    // the summary takes the focus and names every field with a problem, in the order drawn.
    const summary = page.getByRole('alert').filter({ hasText: t.summary });
    await expect(summary).toBeFocused();
    const entries = summary.getByRole('link');
    await expect(entries.first()).toHaveText(t.firstEntry);
    const invalid = page.locator('form [aria-invalid="true"]');
    await expect(entries).toHaveCount(await invalid.count());
    const linked = await entries.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    const drawn = await invalid.evaluateAll((els) => els.map((el) => el.id));
    expect(linked).toEqual(drawn);
    // Not the guardian's age while the adult's date of birth is simply empty.
    await expect(summary).not.toContainText(t.guardianTooYoung);
    await expectNoSeriousA11yViolations(page);

    // Each entry moves the focus to its field, by keyboard too.
    await entries.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#${linked[2]}`)).toBeFocused();

    // A 16-year-old "adult" with a child: now the guardian's age is the real problem, and is said.
    const teenBorn = bornYearsAgo(16);
    const childBorn = bornYearsAgo(6);
    await fillPassenger(page, 0, { name: '张云雀', gender: 'F', birthday: teenBorn, number: mainlandId(teenBorn) });
    await fillPassenger(page, 1, { name: '张小雀', gender: 'M', birthday: childBorn, number: mainlandId(childBorn) });
    await fillContact(page);
    await page.getByRole('button', { name: t.toServices }).click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: new RegExp(t.guardianTooYoung) }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/book\/pmsg\?/);
  });

  test(`a family's running total on the services step is the confirm page's amount to pay (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    await chooseFlights(page, locale, { adt: 2, chd: 1, inf: 1 });
    const total = page.getByTestId('running-total');
    await expect(total).toBeVisible();
    const fares = (await total.textContent())!;

    // The breakdown opens on demand: one line per passenger type with its count.
    await page.getByRole('button', { name: t.priceDetails }).click();
    await expect(page.getByRole('button', { name: t.priceDetails })).toHaveCount(0);
    await expect(page.getByText(/ × 2$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const dad = bornYearsAgo(40);
    const mum = bornYearsAgo(38);
    const childBorn = bornYearsAgo(6);
    const infantBorn = bornYearsAgo(0, 200);
    await fillPassenger(page, 0, { name: '张云雀', gender: 'F', birthday: mum, number: mainlandId(mum) });
    await fillPassenger(page, 1, { name: '张大雀', gender: 'M', birthday: dad, number: mainlandId(dad, '456') });
    await fillPassenger(page, 2, { name: '张小雀', gender: 'M', birthday: childBorn, number: mainlandId(childBorn) });
    await fillPassenger(page, 3, {
      name: '张宝宝',
      gender: 'F',
      birthday: infantBorn,
      type: 'BC',
      number: 'A123456789',
    });
    await fillContact(page);
    await page.getByRole('button', { name: t.toServices }).click();

    await expect(page).toHaveURL(/\/book\/otherbuy\?/);
    await expect(total).toHaveText(fares);
    await page.locator('#s0-p0-baggage').selectOption({ index: 1 });
    await expect(total).not.toHaveText(fares);
    const withBag = (await total.textContent())!;
    await page.getByRole('button', { name: t.toConfirm }).click();

    await expect(page).toHaveURL(/\/book\/confirm\?/);
    const toPay = page.getByRole('term').filter({ hasText: t.amountToPay }).locator('xpath=..').getByRole('definition');
    await expect(toPay).toHaveText(withBag);
  });
}
