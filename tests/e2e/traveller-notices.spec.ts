import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type OutboxMessage } from './fixtures';
import { freshIp } from './pages/account';
import { API, LOCALES, runJobs, sandbox } from './pages/orders';
import { dateIn, ticketedOrder } from './pages/trips';

// Issue 28 §4 and §7, decision 47: the traveller is told. The operations desk (sandbox) cancels, delays and the
// refund desk approves and pays back; each event leaves one SMS and one e-mail in the outbox, in the booking's
// language, naming the order and the flight and linking to the page of the next step. At night (23:00 Beijing time)
// the cancellation goes at once, the short delay and the refund approval wait until 08:00. The link of the
// cancellation leads to the irregular flights' page, which still shows the choices.

const T = {
  'zh-CN': {
    language: 'zh_CN' as const,
    cancelled: '已取消',
    delayed: '延误约 30 分钟',
    approved: '已审核通过',
    paid: '已退款',
    orderNo: '订单号',
    name: '乘机人姓名',
    mobile: '联系电话',
    lookup: '查询航班',
    lookupHeading: '查找订单',
    cancelledBadge: /^状态：\s*取消$/,
    freeChange: '免费改期',
    hallNumber: '订单号或票号',
    hallMobile: '联系手机号',
    hallFind: '查找',
    hallTrip: /^订单 \S+ 的服务$/,
    hallIrregular: '办理航班不正常服务',
  },
  'en-US': {
    language: 'en_US' as const,
    cancelled: 'is cancelled',
    delayed: 'delayed by about 30 minutes',
    approved: 'is approved',
    paid: 'is paid',
    orderNo: 'Order number',
    name: 'Passenger name',
    mobile: 'Contact phone',
    lookup: 'Find flights',
    lookupHeading: 'Find your booking',
    cancelledBadge: /^Status:\s*Cancelled$/,
    freeChange: 'Change flight free of charge',
    hallNumber: 'Order or ticket number',
    hallMobile: 'Contact phone',
    hallFind: 'Find',
    hallTrip: /^Services for order \S+$/,
    hallIrregular: 'Irregular flights',
  },
};

const NAME = '张云雀';

/** The order's one segment as the visitor lookup reads it. */
async function segmentOf(request: APIRequestContext, orderNo: string, mobile: string) {
  const res = await request.post(`${API()}/order/api/order/visitor-query`, {
    data: { orderNo, passengerName: NAME, mobile },
  });
  const body = (await res.json()) as {
    data: { segments: { flightNo: string; flightDate: string }[]; passengers: { passengerId: string }[] };
  };
  return { ...body.data.segments[0]!, passengerId: body.data.passengers[0]!.passengerId };
}

/** A visitor's voluntary refund of the order's ticket, as the refund page submits it; its number. */
async function submitRefund(request: APIRequestContext, orderNo: string, mobile: string): Promise<string> {
  const { passengerId } = await segmentOf(request, orderNo, mobile);
  const visitor = { passengerName: NAME, mobile };
  const items = [{ passengerId, segmentIndex: 0 }];
  const quoted = await request.post(`${API()}/modAndRef/api/refund/`, {
    data: { orderNo, visitor, items, refundType: 'VOLUNTARY' },
  });
  const quote = ((await quoted.json()) as { data: { totalAmount: number; converted: boolean } }).data;
  const payload = {
    orderNo,
    visitor,
    items,
    refundType: 'VOLUNTARY',
    reason: 'PLAN_CHANGED',
    note: '',
    confirmVoluntary: quote.converted,
    quotedAmount: quote.totalAmount,
  };
  const res = await request.post(`${API()}/modAndRef/api/refund/commitV2`, {
    multipart: { payload: JSON.stringify(payload) },
    headers: { 'idempotency-key': `notice-${orderNo}`, 'x-forwarded-for': freshIp() },
  });
  const body = (await res.json()) as { code: string; data?: { refundNo: string } };
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data!.refundNo;
}

