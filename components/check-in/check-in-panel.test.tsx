import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import type { CheckInPassengerState, CheckInTrip } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { readCheckInDraft } from './check-in-draft';
import { CheckInPanel } from './check-in-panel';

// Spec §4 "Check-in" (passengers must be selected and the clause agreed; who is refused online), §5, §8
// messages; issue 13 §2: the selair island says airline-api's rules beside the passengers they concern.

type Href = string | { pathname: string; query?: Record<string, string> };
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: Href }) => (
    <a
      href={typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query).toString()}`}
      {...rest}
    />
  ),
  useRouter: () => ({ push }),
}));
const push = jest.fn();
const checkIn = jest.fn();
const cancelCheckIn = jest.fn();
const state = jest.fn();
jest.mock('@/lib/bff-client/check-in', () => ({
  checkIn: { call: (...args: unknown[]) => checkIn(...args) },
  cancelCheckIn: { call: (...args: unknown[]) => cancelCheckIn(...args) },
  state: { call: (...args: unknown[]) => state(...args) },
}));

const passenger = (over: Partial<CheckInPassengerState>): CheckInPassengerState => ({
  passengerId: 'P1',
  passengerIndex: 0,
  type: 'ADT',
  name: '张云雀',
  ticketNo: '9021234567890',
  checkedIn: false,
  seatNo: null,
  seatBought: false,
  boardingSeq: null,
  refusal: null,
  onlineCheckIns: 0,
  cancellable: false,
  ...over,
});

const ADULT = passenger({});
const SECOND = passenger({ passengerId: 'P2', passengerIndex: 1, name: '李云雀', ticketNo: '9021234567891' });
const WITH_INFANT = passenger({ passengerId: 'P3', passengerIndex: 2, name: '王云雀', refusal: 'infant' });
const CHILD = passenger({
  passengerId: 'P4',
  passengerIndex: 3,
  type: 'CHD',
  name: '张小雀',
  refusal: 'guardianFirst',
});

/** Departs 2026-12-03 10:00 in Bangkok (03:00 UTC): every time the page shows is Bangkok's. */
const trip = (over: Partial<CheckInTrip> = {}): CheckInTrip => ({
  segIndex: 0,
  flightId: 'YQ1001-2026-12-03',
  flightNo: 'YQ1001',
  aircraft: 'A320',
  fareFamily: 'STANDARD',
  depAirport: 'CAN',
  arrAirport: 'PEK',
  depCityName: 'Guangzhou',
  depAirportName: 'Guangzhou Baiyun',
  arrCityName: 'Beijing',
  arrAirportName: 'Beijing Capital',
  depTime: '2026-12-03T03:00:00.000Z',
  arrTime: '2026-12-03T06:00:00.000Z',
  depTimeZone: 'Asia/Bangkok',
  arrTimeZone: 'Asia/Shanghai',
  flightDate: '2026-12-03',
  orderNo: 'YQ2026120112345678',
  international: false,
  window: 'open',
  opensAt: '2026-12-01T03:00:00.000Z',
  closesAt: '2026-12-03T02:00:00.000Z',
  cancelCutoffAt: '2026-12-03T02:15:00.000Z',
  openSeat: true,
  source: 'SELF',
  passengers: [ADULT, SECOND, WITH_INFANT],
  ...over,
});

function renderPanel(initial = trip()) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <CheckInPanel trip={initial} locale="en-US" />
    </NextIntlClientProvider>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });
const agree = () => screen.getByRole('checkbox', { name: 'I have read and agree to the check-in clause' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Check in' }));

beforeEach(() => {
  push.mockReset();
  window.sessionStorage.clear();
  checkIn.mockReset();
  cancelCheckIn.mockReset();
  state.mockReset();
});

describe('the passenger selection rules (spec §4 "Check-in")', () => {
  it("says 'select passengers' beside the passengers when none is ticked, and asks nothing", async () => {
    renderPanel();
    fireEvent.click(agree());
    submit();
    expect(await screen.findByText('Please select passengers')).toBeInTheDocument();
    expect(box('张云雀')).toHaveAttribute('aria-invalid', 'true');
    expect(box('张云雀')).toHaveFocus();
    expect(screen.queryByText('Please agree to the check-in clause')).not.toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();
  });

  it("says 'agree to the clause' beside the clause when it is unticked, and asks nothing", async () => {
    renderPanel();
    fireEvent.click(box('张云雀'));
    submit();
    const error = await screen.findByText('Please agree to the check-in clause');
    expect(agree()).toHaveAttribute('aria-describedby', error.id);
    expect(agree()).toHaveFocus();
    expect(screen.queryByText('Please select passengers')).not.toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();
  });

  it('disables a refused passenger and says why beside it; the others stay selectable', () => {
    renderPanel();
    const refused = box('王云雀');
    expect(refused).toBeDisabled();
    const reason = screen.getByText('Travelling with an infant: please check in at the airport counter');
    expect(refused.getAttribute('aria-describedby')).toContain(reason.id);
    expect(box('张云雀')).toBeEnabled();
    expect(box('李云雀')).toBeEnabled();
  });

  it('keeps a child waiting for its guardian selectable, with the reason, so both go together', () => {
    renderPanel(trip({ passengers: [ADULT, CHILD] }));
    expect(box('张小雀')).toBeEnabled();
    expect(screen.getByText(/A child checks in with or after the guardian/)).toBeInTheDocument();
  });

  it('offers no check-in before the window opens, and says when it opens in the departure airport’s time', () => {
    renderPanel(trip({ window: 'notOpen', openSeat: false }));
    // 2026-12-01 03:00 UTC is 10:00 in Bangkok (and 11:00 in Beijing).
    expect(screen.getByText('Online check-in opens 2026-12-01 10:00')).toBeInTheDocument();
    expect(box('张云雀')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });
});

describe('checking in and cancelling (issue 13 §2)', () => {
  it('checks the ticked passengers in and lists each seat and sequence with the boarding pass link', async () => {
    const after = trip({
      passengers: [
        { ...ADULT, checkedIn: true, seatNo: '12A', boardingSeq: 7, cancellable: true },
        { ...SECOND, checkedIn: true, seatNo: '12B', boardingSeq: 8, cancellable: true },
        WITH_INFANT,
      ],
    });
    checkIn.mockResolvedValue({
      ok: true,
      data: {
        trip: after,
        passes: [
          { passengerId: 'P1', displayName: '张云雀', seat: '12A', sequenceNumber: 7 },
          { passengerId: 'P2', displayName: '李云雀', seat: '12B', sequenceNumber: 8 },
        ],
      },
    });
    renderPanel();
    fireEvent.click(box('张云雀'));
    fireEvent.click(box('李云雀'));
    fireEvent.click(agree());
    submit();
    const result = await screen.findByTestId('check-in-result');
    expect(checkIn.mock.calls[0]![0]).toEqual({
      orderNo: 'YQ2026120112345678',
      segmentIndex: 0,
      passengers: [{ passengerId: 'P1' }, { passengerId: 'P2' }],
      clauseAgreed: true,
    });
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['张云雀: seat 12A, sequence 007', '李云雀: seat 12B, sequence 008']);
    expect(screen.getByTestId('boarding-pass-link')).toHaveAttribute(
      'href',
      '/checkin/printBoardingPass/view?orderNo=YQ2026120112345678&segment=0',
    );
    // The cancel cutoff, in the departure airport's time (02:15 UTC is 09:15 in Bangkok).
    expect(screen.getAllByText('Online cancel is possible until 2026-12-03 09:15.')).toHaveLength(2);
  });

  it("says airline-api's refusal and each refused passenger's reason beside that passenger", async () => {
    checkIn.mockResolvedValue({
      ok: false,
      code: ResultCode.CHECK_IN_LIMIT_REACHED,
      msg: 'Online check-in is limited to 3 times per flight; please check in at the airport counter',
      fieldErrors: { P2: 'limitReached' },
    });
    state.mockResolvedValue({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'x' });
    renderPanel();
    fireEvent.click(box('李云雀'));
    fireEvent.click(agree());
    submit();
    expect(await screen.findByTestId('check-in-failure')).toHaveTextContent(/limited to 3 times per flight/);
    const row = screen.getAllByTestId('selair-passenger').find((li) => li.dataset.passengerId === 'P2')!;
    expect(within(row).getByTestId('passenger-refusal')).toHaveTextContent(
      'Online check-in is limited to 3 times per flight: please check in at the airport counter',
    );
    await waitFor(() =>
      expect(state).toHaveBeenCalledWith({ orderNo: 'YQ2026120112345678', segmentIndex: 0 }, { quiet: true }),
    );
  });

  it('cancels one passenger after a confirmation, and says the cutoff when airline-api refuses', async () => {
    const checked = trip({
      passengers: [
        { ...ADULT, checkedIn: true, seatNo: '12A', boardingSeq: 1, cancellable: true },
        { ...SECOND, checkedIn: true, seatNo: '12B', boardingSeq: 2, cancellable: true },
      ],
    });
    cancelCheckIn.mockResolvedValueOnce({
      ok: false,
      code: ResultCode.CHECK_IN_CANCEL_CUTOFF,
      msg: 'The cancel cutoff has passed (45 minutes before domestic and 60 before international departures)',
    });
    renderPanel(checked);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel check-in: 李云雀' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel the check-in of 李云雀? A seat given at check-in is released.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel check-in' }));
    expect(await screen.findByTestId('cancel-failure')).toHaveTextContent(/cancel cutoff has passed/);
    expect(cancelCheckIn.mock.calls[0]![0]).toEqual({
      orderNo: 'YQ2026120112345678',
      segmentIndex: 0,
      passengerIds: ['P2'],
    });

    cancelCheckIn.mockResolvedValueOnce({
      ok: true,
      data: { trip: trip({ passengers: [checked.passengers[0]!, { ...SECOND, onlineCheckIns: 1 }] }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel check-in: 李云雀' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel check-in' }));
    expect(await screen.findByText('The check-in of 李云雀 is cancelled.')).toBeInTheDocument();
    expect(screen.getAllByTestId('checked-in-passenger')).toHaveLength(1);
    expect(box('李云雀')).toBeEnabled();
  });

  it('offers no cancel once the cutoff has passed, and says so', () => {
    renderPanel(trip({ window: 'closed', passengers: [{ ...ADULT, checkedIn: true, seatNo: '3C', boardingSeq: 4 }] }));
    expect(screen.queryByRole('button', { name: /Cancel the check-in/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('cancel-cutoff')).toHaveTextContent(
      'The check-in can no longer be cancelled online (cutoff 2026-12-03 09:15); please go to the airport counter.',
    );
  });
});

describe('the seat step (issue 13 §3)', () => {
  const chooseSeats = () => fireEvent.click(screen.getByRole('button', { name: 'Choose seats and add-ons' }));

  it('asks for passengers and the clause first, then keeps the choice and goes to /checkin/otherbuy', () => {
    renderPanel();
    chooseSeats();
    expect(screen.getByText('Please select passengers')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(box('李云雀'));
    chooseSeats();
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(agree());
    chooseSeats();
    expect(push).toHaveBeenCalledWith({
      pathname: '/checkin/otherbuy',
      query: { orderNo: 'YQ2026120112345678', segment: '0' },
    });
    expect(readCheckInDraft('YQ2026120112345678', 0)).toMatchObject({ passengerIds: ['P2'], clauseAgreed: true });
    expect(checkIn).not.toHaveBeenCalled();
  });

  it('is not offered when seat selection is shut for the segment (openSeat false)', () => {
    renderPanel(trip({ openSeat: false }));
    expect(screen.queryByRole('button', { name: 'Choose seats and add-ons' })).toBeNull();
  });
});
