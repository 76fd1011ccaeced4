import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

const lowPriceReminderDelete = jest.fn();
jest.mock('@/lib/upstream/low-price-reminders', () => ({
  lowPriceReminderDelete: (...args: unknown[]) => lowPriceReminderDelete(...args),
}));

forwardedFor('10.72.1.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

async function post(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/low-price-reminders/delete', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset().mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  lowPriceReminderDelete.mockReset();
});

describe('POST /api/low-price-reminders/delete', () => {
  it("deletes the member's reminder; another's answers NOT_FOUND as airline-api does", async () => {
    lowPriceReminderDelete.mockResolvedValue(upstreamOk({ id: 'R1' }));
    expect(await post({ id: 'R1' })).toMatchObject({ code: ResultCode.OK, data: { id: 'R1' } });
    expect(lowPriceReminderDelete.mock.calls[0]![1]).toEqual({ id: 'R1' });
    lowPriceReminderDelete.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await post({ id: 'THEIRS' })).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
  });

  it('refuses no id, a visitor and a foreign origin', async () => {
    expect((await post({})).status).toBe(400);
    expect((await post({ id: 'R1' }, 'http://evil.test')).status).toBe(403);
    readSession.mockResolvedValue(null);
    expect((await post({ id: 'R1' })).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(lowPriceReminderDelete).not.toHaveBeenCalled();
  });
});
