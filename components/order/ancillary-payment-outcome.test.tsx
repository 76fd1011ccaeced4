import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import type { AncillaryOrder } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { AncillaryPaymentOutcome } from './ancillary-payment-outcome';
import { PaymentResult } from './payment-result';

// Issue 13 §3 (seats and add-ons after booking, paid through the gateway with result type checkin); spec §2
// /result, §4 seat selection flow ("after payment success, the seats are the passengers'"), §8 messages: the
// result page follows the ANCILLARY order while airline-api applies it.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const ancillaryOrder = jest.fn();
const pay = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => ({
  ancillaryOrder: { call: (...args: unknown[]) => ancillaryOrder(...args) },
  pay: { call: (...args: unknown[]) => pay(...args) },
}));
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));
const verifyPayment = jest.fn();
const orderDetail = jest.fn();
jest.mock('@/lib/bff-client/orders', () => ({
  verifyPayment: { call: (...args: unknown[]) => verifyPayment(...args) },
  orderDetail: { call: (...args: unknown[]) => orderDetail(...args) },
}));

const PARENT = 'YQ2026120112345678';
const ANCILLARY = 'YA2026120100000001';

const order = (over: Partial<AncillaryOrder> = {}): AncillaryOrder => ({
  orderNo: ANCILLARY,
  parentOrderNo: PARENT,
  segmentIndex: 1,
  flightNo: 'YQ1001',
  flightDate: '2026-12-03',
  state: 'DONE',
  currency: 'CNY',
  amount: 9000,
  pointsUsed: 0,
  pointsAmount: 0,
  payAmount: 9000,
  paymentDeadline: '2026-12-01T02:30:00.000Z',
  items: [
    {
      passengerId: 'P1',
      name: '张云雀',
      kind: 'SEAT',
      productCode: 'SEAT-3A',
      seatNo: '3A',
      weightKg: null,
      price: 5000,
    },
    {
      passengerId: 'P2',
      name: 'LI/YUNQUE',
      kind: 'BAGGAGE',
      productCode: 'BAG10',
      seatNo: null,
      weightKg: 10,
      price: 4000,
    },
  ],
  checkIn: null,
  ...over,
});

const ok = (data: AncillaryOrder) => ({ ok: true, data });

function renderOutcome(pay: 'success' | 'fail' | 'cancel' = 'success', locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <AncillaryPaymentOutcome
        verified={{ orderNo: ANCILLARY, pay }}
        parent={PARENT}
        segmentIndex={1}
        locale={locale}
      />
    </NextIntlClientProvider>,
  );
}

