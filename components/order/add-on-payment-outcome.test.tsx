import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { AddOnOrder } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { ADD_ON_ORDER_NO, PARENT, order } from './add-on-order-fixture';
import { AddOnPaymentOutcome } from './add-on-payment-outcome';

// Decision 22 (seats and add-ons after booking, paid through the gateway with result type checkin); spec §2
// /result, §4 seat selection flow ("after payment success, the seats are the passengers'"), §8 messages: the
// result page follows the ADD_ON_ORDER_NO order while airline-api applies it.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const addOnOrder = jest.fn();
const pay = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/seat-selection');
  return {
    addOnOrder: { ...actual.addOnOrder, call: (...args: unknown[]) => addOnOrder(...args) },
    pay: { ...actual.pay, call: (...args: unknown[]) => pay(...args) },
  };
});
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));

const ok = (data: AddOnOrder) => ({ ok: true, data });

function renderOutcome(pay: 'success' | 'fail' | 'cancel' = 'success', locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <AddOnPaymentOutcome
        verified={{ orderNo: ADD_ON_ORDER_NO, pay }}
        parent={PARENT}
        segmentIndex={1}
        locale={locale}
      />
    </NextIntlClientProvider>,
  );
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

const heading = () => screen.getByRole('heading', { level: 2 });

beforeEach(() => {
  clearReadCache();
  addOnOrder.mockReset();
  pay.mockReset();
  fullPageLoad.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('the result of a seat order (decision 22)', () => {
  it('paid and done: lists each seat and add-on with its passenger, and links back to the trip', async () => {
    addOnOrder.mockResolvedValue(ok(order()));
    renderOutcome();
    expect(await screen.findByText('Seats confirmed')).toBe(heading());
    expect(addOnOrder).toHaveBeenCalledWith(
      { orderNo: PARENT, segmentIndex: 1, addOnOrderNo: ADD_ON_ORDER_NO },
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
    addOnOrder.mockResolvedValue(ok(order({ checkIn: { passengerIds: ['P1', 'P2'], done: true, failureCode: null } })));
    renderOutcome();
    expect(await screen.findByText('Seats confirmed and checked in')).toBeInTheDocument();
    expect(screen.getByTestId('boarding-passes')).toHaveAttribute(
      'href',
      `/checkin/printBoardingPass/view?orderNo=${PARENT}&segment=1`,
    );
  });

  it("a refused check-in says the code's message and that the seats stay bought (spec §8)", async () => {
    addOnOrder.mockResolvedValue(
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
    addOnOrder
      .mockResolvedValueOnce(ok(order({ state: 'PAID' })))
      .mockResolvedValueOnce(ok(order({ state: 'PAID' })))
      .mockResolvedValue(ok(order()));
    renderOutcome();
    await advance(0);
    expect(heading()).toHaveTextContent('Payment received. Confirming your seats…');
    await advance(1_999);
    expect(addOnOrder).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(addOnOrder).toHaveBeenCalledTimes(2);
    await advance(2_000);
    expect(heading()).toHaveTextContent('Seats confirmed');
    await advance(10_000);
    expect(addOnOrder).toHaveBeenCalledTimes(3);
  });

  it('stops after a minute with a way to ask again', async () => {
    jest.useFakeTimers();
    addOnOrder.mockResolvedValue(ok(order({ state: 'PAID' })));
    renderOutcome();
    await advance(0);
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    await advance(60_000);
    expect(addOnOrder).toHaveBeenCalledTimes(30);
    expect(screen.getByText(/still being confirmed/)).toBeInTheDocument();
    await advance(10_000);
    expect(addOnOrder).toHaveBeenCalledTimes(30);
    addOnOrder.mockResolvedValue(ok(order()));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await advance(0);
    expect(heading()).toHaveTextContent('Seats confirmed');
  });

  it('a failed payment offers to pay the same seat order again, and a way back', async () => {
    addOnOrder.mockResolvedValue(ok(order({ state: 'PENDING_PAYMENT' })));
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
        addOnOrderNo: ADD_ON_ORDER_NO,
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
    addOnOrder.mockResolvedValue(ok(order({ state: 'PENDING_PAYMENT' })));
    const { unmount } = renderOutcome('cancel');
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    unmount();
    addOnOrder.mockResolvedValue(ok(order({ state: 'CANCELLED' })));
    renderOutcome('cancel');
    expect(await screen.findByText('The seat order was cancelled, and the seats were released')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('an order this browser cannot read says so, with the way to find the trip', async () => {
    addOnOrder.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'Nothing was found' });
    renderOutcome();
    expect(await screen.findByText(/this browser cannot show the seat order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my trip' })).toHaveAttribute('href', '/checkIn');
  });

  it('speaks Chinese on a Chinese page', async () => {
    addOnOrder.mockResolvedValue(ok(order()));
    renderOutcome('success', 'zh-CN');
    expect(await screen.findByText('座位已确认')).toBeInTheDocument();
    expect(screen.getByText(/座位 3A/)).toBeInTheDocument();
  });
});
