import { readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 64: a card number that cannot be one is refused beside its field before airline-api; a good one goes on
// as digits only, for the session's member.

const addBankCard = jest.fn();
jest.mock('@/lib/upstream/wallet', () => ({ addBankCard: (...args: unknown[]) => addBankCard(...args) }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const BODY = { cardType: 'DEBITCARD', bank: 'ICBC', cardNo: '4000 0000 0000 0002', verifyCode: '123456' };

async function add(body: Record<string, unknown>) {
  const response = await POST(
    new Request('http://shop.test/api/wallet/cards/add', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return (await response.json()) as { code: string; data?: unknown };
}

beforeEach(() => {
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  addBankCard.mockReset();
});

test('sends the number as digits only', async () => {
  addBankCard.mockResolvedValue(upstreamOk({ cardId: 'c1' }));
  expect((await add(BODY)).code).toBe(ResultCode.OK);
  expect(addBankCard.mock.calls[0]![1]).toEqual({ ...BODY, cardNo: '4000000000000002' });
});

test('refuses a wrong check digit, letters or a type the spec does not name, before airline-api', async () => {
  for (const cardNo of ['4000 0000 0000 0003', '4000-0000-0000-0002', '12345'])
    expect(await add({ ...BODY, cardNo })).toMatchObject({
      code: ResultCode.BAD_REQUEST,
      data: { fieldErrors: { cardNo: 'cardNoInvalid' } },
    });
  expect((await add({ ...BODY, cardType: 'PREPAID' })).code).toBe(ResultCode.BAD_REQUEST);
  expect(addBankCard).not.toHaveBeenCalled();
});
