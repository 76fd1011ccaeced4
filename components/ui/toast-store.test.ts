import { pushToast, resetToasts, subscribeToasts, TOAST_DURATION_MS } from './toast-store';

describe('toast queue (spec §8: one at a time; §9 timings)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetToasts();
  });
  afterEach(() => jest.useRealTimers());

  it('shows toasts one at a time, each for its kind duration', () => {
    const seen: (string | null)[] = [];
    const unsubscribe = subscribeToasts((t) => seen.push(t?.text ?? null));
    pushToast('error', 'first');
    pushToast('message', 'second');
    expect(seen.at(-1)).toBe('first');
    jest.advanceTimersByTime(TOAST_DURATION_MS.error - 1);
    expect(seen.at(-1)).toBe('first');
    jest.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe('second');
    jest.advanceTimersByTime(2999);
    expect(seen.at(-1)).toBe('second');
    jest.advanceTimersByTime(1);
    expect(seen.at(-1)).toBeNull();
    unsubscribe();
  });

  it('keeps a notification 4500 ms', () => {
    const seen: (string | null)[] = [];
    subscribeToasts((t) => seen.push(t?.text ?? null));
    pushToast('notification', 'n');
    jest.advanceTimersByTime(4499);
    expect(seen.at(-1)).toBe('n');
    jest.advanceTimersByTime(1);
    expect(seen.at(-1)).toBeNull();
  });
});
