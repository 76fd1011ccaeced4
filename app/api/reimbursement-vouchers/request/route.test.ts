import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Spec §2 zh-CN /reimbursementVoucher/editDetail, §5 Mailing; decision 72: the selection and the address book's
// address rules checked by the BFF first, then airline-api's refusals passed on with only their field keys.

let ip = 0;
const voucherRequest = jest.fn();
jest.mock('@/lib/upstream/reimbursement-vouchers', () => ({
  voucherRequest: (...args: unknown[]) => voucherRequest(...args),
}));

forwardedFor(() => `10.73.0.${ip}`);
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
const BODY = { ticketNos: ['9020000000010'], address: ADDRESS };

async function post(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/reimbursement-vouchers/request', {
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
  voucherRequest.mockReset();
});

describe('POST /api/reimbursement-vouchers/request', () => {
  it('passes a valid request to airline-api as the member', async () => {
    voucherRequest.mockResolvedValue(upstreamOk({ voucherNo: 'RV000000000001' }));
    expect(await post(BODY)).toMatchObject({ code: ResultCode.OK, data: { voucherNo: 'RV000000000001' } });
    expect(voucherRequest.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(voucherRequest.mock.calls[0]![1]).toEqual(BODY);
  });

  it('says each broken rule beside its field without calling airline-api (0 and 11 tickets; 1 and 10 pass)', async () => {
    expect(
      await post({ ticketNos: [], address: { ...ADDRESS, zip: '5100', recipient: 'x'.repeat(21) } }),
    ).toMatchObject({
      status: 400,
      code: ResultCode.BAD_REQUEST,
      data: { fieldErrors: { ticketNos: 'none', zip: 'zipInvalid', recipient: 'tooLong' } },
    });
    const ten = Array.from({ length: 10 }, (_, i) => `902${String(i).padStart(10, '0')}`);
    expect(await post({ ...BODY, ticketNos: [...ten, '9020000000099'] })).toMatchObject({
      data: { fieldErrors: { ticketNos: 'tooMany' } },
    });
    expect(voucherRequest).not.toHaveBeenCalled();
    voucherRequest.mockResolvedValue(upstreamOk({ voucherNo: 'RV000000000001' }));
    expect((await post({ ...BODY, ticketNos: ten })).code).toBe(ResultCode.OK);
  });

  it("passes airline-api's field keys on, and nothing else of its data", async () => {
    voucherRequest.mockResolvedValue({
      ok: false,
      code: ResultCode.ADD_ON_MAILING_ADDRESS_INVALID,
      msg: 'x',
      data: { issues: { districtCode: 'regionMismatch' } },
    });
    expect(await post(BODY)).toMatchObject({
      code: ResultCode.ADD_ON_MAILING_ADDRESS_INVALID,
      data: { fieldErrors: { districtCode: 'regionMismatch' } },
    });
    voucherRequest.mockResolvedValue({
      ok: false,
      code: ResultCode.ADD_ON_FREE_MAILING_USED,
      msg: 'x',
      data: { feeFen: 1500, orderNos: ['YQ2026120100000001'], secret: 'x' },
    });
    const due = await post(BODY);
    expect(due).toMatchObject({ code: ResultCode.ADD_ON_FREE_MAILING_USED });
    expect(due.data).toBeUndefined();
    voucherRequest.mockResolvedValue({ ok: false, code: ResultCode.VOUCHER_ALREADY_REQUESTED, msg: 'x' });
    expect(await post(BODY)).toMatchObject({ status: 409, code: ResultCode.VOUCHER_ALREADY_REQUESTED });
  });

  it('is for members, from the site only', async () => {
    readSession.mockResolvedValue(null);
    expect(await post(BODY)).toMatchObject({ status: 401, code: ResultCode.NOT_LOGGED_IN });
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect((await post(BODY, 'http://evil.test')).status).toBe(403);
    expect(voucherRequest).not.toHaveBeenCalled();
  });
});
