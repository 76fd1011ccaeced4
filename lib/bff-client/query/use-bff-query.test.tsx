import { act, renderHook } from '@testing-library/react';
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
