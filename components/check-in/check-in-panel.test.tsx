import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import en from '@/messages/en-US.json';
import { readCheckInDraft } from './check-in-draft';
import { CheckInPanel } from './check-in-panel';
import { ADULT, CHILD, trip } from './check-in-test-trip';

// Spec §4 "Check-in" (passengers must be selected and the clause agreed; who is refused online), §5, §8
// messages; decision 21: the selair island says airline-api's rules beside the passengers they concern.

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

describe('the seat step (decision 22)', () => {
  const chooseSeats = () => fireEvent.click(screen.getByRole('button', { name: 'Choose seats and add-ons' }));

  it('asks for passengers and the clause first, then keeps the choice and goes to /checkin/otherbuy', async () => {
    renderPanel();
    chooseSeats();
    expect(await screen.findByText('Please select passengers')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(box('李云雀'));
    chooseSeats();
    expect(await screen.findByText('Please agree to the check-in clause')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(agree());
    chooseSeats();
    await waitFor(() => expect(push).toHaveBeenCalled());
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
