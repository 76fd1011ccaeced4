import { act, renderHook } from '@testing-library/react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { useIssuedChange } from './use-issued-change';

// Decision 23: the new 902 tickets of a change are issued after it is made; the page reads the change again every
// 2 s (the first time 2 s after it shows it) for about half a minute, and shows them once they are there.

const list = jest.fn();
jest.mock('@/lib/bff-client/reschedule', () => {
  // The real operation's url: the read hook keys its reads by it.
  const actual = jest.requireActual('@/lib/bff-client/reschedule');
  return { ...actual, list: { ...actual.list, call: (...args: unknown[]) => list(...args) } };
});

const change = (ticketNo: string | null): RescheduleOrder => ({
  orderNo: 'YQ2026120187654321',
  parentOrderNo: 'YQ2026120112345678',
  status: 'TICKETED',
  currency: 'CNY',
  lines: [],
  total: 0,
  paymentDeadline: null,
  createdAt: '2026-12-01T02:00:00.000Z',
  segments: [],
  tickets: [{ passengerId: 'P1', segmentIndex: 0, ticketNo }],
  addOns: [],
});
const answer = (...orders: RescheduleOrder[]) => Promise.resolve({ ok: true, data: { list: orders } });

/** Lets the timers fire and the answers settle, a second at a time: the page renders between a poll's asks. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 1_000)
    await act(async () => void (await jest.advanceTimersByTimeAsync(Math.min(left, 1_000))));
}

beforeEach(() => {
  clearReadCache();
  list.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useIssuedChange', () => {
  it('reads 2 s after it is shown and every 2 s after, until the tickets are issued', async () => {
    list.mockImplementationOnce(() => answer(change(null))).mockImplementation(() => answer(change('9021234567890')));
    const { result } = renderHook(() => useIssuedChange('YQ2026120112345678', change(null)));
    await advance(1_999);
    expect(list).not.toHaveBeenCalled();
    await advance(1);
    expect(list).toHaveBeenCalledWith({ orderNo: 'YQ2026120112345678' }, { quiet: true });
    expect(result.current.tickets[0]!.ticketNo).toBeNull();
    await advance(2_000);
    expect(result.current.tickets[0]!.ticketNo).toBe('9021234567890');
    await advance(10_000);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('gives up after 15 reads, failed ones included', async () => {
    list.mockImplementation(() => Promise.resolve({ ok: false, code: 'NETWORK', msg: '' }));
    const { result } = renderHook(() => useIssuedChange('YQ2026120112345678', change(null)));
    await advance(60_000);
    expect(list).toHaveBeenCalledTimes(15);
    expect(result.current.tickets[0]!.ticketNo).toBeNull();
  });

  it('reads nothing when the tickets are already issued', async () => {
    renderHook(() => useIssuedChange('YQ2026120112345678', change('9021234567890')));
    await advance(10_000);
    expect(list).not.toHaveBeenCalled();
  });
});
