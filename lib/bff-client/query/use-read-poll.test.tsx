import { act, renderHook } from '@testing-library/react';
import { clearReadCache, type ReadSpec } from './read-cache';
import { useRead, type ReadOptions } from './use-read';

// A poll asks again one interval after its last answer (as the hand-written polls it replaced did), so a slow
// answer never makes two asks close together, and a poll paused past its time asks at once when it resumes.

type Answer = { ok: boolean; n: number };

function deferredReads() {
  const waiting: { resolve: (value: Answer) => void }[] = [];
  const spec = (key: string): ReadSpec<Answer> => ({
    key,
    read: () => new Promise<Answer>((resolve) => waiting.push({ resolve })),
    staleMs: 0,
    share: true,
    isAnswer: (value) => value.ok,
  });
  const answer = async (index: number, value: Answer) => {
    await act(async () => waiting[index]!.resolve(value));
  };
  return { waiting, spec, answer };
}

const mount = (spec: ReadSpec<Answer>, options: ReadOptions<Answer>) =>
  renderHook(({ s, o }) => useRead(s, o), { initialProps: { s: spec, o: options } });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  clearReadCache();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useRead polls', () => {
  it('asks one interval after the last answer came, however long it took', async () => {
    const { waiting, spec, answer } = deferredReads();
    mount(spec('poll'), { refetchIntervalMs: 2_000 });
    expect(waiting).toHaveLength(1);
    wait(1_500);
    await answer(0, { ok: true, n: 1 });
    wait(1_999);
    expect(waiting).toHaveLength(1);
    wait(1);
    expect(waiting).toHaveLength(2);
    // Unanswered for longer than the interval: no second ask meanwhile.
    wait(5_000);
    expect(waiting).toHaveLength(2);
    await answer(1, { ok: true, n: 2 });
    wait(2_000);
    expect(waiting).toHaveLength(3);
  });

  it('paused past its time asks at once when enabled again; paused within it, waits for the rest', async () => {
    const { waiting, spec, answer } = deferredReads();
    const options = { refetchIntervalMs: 10_000, refetchOnMount: false };
    const hook = mount(spec('poll'), options);
    wait(10_000);
    await answer(0, { ok: true, n: 1 });
    hook.rerender({ s: spec('poll'), o: { ...options, enabled: false } });
    wait(30_000);
    expect(waiting).toHaveLength(1);
    hook.rerender({ s: spec('poll'), o: options });
    expect(waiting).toHaveLength(1);
    wait(0);
    expect(waiting).toHaveLength(2);
    await answer(1, { ok: true, n: 2 });
    hook.rerender({ s: spec('poll'), o: { ...options, enabled: false } });
    wait(4_000);
    hook.rerender({ s: spec('poll'), o: options });
    wait(5_999);
    expect(waiting).toHaveLength(2);
    wait(1);
    expect(waiting).toHaveLength(3);
  });

  it('counts its settled asks, and gives up when the interval function says so', async () => {
    const { waiting, spec, answer } = deferredReads();
    const options: ReadOptions<Answer> = {
      refetchIntervalMs: (_, settledCount, isError) => (isError || settledCount >= 3 ? false : 1_000),
    };
    const hook = mount(spec('poll'), options);
    expect(hook.result.current.settledCount).toBe(0);
    for (let i = 0; i < 3; i += 1) {
      await answer(i, { ok: true, n: i });
      expect(hook.result.current.settledCount).toBe(i + 1);
      wait(1_000);
    }
    expect(waiting).toHaveLength(3);
    // A new key counts from the start again; a failure stops it too.
    hook.rerender({ s: spec('again'), o: options });
    expect(hook.result.current.settledCount).toBe(0);
    await answer(3, { ok: false, n: 0 });
    expect(hook.result.current).toMatchObject({ isError: true, settledCount: 1 });
    wait(5_000);
    expect(waiting).toHaveLength(4);
  });
});
