import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { AddOnOrder } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { ADD_ON_ORDER_NO, PARENT, order } from './add-on-order-fixture';
import { PaymentResult } from './payment-result';

// Decision 22; spec §2 /result: a return of type checkin is verified first, then the ADD_ON_ORDER_NO order is followed.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const addOnOrder = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/seat-selection');
  return {
    ...actual,
    addOnOrder: { ...actual.addOnOrder, call: (...args: unknown[]) => addOnOrder(...args) },
  };
});
const verifyPayment = jest.fn();
const orderDetail = jest.fn();
jest.mock('@/lib/bff-client/orders', () => {
  const actual = jest.requireActual('@/lib/bff-client/orders');
  return {
    ...actual,
    verifyPayment: { ...actual.verifyPayment, call: (...args: unknown[]) => verifyPayment(...args) },
    orderDetail: { ...actual.orderDetail, call: (...args: unknown[]) => orderDetail(...args) },
  };
});

const ok = (data: AddOnOrder) => ({ ok: true, data });

beforeEach(() => {
  clearReadCache();
  for (const mock of [addOnOrder, verifyPayment, orderDetail]) mock.mockReset();
});

describe('the /result page routes a checkin return to the seat order (decision 22)', () => {
  const query = {
    type: 'checkin',
    orderNumber: ADD_ON_ORDER_NO,
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

  it('verifies the return first, then follows the add-on order, never a ticket order', async () => {
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: ADD_ON_ORDER_NO, pay: 'success', orderStatus: 2 } });
    addOnOrder.mockResolvedValue(ok(order()));
    renderResult({ ancillary: { parent: PARENT, segmentIndex: 1 } });
    expect(await screen.findByText('Seats confirmed')).toBeInTheDocument();
    expect(verifyPayment).toHaveBeenCalledWith(query, { quiet: true });
    expect(orderDetail).not.toHaveBeenCalled();
  });

  it('a tampered return is refused before anything is read', async () => {
    verifyPayment.mockResolvedValue({ ok: false, code: ResultCode.PAYMENT_RETURN_INVALID, msg: 'x' });
    renderResult({ ancillary: { parent: PARENT, segmentIndex: 1 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment result could not be verified.');
    expect(addOnOrder).not.toHaveBeenCalled();
  });

  it('a checkin return without its trip says how to find it', async () => {
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: ADD_ON_ORDER_NO, pay: 'success', orderStatus: 2 } });
    renderResult({ ancillary: null });
    expect(await screen.findByTestId('result-no-trip')).toBeInTheDocument();
    expect(addOnOrder).not.toHaveBeenCalled();
    expect(orderDetail).not.toHaveBeenCalled();
  });

  it('a ticket return still follows the ticket order', async () => {
    verifyPayment.mockResolvedValue({ ok: true, data: { orderNo: PARENT, pay: 'success', orderStatus: 2 } });
    orderDetail.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    renderResult({ query: { ...query, type: 'ticket', orderNumber: PARENT } });
    expect(await screen.findByText(/this browser cannot show the order/)).toBeInTheDocument();
    expect(orderDetail).toHaveBeenCalledWith({ orderNo: PARENT }, { quiet: true });
    expect(addOnOrder).not.toHaveBeenCalled();
  });
});
