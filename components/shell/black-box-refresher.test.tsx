import { act, render } from '@testing-library/react';
import { BLACK_BOX_REFRESH_MS, BlackBoxRefresher } from './black-box-refresher';

const refresh = jest.fn(async () => ({ ok: true, data: { refreshed: true } }));
jest.mock('@/lib/bff-client/site', () => {
  const actual = jest.requireActual('@/lib/bff-client/site');
  return { ...actual, refreshBlackBox: { ...actual.refreshBlackBox, call: () => refresh() } };
});

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const show = (state: DocumentVisibilityState) =>
  act(() => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  refresh.mockClear();
  visibility = 'visible';
});
afterEach(() => jest.useRealTimers());

// Spec §7 "an anti-bot script-loading routine runs every 120 seconds" (§9 timings); decision 73's stand-in.
describe('BlackBoxRefresher', () => {
  it('refreshes on load, then every 120 s, not before', () => {
    expect(BLACK_BOX_REFRESH_MS).toBe(120_000);
    render(<BlackBoxRefresher />);
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(BLACK_BOX_REFRESH_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    advance(BLACK_BOX_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while the tab is hidden; shown again, refreshes at once when one fell due', () => {
    render(<BlackBoxRefresher />);
    show('hidden');
    advance(BLACK_BOX_REFRESH_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(1);
    show('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
    advance(BLACK_BOX_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('a tab hidden and shown within 120 s refreshes when the one due comes, 120 s after the last', () => {
    render(<BlackBoxRefresher />);
    advance(30_000);
    show('hidden');
    advance(30_000);
    show('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(60_000 - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    advance(BLACK_BOX_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('a page opened in a hidden tab waits until it is shown; unmounted, it stops', () => {
    visibility = 'hidden';
    const { unmount } = render(<BlackBoxRefresher />);
    advance(BLACK_BOX_REFRESH_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
    show('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
    advance(BLACK_BOX_REFRESH_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
