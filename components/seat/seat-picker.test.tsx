import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { SeatChartData } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { SeatPicker, type SeatPick } from './seat-picker';
import { sampleChart, sampleFares } from './test-chart';

// Decision 22; spec §3 seat chart entry (exit marker: the first two exit rows are wing seats; lowest price),
// §4 seat selection flow ("a seat without a valid price is dropped"), §5 seat rules, §8 check-in and seat
// messages: the seat map of a booked trip says every refusal in words before anything is sent.

const chart = jest.fn();
const fares = jest.fn();
jest.mock('@/lib/bff-client/seat-selection', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/seat-selection');
  return {
    chart: { ...actual.chart, call: (...args: unknown[]) => chart(...args) },
    fares: { ...actual.fares, call: (...args: unknown[]) => fares(...args) },
  };
});

const ok = <T,>(data: T) => Promise.resolve({ ok: true, data });

/** The picker with its picks held as a page would, so the grid and the radios follow each pick. */
function Harness({ onChange, passengerIds }: { onChange?: (picks: SeatPick[]) => void; passengerIds?: string[] }) {
  const [picks, setPicks] = useState<SeatPick[]>([]);
  return (
    <SeatPicker
      orderNo="YQ2026120112345678"
      segmentIndex={0}
      passengerIds={passengerIds}
      value={picks}
      onChange={(next) => {
        setPicks(next);
        onChange?.(next);
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}, messages = en, locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Shanghai">
      <Harness {...props} />
    </NextIntlClientProvider>,
  );
}

const seatButton = (seatNo: string) => {
  const button = document.querySelector<HTMLButtonElement>(`[data-seat="${seatNo}"]`);
  if (!button) throw new Error(`no seat ${seatNo}`);
  return button;
};
const issue = () => screen.getByTestId('seat-issue');
const radio = (name: RegExp) => screen.getByRole('radio', { name });

beforeEach(() => {
  clearReadCache();
  chart.mockReset().mockImplementation(() => ok(sampleChart()));
  fares.mockReset().mockImplementation(() => ok(sampleFares()));
});

describe('the seat map of a booked segment (spec §3, §4)', () => {
  it('reads the chart and the fares of the segment, and shows the lowest price, the wing rows and the passengers', async () => {
    renderPicker();
    expect(await screen.findByRole('grid', { name: 'Seat map' })).toBeInTheDocument();
    expect(chart).toHaveBeenCalledWith({ orderNo: 'YQ2026120112345678', segmentIndex: 0 }, { quiet: true });
    expect(fares).toHaveBeenCalledWith({ orderNo: 'YQ2026120112345678', segmentIndex: 0 }, { quiet: true });
    expect(screen.getByTestId('seat-lowest')).toHaveTextContent('Seats from ￥0');
    expect(screen.getByText(/Rows 12, 13 are over-wing exit rows/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'A', 'B', 'C', 'D', 'E', 'F']);
    // each passenger with the seat held now and the changes left
    expect(radio(/张云雀/)).toBeChecked();
    expect(radio(/张云雀/)).toHaveAccessibleDescription(/Current seat 20C\s*Can change 1 more time/);
    expect(radio(/王云雀 \(Adult, with infant\)/)).toHaveAccessibleDescription(/No seat yet/);
  });

  it('announces each seat with its number, kind, price and state', async () => {
    renderPicker();
    await screen.findByRole('grid');
    expect(seatButton('14A')).toHaveTextContent('14A, window, ￥20');
    expect(seatButton('12A')).toHaveTextContent('12A, exit row, over-wing exit, ￥40');
    expect(seatButton('5A')).toHaveTextContent('5A, window, not available');
    expect(seatButton('5A')).toHaveAttribute('aria-disabled', 'true');
    expect(seatButton('2B')).toHaveTextContent('2B, front row, ￥50');
    // spec §4: a seat without a fare is not on sale, and says why
    expect(seatButton('30A')).toHaveTextContent('30A, window, no price, not available');
    expect(seatButton('20C')).toHaveTextContent('20C, aisle, not available, current seat of 张云雀');
  });

  it('picks a seat by click for the chosen passenger and moves on to the next one', async () => {
    const onChange = jest.fn();
    renderPicker({ onChange });
    await screen.findByRole('grid');
    fireEvent.click(seatButton('14A'));
    expect(onChange).toHaveBeenLastCalledWith([
      { passengerId: 'P1', seatNo: '14A', productId: 'SEAT-14A', price: 2000 },
    ]);
    expect(seatButton('14A')).toHaveAttribute('aria-pressed', 'true');
    expect(radio(/张云雀/)).toHaveAccessibleDescription(/New seat 14A · ￥20/);
    expect(radio(/张小雀/)).toBeChecked();
    expect(screen.getByTestId('seat-said')).toHaveTextContent('Seat 14A chosen for 张云雀. Now choosing for 张小雀');
  });

  it('picks a seat with the keyboard: arrows move across the map, Enter or Space presses the seat', async () => {
    const onChange = jest.fn();
    renderPicker({ onChange });
    await screen.findByRole('grid');
    // The keyboard enters the map on the chosen passenger's seat.
    const entry = seatButton('20C');
    expect(entry).toHaveAttribute('tabindex', '0');
    act(() => entry.focus());
    fireEvent.keyDown(entry, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(seatButton('21D'));
    expect(seatButton('21D')).toHaveAttribute('tabindex', '0');
    expect(seatButton('20C')).toHaveAttribute('tabindex', '-1');
    // A button's Enter and Space are its click.
    fireEvent.click(document.activeElement!);
    expect(onChange).toHaveBeenLastCalledWith([
      { passengerId: 'P1', seatNo: '21D', productId: 'SEAT-21D', price: 2000 },
    ]);
  });

  it("takes the passenger's current seat as keeping it, not as a pick", async () => {
    const onChange = jest.fn();
    renderPicker({ onChange });
    await screen.findByRole('grid');
    fireEvent.click(seatButton('14A'));
    fireEvent.click(radio(/张云雀/));
    fireEvent.click(seatButton('20C'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(issue()).toBeEmptyDOMElement();
    expect(screen.getByTestId('seat-said')).toHaveTextContent('张云雀 keeps seat 20C');
  });
});

describe('refusals said in words (spec §5 seat rules, §8)', () => {
  it('refuses an occupied seat', async () => {
    const onChange = jest.fn();
    renderPicker({ onChange });
    await screen.findByRole('grid');
    fireEvent.click(seatButton('5A'));
    expect(issue()).toHaveTextContent('This seat is occupied');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a seat without a price', async () => {
    const onChange = jest.fn();
    renderPicker({ onChange });
    await screen.findByRole('grid');
    fireEvent.click(seatButton('30B'));
    expect(issue()).toHaveTextContent('This seat has no price now and cannot be chosen');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an exit row seat for a child and for a passenger with an infant', async () => {
    const onChange = jest.fn();
    renderPicker({ onChange });
    await screen.findByRole('grid');
    fireEvent.click(radio(/张小雀/));
    fireEvent.click(seatButton('12A'));
    expect(issue()).toHaveTextContent('Exit row seats are not for children or passengers with an infant');
    fireEvent.click(radio(/王云雀/));
    expect(issue()).toBeEmptyDOMElement();
    fireEvent.click(seatButton('13F'));
    expect(issue()).toHaveTextContent('Exit row seats are not for children or passengers with an infant');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a second infant on a side of a row that has one', async () => {
    renderPicker();
    await screen.findByRole('grid');
    fireEvent.click(radio(/王云雀/));
    fireEvent.click(seatButton('20B'));
    expect(issue()).toHaveTextContent('A passenger with an infant already sits on this side of the row');
  });

  it('refuses a seat already chosen for another passenger', async () => {
    const onChange = jest.fn();
    renderPicker({ onChange });
    await screen.findByRole('grid');
    fireEvent.click(seatButton('14A'));
    expect(radio(/张小雀/)).toBeChecked();
    fireEvent.click(seatButton('14A'));
    expect(issue()).toHaveTextContent('This seat is already chosen for another passenger');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('disables a blocked passenger and says why', async () => {
    renderPicker();
    await screen.findByRole('grid');
    expect(radio(/李云雀/)).toBeDisabled();
    expect(radio(/李云雀/)).toHaveAccessibleDescription(/A checked-in passenger cannot buy a seat/);
  });

  it('asks for a passenger when none may be chosen', async () => {
    chart.mockImplementation(() => ok(sampleChart({ passengers: [sampleChart().passengers[3]!] })));
    renderPicker();
    await screen.findByRole('grid');
    expect(screen.getByText('No passenger of this trip can choose a seat online.')).toBeInTheDocument();
    fireEvent.click(seatButton('14A'));
    expect(issue()).toHaveTextContent('Please select a passenger first');
  });

  it('offers only the passengers named', async () => {
    renderPicker({ passengerIds: ['P2'] });
    await screen.findByRole('grid');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(radio(/张小雀/)).toBeChecked();
  });
});

describe('a segment without the map', () => {
  it.each<[SeatChartData['closed'], string]>([
    ['notOpen', 'Online seat selection is not open yet'],
    ['wechat', 'Please select your seat in our WeChat mini program'],
    ['notSupported', 'This flight does not support online seat selection; please go to the check-in counter'],
    ['closed', 'Online seat selection has closed (1 hour before departure)'],
  ])('says why seat selection is shut (%s) and draws no map', async (closed, text) => {
    chart.mockImplementation(() => ok(sampleChart({ open: false, closed })));
    renderPicker();
    expect(await screen.findByTestId('seat-closed')).toHaveTextContent(text);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it("says 'failed to get current passenger seat' and tries again on request", async () => {
    fares.mockImplementationOnce(() => Promise.resolve({ ok: false, code: '5000000', msg: 'x' }));
    renderPicker();
    expect(await screen.findByTestId('seat-load-failed')).toHaveTextContent(
      "Failed to get the passengers' current seats.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(chart).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese in zh-CN', async () => {
    renderPicker({}, zh, 'zh-CN');
    await screen.findByRole('grid', { name: '座位图' });
    fireEvent.click(seatButton('5A'));
    await waitFor(() => expect(issue()).toHaveTextContent('该座位已被占用'));
  });
});
