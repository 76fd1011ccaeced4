import {
  forwardedFor,
  mockedVisitorOrders,
  readSession,
  upstreamContextFor,
  visitorProofFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 28; spec §5 Wheelchair and Special baggage, §9 dimensions integers below 150 (decision 29): a request
// as the member or as the visitor of this browser, the rules checked beside their fields before airline-api is asked.

let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const serviceRequestSubmit = jest.fn();
jest.mock('@/lib/upstream/service-requests', () => ({
  serviceRequestSubmit: (...args: unknown[]) => serviceRequestSubmit(...args),
}));

forwardedFor(() => `10.94.1.${ip}`);
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', token: 'member-token', currency: 'CNY' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const BAGGAGE = { kind: 'SPECIAL_BAGGAGE', baggageType: 'GOLF', lengthCm: 149, widthCm: 40, heightCm: 30, purpose: '' };
const WHEELCHAIR = {
  kind: 'WHEELCHAIR',
  wheelchairType: 'GROUND',
  companionName: '李陪同',
  companionAreaCode: '86',
  companionMobile: '13900001111',
  atArrival: false,
};
const BODY = { orderNo: ORDER_NO, segmentIndex: 0, passengerId: 'P1', request: BAGGAGE };
const MADE = { requestNo: 'SR2026120100000001', status: 'PENDING_CONFIRMATION' };

async function submit(body: Record<string, unknown> = BODY, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/service-requests/submit', {
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
  serviceRequestSubmit.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  visitorProofFor.mockResolvedValue(null);
});

describe('POST /api/service-requests/submit (decision 28; decision 29)', () => {
  it("submits on the member's order with the token; 149 cm is taken", async () => {
    serviceRequestSubmit.mockResolvedValue(upstreamOk(MADE));
    expect(await submit()).toMatchObject({ code: ResultCode.OK, data: MADE });
    expect(serviceRequestSubmit.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(serviceRequestSubmit.mock.calls[0]![1]).toEqual({ ...BODY, visitor: undefined });
  });

  it("submits on a visitor's order with the seal's proof; a proof in the body is dropped", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    serviceRequestSubmit.mockResolvedValue(upstreamOk(MADE));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await submit({ ...BODY, request: WHEELCHAIR, visitor: forged })).code).toBe(ResultCode.OK);
    expect(serviceRequestSubmit.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(serviceRequestSubmit.mock.calls[0]![1]).toMatchObject({
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('refuses 150 cm and a bad companion beside their fields without asking airline-api', async () => {
    expect(await submit({ ...BODY, request: { ...BAGGAGE, lengthCm: 150 } })).toMatchObject({
      status: 400,
      code: ResultCode.BAD_REQUEST,
      data: { fieldErrors: { lengthCm: 'dimensionTooLarge' } },
    });
    expect(
      await submit({ ...BODY, request: { ...WHEELCHAIR, companionName: ' ', companionMobile: '2380013800' } }),
    ).toMatchObject({
      data: { fieldErrors: { companionName: 'companionNameRequired', companionMobile: 'companionPhoneInvalid' } },
    });
    expect((await submit({ ...BODY, request: { ...WHEELCHAIR, wheelchairType: 'ROLLER' } })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(serviceRequestSubmit).not.toHaveBeenCalled();
  });

  it("answers airline-api's refusals in its own words and passes field errors on", async () => {
    serviceRequestSubmit.mockResolvedValue({ ok: false, code: ResultCode.SERVICE_REQUEST_CLOSED, msg: 'upstream' });
    expect(await submit()).toMatchObject({
      status: 409,
      code: ResultCode.SERVICE_REQUEST_CLOSED,
      msg: 'Special services are not taken within 24 hours of departure; please contact customer service',
    });
    serviceRequestSubmit.mockResolvedValue({
      ok: false,
      code: ResultCode.SERVICE_REQUEST_INVALID,
      msg: 'x',
      data: { fieldErrors: { purpose: 'purposeRequired' } },
    });
    expect(await submit()).toMatchObject({
      status: 400,
      code: ResultCode.SERVICE_REQUEST_INVALID,
      data: { fieldErrors: { purpose: 'purposeRequired' } },
    });
  });

  it('is NOT_FOUND without a session or a seal; refuses another origin (CSRF); limits per address', async () => {
    readSession.mockResolvedValue(null);
    expect(await submit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect(await submit(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(serviceRequestSubmit).not.toHaveBeenCalled();
    serviceRequestSubmit.mockResolvedValue(upstreamOk(MADE));
    ip += 1;
    for (let i = 0; i < 10; i += 1) expect((await submit()).code).toBe(ResultCode.OK);
    expect(await submit()).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
  });
});
