import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode, type EInvoiceTicket } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST as authenticate } from './authenticate/route';
import { POST as requestInvoice } from './request/route';

// zh-CN /ElectronicBill/authentication and makeInvoice (spec §2, §3, §5; decision 71).

const eInvoiceTicket = jest.fn();
const requestEInvoice = jest.fn();
jest.mock('@/lib/upstream/e-invoice', () => ({
  ...jest.requireActual('@/lib/upstream/e-invoice'),
  eInvoiceTicket: (...args: unknown[]) => eInvoiceTicket(...args),
  requestEInvoice: (...args: unknown[]) => requestEInvoice(...args),
}));
const eInvoiceRefFor = jest.fn();
const rememberEInvoiceProof = jest.fn();
jest.mock('@/lib/bff-server/e-invoice-proof', () => ({
  eInvoiceRefFor: (...args: unknown[]) => eInvoiceRefFor(...args),
  rememberEInvoiceProof: (...args: unknown[]) => rememberEInvoiceProof(...args),
}));

let n = 0;
forwardedFor(() => `10.93.0.${(n += 1) % 250}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const body12 = '902123456789';
const TICKET_NO = `${body12}${Number(BigInt(body12) % 7n)}`;
const LOOKUP = { orderNo: 'YQ2026120112345678', passengerName: '张云雀', ticketNo: TICKET_NO };
const TICKET = {
  orderNo: LOOKUP.orderNo,
  ticketNo: TICKET_NO,
  refusal: null,
  invoice: null,
} as unknown as EInvoiceTicket;
const HEADER = { type: 'PERSONAL', title: '张云雀', taxpayerId: '', address: '', phone: '', bank: '', account: '' };
const FORM = { orderNo: LOOKUP.orderNo, ticketNo: TICKET_NO, header: HEADER, mobile: '13812345678', email: 'a@b.cn' };

async function post(route: typeof authenticate, path: string, body: unknown, origin = 'http://shop.test') {
  const response = await route(
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'zh-CN' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => {
  for (const m of [eInvoiceTicket, requestEInvoice, eInvoiceRefFor, rememberEInvoiceProof]) m.mockReset();
  readSession.mockResolvedValue(null);
});

describe('POST /api/e-invoice/authenticate', () => {
  it('finds the ticket with the typed order, name and number (trimmed) and keeps the name in the seal', async () => {
    eInvoiceTicket.mockResolvedValue(upstreamOk(TICKET));
    const res = await post(authenticate, '/api/e-invoice/authenticate', {
      ...LOOKUP,
      orderNo: ` ${LOOKUP.orderNo.toLowerCase()} `,
    });
    expect(res).toMatchObject({ status: 200, code: ResultCode.OK, data: TICKET });
    expect(eInvoiceTicket.mock.calls[0]![1]).toEqual(LOOKUP);
    expect(rememberEInvoiceProof.mock.calls[0]![1]).toEqual(LOOKUP);
  });

  it("refuses the form's rules beside their fields without asking airline-api", async () => {
    const res = await post(authenticate, '/api/e-invoice/authenticate', {
      ...LOOKUP,
      orderNo: 'YQ1',
      passengerName: '',
    });
    expect(res).toMatchObject({
      status: 400,
      data: { fieldErrors: { orderNo: 'orderNoFormat', passengerName: 'nameRequired' } },
    });
    expect(eInvoiceTicket).not.toHaveBeenCalled();
  });

  it("keeps nothing when airline-api does not find the ticket, and refuses another site's post", async () => {
    eInvoiceTicket.mockResolvedValue({ ok: false, code: ResultCode.E_INVOICE_NOT_FOUND, msg: 'x' });
    expect(await post(authenticate, '/api/e-invoice/authenticate', LOOKUP)).toMatchObject({
      status: 404,
      code: ResultCode.E_INVOICE_NOT_FOUND,
    });
    expect(rememberEInvoiceProof).not.toHaveBeenCalled();
    expect((await post(authenticate, '/api/e-invoice/authenticate', LOOKUP, 'http://evil.test')).status).toBe(403);
  });
});

describe('POST /api/e-invoice/request', () => {
  it("names the ticket with the seal's passenger name, never one from the body", async () => {
    eInvoiceRefFor.mockResolvedValue({ orderNo: LOOKUP.orderNo, ticketNo: TICKET_NO, passengerName: '张云雀' });
    requestEInvoice.mockResolvedValue(upstreamOk({ ...TICKET, created: true }));
    const res = await post(requestInvoice, '/api/e-invoice/request', { ...FORM, passengerName: '李四' });
    expect(res.status).toBe(200);
    expect(requestEInvoice.mock.calls[0]![1]).toMatchObject({ passengerName: '张云雀', header: HEADER });
  });

  it('answers not found without a seal or a login, and refuses a wrong title and mobile by field', async () => {
    eInvoiceRefFor.mockResolvedValue(null);
    expect(await post(requestInvoice, '/api/e-invoice/request', FORM)).toMatchObject({
      status: 404,
      code: ResultCode.E_INVOICE_NOT_FOUND,
    });
    const bad = await post(requestInvoice, '/api/e-invoice/request', {
      ...FORM,
      header: { ...HEADER, title: '云'.repeat(31) },
      mobile: '123',
    });
    expect(bad).toMatchObject({
      status: 400,
      data: { fieldErrors: { title: 'personalTitleTooLong', mobile: 'phoneInvalid' } },
    });
    expect(requestEInvoice).not.toHaveBeenCalled();
  });
});
