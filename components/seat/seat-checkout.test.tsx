import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import type { AncillaryOrder, PassengerAncillaryService } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { SeatCheckout } from './seat-checkout';
import type { SeatPick } from './seat-picks';
import { sampleOffer } from './test-chart';

// Issue 13 §3; spec §4 seat selection flow (reserve the ancillary order, then pay, or finish directly when the
// total is zero; "a seat without a valid price is dropped"), §7 the ancillary offer and reserve, §8 messages,
// §9 points (100 points = 1 unit).

const offer = jest.fn();
const reserve = jest.fn();
const pay = jest.fn();
const pointsForSeat = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => ({
  offer: { call: (...args: unknown[]) => offer(...args) },
  reserve: { call: (...args: unknown[]) => reserve(...args) },
  pay: { call: (...args: unknown[]) => pay(...args) },
  pointsForSeat: { call: (...args: unknown[]) => pointsForSeat(...args) },
}));
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));

const ok = <T,>(data: T) => Promise.resolve({ ok: true, data });
const refused = (code: string, msg: string, fieldErrors?: Record<string, string>) =>
  Promise.resolve({ ok: false, code, msg, ...(fieldErrors ? { fieldErrors } : {}) });

const pick = (passengerId: string, seatNo: string, price: number): SeatPick => ({
  passengerId,
  seatNo,
  productId: `SEAT-${seatNo}`,
  price,
});
const WINDOW = pick('P1', '14A', 2000);
const MIDDLE = pick('P2', '14B', 0);
/** Row 30 has no fare in the sample offer. */
const NO_FARE = pick('P2', '30B', 0);

const order = (over: Partial<AncillaryOrder> = {}): AncillaryOrder => ({
  orderNo: 'AN2026120100000001',
  parentOrderNo: 'YQ2026120112345678',
  segmentIndex: 0,
  flightNo: 'YQ1001',
  flightDate: '2026-12-03',
  state: 'PENDING_PAYMENT',
  currency: 'CNY',
  amount: 2000,
  pointsUsed: 0,
  pointsAmount: 0,
  payAmount: 2000,
  paymentDeadline: null,
  items: [],
  checkIn: null,
  ...over,
});

type Setup = {
  picks?: SeatPick[];
  member?: boolean;
  extras?: Exclude<PassengerAncillaryService, { kind: 'EXTRA_SEAT' | 'MAILING' }>[];
  checkIn?: { passengerIds: string[]; clauseAgreed: boolean };
};

const onReselect = jest.fn();
const onDone = jest.fn();

/** The checkout with its picks held as the page holds them: a reselect drops those passengers' picks. */
function Harness({ picks: initial = [WINDOW], member = false, extras, checkIn }: Setup) {
  const [picks, setPicks] = useState(initial);
  return (
    <SeatCheckout
      orderNo="YQ2026120112345678"
      segmentIndex={0}
      picks={picks}
      extras={extras}
      checkIn={checkIn}
      names={{ P1: '张云雀', P2: '张小雀' }}
      member={member}
      onReselect={(ids) => {
        onReselect(ids);
        setPicks((now) => now.filter((p) => !ids.includes(p.passengerId)));
      }}
      onDone={onDone}
    />
  );
}

function renderCheckout(setup: Setup = {}) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <Harness {...setup} />
    </NextIntlClientProvider>,
  );
}

const confirm = () => fireEvent.click(screen.getByTestId('seat-confirm'));
const notice = () => screen.getByTestId('seat-checkout-notice');
const pointsField = () => screen.getByLabelText('Points to use');

beforeEach(() => {
  for (const mock of [offer, reserve, pay, pointsForSeat, fullPageLoad, onReselect, onDone]) mock.mockReset();
  offer.mockImplementation(() => ok(sampleOffer()));
  pointsForSeat.mockImplementation(() => ok({ currentPoints: 500, maxPoints: 1000, maxDeduction: 1000 }));
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
    pointsForSeat.mockImplementation(() => ok({ currentPoints: 5000, maxPoints: 2000, maxDeduction: 2000 }));
    renderCheckout({ member: true });
    fireEvent.change(await screen.findByLabelText('Points to use'), { target: { value: '2100' } });
    fireEvent.blur(pointsField());
    await waitFor(() =>
      expect(pointsField()).toHaveAccessibleDescription(/At most 2000 points can be used for this order/),
    );
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
    expect(screen.getByTestId('seat-to-pay')).toHaveTextContent('￥18');
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
      { orderNo: 'YQ2026120112345678', segmentIndex: 0, ancillaryOrderNo: 'AN2026120100000001' },
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

  it.each([[ResultCode.ANCILLARY_SESSION_EXPIRED], [ResultCode.ANCILLARY_PRICE_CHANGED]])(
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
    reserve.mockImplementation(() => refused(ResultCode.ANCILLARY_NOTHING_SELECTED, 'x'));
    renderCheckout();
    await screen.findByTestId('seat-total');
    confirm();
    expect(await screen.findByText('Please choose at least one service')).toBeInTheDocument();
  });

  it('says the offer could not be read and tries again', async () => {
    offer.mockImplementationOnce(() => refused(ResultCode.UPSTREAM_TIMEOUT, 'x'));
    renderCheckout();
    expect(await screen.findByText('The prices could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('seat-total')).toHaveTextContent('￥20');
  });
});