/** Lets a timer fire and the answer's promise settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const heading = () => screen.getByTestId('result-heading');

beforeEach(() => {
  ancillaryOrder.mockReset();
  pay.mockReset();
  fullPageLoad.mockReset();
  verifyPayment.mockReset();
  orderDetail.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('the result of a seat order (issue 13 §3)', () => {
  it('paid and done: lists each seat and add-on with its passenger, and links back to the trip', async () => {
    ancillaryOrder.mockResolvedValue(ok(order()));
    renderOutcome();
    expect(await screen.findByText('Seats confirmed')).toBe(heading());
    expect(ancillaryOrder).toHaveBeenCalledWith(
      { orderNo: PARENT, segmentIndex: 1, ancillaryOrderNo: ANCILLARY },
      { quiet: true },
    );
    const items = within(screen.getByTestId('ancillary-items')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/张云雀 · Seat 3A.*50/),
      expect.stringMatching(/LI\/YUNQUE · Extra baggage 10 kg.*40/),
    ]);
    expect(screen.getByText(/^Paid /)).toHaveTextContent('90');
    expect(screen.getByTestId('back-to-trip')).toHaveAttribute('href', `/checkin/selair/${PARENT}?segment=1`);
    expect(screen.queryByTestId('boarding-passes')).not.toBeInTheDocument();
  });

  it('a check-in asked with the seats and done links to the boarding passes of the segment', async () => {
    ancillaryOrder.mockResolvedValue(
      ok(order({ checkIn: { passengerIds: ['P1', 'P2'], done: true, failureCode: null } })),
    );
    renderOutcome();
    expect(await screen.findByText('Seats confirmed and checked in')).toBeInTheDocument();
    expect(screen.getByTestId('boarding-passes')).toHaveAttribute(
      'href',
      `/checkin/printBoardingPass/view?orderNo=${PARENT}&segment=1`,
    );
  });

  it("a refused check-in says the code's message and that the seats stay bought (spec §8)", async () => {
    ancillaryOrder.mockResolvedValue(
      ok(
        order({
          checkIn: { passengerIds: ['P2'], done: false, failureCode: ResultCode.CHECK_IN_GUARDIAN_FIRST },
        }),
      ),
    );
    renderOutcome();
    expect(await screen.findByText('Seats confirmed, but check-in failed')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-failure')).toHaveTextContent(
      'Check-in was not done: A child cannot check in before the guardian',
    );
    expect(screen.getByText(/Your seats and add-ons stay bought/)).toBeInTheDocument();
    expect(screen.getByTestId('back-to-trip')).toHaveAttribute('href', `/checkin/selair/${PARENT}?segment=1`);
    expect(screen.queryByTestId('boarding-passes')).not.toBeInTheDocument();
  });

  it('follows a paid order every 2 s while it is applied, then shows it done', async () => {
    jest.useFakeTimers();
    ancillaryOrder
      .mockResolvedValueOnce(ok(order({ state: 'PAID' })))
      .mockResolvedValueOnce(ok(order({ state: 'PAID' })))
      .mockResolvedValue(ok(order()));
    renderOutcome();
    await advance(0);
    expect(heading()).toHaveTextContent('Payment received. Confirming your seats…');
    await advance(1_999);
    expect(ancillaryOrder).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(ancillaryOrder).toHaveBeenCalledTimes(2);
    await advance(2_000);
    expect(heading()).toHaveTextContent('Seats confirmed');
    await advance(10_000);
    expect(ancillaryOrder).toHaveBeenCalledTimes(3);
  });

  it('stops after a minute with a way to ask again', async () => {
    jest.useFakeTimers();
    ancillaryOrder.mockResolvedValue(ok(order({ state: 'PAID' })));
    renderOutcome();
    await advance(0);
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    await advance(60_000);
    expect(ancillaryOrder).toHaveBeenCalledTimes(30);
    expect(screen.getByText(/still being confirmed/)).toBeInTheDocument();
    await advance(10_000);
    expect(ancillaryOrder).toHaveBeenCalledTimes(30);
    ancillaryOrder.mockResolvedValue(ok(order()));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await advance(0);
    expect(heading()).toHaveTextContent('Seats confirmed');
  });

  it('a failed payment offers to pay the same seat order again, and a way back', async () => {
    ancillaryOrder.mockResolvedValue(ok(order({ state: 'PENDING_PAYMENT' })));
    pay.mockResolvedValue({ ok: false, code: ResultCode.ORDER_NOT_PAYABLE, msg: 'This order cannot be paid' });
    renderOutcome('fail');
    expect(await screen.findByText('Payment failed')).toBe(heading());
    expect(screen.getByText(/Your seats are held until/)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    });
    expect(pay).toHaveBeenCalledWith(
      {
        orderNo: PARENT,
        ancillaryOrderNo: ANCILLARY,
        attempt: expect.stringMatching(/^[0-9a-f-]{36}$/),
        segmentIndex: 1,
      },
      { quiet: true },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This order cannot be paid');
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(screen.getByTestId('back-to-trip')).toBeInTheDocument();

    pay.mockResolvedValue({ ok: true, data: { url: 'https://pay.airline.test/g/2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    });
    expect(fullPageLoad).toHaveBeenCalledWith('https://pay.airline.test/g/2');
    const [first, second] = pay.mock.calls.map(([input]) => (input as { attempt: string }).attempt);
    expect(second).not.toBe(first);
  });

  it('a cancelled payment says so; a cancelled seat order says the seats were released', async () => {
    ancillaryOrder.mockResolvedValue(ok(order({ state: 'PENDING_PAYMENT' })));
    const { unmount } = renderOutcome('cancel');
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    unmount();
    ancillaryOrder.mockResolvedValue(ok(order({ state: 'CANCELLED' })));
    renderOutcome('cancel');
    expect(await screen.findByText('The seat order was cancelled, and the seats were released')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('an order this browser cannot read says so, with the way to find the trip', async () => {
    ancillaryOrder.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'Nothing was found' });
    renderOutcome();
    expect(await screen.findByText(/this browser cannot show the seat order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my trip' })).toHaveAttribute('href', '/checkIn');
  });

  it('speaks Chinese on a Chinese page', async () => {
    ancillaryOrder.mockResolvedValue(ok(order()));
    renderOutcome('success', 'zh-CN');
    expect(await screen.findByText('座位已确认')).toBeInTheDocument();
    expect(screen.getByText(/座位 3A/)).toBeInTheDocument();
  });
});

describe('the /result page routes a checkin return to the seat order (issue 13 §3)', () => {
  const query = {
    type: 'checkin',
    orderNumber: ANCILLARY,
    pay: 'success' as const,
    paymentId: 'pay-1',
    amount: 9000,
    sign: 'a'.repeat(64),
  };
  const renderResult = (props: Partial<Parameters<typeof PaymentResult>[0]>) =>
    render(
      <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
        <PaymentResult query={query} locale="en-US" {...props} />
      </NextIntlClientProvider>,
    );

  it('verifies the return first, then follows the ancillary order, never a ticket order', async () => {
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: ANCILLARY, pay: 'success', orderStatus: 2 } });
    ancillaryOrder.mockResolvedValue(ok(order()));
    renderResult({ ancillary: { parent: PARENT, segmentIndex: 1 } });
    expect(await screen.findByText('Seats confirmed')).toBeInTheDocument();
    expect(verifyPayment).toHaveBeenCalledWith(query, { quiet: true });
    expect(orderDetail).not.toHaveBeenCalled();
  });

  it('a tampered return is refused before anything is read', async () => {
    verifyPayment.mockResolvedValue({ ok: false, code: ResultCode.PAYMENT_RETURN_INVALID, msg: 'x' });
    renderResult({ ancillary: { parent: PARENT, segmentIndex: 1 } });
    expect(await screen.findByTestId('result-invalid')).toBeInTheDocument();
    expect(ancillaryOrder).not.toHaveBeenCalled();
  });

  it('a checkin return without its trip says how to find it', async () => {
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: ANCILLARY, pay: 'success', orderStatus: 2 } });
    renderResult({ ancillary: null });
    expect(await screen.findByTestId('result-no-trip')).toBeInTheDocument();
    expect(ancillaryOrder).not.toHaveBeenCalled();
    expect(orderDetail).not.toHaveBeenCalled();
  });

  it('a ticket return still follows the ticket order', async () => {
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: PARENT, pay: 'success', orderStatus: 2 } });
    orderDetail.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    renderResult({ query: { ...query, type: 'ticket', orderNumber: PARENT } });
    expect(await screen.findByText(/this browser cannot show the order/)).toBeInTheDocument();
    expect(orderDetail).toHaveBeenCalledWith({ orderNo: PARENT }, { quiet: true });
    expect(ancillaryOrder).not.toHaveBeenCalled();
  });
});
