import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AddOnOrderDetail } from '@/lib/contract/add-ons';
import en from '@/messages/en-US.json';
import { AddOnPayButton } from './add-on-pay-button';

// Decision 49 (issue 28 §5), spec §2 'wallet-enabled members pay through the wallet flow': an add-on order waiting
// for payment offers the gateway, and the wallet to a member whose wallet is open; the wallet asks to confirm the
// amount and ends on /ancillaryConfirm with the signed return, the page the gateway returns to.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));
const pay = jest.fn();
const payByWallet = jest.fn();
jest.mock('@/lib/bff-client/add-ons', () => ({
  pay: { call: (...args: unknown[]) => pay(...args) },
  payByWallet: { call: (...args: unknown[]) => payByWallet(...args) },
}));
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));

const ORDER_NO = 'YQ2026120112345678';
const ADD_ON_NO = 'YQ2026120199999999';
const ORDER = { orderNo: ADD_ON_NO, state: 'PENDING_PAYMENT', payAmount: 9_800, currency: 'CNY' } as AddOnOrderDetail;
const RETURN = {
  type: 'ancillary',
  orderNumber: ADD_ON_NO,
  pay: 'success' as const,
  paymentId: 'p',
  amount: 9_800,
  sign: 'ab',
};

function renderButton(order: AddOnOrderDetail, wallet: { amount: number; currency: 'CNY' } | null) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <AddOnPayButton orderNo={ORDER_NO} order={order} locale="en-US" wallet={wallet} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  for (const f of [push, pay, payByWallet, fullPageLoad]) f.mockReset();
});

describe('AddOnPayButton (decisions 28, 49)', () => {
  it('pays from the wallet once confirmed, and lands on /ancillaryConfirm with the signed return', async () => {
    payByWallet.mockResolvedValue({
      ok: true,
      data: { orderNo: ADD_ON_NO, orderStatus: 2, requestNo: 'WP1', paymentReturn: RETURN },
    });
    renderButton(ORDER, { amount: 100_000, currency: 'CNY' });
    expect(screen.getByRole('button', { name: 'Pay ￥98' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ￥98 from the wallet' }));
    expect(payByWallet).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment of ￥98' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(payByWallet.mock.calls[0]![0]).toEqual({
      orderNo: ORDER_NO,
      addOnOrderNo: ADD_ON_NO,
      attempt: expect.any(String),
    });
    const href = new URL(push.mock.calls[0]![0] as string, 'http://x');
    expect(href.pathname).toBe(`/ancillaryConfirm/${ORDER_NO}`);
    expect(Object.fromEntries(href.searchParams)).toEqual({ ...RETURN, amount: '9800' });
    expect(pay).not.toHaveBeenCalled();
  });

  it('offers the gateway only without an open wallet (a visitor), and nothing for an order not waiting', () => {
    renderButton(ORDER, null);
    expect(screen.getByRole('button', { name: 'Pay ￥98' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /from the wallet/ })).not.toBeInTheDocument();
    renderButton({ ...ORDER, state: 'DONE' }, { amount: 100_000, currency: 'CNY' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
