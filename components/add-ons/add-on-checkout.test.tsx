import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import type { OrderAddOnOfferData } from '@/lib/contract/add-on-orders';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import en from '@/messages/en-US.json';
import { readAddOnDraft, writeAddOnDraft } from './add-on-draft';
import { AddOnCheckout } from './add-on-checkout';

// Decision 28: /ancillaryConfirm prices the choices with a frozen offer and makes one order per click.

const replace = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace }),
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) => (
    <a href={href} {...rest} />
  ),
}));
const offer = jest.fn();
const reserve = jest.fn();
const pay = jest.fn();
// The real operations (their URLs name the reads), with their calls observed.
jest.mock('@/lib/bff-client/add-ons', () => {
  const actual = jest.requireActual('@/lib/bff-client/add-ons');
  return {
    ...actual,
    offer: { ...actual.offer, call: (...args: unknown[]) => offer(...args) },
    reserve: { ...actual.reserve, call: (...args: unknown[]) => reserve(...args) },
    pay: { ...actual.pay, call: (...args: unknown[]) => pay(...args) },
  };
});
jest.mock('@/lib/bff-client/seat-selection', () => {
  const actual = jest.requireActual('@/lib/bff-client/seat-selection');
  // A member's points: none to use (the member checkout below reads them).
  const none = { ok: true, data: { currentPoints: 0, maxPoints: 0, maxDeduction: 0, realNameExpired: false } };
  return { ...actual, pointsForSeat: { ...actual.pointsForSeat, call: jest.fn(async () => none) } };
});
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));

const ORDER_NO = 'YQ2026120112345678';
const OFFER: OrderAddOnOfferData = {
  sessionId: 'S-1',
  expiresAt: '2026-12-01T02:30:00.000Z',
  currency: 'CNY',
  seats: [],
  baggage: [{ productCode: 'BAG10', weightKg: 10, airportPrice: 24_500, price: 9_800 }],
  meals: [{ productCode: 'MEAL_RICE', name: 'Rice', description: 'Hot', price: 4_200 }],
  priority: { productCode: 'PRIORITY', price: 2_000 },
  insurance: [],
  mailing: null,
  passengers: [
    {
      passengerId: 'P1',
      type: 'ADT',
      freeBaggageKg: 20,
      boughtBaggageKg: 0,
      baggageRoomKg: 30,
      baggage: null,
      meal: null,
      priority: null,
      insurance: null,
      insuranceHeld: [],
      extraSeat: null,
      extraSeatPrice: 80_000,
    },
  ],
};

beforeEach(() => {
  clearReadCache();
  window.sessionStorage.clear();
  for (const f of [offer, reserve, pay, replace, fullPageLoad]) f.mockReset();
  writeAddOnDraft(ORDER_NO, {
    picks: {
      '0': [
        { kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG10' },
        { kind: 'MEAL', passengerId: 'P1', productCode: 'MEAL_RICE' },
      ],
    },
    claim: null,
    mailing: null,
  });
});

function renderCheckout(wallet: { amount: number; currency: 'CNY' } | null = null) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <AddOnCheckout
        orderNo={ORDER_NO}
        segmentIndex={null}
        segments={[]}
        member={wallet !== null}
        wallet={wallet}
        locale="en-US"
        provinces={{}}
      />
    </NextIntlClientProvider>,
  );
}

describe('/ancillaryConfirm', () => {
  it('prices the lines (airport price beside baggage), then reserves once and goes to the gateway', async () => {
    offer.mockResolvedValue({ ok: true, data: OFFER });
    let resolveReserve: (v: unknown) => void = () => undefined;
    reserve.mockReturnValue(new Promise((r) => (resolveReserve = r)));
    pay.mockResolvedValue({ ok: true, data: { url: 'http://gateway.test/pay/1' } });
    renderCheckout();
    expect(await screen.findByTestId('addon-total')).toHaveTextContent('￥140');
    expect(offer).toHaveBeenCalledWith(
      { orderNo: ORDER_NO, segmentIndex: 0, types: ['BAGGAGE', 'MEAL'] },
      { quiet: true },
    );
    expect(screen.getByTestId('addon-saving')).toHaveTextContent('￥147');
    const button = screen.getByTestId('addon-pay');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(reserve).toHaveBeenCalledTimes(1);
    const [input] = reserve.mock.calls[0] as [Record<string, unknown>];
    expect(input).toMatchObject({ orderNo: ORDER_NO, segmentIndex: 0, sessionId: 'S-1', amount: 14_000, points: 0 });
    expect(input.attempt).toEqual(expect.any(String));
    await act(async () =>
      resolveReserve({
        ok: true,
        data: { orderNo: 'YQ2026120199999999', state: 'PENDING_PAYMENT', payAmount: 14_000 },
      }),
    );
    expect(fullPageLoad).toHaveBeenCalledWith('http://gateway.test/pay/1');
    // The order holds the choices now.
    expect(readAddOnDraft(ORDER_NO)).toBeNull();
  });

  it("a member whose wallet is open goes to the order's page, which offers the gateway and the wallet (decision 49)", async () => {
    offer.mockResolvedValue({ ok: true, data: OFFER });
    reserve.mockResolvedValue({
      ok: true,
      data: { orderNo: 'YQ2026120199999999', state: 'PENDING_PAYMENT', payAmount: 14_000 },
    });
    renderCheckout({ amount: 100_000, currency: 'CNY' });
    await screen.findByTestId('addon-total');
    fireEvent.click(screen.getByTestId('addon-pay'));
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(`/ancillaryConfirm/${ORDER_NO}?addOnOrderNo=YQ2026120199999999`),
    );
    expect(pay).not.toHaveBeenCalled();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('reads the offer again when the prices changed, keeping the choices', async () => {
    offer.mockResolvedValue({ ok: true, data: OFFER });
    reserve.mockResolvedValue({ ok: false, code: '7000028', msg: 'changed' });
    renderCheckout();
    await screen.findByTestId('addon-total');
    fireEvent.click(screen.getByTestId('addon-pay'));
    expect(await screen.findByTestId('addon-checkout-notice')).toHaveTextContent('The prices were read again');
    expect(offer).toHaveBeenCalledTimes(2);
    expect(readAddOnDraft(ORDER_NO)).not.toBeNull();
  });
});
