import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO } from './pages/account';
import { HEIGHTS, WIDTHS, layoutProblems } from './pages/layout';
import { API, LOCALES, memberToken } from './pages/orders';
import { expectNoHorizontalScroll } from './pages/results';
import { airportTime, HOUR, MINUTE, ticketedOrder } from './pages/trips';

// Spec §9 counter advice (decision 74): at the airport 3 hours ahead, at the counter 2 hours ahead on a domestic
// flight, at the gate 25 minutes before departure, each in the departure airport's time, on the check-in page and
// on the boarding pass page, in both languages. (The 3 hours of an international flight: lib/domain's unit test;
// international passengers check in at the counter, so no international trip reaches these pages.)

const T = {
  'zh-CN': {
    heading: '出行时间建议',
    airport: '请于起飞前3小时',
    counter: '国内航班建议于起飞前2小时',
    gate: '请于起飞前25分钟',
    passHeading: '登机牌',
  },
  'en-US': {
    heading: 'When to be where',
    airport: 'Be at the airport 3 hours before departure',
    counter: 'Domestic flights: go to the check-in counter 2 hours before departure',
    gate: 'Be at the gate 25 minutes before departure',
    passHeading: 'Boarding pass',
  },
} as const;

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: the check-in page and the boarding pass say when to be at the airport, the counter and the gate`, async ({
    page,
    request,
    baseURL,
    member,
    sandboxClock,
  }) => {
    test.setTimeout(150_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, ['张云雀'], token);
    await sandboxClock.setNow(order.departure - 47 * HOUR);
    await member.login({ request: page.request, locale: l });
    const at = (ms: number) => airportTime(ms, order.timeZone).time;
    const expectAdvice = async () => {
      const advice = page.getByRole('region', { name: t.heading });
      await expect(advice.getByRole('listitem')).toHaveText([
        new RegExp(`^${t.airport}.*${at(order.departure - 3 * HOUR)}`),
        new RegExp(`^${t.counter}.*${at(order.departure - 2 * HOUR)}`),
        new RegExp(`^${t.gate}.*${at(order.departure - 25 * MINUTE)}`),
      ]);
    };

    await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
    await expectAdvice();
    await expectNoSeriousA11yViolations(page);
    for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      await expectNoHorizontalScroll(page);
      expect(await layoutProblems(page)).toEqual([]);
    }

    // Checked in straight against airline-api (the check-in itself is check-in.spec's): the pass says it too.
    const fresh = await memberToken(request, DEMO.phone, DEMO.password);
    const detail = await request.get(`${API()}/order/api/order/my-flight-order/${order.orderNo}`, {
      headers: { 'x-member-token': fresh },
    });
    const passengerId = ((await detail.json()) as { data: { passengers: { passengerId: string }[] } }).data
      .passengers[0]!.passengerId;
    const checkedIn = await request.post(`${API()}/member/api/seat/select/b2c/checkIn`, {
      headers: { 'x-member-token': fresh },
      data: { orderNo: order.orderNo, segmentIndex: 0, passengers: [{ passengerId }], clauseAgreed: true },
    });
    expect(((await checkedIn.json()) as { code: string }).code).toBe('0');
    await page.setViewportSize({ width: WIDTHS.desktop, height: HEIGHTS[WIDTHS.desktop]! });
    await page.goto(`/${l}/checkin/printBoardingPass/view?orderNo=${order.orderNo}&segment=0`);
    await expect(page.getByRole('heading', { level: 1, name: t.passHeading })).toBeVisible();
    await expectAdvice();
    await expectNoSeriousA11yViolations(page);
    for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      await expectNoHorizontalScroll(page);
    }
  });
}
