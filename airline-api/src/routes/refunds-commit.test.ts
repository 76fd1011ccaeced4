// @postgres (decision 57): npm test runs it on PostgreSQL too, for refund states under parallel commits.
import {
  CheckInDataSchema,
  REFUND_ATTACHMENT_MAX_BYTES,
  RefundApplicationSchema,
  ResultCode,
  TicketStatus,
  UpstreamPath,
} from '@/lib/contract';
import sharp from 'sharp';
import { priceRefund } from '../refunds/quote';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult, newKey } from '../../test/booking-api';
import { TEST_DATABASE_URL } from '../../test/test-postgres';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { VISITOR_PROOF as PROOF } from '../../test/ticketed-order';
import {
  app,
  before,
  commitCall,
  commitFields,
  demo,
  type File,
  HOUR,
  listOf,
  PDF,
  plain,
  png,
  quoteCall,
  quoteOf,
  ticketed,
  ticketsOf,
  serveRefunds,
} from '../../test/refund-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// The quote as it is, wrapped so that a test can hold two commits between their pricing and their writing.
jest.mock('../refunds/quote', () => {
  const actual = jest.requireActual<typeof import('../refunds/quote')>('../refunds/quote');
  return { ...actual, priceRefund: jest.fn(actual.priceRefund) };
});

serveRefunds();

const jpegOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

describe('the commit: reason, note, attachments, amount (spec §5 refund rules, §9 4 files of 2 MB)', () => {
  it('refuses each wrong field and keeps the ticket; takes jpg, png and pdf by their bytes', async () => {
    const b = await ticketed();
    const fields = await commitFields(b);
    const refused = async (over: Record<string, unknown>, files: File[] = []) =>
      codeOf(await commitCall({ ...fields, ...over }, { files }));
    expect(await refused({ reason: 'FLIGHT_DELAYED' })).toBe(ResultCode.REFUND_REASON_INVALID);
    expect(await refused({ reason: 'NOPE' })).toBe(ResultCode.REFUND_REASON_INVALID);
    expect(await refused({ reason: '' })).toBe(ResultCode.REFUND_REASON_INVALID);
    expect(await refused({ refundType: 'INVOLUNTARY', reason: 'PLAN_CHANGED' })).toBe(ResultCode.REFUND_REASON_INVALID);
    expect(await refused({ reason: 'OTHER', note: '   ' })).toBe(ResultCode.REFUND_NOTE_REQUIRED);
    expect(await refused({}, [png(), png(), png(), png(), png()])).toBe(ResultCode.REFUND_ATTACHMENT_LIMIT);
    expect(await refused({}, [png(REFUND_ATTACHMENT_MAX_BYTES + 1)])).toBe(ResultCode.REFUND_ATTACHMENT_TOO_LARGE);
    const text: File = { bytes: Buffer.from('not a picture at all'), name: 'note.png', type: 'image/png' };
    expect(await refused({}, [text])).toBe(ResultCode.REFUND_ATTACHMENT_TYPE);
    expect(await refused({ quotedAmount: fields.quotedAmount + 1 })).toBe(ResultCode.REFUND_AMOUNT_CHANGED);
    // JSON is not the commit's format (decision 19), nor a payload that is not JSON.
    const json = await caller(app).post(UpstreamPath.refundCommit, fields);
    expect(json.statusCode).toBe(400);
    expect(codeOf(await commitCall(fields, { payloadText: '{oops' }))).toBe(ResultCode.BAD_REQUEST);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.ISSUED);

    const jpg: File = { bytes: await jpegOf(30, 20), name: 'a.jpg', type: 'image/jpeg' };
    const pdf: File = { bytes: PDF, name: '病历.pdf', type: 'application/pdf' };
    const res = await commitCall(
      { ...fields, reason: 'OTHER', note: ' 家里有事 ' },
      { files: [png(REFUND_ATTACHMENT_MAX_BYTES), jpg, pdf] },
    );
    const made = okData(RefundApplicationSchema, res);
    expect(made).toMatchObject({ status: 'SUBMITTED', reason: 'OTHER', note: '家里有事', amount: fields.quotedAmount });
    // Stored drawn again (decision 56): every picture a new JPEG, the PDF rebuilt from its page.
    expect(made.attachments).toEqual([
      { name: 'attachment-1.jpg', size: expect.any(Number), contentType: 'image/jpeg' },
      { name: 'attachment-2.jpg', size: expect.any(Number), contentType: 'image/jpeg' },
      { name: 'attachment-3.pdf', size: expect.any(Number), contentType: 'application/pdf' },
    ]);
    expect(made.attachments[0]!.size).toBeLessThan(REFUND_ATTACHMENT_MAX_BYTES);
  });

  it('answers the same application for the same key and body, a conflict for another body', async () => {
    const b = await ticketed();
    const fields = await commitFields(b);
    const key = newKey();
    const first = okData(RefundApplicationSchema, await commitCall(fields, { key }));
    const again = okData(RefundApplicationSchema, await commitCall(fields, { key }));
    expect(again.refundNo).toBe(first.refundNo);
    expect(codeOf(await commitCall({ ...fields, note: 'changed' }, { key }))).toBe(ResultCode.IDEMPOTENCY_CONFLICT);
    expect((await listOf(b)).map((a) => a.refundNo)).toEqual([first.refundNo]);
  });

  it('makes exactly one application of two commits of one ticket at once', async () => {
    const b = await ticketed();
    const fields = await commitFields(b);
    // Both requests are priced (the ticket still issued) before either writes: the conditional update decides.
    const priced = jest.mocked(priceRefund);
    const real = jest.requireActual<typeof import('../refunds/quote')>('../refunds/quote').priceRefund;
    const waiting: (() => void)[] = [];
    const held = async (...args: Parameters<typeof priceRefund>) => {
      const quote = await real(...args);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 2) waiting.forEach((go) => go());
      });
      return quote;
    };
    priced.mockImplementationOnce(held).mockImplementationOnce(held);
    const answers = await Promise.all([commitCall(fields), commitCall(fields)]);
    expect(waiting).toHaveLength(2);
    expect(answers.map(codeOf).sort()).toEqual([ResultCode.OK, ResultCode.REFUND_NOT_ALLOWED]);
    expect(await listOf(b)).toHaveLength(1);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.REFUNDING);
  });
});

