import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { getOperation, postOperation } from '../operation';
import { clearReadCache } from './read-cache';
import { bffQueryKey, fetchBffQuery, useBffQuery } from './use-bff-query';

const envelope = (data: unknown, code = '0', msg = 'success') => ({
  text: async () => JSON.stringify({ code, msg, data }),
});
const fetchMock = jest.fn();

const orders = getOperation<{ orderNo: string }, { list: string[] }>('/api/orders/[orderNo]/things');
const create = postOperation<{ kind: string }, { id: string }>('/api/things');

beforeEach(() => {
  clearReadCache();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.documentElement.lang = 'en-US';
});

describe('useBffQuery', () => {
  it('gives the answer as data, calling quietly by default', async () => {
    fetchMock.mockResolvedValue(envelope({ list: ['a'] }));
    const { result } = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }));
    expect(result.current.isPending).toBe(true);
    await act(async () => undefined);
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: { list: ['a'] } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/orders/YQ1/things');
  });

  it('a failed call is an error with its code; no data, nothing kept', async () => {
    fetchMock.mockResolvedValue(envelope(null, '5000502', 'down'));
    const { result } = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }, { staleMs: 60_000 }));
    await act(async () => undefined);
    expect(result.current).toMatchObject({ isError: true, data: undefined, failure: { code: '5000502' } });
    fetchMock.mockResolvedValue(envelope({ list: [] }));
    const next = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }, { staleMs: 60_000 }));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(next.result.current.data).toEqual({ list: [] });
  });

  it('two islands asking for the same order send one request', async () => {
    fetchMock.mockResolvedValue(envelope({ list: [] }));
    renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }));
    renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }));
    renderHook(() => useBffQuery(orders, { orderNo: 'YQ2' }));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps answers per language: the page's language is part of the key", () => {
    expect(bffQueryKey(orders, { orderNo: 'YQ 1' })).toBe('en-US GET /api/orders/YQ%201/things');
    document.documentElement.lang = 'zh-CN';
    expect(bffQueryKey(orders, { orderNo: 'YQ 1' })).toBe('zh-CN GET /api/orders/YQ%201/things');
    expect(bffQueryKey(create, { kind: 'qr' })).toBe('zh-CN POST /api/things {"kind":"qr"}');
  });

  it('share: false calls for every caller (each QR code or challenge is new)', async () => {
    fetchMock.mockImplementation(async () => envelope({ id: `q${fetchMock.mock.calls.length}` }));
    const first = renderHook(() => useBffQuery(create, { kind: 'qr' }, { share: false }));
    const second = renderHook(() => useBffQuery(create, { kind: 'qr' }, { share: false }));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(first.result.current.data?.id).not.toBe(second.result.current.data?.id);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"kind":"qr"}' });
  });
});

describe('fetchBffQuery', () => {
  it('reads through the same cache as the hook', async () => {
    fetchMock.mockResolvedValue(envelope({ list: ['x'] }));
    const { result } = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }, { staleMs: 60_000 }));
    await act(async () => undefined);
    expect(result.current.data).toEqual({ list: ['x'] });
    await expect(fetchBffQuery(orders, { orderNo: 'YQ1' }, { staleMs: 60_000 })).resolves.toEqual({
      ok: true,
      data: { list: ['x'] },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('useBffQuery initialData', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the server’s answer at once, asks nothing while it is fresh, and asks again once stale', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const options = { staleMs: 5_000, initialData: { list: ['server'] } };
    const first = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }, options));
    expect(first.result.current).toMatchObject({ isPending: false, data: { list: ['server'] } });
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    first.unmount();
    // Kept for the key like any answer: an island without it is served the same.
    const later = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }, { staleMs: 5_000 }));
    expect(later.result.current.data).toEqual({ list: ['server'] });
    later.unmount();
    jest.setSystemTime(1_000_000 + 5_000);
    fetchMock.mockResolvedValue(envelope({ list: ['fresh'] }));
    const stale = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }, { staleMs: 5_000 }));
    expect(stale.result.current.data).toEqual({ list: ['server'] });
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stale.result.current.data).toEqual({ list: ['fresh'] });
  });

  it('with nothing kept (staleMs 0) it is shown while the first answer is asked', async () => {
    fetchMock.mockResolvedValue(envelope({ list: ['fresh'] }));
    const { result } = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }, { initialData: { list: ['server'] } }));
    expect(result.current.data).toEqual({ list: ['server'] });
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.data).toEqual({ list: ['fresh'] });
  });

  it('is in the server’s HTML, with no request made there', () => {
    function Orders() {
      const { data } = useBffQuery(orders, { orderNo: 'YQ1' }, { staleMs: 5_000, initialData: { list: ['server'] } });
      return <p>{data?.list.join()}</p>;
    }
    expect(renderToString(<Orders />)).toBe('<p>server</p>');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useBffQuery isFetching', () => {
  it('is true for every island of the key while its request is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const asking = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }));
    const waiting = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }, { enabled: false }));
    expect(asking.result.current).toMatchObject({ isPending: true, isFetching: true });
    expect(waiting.result.current.isFetching).toBe(true);
    await act(async () => answer(envelope({ list: [] })));
    expect(asking.result.current).toMatchObject({ isPending: false, isFetching: false, data: { list: [] } });
    expect(waiting.result.current.isFetching).toBe(false);
  });

  it('is true again during a refetch, which keeps the last answer on screen', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ list: ['a'] }));
    const { result } = renderHook(() => useBffQuery(orders, { orderNo: 'YQ1' }));
    await act(async () => undefined);
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    act(() => void result.current.refetch());
    expect(result.current).toMatchObject({ isFetching: true, data: { list: ['a'] } });
    await act(async () => answer(envelope({ list: ['b'] })));
    expect(result.current).toMatchObject({ isFetching: false, data: { list: ['b'] } });
  });
});

describe('useBffQuery rounds and results', () => {
  it('a new round asks at once as a new read, and result is what the call gave', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, '5000502', 'down'));
    const hook = renderHook(({ round }) => useBffQuery(orders, { orderNo: 'YQ1' }, { round }), {
      initialProps: { round: 0 },
    });
    expect(hook.result.current.result).toBeUndefined();
    await act(async () => undefined);
    expect(hook.result.current.result).toMatchObject({ ok: false, code: '5000502', msg: 'down' });
    fetchMock.mockResolvedValueOnce(envelope({ list: ['again'] }));
    hook.rerender({ round: 1 });
    expect(hook.result.current).toMatchObject({ isPending: true, isError: false, result: undefined });
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/orders/YQ1/things');
    expect(hook.result.current.result).toEqual({ ok: true, data: { list: ['again'] } });
  });
});
