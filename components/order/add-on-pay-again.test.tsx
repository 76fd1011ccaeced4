import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AddOnOrder } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { AddOnPayAgain } from './add-on-pay-again';

// Decision 49 (issue 28 §5): a seat order whose payment failed is paid again on the gateway, or from the member's
// open wallet once the amount is confirmed, back to the seats' result page (/result with the parent and segment).

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));
const pay = jest.fn();
const payByWallet = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => ({
  pay: { call: (...args: unknown[]) => pay(...args) },
  payByWallet: { call: (...args: unknown[]) => payByWallet(...args) },
}));
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: jest.fn() }));

const PARENT = 'YQ2026120112345678';
const ORDER = {
  orderNo: 'AN2026120100000001',
  state: 'PENDING_PAYMENT',
  payAmount: 2_000,
  currency: 'CNY',
} as AddOnOrder;
const RETURN = {
  type: 'checkin',
  orderNumber: ORDER.orderNo,
  pay: 'success' as const,
  paymentId: 'p',
  amount: 2_000,
  sign: 'ab',
};

function renderAgain(wallet: { amount: number; currency: 'CNY' } | null) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <AddOnPayAgain order={ORDER} parent={PARENT} segmentIndex={1} locale="en-US" wallet={wallet} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  for (const f of [push, pay, payByWallet]) f.mockReset();
});

describe('AddOnPayAgain (decisions 22, 49)', () => {
  it('pays again from the wallet once confirmed, back to the seats result page', async () => {
    payByWallet.mockResolvedValue({
      ok: true,
      data: { orderNo: ORDER.orderNo, orderStatus: 2, requestNo: 'WP1', paymentReturn: RETURN },
    });
    renderAgain({ amount: 100_000, currency: 'CNY' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ￥20 from the wallet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment of ￥20' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(payByWallet.mock.calls[0]![0]).toEqual({
      orderNo: PARENT,
      segmentIndex: 1,
      addOnOrderNo: ORDER.orderNo,
      attempt: expect.any(String),
    });
    const href = new URL(push.mock.calls[0]![0] as string, 'http://x');
    expect(href.pathname).toBe('/result');
    expect(Object.fromEntries(href.searchParams)).toEqual({ parent: PARENT, seg: '1', ...RETURN, amount: '2000' });
    expect(pay).not.toHaveBeenCalled();
  });

  it('offers the gateway only without an open wallet', () => {
    renderAgain(null);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
