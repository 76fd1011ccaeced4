import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Spec §7 selectFriendOptionalSeatTravel, decision 21: a member adds another traveller's trip by ticket and name.

let ip = '10.90.0.1';
const addFriendTrip = jest.fn();
jest.mock('@/lib/upstream/check-in', () => ({ addFriendTrip: (...args: unknown[]) => addFriendTrip(...args) }));

forwardedFor(() => ip);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

async function add(body: Record<string, unknown>, from = ip) {
  ip = from;
  const response = await POST(
    new Request('http://shop.test/api/check-in/friend', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset();
  addFriendTrip.mockReset();
});

describe('POST /api/check-in/friend (spec §7 selectFriendOptionalSeatTravel; decision 21)', () => {
  it('is for members only', async () => {
    readSession.mockResolvedValue(null);
    expect((await add({ ticketNo: '9021234567890', name: '张云雀' }, '10.90.1.1')).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(addFriendTrip).not.toHaveBeenCalled();
  });

  it('sends the ticket number without its spaces, and passes NOT_FOUND on', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    addFriendTrip.mockResolvedValue(upstreamOk({ records: [], total: 0 }));
    expect((await add({ ticketNo: '902-1234-567890', name: '张云雀' }, '10.90.2.1')).code).toBe(ResultCode.OK);
    expect(addFriendTrip.mock.calls[0]![1]).toEqual({ ticketNo: '9021234567890', name: '张云雀' });
    addFriendTrip.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect((await add({ ticketNo: '9021234567890', name: '李四' }, '10.90.2.1')).status).toBe(404);
  });

  it('limits tries per address; another address is not held back', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    addFriendTrip.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    for (let i = 0; i < 10; i += 1)
      await add({ ticketNo: `90200000000${String(i).padStart(2, '0')}`, name: 'A' }, '10.90.3.1');
    expect((await add({ ticketNo: '9021234567890', name: 'A' }, '10.90.3.1')).code).toBe(ResultCode.RATE_LIMITED);
    expect((await add({ ticketNo: '9021234567890', name: 'A' }, '10.90.3.2')).code).toBe(ResultCode.NOT_FOUND);
  });
});
