import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import en from '@/messages/en-US.json';
import { MIDDLE, NO_FARE, ok, order, CheckoutHarness, WINDOW, type Setup } from './seat-checkout-harness';
import { sampleOffer } from './test-chart';

// Decision 22; spec §4 seat selection flow (reserve the add-on order, then pay, or finish directly when the
// total is zero; "a seat without a valid price is dropped"), §7 the add-on offer and reserve, §8 messages,
// §9 points (100 points = 1 unit).

const offer = jest.fn();
const reserve = jest.fn();
const pay = jest.fn();
const pointsForSeat = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/seat-selection');
  return {
    offer: { ...actual.offer, call: (...args: unknown[]) => offer(...args) },
    reserve: { ...actual.reserve, call: (...args: unknown[]) => reserve(...args) },
    pay: { ...actual.pay, call: (...args: unknown[]) => pay(...args) },
    pointsForSeat: { ...actual.pointsForSeat, call: (...args: unknown[]) => pointsForSeat(...args) },
  };
});
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));

const onReselect = jest.fn();
const onDone = jest.fn();
function renderCheckout(setup: Setup = {}) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <CheckoutHarness {...setup} onReselect={onReselect} onDone={onDone} />
    </NextIntlClientProvider>,
  );
}

const confirm = () => fireEvent.click(screen.getByTestId('seat-confirm'));
const notice = () => screen.getByTestId('seat-checkout-notice');
const pointsField = () => screen.getByLabelText('Points to use');

beforeEach(() => {
  clearReadCache();
  for (const mock of [offer, reserve, pay, pointsForSeat, fullPageLoad, onReselect, onDone]) mock.mockReset();
  offer.mockImplementation(() => ok(sampleOffer()));
  pointsForSeat.mockImplementation(() =>
    ok({ currentPoints: 500, maxPoints: 1000, maxDeduction: 1000, realNameExpired: false }),
  );
});

describe('the frozen offer (spec §4, §7)', () => {
  it('asks for the offer of seats and the add-ons chosen, and shows the lines and the total', async () => {
    renderCheckout({
      picks: [WINDOW, MIDDLE],
      extras: [{ kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG10' }],
    });
    expect(await screen.findByTestId('seat-total')).toHaveTextContent('￥120');
    expect(offer).toHaveBeenCalledWith(
      { orderNo: 'YQ2026120112345678', segmentIndex: 0, types: ['SEAT', 'BAGGAGE'] },
      { quiet: true },
    );
    const lines = screen.getByTestId('seat-lines');
    expect(lines).toHaveTextContent('张云雀: seat 14A￥20');
    expect(lines).toHaveTextContent('张小雀: seat 14BFree');
    expect(lines).toHaveTextContent('张云雀: checked baggage￥100');
  });

  it('drops a seat whose product has no fare in the offer and asks that passenger to choose again', async () => {
    renderCheckout({ picks: [WINDOW, NO_FARE] });
    await waitFor(() => expect(onReselect).toHaveBeenCalledWith(['P2']));
    expect(notice()).toHaveTextContent('Some passengers’ seats have no price information; please choose again');
    expect(screen.getByTestId('seat-total')).toHaveTextContent('￥20');
    expect(screen.getByTestId('seat-lines')).not.toHaveTextContent('30B');
  });

  it("says 'choose at least one service' when nothing is picked, and reserves nothing", async () => {
    renderCheckout({ picks: [] });
    expect(await screen.findByText('Choose a seat on the map first.')).toBeInTheDocument();
    confirm();
    await waitFor(() => expect(notice()).toHaveTextContent('Please choose at least one service'));
    expect(reserve).not.toHaveBeenCalled();
  });
});

describe('points for members (spec §9: 100 points = 1 unit)', () => {
  it('offers no points field to a visitor', async () => {
    renderCheckout();
    await screen.findByTestId('seat-total');
    expect(screen.queryByLabelText('Points to use')).not.toBeInTheDocument();
    expect(pointsForSeat).not.toHaveBeenCalled();
  });

  it('refuses 150 (not whole hundreds) and sends nothing', async () => {
    renderCheckout({ member: true });
    fireEvent.change(await screen.findByLabelText('Points to use'), { target: { value: '150' } });
    fireEvent.blur(pointsField());
    await waitFor(() => expect(pointsField()).toHaveAccessibleDescription(/Points are used in hundreds/));
    expect(pointsField()).toHaveAttribute('aria-invalid', 'true');
    confirm();
    await waitFor(() => expect(pointsField()).toHaveFocus());
    expect(reserve).not.toHaveBeenCalled();
  });

  it('refuses more points than are held', async () => {
    renderCheckout({ member: true });
    fireEvent.change(await screen.findByLabelText('Points to use'), { target: { value: '600' } });
    confirm();
    await waitFor(() => expect(pointsField()).toHaveAccessibleDescription(/You do not have that many points/));
    expect(reserve).not.toHaveBeenCalled();
  });

  it('refuses more points than may pay for this order', async () => {
    pointsForSeat.mockImplementation(() =>
      ok({ currentPoints: 5000, maxPoints: 2000, maxDeduction: 2000, realNameExpired: false }),
    );
    renderCheckout({ member: true });
    fireEvent.change(await screen.findByLabelText('Points to use'), { target: { value: '2100' } });
    fireEvent.blur(pointsField());
    await waitFor(() =>
      expect(pointsField()).toHaveAccessibleDescription(/At most 2000 points can be used for this order/),
    );
  });

  it('says why no points may pay while the certification has lapsed, and offers no field (spec §6)', async () => {
    pointsForSeat.mockImplementation(() =>
      ok({ currentPoints: 5000, maxPoints: 0, maxDeduction: 0, realNameExpired: true }),
    );
    renderCheckout({ member: true });
    expect(await screen.findByText(/real-name certification has expired/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Points to use')).toBeNull();
  });

  it('takes 200 points as ￥2 off and sends them with the total before points', async () => {
    reserve.mockImplementation(() =>
      ok({ order: order({ pointsUsed: 200, pointsAmount: 200, payAmount: 1800 }), checkIn: null }),
    );
    pay.mockImplementation(() => ok({ url: 'https://pay.example/p/1' }));
    renderCheckout({ member: true });
    expect(await screen.findByLabelText('Points to use')).toHaveAccessibleDescription(
      /You have 500 points; up to 1000 can be used for this order. 100 points = ￥1./,
    );
    expect(pointsForSeat).toHaveBeenCalledWith({ amount: 2000, currency: 'CNY' }, { quiet: true });
    fireEvent.change(pointsField(), { target: { value: '200' } });
    expect(screen.getByTestId('seat-points-result')).toHaveTextContent('Points deduction−￥2');
    expect(screen.getByLabelText('To pay')).toHaveTextContent('￥18');
    confirm();
    await waitFor(() => expect(reserve).toHaveBeenCalled());
    expect(reserve.mock.calls[0][0]).toEqual({
      orderNo: 'YQ2026120112345678',
      segmentIndex: 0,
      sessionId: 'S-1',
      currency: 'CNY',
      amount: 2000,
      points: 200,
      services: [{ kind: 'SEAT', passengerId: 'P1', seatNo: '14A' }],
    });
  });
});
