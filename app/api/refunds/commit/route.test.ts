import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { REFUND_ATTACHMENT_MAX_BYTES, REFUND_BODY_MAX_BYTES, ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 23; spec §3 refund application (reason, attachments, amount, points, type), §5 'at most 4 attachments,
// each at most 2 MB', §8 'the refund application has been submitted', §9; decision 19 (multipart uploads).

// A new address per test: the commit limit (10 a minute per address) is not what these tests are about.
let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const refundCommit = jest.fn();
jest.mock('@/lib/upstream/refunds', () => ({ refundCommit: (...args: unknown[]) => refundCommit(...args) }));

forwardedFor(() => `10.90.3.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const PAYLOAD = {
  orderNo: ORDER_NO,
  items: [{ passengerId: 'P1', segmentIndex: 0 }],
  refundType: 'VOLUNTARY',
  reason: 'PLAN_CHANGED',
  note: '',
  confirmVoluntary: false,
  quotedAmount: 80000,
};
const ATTEMPT = '6f1c2b9e-3d4a-4c55-9a1e-0b7c8d9e0f12';
const APPLICATION = { refundNo: 'RF1', orderNo: ORDER_NO, status: 'SUBMITTED' };
const file = (bytes = 64, type = 'application/pdf', name = 'ticket.pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

/** The form as the browser sends it (lib/bff-client/refunds.ts): payload, attempt, then the files. */
function formOf(payload: unknown, attachments: File[], attempt = ATTEMPT): FormData {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  form.append('attempt', attempt);
  for (const f of attachments) form.append('attachments', f);
  return form;
}

async function commit(
  payload: unknown = PAYLOAD,
  attachments: File[] = [file()],
  init: { body?: BodyInit; headers?: Record<string, string>; attempt?: string } = {},
) {
  const response = await POST(
    new Request('http://shop.test/api/refunds/commit', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'x-sf-locale': 'en-US', ...init.headers },
      body: init.body ?? formOf(payload, attachments, init.attempt),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset();
  visitorProofFor.mockReset();
  refundCommit.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  visitorProofFor.mockResolvedValue(null);
});

describe('POST /api/refunds/commit (decision 23; spec §3, §5, §9)', () => {
  it("sends the member's application with its files in order and an idempotency key, and answers it", async () => {
    refundCommit.mockResolvedValue(upstreamOk(APPLICATION));
    const files = [file(10, 'image/jpeg', 'a.jpg'), file(20, 'application/pdf', 'b.pdf')];
    expect(await commit(PAYLOAD, files)).toMatchObject({ code: ResultCode.OK, data: APPLICATION });
    const [context, fields, sent, key] = refundCommit.mock.calls[0] as [unknown, unknown, File[], string];
    expect(context).toMatchObject({ token: 'member-token' });
    expect(fields).toEqual({ ...PAYLOAD, visitor: undefined });
    expect(sent.map((f) => [f.size, f.type])).toEqual([
      [10, 'image/jpeg'],
      [20, 'application/pdf'],
    ]);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes the same key of the same attempt (a retried click), and another of a new attempt', async () => {
    refundCommit.mockResolvedValue(upstreamOk(APPLICATION));
    await commit();
    await commit();
    await commit(PAYLOAD, [file()], { attempt: 'a-new-attempt-0001' });
    const keys = refundCommit.mock.calls.map((call) => call[3] as string);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    // The attempt id itself is not what airline-api gets.
    expect(keys[0]).not.toContain(ATTEMPT);
    // Without an attempt there is no key: refused.
    const form = new FormData();
    form.append('payload', JSON.stringify(PAYLOAD));
    expect(await commit(PAYLOAD, [], { body: form })).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect(refundCommit).toHaveBeenCalledTimes(3);
  });

  it("sends a visitor's application with the seal's proof, overwriting one in the payload, and no token", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    refundCommit.mockResolvedValue(upstreamOk(APPLICATION));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await commit({ ...PAYLOAD, visitor: forged })).code).toBe(ResultCode.OK);
    expect(refundCommit.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(refundCommit.mock.calls[0]![1]).toEqual({
      ...PAYLOAD,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('is NOT_FOUND for another member’s order, and without a session or a seal', async () => {
    refundCommit.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await commit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue(null);
    refundCommit.mockReset();
    expect(await commit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(refundCommit).not.toHaveBeenCalled();
  });

  it('refuses a 5th file and a file of 2 MB + 1 byte before calling airline-api; 4 of 2 MB go on', async () => {
    expect(
      await commit(
        PAYLOAD,
        Array.from({ length: 5 }, () => file()),
      ),
    ).toMatchObject({
      status: 400,
      code: ResultCode.REFUND_ATTACHMENT_LIMIT,
      msg: 'At most 4 attachments can be uploaded',
    });
    expect(await commit(PAYLOAD, [file(REFUND_ATTACHMENT_MAX_BYTES + 1)])).toMatchObject({
      code: ResultCode.REFUND_ATTACHMENT_TOO_LARGE,
      msg: 'Each attachment can be at most 2 MB',
    });
    expect(refundCommit).not.toHaveBeenCalled();
    refundCommit.mockResolvedValue(upstreamOk(APPLICATION));
    const four = Array.from({ length: 4 }, () => file(REFUND_ATTACHMENT_MAX_BYTES));
    expect((await commit(PAYLOAD, four)).code).toBe(ResultCode.OK);
  });

  it('answers a declared body over the cap as "at most 2 MB" before reading it', async () => {
    const headers = {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(REFUND_BODY_MAX_BYTES + 1),
    };
    expect(await commit(PAYLOAD, [], { body: '--x--', headers })).toMatchObject({
      status: 400,
      code: ResultCode.REFUND_ATTACHMENT_TOO_LARGE,
    });
    expect(refundCommit).not.toHaveBeenCalled();
  });

  it('refuses JSON, a payload that is not JSON and a payload without its fields', async () => {
    const json = JSON.stringify({ payload: PAYLOAD, attempt: ATTEMPT });
    expect(await commit(PAYLOAD, [], { body: json, headers: { 'content-type': 'application/json' } })).toMatchObject({
      status: 400,
      code: ResultCode.BAD_REQUEST,
    });
    const broken = new FormData();
    broken.append('payload', '{not json');
    broken.append('attempt', ATTEMPT);
    expect((await commit(PAYLOAD, [], { body: broken })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...PAYLOAD, items: [] })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...PAYLOAD, quotedAmount: -1 })).code).toBe(ResultCode.BAD_REQUEST);
    expect(refundCommit).not.toHaveBeenCalled();
  });

  it('passes REFUND_AMOUNT_CHANGED on in the locale, for the form to quote again', async () => {
    refundCommit.mockResolvedValue({ ok: false, code: ResultCode.REFUND_AMOUNT_CHANGED, msg: 'x' });
    expect(await commit()).toMatchObject({
      status: 409,
      code: ResultCode.REFUND_AMOUNT_CHANGED,
      msg: 'The refund amount has changed; please check it again',
    });
  });

  it('refuses another origin (CSRF) before anything', async () => {
    const response = await POST(
      new Request('http://shop.test/api/refunds/commit', {
        method: 'POST',
        headers: { origin: 'http://evil.test', 'x-sf-locale': 'en-US' },
        body: formOf(PAYLOAD, [file()]),
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe(ResultCode.FORBIDDEN_ORIGIN);
    expect(refundCommit).not.toHaveBeenCalled();
  });
});
