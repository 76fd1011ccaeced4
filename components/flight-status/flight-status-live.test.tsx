import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { FlightStatus, FlightStatusData } from '@/lib/contract';
import enMessages from '@/messages/en-US.json';
import messages from '@/messages/zh-CN.json';
import { FlightStatusLive } from './flight-status-live';

const call = jest.fn();
jest.mock('@/lib/bff-client/flight-status', () => {
  // The real operation's url: the read hook keys its reads by it.
  const actual = jest.requireActual('@/lib/bff-client/flight-status');
  return { ...actual, query: { ...actual.query, call: (...args: unknown[]) => call(...args) } };
});

const INTERVAL = 60_000;
const QUERY = { dep: 'CAN', arr: 'NRT', date: '2026-12-01' };

const airport = (code: string, cityName: string, timeZone: string, terminal: string | null) => ({
  code,
  cityName,
  airportName: `${cityName} Airport`,
  timeZone,
  terminal,
});

/** YQ5001 leaves Guangzhou at 10:05 Beijing time and lands in Tokyo at 15:25 Tokyo time. */
const flight = (over: Partial<FlightStatus> = {}): FlightStatus => ({
  flightNo: 'YQ5001',
  flightDate: '2026-12-01',
  departure: airport('CAN', 'Guangzhou', 'Asia/Shanghai', 'T3'),
  arrival: airport('NRT', 'Tokyo', 'Asia/Tokyo', 'T2'),
  plannedDeparture: '2026-12-01T02:05:00.000Z',
  plannedArrival: '2026-12-01T06:25:00.000Z',
  estimatedDeparture: '2026-12-01T02:05:00.000Z',
  estimatedArrival: '2026-12-01T06:25:00.000Z',
  actualDeparture: null,
  actualArrival: null,
  status: 'NORMAL',
  phase: 'SCHEDULED',
  delayMinutes: 0,
  divertedTo: null,
  updatedAt: null,
  ...over,
});
const data = (flights: FlightStatus[], asOf = '2026-12-01T01:00:00.000Z'): FlightStatusData => ({ asOf, flights });
const DELAYED = flight({
  status: 'DELAYED',
  delayMinutes: 45,
  estimatedDeparture: '2026-12-01T02:50:00.000Z',
  estimatedArrival: '2026-12-01T07:10:00.000Z',
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function renderLive(initial = data([flight()]), locale: 'zh-CN' | 'en-US' = 'en-US') {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en-US' ? enMessages : messages}
      timeZone="Asia/Shanghai"
    >
      <FlightStatusLive query={QUERY} initial={initial} intervalMs={INTERVAL} />
    </NextIntlClientProvider>,
  );
}

/** Lets the timer fire and the answer's promise settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  clearReadCache();
  jest.useFakeTimers();
  call.mockReset();
  setVisibility('visible');
});
afterEach(() => jest.useRealTimers());

describe('the flight status results refresh themselves', () => {
  it('shows each time in its airport’s zone, says the zone when it is not Beijing’s, and the status in words', () => {
    renderLive();
    const item = screen.getByRole('article', { name: 'YQ5001 Guangzhou to Tokyo' });
    expect(within(item).getByRole('heading', { name: 'YQ5001 Guangzhou to Tokyo' })).toBeTruthy();
    expect(within(item).getAllByText('10:05')).toHaveLength(2);
    expect(within(item).getAllByText('15:25')).toHaveLength(2);
    expect(within(item).getByText('Local time (Asia/Tokyo)')).toBeTruthy();
    expect(within(item).queryByText('Local time (Asia/Shanghai)')).toBeNull();
    expect(within(item).getByText('Terminal T3', { exact: false })).toBeTruthy();
    expect(screen.getByText('On time').textContent).toBe('Status: On time');
  });

  it('reads the BFF again every 60 s, not before, and announces a delay politely', async () => {
    call.mockResolvedValue({ ok: true, data: data([DELAYED], '2026-12-01T01:01:00.000Z') });
    renderLive();
    await advance(INTERVAL - 1);
    expect(call).not.toHaveBeenCalled();
    await advance(1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toEqual(QUERY);
    expect(call.mock.calls[0]![1]).toMatchObject({ quiet: true });
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('YQ5001 status changed: Delayed, 45 min late');
    expect(screen.getByText('Delayed').textContent).toBe('Status: Delayed');
    expect(screen.getAllByText('10:50')).toHaveLength(1);
    expect(screen.getByText('Updated 09:01 (Beijing time)')).toBeTruthy();
    await advance(INTERVAL);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('pauses while the tab is hidden and reads at once when it comes back after the interval', async () => {
    call.mockResolvedValue({ ok: true, data: data([flight()]) });
    renderLive();
    await advance(INTERVAL / 2);
    act(() => setVisibility('hidden'));
    await advance(INTERVAL * 3);
    expect(call).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    await advance(0);
    expect(call).toHaveBeenCalledTimes(1);
    // Back before the interval has passed since the last read: it waits for the rest of it.
    act(() => setVisibility('hidden'));
    await advance(INTERVAL / 4);
    act(() => setVisibility('visible'));
    await advance(INTERVAL * 0.75 - 1);
    expect(call).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps the last results after a failed read, says so, announces nothing and tries again', async () => {
    call.mockResolvedValueOnce({ ok: false, code: 'NETWORK', msg: 'x' });
    renderLive(data([flight()]), 'zh-CN');
    await advance(INTERVAL);
    expect(screen.getByText('刚才未能刷新，稍后将自动重试。')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('正常').textContent).toBe('状态：正常');
    call.mockResolvedValueOnce({ ok: true, data: data([flight({ status: 'CANCELLED', phase: null })]) });
    await advance(INTERVAL);
    expect(screen.queryByText('刚才未能刷新，稍后将自动重试。')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('YQ5001 状态更新：取消');
  });

  it('says so when no flight matches', () => {
    renderLive(data([]));
    expect(screen.getByText(/No flights match this search/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('stops reading once it is gone', async () => {
    call.mockResolvedValue({ ok: true, data: data([flight()]) });
    const { unmount } = renderLive();
    unmount();
    await advance(INTERVAL * 2);
    expect(call).not.toHaveBeenCalled();
  });
});
