import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { OrderDetail } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { PaymentResult } from './payment-result';

// Decision 23; spec §2 /result ('payment success is not ticketing success'), §4 order type 2 'rescheduled': a
// rescheduled order paid on the gateway (result type reschedule) is followed like a ticket order until its new
// 902 tickets are issued, with the way back to the order it changed.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const verifyPayment = jest.fn();
const orderDetail = jest.fn();
jest.mock('@/lib/bff-client/orders', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/orders');
  return {
    verifyPayment: { ...actual.verifyPayment, call: (...args: unknown[]) => verifyPayment(...args) },
    orderDetail: { ...actual.orderDetail, call: (...args: unknown[]) => orderDetail(...args) },
    itineraryCalendar: {
      ...actual.itineraryCalendar,
      url: ({ orderNo }: { orderNo: string }) => `/calendar/${orderNo}`,
    },
  };
});

const NEW_ORDER_NO = 'YQ2026120187654321';
const QUERY = {
  type: 'reschedule',
  orderNumber: NEW_ORDER_NO,
  pay: 'success' as const,
  paymentId: 'PAY1',
  amount: '36000',
  sign: 'a'.repeat(64),
};

function rescheduledOrder(ticketNo: string | null, orderStatus = 2): OrderDetail {
  return {
    orderNo: NEW_ORDER_NO,
    orderType: 2,
    orderStatus,
    createdAt: '2026-11-30T20:00:00.000Z',
    paymentDeadline: '2099-11-30T20:30:00.000Z',
    paidAt: '2026-11-30T20:05:00.000Z',
    paymentChannel: 'GATEWAY',
    cancelReason: null,
    ticketing: ticketNo ? 'ISSUED' : 'PENDING',
    price: {
      currency: 'CNY',
      ticketFare: 0,
      airportTax: 0,
      fuelTax: 0,
      otherTax: 0,
      ancillaries: {},
      addOnTotal: 0,
      couponDeduction: 0,
      pointsDeduction: 0,
      pointsUsed: 0,
      actualAmount: 36000,
    },
    segments: [
      {
        segIndex: 0,
        flightId: 'F-YQ1003',
        flightNo: 'YQ1003',
        aircraft: 'A320',
        fareFamily: 'STANDARD',
        depAirport: 'PKX',
        arrAirport: 'SHA',
        depCityName: '北京',
        depAirportName: '北京大兴国际机场',
        arrCityName: '上海',
        arrAirportName: '上海虹桥国际机场',
        depTime: '2026-12-12T01:00:00.000Z',
        arrTime: '2026-12-12T03:10:00.000Z',
        depTimeZone: 'Asia/Shanghai',
        arrTimeZone: 'Asia/Shanghai',
        flightDate: '2026-12-12',
      },
    ],
    passengers: [
      {
        index: 0,
        passengerId: 'P1',
        type: 'ADT',
        name: '张云雀',
        surname: null,
        givenName: null,
        gender: 'F',
        birthday: '1990-05-01',
        certificateType: 'NI',
        certificateTypeName: 'ID card',
        certificateNumber: '110***1234',
      },
    ],
    tickets: [
      {
        passengerIndex: 0,
        segIndex: 0,
        ticketNo,
        ticketStatus: ticketNo ? 2 : 1,
        productStatus: ticketNo ? 2 : 1,
        seatNo: null,
      },
    ],
    ancillaries: [],
    mailing: null,
    contact: { name: '张云雀', areaCode: '86', mobile: '13800138000', email: 'zhang@example.com' },
    refund: null,
    isMember: true,
  } as OrderDetail;
}

/** Lets the timers fire and the answers settle, a second at a time: the page renders between a poll's asks. */
async function advance(ms: number) {
  let left = ms;
  do {
    const step = Math.min(left, 1_000);
    await act(async () => void (await jest.advanceTimersByTimeAsync(step)));
    left -= step;
  } while (left > 0);
}

beforeEach(() => {
  clearReadCache();
  verifyPayment.mockReset();
  orderDetail.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('PaymentResult of a rescheduled order (type reschedule)', () => {
  it('follows the NEW order until its 902 tickets are issued, and shows the way back to the original', async () => {
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: NEW_ORDER_NO, pay: 'success', orderStatus: 2 } });
    orderDetail
      .mockResolvedValueOnce({ ok: true, data: rescheduledOrder(null) })
      .mockResolvedValue({ ok: true, data: rescheduledOrder('9021234567890', 5) });
    render(
      <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
        <PaymentResult query={QUERY} locale="en-US" origin={<button type="button">back to the original</button>} />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(en.PaymentResult.ticketing);
    expect(verifyPayment).toHaveBeenCalledWith(QUERY, { quiet: true });
    expect(orderDetail).toHaveBeenCalledWith({ orderNo: NEW_ORDER_NO }, { quiet: true });
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(en.PaymentResult.ticketed),
      {
        timeout: 4_000,
      },
    );
    expect(
      within(screen.getByRole('region', { name: en.PaymentResult.ticketed })).getByLabelText('Ticket number'),
    ).toHaveTextContent('9021234567890');
    expect(screen.getByRole('button', { name: 'back to the original' })).toBeInTheDocument();
  });

  it('asks every 2 s after each answer, gives up after 30 asks, and asks again on request', async () => {
    jest.useFakeTimers();
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: NEW_ORDER_NO, pay: 'success', orderStatus: 2 } });
    orderDetail.mockResolvedValue({ ok: true, data: rescheduledOrder(null) });
    render(
      <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
        <PaymentResult query={QUERY} locale="en-US" />
      </NextIntlClientProvider>,
    );
    await advance(0);
    await advance(0);
    expect(orderDetail).toHaveBeenCalledTimes(1);
    await advance(1_999);
    expect(orderDetail).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(orderDetail).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    await advance(60_000);
    expect(orderDetail).toHaveBeenCalledTimes(30);
    expect(screen.getByText(en.PaymentResult.ticketingSlow)).toBeInTheDocument();
    orderDetail.mockResolvedValue({ ok: true, data: rescheduledOrder('9021234567890', 5) });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await advance(0);
    expect(orderDetail).toHaveBeenCalledTimes(31);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(en.PaymentResult.ticketed);
    expect(verifyPayment).toHaveBeenCalledTimes(1);
  });

  it('shows no way back when the return does not verify', async () => {
    verifyPayment.mockResolvedValue({ ok: false, code: '6000001', msg: 'x' });
    render(
      <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
        <PaymentResult query={QUERY} locale="en-US" origin={<button type="button">back to the original</button>} />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment result could not be verified.');
    expect(screen.queryByRole('button', { name: 'back to the original' })).not.toBeInTheDocument();
    expect(orderDetail).not.toHaveBeenCalled();
  });
});