for (const l of LOCALES) {
  test(`${l}: a cancellation is told at once at night, a short delay and a refund approval in the morning, the pay-back at once; one message each`, async ({
    page,
    request,
    baseURL,
    member,
    sandboxClock,
  }) => {
    test.setTimeout(180_000);
    const t = T[l];
    const contact = {
      mobile: `139${randomInt(10_000_000, 99_999_999)}`,
      email: `notice-${randomInt(1e9)}@example.com`,
    };
    const opts = { contact, language: t.language, fromDay: 45 };
    const cancelled = await ticketedOrder(request, baseURL!, [NAME], undefined, opts);
    const delayed = await ticketedOrder(request, baseURL!, [NAME], undefined, opts);
    const refunded = await ticketedOrder(request, baseURL!, [NAME], undefined, opts);
    const refundNo = await submitRefund(request, refunded.orderNo, contact.mobile);

    /** The notices of one event about one order, to the phone and to the address. */
    const told = async (event: string, orderNo: string) => {
      const of = (all: OutboxMessage[]) => all.filter((m) => m.event === event && m.text.includes(orderNo));
      return { sms: of(await member.outbox(`86-${contact.mobile}`)), email: of(await member.outbox(contact.email)) };
    };
    const setStatus = async (orderNo: string, status: string, delayMinutes?: number) => {
      const sg = await segmentOf(request, orderNo, contact.mobile);
      await sandbox(request, '/sandbox/flight-status', {
        flightNo: sg.flightNo,
        date: sg.flightDate,
        status,
        delayMinutes,
      });
    };

    // 23:00 Beijing time: the night's quiet hours.
    await sandboxClock.setNow(Date.parse(`${dateIn(1)}T23:00:00+08:00`));
    await setStatus(cancelled.orderNo, 'CANCELLED');
    await setStatus(cancelled.orderNo, 'CANCELLED');
    await setStatus(delayed.orderNo, 'DELAYED', 30);
    await sandbox(request, '/sandbox/refunds/decide', { refundNo, decision: 'approve' });
    await runJobs(request);
    const cancellation = await told('FLIGHT_CANCELLED', cancelled.orderNo);
    expect(cancellation.sms).toHaveLength(1);
    expect(cancellation.email).toHaveLength(1);
    const sms = cancellation.sms[0]!.text;
    expect(sms).toContain(t.cancelled);
    expect((await told('FLIGHT_DELAYED', delayed.orderNo)).sms).toHaveLength(0);
    expect((await told('REFUND_APPROVED', refunded.orderNo)).email).toHaveLength(0);

    // 08:00: the held ones go out, once; the pay-back by day goes at once.
    await sandboxClock.setNow(Date.parse(`${dateIn(2)}T08:00:00+08:00`));
    await runJobs(request);
    await sandbox(request, '/sandbox/refunds/decide', { refundNo, decision: 'pay' });
    await runJobs(request);
    await runJobs(request);
    for (const [event, orderNo, words] of [
      ['FLIGHT_CANCELLED', cancelled.orderNo, t.cancelled],
      ['FLIGHT_DELAYED', delayed.orderNo, t.delayed],
      ['REFUND_APPROVED', refunded.orderNo, t.approved],
      ['REFUND_PAID', refunded.orderNo, t.paid],
    ] as const) {
      const { sms: phone, email } = await told(event, orderNo);
      expect(phone, `${event} by SMS`).toHaveLength(1);
      expect(email, `${event} by e-mail`).toHaveLength(1);
      expect(phone[0]!.text).toContain(words);
    }
    const refundSms = (await told('REFUND_PAID', refunded.orderNo)).sms[0]!;
    expect(refundSms.text).toContain(`${baseURL}/${l}/book/order?orderNo=${refunded.orderNo}`);

    // The self-service hall still offers the irregular flight's services, on the page the message links to.
    const link = /https?:\/\/\S+$/.exec(sms)![0];
    expect(link).toBe(`${baseURL}/${l}/ancillary/abnormalEntry?orderNo=${cancelled.orderNo}`);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
    await page.goto(`/${l}/ancillary/selfService`);
    await page.getByLabel(t.hallNumber).fill(cancelled.orderNo);
    await page.getByLabel(t.name).fill(NAME);
    await page.getByLabel(t.hallMobile).fill(contact.mobile);
    await page.getByRole('button', { name: t.hallFind, exact: true }).click();
    const hallTrip = page.getByRole('region', { name: t.hallTrip });
    await expect(hallTrip.getByRole('link', { name: t.hallIrregular, exact: true }).first()).toHaveAttribute(
      'href',
      new URL(link).pathname,
    );

    // The cancellation's link: the irregular flights' page, the order number filled in; the trip offers the choices.
    await page.goto(link);
    await expect(page.getByLabel(t.orderNo)).toHaveValue(cancelled.orderNo);
    await page.getByLabel(t.name).fill(NAME);
    await page.getByLabel(t.mobile).fill(contact.mobile);
    await page.getByRole('button', { name: t.lookup, exact: true }).click();
    const trip = page.getByRole('region', { name: t.lookupHeading, exact: true }).getByRole('region');
    await expect(trip).toHaveCount(1);
    await expect(trip.getByText(t.cancelledBadge)).toBeVisible();
    await expect(trip.getByRole('link', { name: t.freeChange, exact: true })).toBeVisible();
  });
}
