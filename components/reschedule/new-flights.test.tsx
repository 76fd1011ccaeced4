import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import messages from '@/messages/en-US.json';
import { NewFlights } from './new-flights';
import { readChangeDraft, writeChangeDraft } from './reschedule-draft';
import { flights, NOW, order, ORDER_NO } from './reschedule.sample';

// Decision 23; spec §2 /modify/selnewair/{orderNo}: per segment moved, the flights on the new date with the 7-day
// price strip (a day clicked asks again), each with its fare of the family held and the seats left; one flight
// per segment before going on.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push }),
}));
const flightsCall = jest.fn();
jest.mock('@/lib/bff-client/reschedule', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/reschedule');
  return {
    flights: { ...actual.flights, call: (...args: unknown[]) => flightsCall(...args) },
  };
});

const TWO_ADULTS = [
  { passengerId: 'P1', segmentIndex: 0 },
  { passengerId: 'P3', segmentIndex: 0 },
];

beforeEach(() => {
  clearReadCache();
  push.mockReset();
  flightsCall.mockReset();
  flightsCall.mockImplementation(async (body: { dates: { date: string }[] }) => ({
    ok: true,
    data: flights(body.dates[0]!.date),
  }));
  window.sessionStorage.clear();
  writeChangeDraft(ORDER_NO, {
    items: TWO_ADULTS,
    dates: [{ segmentIndex: 0, date: '2026-12-12' }],
    choices: [],
    attempt: null,
  });
});

function renderFlights() {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <NewFlights order={order()} locale="en-US" nowMs={NOW} />
    </NextIntlClientProvider>,
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
/** The flights offered for a way: the items of its 'New flight for …' group, once they are there. */
const flightChoices = async () =>
  within(await screen.findByRole('group', { name: /^New flight for/ })).getAllByRole('listitem');

describe('NewFlights (spec §2 /modify/selnewair)', () => {
  it('asks the flights of the segment on its new date, for its passengers, in the order’s currency', async () => {
    renderFlights();
    await flightChoices();
    expect(flightsCall.mock.calls[0]![0]).toEqual({
      orderNo: ORDER_NO,
      items: TWO_ADULTS,
      dates: [{ segmentIndex: 0, date: '2026-12-12' }],
      currency: 'CNY',
    });
    expect(screen.getByRole('heading', { name: '北京 → 上海' })).toBeInTheDocument();
  });

  it('shows each flight’s fare of the family held and its seats; too few seats cannot be chosen', async () => {
    renderFlights();
    const [roomy, full] = await flightChoices();
    // The STANDARD fare, not the cheaper BASIC one: a change keeps the fare family.
    expect(roomy).toHaveTextContent('Standard fare ￥900 per adult');
    expect(roomy).toHaveTextContent('9 seats left');
    expect(within(roomy!).getByRole('radio')).toBeEnabled();
    expect(full).toHaveTextContent('Not enough seats for 2 passengers');
    expect(within(full!).getByRole('radio')).toBeDisabled();
  });

  it('asks again for a day clicked on the strip, marks it current and drops the flight chosen for the old day', async () => {
    renderFlights();
    const [roomy] = await flightChoices();
    fireEvent.click(within(roomy!).getByRole('radio'));
    expect(readChangeDraft(ORDER_NO)?.choices).toHaveLength(1);
    const strip = screen.getByTestId('change-strip');
    expect(within(strip).getByRole('button', { current: 'date' })).toHaveAccessibleName(/Dec 12/);
    fireEvent.click(within(strip).getByRole('button', { name: /Dec 13/ }));
    await waitFor(() => expect(flightsCall).toHaveBeenCalledTimes(2));
    expect(flightsCall.mock.calls[1]![0]).toMatchObject({ dates: [{ segmentIndex: 0, date: '2026-12-13' }] });
    await waitFor(() =>
      expect(within(screen.getByTestId('change-strip')).getByRole('button', { current: 'date' })).toHaveAccessibleName(
        /Dec 13/,
      ),
    );
    expect(readChangeDraft(ORDER_NO)).toMatchObject({ dates: [{ date: '2026-12-13' }], choices: [] });
  });

  it('does not let a day before today be clicked', async () => {
    writeChangeDraft(ORDER_NO, {
      items: TWO_ADULTS,
      dates: [{ segmentIndex: 0, date: '2026-12-02' }],
      choices: [],
      attempt: null,
    });
    renderFlights();
    await flightChoices();
    expect(screen.getByRole('button', { name: /Nov 30, not available/ })).toBeDisabled();
  });

  it('needs one flight for each segment before going on, then keeps it and goes to the cost', async () => {
    renderFlights();
    const [roomy] = await flightChoices();
    next();
    expect(await screen.findByTestId('change-flight-error')).toHaveTextContent(
      'Please choose one flight for this trip',
    );
    expect(screen.getByTestId('change-form-error')).toHaveTextContent('Please correct the items marked above');
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(within(roomy!).getByRole('radio'));
    expect(screen.queryByTestId('change-flight-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('change-form-error')).not.toBeInTheDocument();
    next();
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith({ pathname: '/modify/confirm', query: { orderNo: ORDER_NO } }),
    );
    expect(readChangeDraft(ORDER_NO)?.choices).toEqual([
      expect.objectContaining({
        segmentIndex: 0,
        date: '2026-12-12',
        fareId: 'F-1003-S',
        flightNo: 'YQ1003',
        fare: 90000,
      }),
    ]);
  });

  it('says a refusal in its own words with a way to try again', async () => {
    flightsCall.mockResolvedValueOnce({
      ok: false,
      code: '7100012',
      msg: 'The date cannot be changed less than 4 hours before departure',
    });
    renderFlights();
    expect(await screen.findByTestId('change-flights-failed')).toHaveTextContent('less than 4 hours');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await flightChoices()).toHaveLength(2);
  });

  it('says so when the tab holds no choice', () => {
    window.sessionStorage.clear();
    renderFlights();
    expect(screen.getByTestId('change-draft-missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose again' })).toHaveAttribute('href', `/modify/selair/${ORDER_NO}`);
  });
});
