import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { AddOnOrder } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { SeatSelectionFlow } from './seat-selection-flow';
import { sampleChart, sampleFares, sampleOffer } from './test-chart';

// Decision 22; spec §4 seat selection flow: pick seats, reserve, finish directly when the total is zero (the
// confirmation says each passenger's new seat and leads to check-in); §7 getContentByCode seat_tips.

type Href = string | { pathname: string; query?: Record<string, string> };
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: Href }) => (
    <a
      href={typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query).toString()}`}
      {...rest}
    />
  ),
}));
const chart = jest.fn();
const fares = jest.fn();
const tips = jest.fn();
const offer = jest.fn();
const reserve = jest.fn();
const pay = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/seat-selection');
  return {
    chart: { ...actual.chart, call: (...args: unknown[]) => chart(...args) },
    fares: { ...actual.fares, call: (...args: unknown[]) => fares(...args) },
    tips: { ...actual.tips, call: (...args: unknown[]) => tips(...args) },
    offer: { ...actual.offer, call: (...args: unknown[]) => offer(...args) },
    reserve: { ...actual.reserve, call: (...args: unknown[]) => reserve(...args) },
    pay: { ...actual.pay, call: (...args: unknown[]) => pay(...args) },
    pointsForSeat: { ...actual.pointsForSeat, call: jest.fn() },
  };
});

const ok = <T,>(data: T) => Promise.resolve({ ok: true, data });

const DONE: AddOnOrder = {
  orderNo: 'AN2026120100000001',
  parentOrderNo: 'YQ2026120112345678',
  segmentIndex: 0,
  flightNo: 'YQ1001',
  flightDate: '2026-12-03',
  state: 'DONE',
  currency: 'CNY',
  amount: 0,
  pointsUsed: 0,
  pointsAmount: 0,
  payAmount: 0,
  paymentDeadline: null,
  items: [
    {
      passengerId: 'P1',
      name: '张云雀',
      kind: 'SEAT',
      productCode: 'SEAT-14B',
      seatNo: '14B',
      weightKg: null,
      price: 0,
    },
  ],
  checkIn: null,
};

beforeEach(() => {
  clearReadCache();
  for (const mock of [chart, fares, tips, offer, reserve, pay]) mock.mockReset();
  chart.mockImplementation(() => ok(sampleChart()));
  fares.mockImplementation(() => ok(sampleFares()));
  offer.mockImplementation(() => ok(sampleOffer()));
  tips.mockImplementation(() =>
    ok({
      typeCode: 'seat_tips',
      title: 'Seat tips',
      html: '<p>Exit rows are for adults.</p><script>alert(1)</script><p onclick="x()">Seats are kept.</p>',
    }),
  );
});

function renderFlow() {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <SeatSelectionFlow orderNo="YQ2026120112345678" segmentIndex={0} member={false} />
    </NextIntlClientProvider>,
  );
}

describe('the seat page body', () => {
  it('confirms a zero total inline with each new seat and the way to check in', async () => {
    reserve.mockImplementation(() => ok({ order: DONE, checkIn: null }));
    renderFlow();
    await screen.findByRole('grid');
    fireEvent.click(document.querySelector('[data-seat="14B"]')!);
    expect(await screen.findByTestId('seat-lines')).toHaveTextContent('张云雀: seat 14BFree');
    fireEvent.click(screen.getByTestId('seat-confirm'));
    // Found by its test id first: a role query over the whole seat map is slow enough to time out on a busy machine.
    const heading = within(await screen.findByTestId('seat-done')).getByRole('heading', { name: 'Seats confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('seat-done-seat')).toHaveTextContent('张云雀: seat 14B');
    expect(screen.getByRole('link', { name: 'Go to online check-in' })).toHaveAttribute(
      'href',
      '/checkin/selair/YQ2026120112345678?segment=0',
    );
    expect(pay).not.toHaveBeenCalled();
  });

  it('shows the seat tips folded, without scripts or handlers', async () => {
    renderFlow();
    const tipsBox = await screen.findByTestId('seat-tips');
    expect(tipsBox.tagName).toBe('DETAILS');
    expect(tipsBox).not.toHaveAttribute('open');
    expect(screen.getByText('Seat tips')).toBeInTheDocument();
    expect(tipsBox).toHaveTextContent('Exit rows are for adults.');
    expect(tipsBox.querySelector('script')).toBeNull();
    expect(tipsBox.querySelector('[onclick]')).toBeNull();
  });

  it('offers no checkout while seat selection is shut', async () => {
    chart.mockImplementation(() => ok(sampleChart({ open: false, closed: 'notOpen' })));
    renderFlow();
    expect(await screen.findByTestId('seat-closed')).toBeInTheDocument();
    expect(screen.queryByTestId('seat-checkout')).not.toBeInTheDocument();
    expect(offer).not.toHaveBeenCalled();
  });
});
