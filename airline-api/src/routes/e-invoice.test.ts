import { eq } from 'drizzle-orm';
import {
  EInvoiceListDataSchema,
  EInvoicePdfDataSchema,
  EInvoiceRequestDataSchema,
  EInvoiceResendDataSchema,
  EInvoiceTicketSchema,
  ErrorEnvelopeSchema,
  OutboxDataSchema,
  ResultCode,
  TicketStatus,
  UpstreamPath,
} from '@/lib/contract';
import { RESENDS_PER_DAY, issueDate } from '@/lib/domain/e-invoice-rules';
import { caller, codeOf, okData, setOffset } from '../../test/account-api';
import { adult, runJobs } from '../../test/booking-api';
import {
  HOUR,
  MINUTE,
  app,
  before,
  checkInOk,
  demo,
  plain,
  serveCheckIn,
  ticketed,
  type Booked,
} from '../../test/check-in-scene';
import { DB_TEST_TIMEOUT_MS, TEST_NOW } from '../../test/test-server';
import { busiParameter, orderTicket } from '../db/schema';
import { specialDayName } from '../domain/holidays';
import { FOLLOW_WORKING_DAYS_SWITCH } from '../e-invoice/invoices';
import { E_INVOICE_EVENT } from '../e-invoice/mail';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);
serveCheckIn();

let ip = 0;
/** Each call from its own address, so the per-address limit never meets these tests. */
const call = (path: string, body: Record<string, unknown>, token: string | null = null) =>
  caller(app, `10.66.${Math.floor((ip += 1) / 250)}.${ip % 250}`).post(path, body, token ?? undefined);
const ref = (b: Booked, over: Record<string, unknown> = {}) => ({
  orderNo: b.orderNo,
  ticketNo: b.ticketNos[0]!,
  passengerName: '张云雀',
  ...over,
});
const HEADER = { type: 'PERSONAL', title: '张云雀', taxpayerId: '', address: '', phone: '', bank: '', account: '' };
const request = (b: Booked, over: Record<string, unknown> = {}, token: string | null = null) =>
  call(
    UpstreamPath.eInvoiceRequest,
    { ...ref(b), header: HEADER, mobile: '13812345678', email: 'inv@example.com', ...over },
    token,
  );
