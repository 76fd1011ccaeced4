import { act, renderHook, waitFor } from '@testing-library/react';
import { clearReadCache, type ReadSpec } from './read-cache';
import { useRead, type ReadOptions } from './use-read';

type Answer = { ok: boolean; n: number };

/** A read whose answers the test releases one by one. */
function deferredReads() {
  const waiting: { key: string; resolve: (value: Answer) => void; reject: (error: Error) => void }[] = [];
  const spec = (key: string, extra: Partial<ReadSpec<Answer>> = {}): ReadSpec<Answer> => ({
    key,
    read: () => new Promise<Answer>((resolve, reject) => waiting.push({ key, resolve, reject })),
    staleMs: 0,
    share: true,
    isAnswer: (value) => value.ok,
    ...extra,
  });
  const answer = async (index: number, value: Answer) => {
    await act(async () => waiting[index]!.resolve(value));
  };
  return { waiting, spec, answer };
}

const mount = (spec: ReadSpec<Answer>, options?: ReadOptions<Answer>) =>
  renderHook(({ s, o }) => useRead(s, o), { initialProps: { s: spec, o: options } });

beforeEach(() => clearReadCache());
afterEach(() => jest.useRealTimers());

describe('useRead', () => {
  it('is pending until the answer, then shows it with the time it came', async () => {
    const { waiting, spec, answer } = deferredReads();
    const { result } = mount(spec('a'));
    expect(result.current).toMatchObject({ isPending: true, answer: undefined, settledAt: 0 });
    expect(waiting).toHaveLength(1);
    await answer(0, { ok: true, n: 1 });
    expect(result.current).toMatchObject({ isPending: false, isError: false, answer: { ok: true, n: 1 } });
    expect(result.current.settledAt).toBeGreaterThan(0);
  });

  it('shares one request among the callers of one key', async () => {
    const { waiting, spec, answer } = deferredReads();
    const first = mount(spec('a'));
    const second = mount(spec('a'));
    expect(waiting).toHaveLength(1);
    await answer(0, { ok: true, n: 7 });
    expect(first.result.current.answer?.n).toBe(7);
    expect(second.result.current.answer?.n).toBe(7);
  });

  it('serves a kept answer again for staleMs without asking, and asks once it is stale', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { waiting, spec, answer } = deferredReads();
    const first = mount(spec('a', { staleMs: 5_000 }));
    await answer(0, { ok: true, n: 1 });
    first.unmount();
    const again = mount(spec('a', { staleMs: 5_000 }));
    expect(again.result.current).toMatchObject({ isPending: false, answer: { n: 1 } });
    expect(waiting).toHaveLength(1);
    again.unmount();
    jest.setSystemTime(1_000_000 + 5_000);
    const later = mount(spec('a', { staleMs: 5_000 }));
    // Stale data stays on screen while the new answer is on its way.
    expect(later.result.current.answer?.n).toBe(1);
    expect(waiting).toHaveLength(2);
    await answer(1, { ok: true, n: 2 });
    expect(later.result.current.answer?.n).toBe(2);
  });

  it('keeps no failure: the next caller asks again; the failure is an error, the last answer stays', async () => {
    const { waiting, spec, answer } = deferredReads();
    const first = mount(spec('a', { staleMs: 60_000 }));
    await answer(0, { ok: false, n: 0 });
    expect(first.result.current).toMatchObject({ isPending: false, isError: true, failure: { ok: false } });
    mount(spec('a', { staleMs: 60_000 }));
    expect(waiting).toHaveLength(2);
    await answer(1, { ok: true, n: 3 });
    let refetched: Promise<Answer> | undefined;
    act(() => {
      refetched = first.result.current.refetch();
    });
    await answer(2, { ok: false, n: 0 });
    await expect(refetched).resolves.toEqual({ ok: false, n: 0 });
    expect(first.result.current).toMatchObject({ isError: true, answer: { n: 3 } });
  });

  it('a read that throws is an error with no failure value', async () => {
    const { waiting, spec } = deferredReads();
    const { result } = mount(spec('a'));
    await act(async () => waiting[0]!.reject(new Error('gone')));
    expect(result.current).toMatchObject({ isPending: false, isError: true, failure: undefined });
  });

  it('asks nothing while disabled, and asks once enabled', async () => {
    const { waiting, spec, answer } = deferredReads();
    const hook = mount(spec('a'), { enabled: false });
    expect(hook.result.current.isPending).toBe(true);
    expect(waiting).toHaveLength(0);
    hook.rerender({ s: spec('a'), o: { enabled: true } });
    expect(waiting).toHaveLength(1);
    await answer(0, { ok: true, n: 1 });
    expect(hook.result.current.answer?.n).toBe(1);
  });

  it("a new key is pending, and an old key's late answer never shows under it", async () => {
    const { waiting, spec, answer } = deferredReads();
    const hook = mount(spec('a'));
    hook.rerender({ s: spec('b'), o: undefined });
    expect(waiting.map((w) => w.key)).toEqual(['a', 'b']);
    await answer(1, { ok: true, n: 2 });
    await answer(0, { ok: true, n: 1 });
    expect(hook.result.current.answer?.n).toBe(2);
    hook.rerender({ s: spec('c'), o: undefined });
    expect(hook.result.current).toMatchObject({ isPending: true, answer: undefined, isPlaceholderData: false });
  });

  it("keepPrevious shows the previous key's answer as placeholder data until the new one comes", async () => {
    const { spec, answer } = deferredReads();
    const hook = mount(spec('a'), { keepPrevious: true });
    await answer(0, { ok: true, n: 1 });
    hook.rerender({ s: spec('b'), o: { keepPrevious: true } });
    expect(hook.result.current).toMatchObject({ isPending: true, isPlaceholderData: true, answer: { n: 1 } });
    await answer(1, { ok: true, n: 2 });
    expect(hook.result.current).toMatchObject({ isPending: false, isPlaceholderData: false, answer: { n: 2 } });
  });

  it('share: false asks for each caller and each refetch, and keeps nothing', async () => {
    const { waiting, spec, answer } = deferredReads();
    const first = mount(spec('a', { share: false, staleMs: 60_000 }));
    mount(spec('a', { share: false, staleMs: 60_000 }));
    expect(waiting).toHaveLength(2);
    await answer(0, { ok: true, n: 1 });
    act(() => void first.result.current.refetch());
    act(() => void first.result.current.refetch());
    expect(waiting).toHaveLength(4);
    await answer(3, { ok: true, n: 4 });
    expect(first.result.current.answer?.n).toBe(4);
  });

  it('polls every interval while enabled, the first ask after one interval without refetchOnMount', async () => {
    jest.useFakeTimers();
    const { waiting, spec, answer } = deferredReads();
    const options = { refetchIntervalMs: 2_000, refetchOnMount: false };
    const hook = mount(spec('poll'), options);
    expect(waiting).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1_999));
    expect(waiting).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(waiting).toHaveLength(1);
    await answer(0, { ok: true, n: 1 });
    expect(hook.result.current.answer?.n).toBe(1);
    act(() => jest.advanceTimersByTime(2_000));
    expect(waiting).toHaveLength(2);
    await answer(1, { ok: false, n: 0 });
    expect(hook.result.current).toMatchObject({ isError: true, answer: { n: 1 } });
    hook.rerender({ s: spec('poll'), o: { ...options, enabled: false } });
    act(() => jest.advanceTimersByTime(10_000));
    expect(waiting).toHaveLength(2);
  });

  it('a poll stops once the interval function of the answer says false, without asking again', async () => {
    jest.useFakeTimers();
    const { waiting, spec, answer } = deferredReads();
    const options: ReadOptions<Answer> = { refetchIntervalMs: (last) => (last?.n === 2 ? false : 1_000) };
    const hook = mount(spec('poll'), options);
    expect(waiting).toHaveLength(1);
    await answer(0, { ok: true, n: 1 });
    act(() => jest.advanceTimersByTime(1_000));
    expect(waiting).toHaveLength(2);
    await answer(1, { ok: true, n: 2 });
    act(() => jest.advanceTimersByTime(5_000));
    expect(waiting).toHaveLength(2);
    expect(hook.result.current.answer?.n).toBe(2);
  });

  it('stops asking and drops answers once unmounted', async () => {
    jest.useFakeTimers();
    const { waiting, spec, answer } = deferredReads();
    const hook = mount(spec('a'), { refetchIntervalMs: 1_000 });
    hook.unmount();
    await answer(0, { ok: true, n: 1 });
    act(() => jest.advanceTimersByTime(5_000));
    expect(waiting).toHaveLength(1);
  });
});

describe('useRead refetch', () => {
  it('asks again past a fresh answer, joins a request in flight, and shows the new answer', async () => {
    const { waiting, spec, answer } = deferredReads();
    const hook = mount(spec('a', { staleMs: 60_000 }));
    await answer(0, { ok: true, n: 1 });
    let one: Promise<Answer> | undefined;
    let two: Promise<Answer> | undefined;
    act(() => {
      one = hook.result.current.refetch();
      two = hook.result.current.refetch();
    });
    expect(waiting).toHaveLength(2);
    expect(hook.result.current.answer?.n).toBe(1);
    await answer(1, { ok: true, n: 2 });
    await expect(one).resolves.toEqual({ ok: true, n: 2 });
    await expect(two).resolves.toEqual({ ok: true, n: 2 });
    await waitFor(() => expect(hook.result.current.answer?.n).toBe(2));
  });
});
