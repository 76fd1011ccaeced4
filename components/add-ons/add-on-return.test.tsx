import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { AddOnOrderDetail } from '@/lib/contract/add-ons';
import en from '@/messages/en-US.json';
import { AddOnReturn, type AddOnReturnQuery } from './add-on-return';

// Decision 28: the gateway's return is verified before the add-on order is read, and the order is
// followed every 2 s after each answer while it is applied, 30 times; "check again" verifies and reads afresh.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) => (
    <a href={href} {...rest} />
  ),
}));
const asked: string[] = [];
const addOnOrder = jest.fn();
const verifyPayment = jest.fn();
jest.mock('@/lib/bff-client/add-ons', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/add-ons');
  return { ...actual, order: { ...actual.order, call: (...args: unknown[]) => addOnOrder(...args) } };
});
jest.mock('@/lib/bff-client/orders', () => {
  const actual = jest.requireActual('@/lib/bff-client/orders');
  return {
    ...actual,
    verifyPayment: { ...actual.verifyPayment, call: (...args: unknown[]) => verifyPayment(...args) },
  };
});

const ORDER_NO = 'YQ2026120112345678';
const ADD_ON_NO = 'YA2026120199999999';
const RETURNED = {
  type: 'ancillary',
  orderNumber: ADD_ON_NO,
  pay: 'success',
  paymentId: 'P1',
  amount: '9800',
  sign: 'a',
};

const order = (state: AddOnOrderDetail['state']): AddOnOrderDetail => ({
  orderNo: ADD_ON_NO,
  parentOrderNo: ORDER_NO,
  segmentIndex: 0,
  flightNo: 'YQ1001',
  flightDate: '2026-12-10',
  state,
  currency: 'CNY',
  amount: 9_800,
  pointsUsed: 0,
  pointsAmount: 0,
  payAmount: 9_800,
  paymentDeadline: null,
  items: [],
  checkIn: null,
  priceParts: [{ kind: 'BAGGAGE', amount: 9_800 }],
  createdAt: '2026-12-01T02:00:00.000Z',
  paidAt: '2026-12-01T02:05:00.000Z',
  depCityName: 'Guangzhou',
  arrCityName: 'Beijing',
  depTime: '2026-12-10T04:00:00.000Z',
  depTimeZone: 'Asia/Shanghai',
  claimAccount: null,
  mailingAddress: null,
});

function renderReturn(returned: AddOnReturnQuery | null = RETURNED as AddOnReturnQuery) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <AddOnReturn orderNo={ORDER_NO} addOnOrderNo={ADD_ON_NO} returned={returned} locale="en-US" />
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

const heading = () => screen.getByTestId('addon-return-heading');

beforeEach(() => {
  clearReadCache();
  asked.length = 0;
  jest.useFakeTimers();
  verifyPayment.mockReset().mockImplementation(async () => {
    asked.push('verify');
    return { ok: true, data: { orderNo: ADD_ON_NO, pay: 'success', orderStatus: 2 } };
  });
  addOnOrder.mockReset().mockImplementation(async () => {
    asked.push('order');
    return { ok: true, data: order('PAID') };
  });
});
afterEach(() => jest.useRealTimers());

describe('the add-on order after the gateway (decision 28)', () => {
  it('verifies first, follows the order 2 s after each answer, gives up after 30 asks, and checks again', async () => {
    renderReturn();
    await advance(0);
    await advance(0);
    expect(asked).toEqual(['verify', 'order']);
    expect(heading()).toHaveTextContent(en.AddOnOrder.return.applying);
    await advance(1_999);
    expect(addOnOrder).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(addOnOrder).toHaveBeenCalledTimes(2);
    await advance(60_000);
    expect(addOnOrder).toHaveBeenCalledTimes(30);
    expect(screen.getByText(en.AddOnOrder.return.applyingSlow)).toBeInTheDocument();
    addOnOrder.mockImplementation(async () => {
      asked.push('order');
      return { ok: true, data: order('DONE') };
    });
    asked.length = 0;
    fireEvent.click(screen.getByRole('button', { name: en.AddOnOrder.return.checkAgain }));
    await advance(0);
    await advance(0);
    expect(asked).toEqual(['verify', 'order']);
    expect(heading()).toHaveTextContent(en.AddOnOrder.return.done);
  });

  it('a return naming another order is refused before the order is read', async () => {
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: 'YA-OTHER', pay: 'success', orderStatus: 2 } });
    renderReturn();
    await advance(0);
    expect(screen.getByTestId('addon-return-invalid')).toBeInTheDocument();
    expect(addOnOrder).not.toHaveBeenCalled();
  });

  it('without a return, the order is read as it stands', async () => {
    addOnOrder.mockResolvedValue({ ok: true, data: order('DONE') });
    renderReturn(null);
    await advance(0);
    expect(verifyPayment).not.toHaveBeenCalled();
    expect(heading()).toHaveTextContent(en.AddOnOrder.return.done);
  });
});
