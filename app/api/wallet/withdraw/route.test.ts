import { readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Spec §5 (withdrawal: 'please select the receiving bank card', amount required, at most two decimals, correct),
// decision 64: the BFF sends airline-api fen, for the session's member only, from this site only.

const walletTransfer = jest.fn();
jest.mock('@/lib/upstream/wallet', () => ({ walletTransfer: (...args: unknown[]) => walletTransfer(...args) }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const DONE = {
  requestNo: 'WD2026120112345678',
  kind: 'WITHDRAWAL',
  amount: 1234,
  status: 'IN_PROGRESS',
  cardNo: '6222 **** **** 0013',
  createdAt: '2026-12-01T02:00:00.000Z',
};

async function withdraw(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/wallet/withdraw', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  walletTransfer.mockReset();
});

describe('POST /api/wallet/withdraw', () => {
  it('sends the card and the amount in fen', async () => {
    walletTransfer.mockResolvedValue(upstreamOk(DONE));
    expect(await withdraw({ cardId: 'c1', amount: ' 12.34 ' })).toMatchObject({ code: ResultCode.OK, data: DONE });
    expect(walletTransfer.mock.calls[0]!.slice(1)).toEqual(['WITHDRAWAL', { cardId: 'c1', amount: 1234 }]);
  });

  it('says beside the fields what is missing or wrong, before airline-api', async () => {
    expect(await withdraw({ cardId: '', amount: '' })).toMatchObject({
      code: ResultCode.BAD_REQUEST,
      data: { fieldErrors: { cardId: 'cardRequired', amount: 'amountRequired' } },
    });
    expect(await withdraw({ cardId: 'c1', amount: '12.345' })).toMatchObject({
      data: { fieldErrors: { amount: 'amountFormat' } },
    });
    expect(await withdraw({ cardId: 'c1', amount: '0.00' })).toMatchObject({
      data: { fieldErrors: { amount: 'amountPositive' } },
    });
    expect(walletTransfer).not.toHaveBeenCalled();
  });

  it('is for members only, from this site only', async () => {
    expect((await withdraw({ cardId: 'c1', amount: '1' }, 'http://evil.test')).code).toBe(ResultCode.FORBIDDEN_ORIGIN);
    readSession.mockResolvedValue(null);
    expect((await withdraw({ cardId: 'c1', amount: '1' })).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(walletTransfer).not.toHaveBeenCalled();
  });
});
