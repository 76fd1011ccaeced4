import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import en from '@/messages/en-US.json';
import { ok, order, CheckoutHarness, type Setup } from './seat-checkout-harness';
import { sampleOffer } from './test-chart';

// Decision 49 (issue 28 §5), spec §2 'wallet-enabled members pay through the wallet flow': a member whose wallet is
// open chooses, once the seats are reserved, between the gateway and the wallet; the wallet asks to confirm the
// amount and ends on the seats' result page (/result with the parent order and segment, as the gateway returns).

const offer = jest.fn();
const reserve = jest.fn();
const pay = jest.fn();
const payByWallet = jest.fn();
const pointsForSeat = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => {
  const actual = jest.requireActual('@/lib/bff-client/seat-selection');
  return {
    offer: { ...actual.offer, call: (...args: unknown[]) => offer(...args) },
    reserve: { ...actual.reserve, call: (...args: unknown[]) => reserve(...args) },
    pay: { ...actual.pay, call: (...args: unknown[]) => pay(...args) },
    payByWallet: { ...actual.payByWallet, call: (...args: unknown[]) => payByWallet(...args) },
    pointsForSeat: { ...actual.pointsForSeat, call: (...args: unknown[]) => pointsForSeat(...args) },
  };
});
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));
const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

const RETURN = {
  type: 'checkin',
  orderNumber: 'AN2026120100000001',
  pay: 'success' as const,
  paymentId: 'p-1',
  amount: 2000,
  sign: 'ab',
};

function renderCheckout(setup: Setup = {}) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <CheckoutHarness {...setup} onReselect={jest.fn()} onDone={jest.fn()} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  clearReadCache();
  for (const mock of [offer, reserve, pay, payByWallet, pointsForSeat, fullPageLoad, push]) mock.mockReset();
  offer.mockImplementation(() => ok(sampleOffer()));
  pointsForSeat.mockImplementation(() =>
    ok({ currentPoints: 0, maxPoints: 0, maxDeduction: 0, realNameExpired: false }),
  );
  reserve.mockImplementation(() => ok({ order: order(), checkIn: null }));
});

describe('the wallet on the seat checkout (decision 49)', () => {
  it('reserved, a member with an open wallet chooses: nothing goes to the gateway on its own', async () => {
    renderCheckout({ member: true, wallet: { amount: 100000, currency: 'CNY' } });
    await screen.findByTestId('seat-total');
    fireEvent.click(screen.getByTestId('seat-confirm'));
    const walletButton = await screen.findByRole('button', { name: 'Pay ￥20 from the wallet' });
    expect(pay).not.toHaveBeenCalled();
    expect(screen.getByTestId('seat-confirm')).toHaveTextContent('Pay ￥20');

    // The wallet asks first; the confirmation pays the reserved order and goes to the seats' result page.
    payByWallet.mockImplementation(() =>
      ok({ orderNo: RETURN.orderNumber, orderStatus: 2, requestNo: 'WP1', paymentReturn: RETURN }),
    );
    fireEvent.click(walletButton);
    expect(payByWallet).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment of ￥20' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(payByWallet.mock.calls[0]![0]).toEqual({
      orderNo: 'YQ2026120112345678',
      segmentIndex: 0,
      addOnOrderNo: 'AN2026120100000001',
      attempt: expect.any(String),
    });
    const href = new URL(push.mock.calls[0]![0] as string, 'http://x');
    expect(href.pathname).toBe('/result');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      parent: 'YQ2026120112345678',
      seg: '0',
      ...RETURN,
      amount: '2000',
    });
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('the gateway stays one press away: "Pay ￥20" sends the reserved order there', async () => {
    pay.mockImplementation(() => ok({ url: 'https://pay.example/p/1' }));
    renderCheckout({ member: true, wallet: { amount: 100000, currency: 'CNY' } });
    await screen.findByTestId('seat-total');
    fireEvent.click(screen.getByTestId('seat-confirm'));
    await screen.findByRole('button', { name: 'Pay ￥20 from the wallet' });
    fireEvent.click(screen.getByTestId('seat-confirm'));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('https://pay.example/p/1'));
    expect(reserve).toHaveBeenCalledTimes(1);
    expect(payByWallet).not.toHaveBeenCalled();
  });

  it('without an open wallet (a visitor, or a closed wallet) the order goes straight to the gateway', async () => {
    pay.mockImplementation(() => ok({ url: 'https://pay.example/p/1' }));
    renderCheckout({ member: true, wallet: null });
    await screen.findByTestId('seat-total');
    fireEvent.click(screen.getByTestId('seat-confirm'));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('https://pay.example/p/1'));
    expect(screen.queryByRole('button', { name: /from the wallet/ })).not.toBeInTheDocument();
  });
});