const ON_POSTGRES = !!TEST_DATABASE_URL;

/**
 * Holds the commits' pricing done inside their transactions (the one given `tx`) until `parties` of them have priced,
 * running `meanwhile` once first. PGlite runs one transaction at a time, so there the pricing before the transaction
 * is held instead (with one party: nothing waits for another).
 */
function holdPricing(parties: number, meanwhile: () => Promise<void> = async () => undefined) {
  const real = jest.requireActual<typeof import('../refunds/quote')>('../refunds/quote').priceRefund;
  const waiting: (() => void)[] = [];
  let ran = false;
  jest.mocked(priceRefund).mockImplementation(async (...args) => {
    const quote = await real(...args);
    if ((args[5] !== undefined) !== ON_POSTGRES) return quote;
    if (!ran) {
      ran = true;
      await meanwhile();
    }
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === parties) waiting.splice(0).forEach((go) => go());
    });
    return quote;
  });
  return () => jest.mocked(priceRefund).mockImplementation(real);
}

describe('the commit’s guards under requests at once (decision 57: PostgreSQL runs them side by side)', () => {
  it('of two commits of one ticket that both read it issued in their transactions, the conditional update makes one', async () => {
    const b = await ticketed();
    const fields = await commitFields(b);
    // Neither has written when both have read: the ticket's ISSUED → REFUNDING update, conditional on its status,
    // lets one through (refunds/commit.ts takeTickets, order-changes/ticket-holds.ts takeTicket).
    const release = holdPricing(ON_POSTGRES ? 2 : 1);
    try {
      const answers = await Promise.all([commitCall(fields), commitCall(fields)]);
      expect(answers.map(codeOf).sort()).toEqual([ResultCode.OK, ResultCode.REFUND_NOT_ALLOWED]);
    } finally {
      release();
    }
    expect(await listOf(b)).toHaveLength(1);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.REFUNDING);
  });

  it('refuses a commit whose passenger checks in after it read the ticket (checked in meanwhile)', async () => {
    const b = await ticketed([adult()], { token: demo });
    await before(b, 47 * HOUR, true);
    b.token = demo;
    const fields = await commitFields(b);
    let checkedIn = '';
    // The check-in leaves the ticket ISSUED, so the commit takes it: only its second read of the check-ins refuses it.
    const release = holdPricing(1, async () => {
      const res = await caller(app).post(
        UpstreamPath.checkIn,
        { orderNo: b.orderNo, segmentIndex: 0, passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true },
        demo,
      );
      checkedIn = okData(CheckInDataSchema, res).passes[0]!.passengerId;
    });
    try {
      expect(codeOf(await commitCall(fields, { token: demo }))).toBe(ResultCode.REFUND_CHECKED_IN);
    } finally {
      release();
    }
    expect(checkedIn).toBe(b.passengerIds[0]);
    expect(await listOf(b)).toEqual([]);
    expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.ISSUED);
  });
});

