import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { WalletPay, walletResultHref } from './wallet-pay';

// Decision 49; spec §2 'wallet-enabled members pay through the wallet flow', §8 'insufficient wallet balance': the
// wallet pays only once the member confirms the amount, then lands on /result with the signed return to verify.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));
const payByWallet = jest.fn();

const ORDER_NO = 'YQ2026120112345678';
const RETURN = {
  type: 'ticket',
  orderNumber: ORDER_NO,
  pay: 'success' as const,
  paymentId: 'p-1',
  amount: 52000,
  sign: 'a'.repeat(64),
};

function renderWallet(onBusy = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <WalletPay
        pay={(attempt) => payByWallet({ orderNo: ORDER_NO, attempt }, { quiet: true })}
        amount={{ amount: 52000, currency: 'CNY' }}
        balance={{ amount: 100000, currency: 'CNY' }}
        locale="en-US"
        busy={false}
        onBusy={onBusy}
      />
    </NextIntlClientProvider>,
  );
  return onBusy;
}

beforeEach(() => {
  push.mockReset();
  payByWallet.mockReset();
});

describe('WalletPay (decision 49)', () => {
  it('asks to confirm the amount first: the first tap takes nothing', () => {
    renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ￥520 from the wallet' }));
    expect(payByWallet).not.toHaveBeenCalled();
    const ask = screen.getByRole('alertdialog', { name: 'Pay ￥520 from your wallet?' });
    expect(ask).toHaveTextContent('taken from your balance at once');
    expect(screen.getByRole('button', { name: 'Confirm payment of ￥520' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(payByWallet).not.toHaveBeenCalled();
  });

  it('pays on confirmation with an attempt id, then goes to the result page with the signed return', async () => {
    payByWallet.mockResolvedValue({
      ok: true,
      data: { orderNo: ORDER_NO, orderStatus: 2, requestNo: 'WP1', paymentReturn: RETURN },
    });
    const onBusy = renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ￥520 from the wallet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment of ￥520' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(walletResultHref(RETURN)));
    expect(payByWallet.mock.calls[0]![0]).toEqual({
      orderNo: ORDER_NO,
      attempt: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    expect(onBusy).toHaveBeenCalledWith(true);
    const href = new URL(walletResultHref(RETURN), 'http://x');
    expect(href.pathname).toBe('/result');
    expect(Object.fromEntries(href.searchParams)).toEqual({ ...RETURN, amount: '52000' });
  });

  it("keeps the result page's own query before the return (an add-on order's page)", () => {
    const href = new URL(walletResultHref(RETURN, '/result?parent=YQ1&seg=0'), 'http://x');
    expect(href.pathname).toBe('/result');
    expect(Object.fromEntries(href.searchParams)).toEqual({ parent: 'YQ1', seg: '0', ...RETURN, amount: '52000' });
    expect(walletResultHref(RETURN, '/ancillaryConfirm/YQ1')).toMatch(/^\/ancillaryConfirm\/YQ1\?type=ticket&/);
  });

  it('says an insufficient balance and stays, with nothing taken', async () => {
    payByWallet.mockResolvedValue({ ok: false, code: ResultCode.WALLET_INSUFFICIENT, msg: 'x' });
    const onBusy = renderWallet();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ￥520 from the wallet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment of ￥520' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient wallet balance');
    expect(push).not.toHaveBeenCalled();
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Pay ￥520 from the wallet' })).toBeEnabled();
  });
});
