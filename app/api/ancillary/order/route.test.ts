import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 28: one add-on order read in its ticket order's scope (the member's token, or the visitor order seal).

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '10.93.3.1' }),
  cookies: async () => ({ get: () => undefined, has: () => false, set: () => undefined }),
}));
jest.mock('@/lib/logger', () => ({ logger: { error: () => undefined, warn: () => undefined } }));
jest.mock('@/lib/maintenance', () => ({ isMaintenanceOn: async () => false }));
const readSession = jest.fn();
jest.mock('@/lib/session', () => ({ readSession: () => readSession(), destroySession: async () => undefined }));
jest.mock('@/lib/bff-server/request-context', () => ({
  bffLocale: async () => 'zh-CN',
  upstreamContextFor: async () => ({ language: 'zh_CN', token: undefined }),
}));
const visitorProofFor = jest.fn();
jest.mock('@/lib/bff-server/visitor-orders', () => ({
  visitorProofFor: (...args: unknown[]) => visitorProofFor(...args),
}));
const addOnOrder = jest.fn();
jest.mock('@/lib/upstream/add-ons', () => ({ addOnOrder: (...args: unknown[]) => addOnOrder(...args) }));

process.env.SESSION_SECRET = 'x'.repeat(32);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const ANCILLARY = 'YQ2026120199999999';

async function read(query: string) {
  const response = await GET(new Request(`http://shop.test/api/ancillary/order?${query}`), {
    params: Promise.resolve({}),
  });
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockResolvedValue(null);
  visitorProofFor.mockReset();
  addOnOrder.mockReset();
});

describe('GET /api/ancillary/order (decision 28)', () => {
  it("reads with the seal's proof of the ticket order", async () => {
    visitorProofFor.mockResolvedValue({ orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' });
    addOnOrder.mockResolvedValue(upstreamOk({ orderNo: ANCILLARY }));
    expect(await read(`orderNo=${ORDER_NO}&ancillaryOrderNo=${ANCILLARY}`)).toMatchObject({ code: ResultCode.OK });
    expect(addOnOrder.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      ancillaryOrderNo: ANCILLARY,
      visitor: { passengerName: '张云雀', mobile: '13800138000' },
    });
  });

  it('is NOT_FOUND with neither a session nor a seal, and BAD_REQUEST for a malformed order number', async () => {
    visitorProofFor.mockResolvedValue(null);
    expect((await read(`orderNo=${ORDER_NO}&ancillaryOrderNo=${ANCILLARY}`)).code).toBe(ResultCode.NOT_FOUND);
    expect((await read(`orderNo=../x&ancillaryOrderNo=${ANCILLARY}`)).code).toBe(ResultCode.BAD_REQUEST);
    expect(addOnOrder).not.toHaveBeenCalled();
  });
});
