import { forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

const bookUpdate = jest.fn();
jest.mock('@/lib/upstream/member-book', () => ({ bookUpdate: (...args: unknown[]) => bookUpdate(...args) }));

forwardedFor('10.40.0.2');
readSession.mockImplementation(async () => ({ memberId: 'M1', token: 't' }));
upstreamContextFor.mockImplementation(async () => ({}));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const HEADER = {
  type: 'COMPANY',
  title: '天雀航空',
  taxpayerId: '91350100M000100Y43',
  address: '',
  phone: '',
  bank: '',
  account: '',
};

async function update(kind: string, body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request(`http://shop.test/api/member/book/${kind}/update`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ kind }) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => bookUpdate.mockReset());

describe('POST /api/member/book/{kind}/update (spec §2 /member/eHeader/index, §5 Invoice header)', () => {
  it('passes the kind and the entry to airline-api', async () => {
    bookUpdate.mockResolvedValue(
      upstreamOk({ id: 'E1', isDefault: false, updatedAt: '2026-11-25T00:00:00Z', data: HEADER }),
    );
    expect((await update('invoice-headers', { id: 'E1', data: HEADER })).code).toBe(ResultCode.OK);
    expect(bookUpdate.mock.calls[0]![1]).toBe('invoiceHeader');
    expect(bookUpdate.mock.calls[0]![2]).toMatchObject({ id: 'E1', data: HEADER });
  });

  it('answers a bad taxpayer id beside its field without calling airline-api', async () => {
    expect(
      await update('invoice-headers', { id: 'E1', data: { ...HEADER, taxpayerId: '91350100M000100Y44' } }),
    ).toMatchObject({
      status: 400,
      data: { fieldErrors: { taxpayerId: 'taxpayerIdInvalid' } },
    });
    expect(bookUpdate).not.toHaveBeenCalled();
  });

  it("answers another member's entry as airline-api does: not found", async () => {
    bookUpdate.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await update('invoice-headers', { id: 'THEIRS', data: HEADER })).toMatchObject({
      status: 404,
      code: ResultCode.NOT_FOUND,
    });
  });

  it('refuses an unknown kind and a foreign origin', async () => {
    expect((await update('wallets', { id: 'E1', data: HEADER })).status).toBe(400);
    expect((await update('invoice-headers', { id: 'E1', data: HEADER }, 'http://evil.test')).status).toBe(403);
    expect(bookUpdate).not.toHaveBeenCalled();
  });
});
