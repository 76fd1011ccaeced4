import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { MIDDLE, ok, order, refused, CheckoutHarness, WINDOW, type Setup } from './seat-checkout-harness';
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

beforeEach(() => {
  clearReadCache();
  for (const mock of [offer, reserve, pay, pointsForSeat, fullPageLoad, onReselect, onDone]) mock.mockReset();
  offer.mockImplementation(() => ok(sampleOffer()));
  pointsForSeat.mockImplementation(() =>
    ok({ currentPoints: 500, maxPoints: 1000, maxDeduction: 1000, realNameExpired: false }),
  );
});

describe('confirm: finish, pay, or say why not (spec §4, §8)', () => {
  it('finishes a zero total without payment', async () => {
    const done = { order: order({ amount: 0, payAmount: 0, state: 'DONE' }), checkIn: null };
    reserve.mockImplementation(() => ok(done));
    renderCheckout({ picks: [MIDDLE], checkIn: { passengerIds: ['P2'], clauseAgreed: true } });
    await screen.findByTestId('seat-total');
    confirm();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(done));
    expect(reserve.mock.calls[0][0]).toMatchObject({
      amount: 0,
      points: 0,
      checkIn: { passengerIds: ['P2'], clauseAgreed: true },
    });
    expect(pay).not.toHaveBeenCalled();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('sends a total to pay to the gateway', async () => {
    reserve.mockImplementation(() => ok({ order: order(), checkIn: null }));
    pay.mockImplementation(() => ok({ url: 'https://pay.example/p/1' }));
    renderCheckout();
    await screen.findByTestId('seat-total');
    confirm();
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('https://pay.example/p/1'));
    expect(pay).toHaveBeenCalledWith(
      { orderNo: 'YQ2026120112345678', segmentIndex: 0, addOnOrderNo: 'AN2026120100000001' },
      { quiet: true },
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps the reserved order when the gateway call fails, and pays it on the next press', async () => {
    reserve.mockImplementation(() => ok({ order: order(), checkIn: null }));
    pay.mockImplementationOnce(() => refused(ResultCode.UPSTREAM_UNAVAILABLE, 'The service is unavailable'));
    pay.mockImplementationOnce(() => ok({ url: 'https://pay.example/p/2' }));
    renderCheckout();
    await screen.findByTestId('seat-total');
    confirm();
    expect(await screen.findByText('The service is unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('seat-confirm')).toHaveTextContent('Pay ￥20');
    confirm();
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('https://pay.example/p/2'));
    expect(reserve).toHaveBeenCalledTimes(1);
  });

  it('drops the seats the reserve names as missing and says 7000024', async () => {
    reserve.mockImplementation(() => refused(ResultCode.SEAT_PRODUCT_MISSING, 'x', { P1: 'reselect' }));
    renderCheckout({ picks: [WINDOW, MIDDLE] });
    await screen.findByTestId('seat-total');
    confirm();
    await waitFor(() => expect(onReselect).toHaveBeenCalledWith(['P1']));
    expect(await screen.findByTestId('seat-checkout-notice')).toHaveTextContent(
      'Some passengers’ seats have no price information; please choose again',
    );
    // the offer is read again; the other pick stays
    await waitFor(() => expect(offer).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('seat-lines')).toHaveTextContent('张小雀: seat 14B');
  });

  it.each([[ResultCode.ADD_ON_SESSION_EXPIRED], [ResultCode.ADD_ON_PRICE_CHANGED]])(
    'reads the offer again after %s and keeps the picks',
    async (code) => {
      reserve.mockImplementationOnce(() => refused(code, 'x'));
      offer
        .mockImplementationOnce(() => ok(sampleOffer()))
        .mockImplementationOnce(() =>
          ok(sampleOffer({ sessionId: 'S-2', seats: [{ productId: 'SEAT-14A', seatNo: '14A', price: 2500 }] })),
        );
      reserve.mockImplementationOnce(() => ok({ order: order({ amount: 2500, payAmount: 2500 }), checkIn: null }));
      pay.mockImplementation(() => ok({ url: 'https://pay.example/p/3' }));
      renderCheckout();
      await screen.findByTestId('seat-total');
      confirm();
      expect(
        await screen.findByText('The prices were refreshed. Please check the total and confirm again.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('seat-total')).toHaveTextContent('￥25'));
      expect(onReselect).not.toHaveBeenCalled();
      confirm();
      await waitFor(() => expect(reserve).toHaveBeenCalledTimes(2));
      expect(reserve.mock.calls[1][0]).toMatchObject({ sessionId: 'S-2', amount: 2500 });
    },
  );

  it("shows another code's message and keeps the picks", async () => {
    reserve.mockImplementation(() => refused(ResultCode.SEAT_CHECKED_IN, 'A checked-in passenger cannot buy a seat'));
    renderCheckout();
    await screen.findByTestId('seat-total');
    confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('A checked-in passenger cannot buy a seat');
    expect(screen.getByTestId('seat-lines')).toHaveTextContent('张云雀: seat 14A');
    expect(onReselect).not.toHaveBeenCalled();
  });

  it("says 'choose at least one service' when the reserve answers 7000030", async () => {
    reserve.mockImplementation(() => refused(ResultCode.ADD_ON_NOTHING_SELECTED, 'x'));
    renderCheckout();
    await screen.findByTestId('seat-total');
    confirm();
    expect(await screen.findByText('Please choose at least one service')).toBeInTheDocument();
  });

  // Issue 29 §1, decision 52: a paid seat order of the passenger not applied yet refuses a new pick; the page says
  // so in the visitor's language and keeps the picks.
  it.each([
    ['en-US', en, 'A seat already paid for this passenger is being confirmed; please try again in a moment'],
    ['zh-CN', zh, '该旅客已付款的座位正在确认中，请稍后再选'],
  ] as const)(
    '%s: says a paid seat is being confirmed (7000031) and keeps the picks',
    async (locale, messages, text) => {
      // The BFF answers the code's message in the request's language (the seat reserve route's own test).
      reserve.mockImplementation(() => refused(ResultCode.SEAT_PURCHASE_PENDING, text));
      render(
        <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Shanghai">
          <CheckoutHarness onReselect={onReselect} onDone={onDone} />
        </NextIntlClientProvider>,
      );
      await screen.findByTestId('seat-total');
      confirm();
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByTestId('seat-lines')).toHaveTextContent('14A');
      expect(onReselect).not.toHaveBeenCalled();
      expect(onDone).not.toHaveBeenCalled();
    },
  );

  it('says the offer could not be read and tries again', async () => {
    offer.mockImplementationOnce(() => refused(ResultCode.UPSTREAM_TIMEOUT, 'x'));
    renderCheckout();
    expect(await screen.findByText('The prices could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('seat-total')).toHaveTextContent('￥20');
  });
});