describe('scope: the member’s own order or the visitor’s proof (spec §6; decision 23)', () => {
  it('opens the order to its member and to its proof; anyone else is NOT_FOUND', async () => {
    const b = await ticketed([adult()], { token: demo });
    await quoteOf(b);
    expect(codeOf(await quoteCall(b, [0], 'VOLUNTARY', plain))).toBe(ResultCode.NOT_FOUND);
    const listBy = (body: Record<string, unknown>, token?: string, ip?: string) =>
      caller(app, ip).post(UpstreamPath.refundList, { orderNo: b.orderNo, ...body }, token);
    expect(codeOf(await listBy({}, plain))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await listBy({}))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await listBy({ visitor: PROOF }))).toBe(ResultCode.OK);
    expect(codeOf(await listBy({ visitor: { ...PROOF, passengerName: '王云雀' } }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await listBy({ visitor: { ...PROOF, mobile: '13900000000' } }))).toBe(ResultCode.NOT_FOUND);
    expect(
      codeOf(
        await caller(app).post(UpstreamPath.refundQuote, {
          orderNo: 'YQ2026120100000000',
          visitor: PROOF,
          items: [{ passengerId: 'x', segmentIndex: 0 }],
          refundType: 'VOLUNTARY',
        }),
      ),
    ).toBe(ResultCode.NOT_FOUND);
    // Failed proofs are counted per address (decision 21): at the limit even the right one waits.
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i += 1)
      expect(codeOf(await listBy({ visitor: { ...PROOF, passengerName: `错${i}` } }, undefined, ip))).toBe(
        ResultCode.NOT_FOUND,
      );
    expect(codeOf(await listBy({ visitor: PROOF }, undefined, ip))).toBe(ResultCode.RATE_LIMITED);
    expect(codeOf(await listBy({ visitor: PROOF }, undefined, '10.9.9.10'))).toBe(ResultCode.OK);
    // The member's application, and its attachment to the member alone.
    const made = okData(
      RefundApplicationSchema,
      await commitCall(await commitFields(b), { token: demo, files: [png(100)] }),
    );
    const attachment = (token: string) =>
      caller(app).get(`${UpstreamPath.refundAttachment}?refundNo=${made.refundNo}&seq=1`, token);
    const got = JSON.parse((await attachment(demo)).body) as { data: { dataBase64: string; contentType: string } };
    expect(got.data.contentType).toBe('image/jpeg');
    expect(await sharp(Buffer.from(got.data.dataBase64, 'base64')).metadata()).toMatchObject({ width: 1, height: 1 });
    expect(codeOf(await attachment(plain))).toBe(ResultCode.NOT_FOUND);
  });
});
