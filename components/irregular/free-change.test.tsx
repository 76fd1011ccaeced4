import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { IrregularTrip } from '@/lib/contract/irregular';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import en from '@/messages/en-US.json';
import { FreeChange } from './free-change';

// Decision 32: the free change of an irregular flight (passengers, a date of the window, a flight).

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) => (
    <a href={href} {...rest} />
  ),
}));
const flights = jest.fn();
const change = jest.fn();
jest.mock('@/lib/bff-client/irregular', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/irregular');
  return {
    flights: { ...actual.flights, call: (...args: unknown[]) => flights(...args) },
    change: { ...actual.change, call: (...args: unknown[]) => change(...args) },
  };
});
jest.mock('@/components/ui/use-issued-change', () => ({ useIssuedChange: (_: string, made: unknown) => made }));

const passenger = (passengerId: string, name: string) => ({
  passengerId,
  name,
  type: 'ADT' as const,
  ticketNo: '9021234567890',
  changeable: true,
  checkedIn: false,
});

const TRIP: IrregularTrip = {
  orderNo: 'YQ2026120112345678',
  segmentIndex: 0,
  fareFamily: 'STANDARD',
  flight: {} as IrregularTrip['flight'],
  affected: true,
  block: null,
  window: { first: '2026-12-03', last: '2026-12-05' },
  passengers: [passenger('P1', '张云雀'), passenger('P2', '李云雀')],
  kept: null,
};

const FLIGHT = {
  fareId: 'F-1',
  flightNo: 'YQ1003',
  depAirport: 'CAN',
  arrAirport: 'PEK',
  depTime: '2026-12-03T06:00:00.000Z',
  arrTime: '2026-12-03T09:00:00.000Z',
  depTimeZone: 'Asia/Shanghai',
  arrTimeZone: 'Asia/Shanghai',
  seatsLeft: 9,
};

const MADE: RescheduleOrder = {
  orderNo: 'CH2026120100000001',
  parentOrderNo: 'YQ2026120112345678',
  status: 'TICKETED' as RescheduleOrder['status'],
  currency: 'CNY',
  lines: [],
  total: 0,
  paymentDeadline: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  segments: [],
  tickets: [{ passengerId: 'P1', segmentIndex: 0, ticketNo: '9029999999999' }],
  addOns: [],
};

function renderChange() {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <FreeChange trip={TRIP} locale="en-US" orderHref="/member/order/1" currency="CNY" />
    </NextIntlClientProvider>,
  );
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));

beforeEach(() => {
  clearReadCache();
  flights.mockReset();
  change.mockReset();
  flights.mockResolvedValue({ ok: true, data: { date: '2026-12-03', flights: [FLIGHT] } });
});

describe('the free change (decision 32)', () => {
  it('asks for a passenger when none is chosen, and changes nothing', async () => {
    renderChange();
    await screen.findByRole('radio');
    fireEvent.click(screen.getByRole('checkbox', { name: '张云雀' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '李云雀' }));
    confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose at least one passenger');
    expect(change).not.toHaveBeenCalled();
  });

  it('asks for a flight, and the error goes once one is chosen', async () => {
    renderChange();
    const radio = await screen.findByRole('radio');
    confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a flight');
    fireEvent.click(radio);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('asks the flights of another date with the passengers chosen, then changes to the flight chosen', async () => {
    change.mockResolvedValue({ ok: true, data: { order: MADE } });
    renderChange();
    await screen.findByRole('radio');
    fireEvent.click(screen.getByRole('checkbox', { name: '李云雀' }));
    fireEvent.click(screen.getByRole('button', { name: '2026-12-04' }));
    await waitFor(() =>
      expect(flights).toHaveBeenLastCalledWith(
        {
          orderNo: 'YQ2026120112345678',
          segmentIndex: 0,
          items: [{ passengerId: 'P1', segmentIndex: 0 }],
          date: '2026-12-04',
        },
        expect.objectContaining({ quiet: true }),
      ),
    );
    fireEvent.click(await screen.findByRole('radio'));
    confirm();
    expect(await screen.findByText('Your flight is changed.')).toBeInTheDocument();
    expect(change.mock.calls[0]![0]).toEqual({
      orderNo: 'YQ2026120112345678',
      segmentIndex: 0,
      items: [{ passengerId: 'P1', segmentIndex: 0 }],
      fareId: 'F-1',
      attempt: expect.any(String),
    });
    expect(within(screen.getByRole('region', { name: 'New tickets' })).getByRole('listitem')).toHaveTextContent(
      '张云雀9029999999999',
    );
  });

  it("says airline-api's refusal and keeps the choices", async () => {
    change.mockResolvedValue({ ok: false, code: 'E', msg: 'No seats left on this flight' });
    renderChange();
    fireEvent.click(await screen.findByRole('radio'));
    confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('No seats left on this flight');
    expect(screen.getByRole('radio')).toBeChecked();
  });
});
