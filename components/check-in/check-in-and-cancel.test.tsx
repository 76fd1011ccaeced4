import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { CheckInPanel } from './check-in-panel';
import { ADULT, SECOND, trip, WITH_INFANT } from './check-in-test-trip';

// Spec §4 "Check-in" (passengers must be selected and the clause agreed; who is refused online), §5, §8
// messages; decision 21: the selair island says airline-api's rules beside the passengers they concern. Checking in
// and cancelling; the selection's own rules are in check-in-panel.test.tsx.

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

describe('checking in and cancelling (decision 21)', () => {
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
    await waitFor(() =>
      expect(screen.getByTestId('check-in-failure')).toHaveTextContent(/limited to 3 times per flight/),
    );
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
    expect(within(screen.getByRole('region', { name: 'Checked in' })).getAllByRole('listitem')).toHaveLength(1);
    expect(box('李云雀')).toBeEnabled();
  });

  it('offers no cancel once the cutoff has passed, and says so', () => {
    renderPanel(trip({ window: 'closed', passengers: [{ ...ADULT, checkedIn: true, seatNo: '3C', boardingSeq: 4 }] }));
    expect(screen.queryByRole('button', { name: /Cancel the check-in/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^The check-in can no longer be cancelled online/)).toHaveTextContent(
      'The check-in can no longer be cancelled online (cutoff 2026-12-03 09:15); please go to the airport counter.',
    );
  });
});
