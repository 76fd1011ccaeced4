import { forgetMaintenanceReading, isMaintenanceOn } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { hasInternalSecret } from '@/lib/bff-server/internal-secret';
import { POST } from './route';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const SECRET = 'a-shared-secret-of-the-two-processes';

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await POST(
    new Request('http://shop.test/api/internal/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { code: string; data?: unknown }) : null };
}

// Read once per process (lib/env), before the first request.
process.env.REVALIDATE_SECRET = SECRET;

beforeEach(() => {
  revalidateTag.mockReset();
  forgetMaintenanceReading.mockClear();
});

describe('POST /api/internal/revalidate (decision 60)', () => {
  it('is not there without the secret, with a wrong one, or when none is configured', async () => {
    expect(await post({ tags: ['cms'] })).toEqual({ status: 404, body: null });
    expect(await post({ tags: ['cms'] }, { 'x-revalidate-secret': `${SECRET}x` })).toEqual({ status: 404, body: null });
    expect(await post({ tags: ['cms'] }, { 'x-revalidate-secret': 'short' })).toEqual({ status: 404, body: null });
    expect(revalidateTag).not.toHaveBeenCalled();
    // No REVALIDATE_SECRET configured: nothing a caller sends matches, an empty header included.
    const request = (sent: string) => new Request('http://shop.test', { headers: { 'x-revalidate-secret': sent } });
    expect(hasInternalSecret(request(SECRET), undefined)).toBe(false);
    expect(hasInternalSecret(request(''), '')).toBe(false);
    expect(hasInternalSecret(request(SECRET), SECRET)).toBe(true);
  });

  it('expires the named tags at once with the secret, with no Origin and during maintenance', async () => {
    isMaintenanceOn.mockResolvedValueOnce(true);
    expect(await post({ tags: ['cms', 'cms'] }, { 'x-revalidate-secret': SECRET })).toEqual({
      status: 200,
      body: { code: ResultCode.OK, msg: 'success', data: { tags: ['cms'] } },
    });
    expect(revalidateTag.mock.calls).toEqual([['cms', { expire: 0 }]]);
  });

  it('drops the shared maintenance reading for the maintenance tag', async () => {
    expect((await post({ tags: ['maintenance'] }, { 'x-revalidate-secret': SECRET })).status).toBe(200);
    expect(forgetMaintenanceReading).toHaveBeenCalledTimes(1);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body that names no tag or odd ones', async () => {
    for (const body of [{}, { tags: [] }, { tags: ['a b'] }, { tags: Array(21).fill('x') }])
      expect((await post(body, { 'x-revalidate-secret': SECRET })).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
