import {
  forwardedFor,
  mockedVisitorOrders,
  readSession,
  rememberOrderForVisitor,
  visitorProofFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 32: the free change of an irregular flight goes to airline-api with the member's token or
// the visitor order seal's proof (never one from the body), its key made from the browser's attempt; a visitor's new
// order is sealed for this browser; refusals keep their code.

let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const irregularChange = jest.fn();
jest.mock('@/lib/upstream/irregular', () => ({
  irregularChange: (...args: unknown[]) => irregularChange(...args),
}));

forwardedFor(() => `10.92.3.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const NEW_ORDER_NO = 'YQ2026120187654321';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const ATTEMPT = '6f1c2b9e-3d4a-4c55-9a1e-0b7c8d9e0f12';
const FIELDS = { orderNo: ORDER_NO, segmentIndex: 0, items: [{ passengerId: 'P1', segmentIndex: 0 }], fareId: 'F-1' };
const ORDER = { orderNo: NEW_ORDER_NO, parentOrderNo: ORDER_NO, status: 'TICKETED', total: 0 };

async function change(body: Record<string, unknown> = { ...FIELDS, attempt: ATTEMPT }, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/irregular/change', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset();
  visitorProofFor.mockReset();
  rememberOrderForVisitor.mockReset();
  irregularChange.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  visitorProofFor.mockResolvedValue(null);
});

describe('POST /api/irregular/change (decision 32)', () => {
  it("makes the member's free change with a key from the attempt, and seals nothing", async () => {
    irregularChange.mockResolvedValue(upstreamOk({ order: ORDER }));
    expect(await change()).toMatchObject({ code: ResultCode.OK, data: { order: ORDER } });
    const [context, fields, key] = irregularChange.mock.calls[0] as [unknown, unknown, string];
    expect(context).toMatchObject({ token: 'member-token' });
    expect(fields).toEqual({ ...FIELDS, visitor: undefined });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(rememberOrderForVisitor).not.toHaveBeenCalled();
  });

  it("uses the seal's proof for a visitor, never the body's, and seals the new order", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    irregularChange.mockResolvedValue(upstreamOk({ order: ORDER }));
    const visitor = { passengerName: 'Someone Else', mobile: '13900000000' };
    expect(await change({ ...FIELDS, attempt: ATTEMPT, visitor })).toMatchObject({ code: ResultCode.OK });
    const [context, fields] = irregularChange.mock.calls[0] as [{ token?: string }, { visitor: unknown }];
    expect(context.token).toBeUndefined();
    expect(fields.visitor).toEqual({ passengerName: SEAL.passengerName, mobile: SEAL.mobile });
    expect(rememberOrderForVisitor.mock.calls[0]![1]).toEqual({
      orderNo: NEW_ORDER_NO,
      passengerName: SEAL.passengerName,
      mobile: SEAL.mobile,
    });
  });

  it('passes on the refusal of an unaffected flight in the request’s language, and refuses another origin', async () => {
    irregularChange.mockResolvedValue({ ok: false, code: ResultCode.IRREGULAR_NOT_AFFECTED, msg: 'not affected' });
    const refused = await change();
    expect(refused).toMatchObject({ status: 409, code: ResultCode.IRREGULAR_NOT_AFFECTED });
    expect(refused.msg).toMatch(/running as planned/);
    expect((await change(undefined, 'http://evil.test')).code).toBe(ResultCode.FORBIDDEN_ORIGIN);
    expect((await change({ ...FIELDS })).code).toBe(ResultCode.BAD_REQUEST);
  });
});