const at = (ms: number) => setOffset(app, ms - TEST_NOW);
const outbox = async (to: string) =>
  okData(OutboxDataSchema, await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(to)}` }))
    .messages;
const isHoliday = (d: string) => specialDayName(d, 'zh_CN') !== null;
const followWorkingDays = (state: number) =>
  app.airline.db
    .insert(busiParameter)
    .values({ ...FOLLOW_WORKING_DAYS_SWITCH, state, param: '' })
    .onConflictDoUpdate({
      target: [busiParameter.sysType, busiParameter.modelType, busiParameter.type],
      set: { state },
    });

/** A ticketed order of the demo member, checked in and flown: the clock a minute after it landed. */
async function flown(): Promise<Booked> {
  const b = await ticketed([adult()]);
  await before(b, 2 * HOUR);
  await checkInOk(b);
  at(Date.parse(b.flight.arrTime) + MINUTE);
  return b;
}

afterEach(() => followWorkingDays(0));

describe('spec §2 /ElectronicBill: finding the ticket by order, passenger and ticket number', () => {
  it('answers a flown ticket as invoiceable with its flight and amounts; a wrong name as an unknown order', async () => {
    const b = await flown();
    const t = okData(
      EInvoiceTicketSchema,
      await call(UpstreamPath.eInvoiceTicket, ref(b, { passengerName: ' 张 云雀 ' })),
    );
    expect(t).toMatchObject({ orderNo: b.orderNo, ticketNo: b.ticketNos[0], refusal: null, invoice: null });
    expect(t.flightNo).toBe(b.flight.flightNo);
    expect(t.totalFen).toBe(t.items.reduce((sum, i) => sum + i.amountFen, 0));
    expect(t.items[0]).toMatchObject({ kind: 'fare' });

    const wrong = await call(UpstreamPath.eInvoiceTicket, ref(b, { passengerName: '李四' }));
    const none = await call(UpstreamPath.eInvoiceTicket, ref(b, { orderNo: 'YQ2026010100000000' }));
    expect(wrong.statusCode).toBe(404);
    expect(codeOf(wrong)).toBe(ResultCode.E_INVOICE_NOT_FOUND);
    expect(ErrorEnvelopeSchema.parse(wrong.json())).toEqual(ErrorEnvelopeSchema.parse(none.json()));
    // Another member's login opens nothing without the name.
    expect(codeOf(await call(UpstreamPath.eInvoiceTicket, ref(b, { passengerName: undefined }), plain))).toBe(
      ResultCode.E_INVOICE_NOT_FOUND,
    );
  });

  it('refuses a malformed lookup field by field', async () => {
    const res = await call(UpstreamPath.eInvoiceTicket, {
      orderNo: 'YQ1',
      ticketNo: '7811234567890',
      passengerName: '',
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).data).toEqual({
      issues: { orderNo: 'orderNoFormat', ticketNo: 'ticketPrefix', passengerName: 'nameRequired' },
    });
  });
});

describe('only flown coupons are invoiced', () => {
  it('refuses a ticket not flown yet, and a refunded one, each with its reason', async () => {
    const b = await ticketed([adult()]);
    const t = okData(EInvoiceTicketSchema, await call(UpstreamPath.eInvoiceTicket, ref(b)));
    expect(t.refusal).toBe('notFlown');
    const early = await request(b);
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe(ResultCode.E_INVOICE_NOT_FLOWN);

    await app.airline.db
      .update(orderTicket)
      .set({ ticketStatus: TicketStatus.REFUND_DONE })
      .where(eq(orderTicket.orderNo, b.orderNo));
    expect(okData(EInvoiceTicketSchema, await call(UpstreamPath.eInvoiceTicket, ref(b))).refusal).toBe('refunded');
    expect(codeOf(await request(b))).toBe(ResultCode.E_INVOICE_REFUNDED);
  });

  it('does not take a landed flight the passenger never checked in for (a no-show is not flown)', async () => {
    const b = await ticketed([adult()]);
    at(Date.parse(b.flight.arrTime) + HOUR);
    expect(codeOf(await request(b))).toBe(ResultCode.E_INVOICE_NOT_FLOWN);
  });
});

describe('the request: one invoice per ticket, issued at once in the sandbox and mailed with its PDF', () => {
  it('makes the invoice once; a second request answers the first one', async () => {
    const b = await flown();
    const first = okData(EInvoiceRequestDataSchema, await request(b, { email: 'First@Example.com' }));
    expect(first.created).toBe(true);
    expect(first.invoice).toMatchObject({ status: 'ISSUED', email: 'first@example.com', totalFen: first.totalFen });
    expect(first.invoice!.invoiceNo).toMatch(/^\d{20}$/);
    const [mail] = await outbox('first@example.com');
    expect(mail).toMatchObject({ event: E_INVOICE_EVENT, attachment: { type: 'application/pdf' } });
    expect(mail!.text).toContain(first.invoice!.invoiceNo);

    const second = okData(EInvoiceRequestDataSchema, await request(b, { header: { ...HEADER, title: '另一个人' } }));
    expect(second.created).toBe(false);
    expect(second.invoice!.invoiceNo).toBe(first.invoice!.invoiceNo);
    expect(second.invoice!.header.title).toBe('张云雀');
  });

  it("lets the member whose order it is ask without the passenger's name, and lists it for that member only", async () => {
    const b = await flown();
    const made = okData(EInvoiceRequestDataSchema, await request(b, { passengerName: undefined }, demo));
    const mine = okData(EInvoiceListDataSchema, await caller(app).get(UpstreamPath.eInvoiceList, demo)).tickets;
    expect(mine.find((t) => t.ticketNo === b.ticketNos[0])?.invoice?.invoiceNo).toBe(made.invoice!.invoiceNo);
    const theirs = okData(EInvoiceListDataSchema, await caller(app).get(UpstreamPath.eInvoiceList, plain)).tickets;
    expect(theirs.map((t) => t.ticketNo)).not.toContain(b.ticketNos[0]);
    const inquiry = { invoiceNo: made.invoice!.invoiceNo };
    expect(okData(EInvoiceTicketSchema, await call(UpstreamPath.eInvoiceInquire, inquiry, demo)).ticketNo).toBe(
      b.ticketNos[0],
    );
    expect(codeOf(await call(UpstreamPath.eInvoiceInquire, inquiry, plain))).toBe(ResultCode.E_INVOICE_NOT_FOUND);
  });

  it('refuses a wrong title, mobile or e-mail beside each field (spec §5)', async () => {
    const b = await flown();
    const res = await request(b, {
      header: { ...HEADER, type: 'COMPANY', title: '', taxpayerId: '123' },
      mobile: '2381234567',
      email: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).data).toEqual({
      issues: { title: 'required', taxpayerId: 'taxpayerIdInvalid', mobile: 'phoneInvalid', email: 'emailInvalid' },
    });
  });
});

describe('spec §9: issued on the 3rd working day after the flight (the sandbox keeping the rule)', () => {
  it('stays requested until that day starts in Beijing, then the worker issues and mails it and its PDF opens', async () => {
    const b = await flown();
    await followWorkingDays(1);
    const made = okData(EInvoiceRequestDataSchema, await request(b));
    const arrivalDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
      Date.parse(b.flight.arrTime) + MINUTE,
    );
    const due = issueDate(made.flightDate, arrivalDay, isHoliday);
    expect(made.invoice).toMatchObject({ status: 'REQUESTED', issueOn: due, issuedAt: null });
    expect(codeOf(await call(UpstreamPath.eInvoicePdf, ref(b)))).toBe(ResultCode.E_INVOICE_NOT_ISSUED);

    const dayStarts = Date.parse(`${due}T00:00:00+08:00`);
    at(dayStarts - 1);
    expect(okData(EInvoiceTicketSchema, await call(UpstreamPath.eInvoiceTicket, ref(b))).invoice!.status).toBe(
      'REQUESTED',
    );
    const mails = (await outbox('inv@example.com')).length;
    at(dayStarts);
    // The worker issues and mails it on its day, nobody reading it first.
    await runJobs(app);
    expect((await outbox('inv@example.com')).slice(mails).map((m) => m.event)).toEqual([E_INVOICE_EVENT]);
    const issued = okData(EInvoiceTicketSchema, await call(UpstreamPath.eInvoiceTicket, ref(b))).invoice!;
    expect(issued).toMatchObject({ status: 'ISSUED', issuedAt: new Date(dayStarts).toISOString() });
    const pdf = okData(EInvoicePdfDataSchema, await call(UpstreamPath.eInvoicePdf, ref(b)));
    expect(pdf.fileName).toBe(`e-invoice-${issued.invoiceNo}.pdf`);
    expect(Buffer.from(pdf.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('resending: at most 3 a day per invoice', () => {
  it('mails it again up to the cap, to another address if asked, and again the next day', async () => {
    const b = await flown();
    await request(b);
    const resend = (email?: string) => call(UpstreamPath.eInvoiceResend, { ...ref(b), ...(email ? { email } : {}) });
    for (let left = RESENDS_PER_DAY - 1; left >= 0; left -= 1) {
      expect(okData(EInvoiceResendDataSchema, await resend(left === 0 ? 'other@example.com' : undefined))).toEqual({
        mailedTo: left === 0 ? 'other@example.com' : 'inv@example.com',
        resendsLeft: left,
      });
    }
    expect((await outbox('other@example.com')).map((m) => m.event)).toEqual([E_INVOICE_EVENT]);
    const over = await resend();
    expect(over.statusCode).toBe(429);
    expect(codeOf(over)).toBe(ResultCode.E_INVOICE_RESEND_LIMIT);
    expect(codeOf(await resend('bad'))).toBe(ResultCode.BAD_REQUEST);

    at(Date.parse(b.flight.arrTime) + 24 * HOUR + MINUTE);
    expect(okData(EInvoiceResendDataSchema, await resend()).resendsLeft).toBe(RESENDS_PER_DAY - 1);
  });
});
