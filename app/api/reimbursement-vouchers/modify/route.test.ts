import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Spec §2 zh-CN /reimbursementVoucher/modify, §5 Mailing; decision 72: the address book's address rules first, then
// airline-api's refusals (sent already, not the member's) passed on.

let ip = 0;
const voucherModify = jest.fn();
jest.mock('@/lib/upstream/reimbursement-vouchers', () => ({
  voucherModify: (...args: unknown[]) => voucherModify(...args),
}));

forwardedFor(() => `10.74.0.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ADDRESS = {
  recipient: '张云雀',
  areaCode: '86',
  phone: '13812345678',
  provinceCode: '440000',
  cityCode: '440100',
  districtCode: '440104',
  province: '广东省',
  city: '广州市',
  district: '越秀区',
  address: '环市东路 1 号',
  zip: '510000',
};
const BODY = { voucherNo: 'RV000000000001', address: ADDRESS };

async function post(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/reimbursement-vouchers/modify', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'zh-CN' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset().mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  voucherModify.mockReset();
});

describe('POST /api/reimbursement-vouchers/modify', () => {
  it('passes a valid change to airline-api as the member', async () => {
    voucherModify.mockResolvedValue(upstreamOk({ voucherNo: 'RV000000000001' }));
    expect(await post(BODY)).toMatchObject({ code: ResultCode.OK });
    expect(voucherModify.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(voucherModify.mock.calls[0]![1]).toEqual(BODY);
  });

  it('refuses a wrong address beside its fields without calling airline-api', async () => {
    expect(await post({ ...BODY, address: { ...ADDRESS, phone: '123' } })).toMatchObject({
      status: 400,
      data: { fieldErrors: { phone: 'phoneInvalid' } },
    });
    expect(voucherModify).not.toHaveBeenCalled();
  });

  it("answers a voucher sent already and another member's voucher as airline-api does", async () => {
    voucherModify.mockResolvedValue({ ok: false, code: ResultCode.VOUCHER_ALREADY_MAILED, msg: 'x', data: { a: 1 } });
    const late = await post(BODY);
    expect(late).toMatchObject({ status: 409, code: ResultCode.VOUCHER_ALREADY_MAILED });
    expect(late.data).toBeUndefined();
    voucherModify.mockResolvedValue({ ok: false, code: ResultCode.VOUCHER_NOT_FOUND, msg: 'x' });
    expect(await post(BODY)).toMatchObject({ status: 404, code: ResultCode.VOUCHER_NOT_FOUND });
  });

  it('is for members, from the site only', async () => {
    readSession.mockResolvedValue(null);
    expect(await post(BODY)).toMatchObject({ status: 401, code: ResultCode.NOT_LOGGED_IN });
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect((await post(BODY, 'http://evil.test')).status).toBe(403);
    expect(voucherModify).not.toHaveBeenCalled();
  });
});
