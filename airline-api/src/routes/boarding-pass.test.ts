import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import {
  BoardingPassEmailDataSchema,
  BoardingPassEmailRefusedSchema,
  BoardingPassesDataSchema,
  BoardingPassPdfDataSchema,
  CheckInDataSchema,
  CheckInStateDataSchema,
  CheckInTripsDataSchema,
  OutboxDataSchema,
  ResultCode,
  UpstreamPath,
  envelopeSchema,
  type Flight,
  type ReservePassenger,
} from '@/lib/contract';
import { decodeBcbp } from '@/lib/domain/boarding-pass';
import { pdfText } from '../../test/pdf-text';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, idNumber, reserveBody } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { BOARDING_PASS_EVENT, BOARDING_PASS_MAILS_PER_ORDER, BOARDING_PASS_MAIL_WINDOW_MS } from './boarding-pass';
import { clockBefore, flightOnNextDay, ticketedOrder, ticketNosOf } from '../../test/ticketed-order';
import { setFlightStatus } from '../../test/flight-status-desk';

// Decision 20 (spec §2 /checkin/printBoardingPass/{type}: view, e-mail, print): the passes of a segment as
// data, as a PDF and by e-mail, for the member of the token or a visitor's proof; none once cancelled.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

const HOUR = 3_600_000;
let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer();
  await logIn();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

async function logIn() {
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}

/** Each test flies on its own day (its own flight), so check-in counts and sequences do not meet. */
let day = 40;
type Booked = { orderNo: string; flight: Flight; passengerIds: string[]; ticketNos: string[] };

/** Books, pays and tickets an order for the demo member (or a visitor, token null) at the test's now. */
async function ticketed(passengers: ReservePassenger[] = [adult()], token: string | null = demo): Promise<Booked> {
  setOffset(app, 0);
  await logIn();
  const owner = token === null ? undefined : demo;
  const flight = await flightOnNextDay(app, () => (day += 1), { seats: 20 });
  const { order, detail } = await ticketedOrder(app, reserveBody([`${flight.flightId}.STANDARD`], { passengers }), {
    token: owner,
  });
  return {
    orderNo: order.orderNo,
    flight,
    passengerIds: detail.passengers.map((p) => p.passengerId),
    ticketNos: ticketNosOf(detail),
  };
}

/** Moves airline-api's clock to `ms` before the flight's departure, and logs in again there. */
async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  await logIn();
}

type Over = Record<string, unknown>;
const post = (url: string, body: Over, token: string | null = demo, ip?: string) =>
  caller(app, ip).post(url, body, token ?? undefined);
const segment = (b: Booked, over: Over = {}) => ({ orderNo: b.orderNo, segmentIndex: 0, ...over });
const checkIn = async (b: Booked, over: Over = {}, token: string | null = demo) =>
  okData(
    CheckInDataSchema,
    await post(
      UpstreamPath.checkIn,
      segment(b, { passengers: b.passengerIds.map((passengerId) => ({ passengerId })), clauseAgreed: true, ...over }),
      token,
    ),
  );
const cancel = (b: Booked, over: Over = {}, token: string | null = demo) =>
  post(UpstreamPath.checkInCancel, segment(b, { passengerIds: b.passengerIds, ...over }), token);
const passesCall = (b: Booked, over: Over = {}, token: string | null = demo, ip?: string) =>
  post(UpstreamPath.boardingPasses, segment(b, over), token, ip);
const pdfCall = (b: Booked, over: Over = {}, token: string | null = demo, ip?: string) =>
  post(UpstreamPath.boardingPassPdf, segment(b, over), token, ip);
const mailCall = (b: Booked, over: Over = {}, token: string | null = demo) =>
  post(UpstreamPath.boardingPassEmail, segment(b, over), token);
const outbox = async (to: string) =>
  okData(OutboxDataSchema, await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(to)}` }))
    .messages;
const pdfOf = async (res: { body: string }) => {
  const data = okData(BoardingPassPdfDataSchema, res);
  const bytes = Buffer.from(data.pdfBase64, 'base64');
  return { data, bytes, doc: await PDFDocument.load(bytes) };
};

const second = () => adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') });

describe('the passes of a segment (spec §2 /checkin/printBoardingPass; decision 20)', () => {
  it('answers one pass per checked-in passenger, in passenger order, each with a BCBP string that reads back', async () => {
    const b = await ticketed([adult(), second()]);
    await before(b, 47 * HOUR);
    const { passes: issued } = await checkIn(b);
    const data = okData(BoardingPassesDataSchema, await passesCall(b));
    expect(data).toMatchObject({ orderNo: b.orderNo, segIndex: 0 });
    expect(data.passes.map((p) => [p.passengerId, p.displayName, p.passengerName])).toEqual([
      [b.passengerIds[0], '张云雀', 'ZHANG/YUNQUE'],
      [b.passengerIds[1], '李云雀', 'LI/YUNQUE'],
    ]);
    for (const pass of data.passes) {
      const same = issued.find((p) => p.passengerId === pass.passengerId)!;
      expect(pass).toMatchObject({
        seat: same.seat,
        sequenceNumber: same.sequenceNumber,
        ticketNumber: same.ticketNumber,
      });
      // The barcode carries every item of the pass (decision 20), read back with the pass's issue date.
      const decoded = decodeBcbp(pass.barcode);
      expect(decoded).toEqual({
        passengerName: pass.passengerName,
        bookingReference: pass.bookingReference,
        from: pass.from,
        to: pass.to,
        carrier: pass.carrier,
        flightNumber: pass.flightNumber,
        flightDate: pass.flightDate,
        compartment: 'Y',
        seat: pass.seat,
        sequenceNumber: pass.sequenceNumber,
        passengerStatus: '1',
        electronicTicket: true,
        ticketNumber: pass.ticketNumber,
        issueDate: pass.issueDate,
      });
    }
    const pass = data.passes[0]!;
    // Airports by name in both languages, in their zones; times of the flight; no gate yet.
    expect(pass.from).toBe(b.flight.depAirport);
    expect(pass.departure.city).toEqual({ zh: '广州', en: 'Guangzhou' });
    expect(pass.departure.airport.en).toBe('Guangzhou Baiyun International Airport');
    expect(pass.departure.timeZone).toBe('Asia/Shanghai');
    expect(pass.arrival.city.en).not.toBe('');
    expect(pass.departureTime).toBe(b.flight.depTime);
    expect(pass.arrivalTime).toBe(b.flight.arrTime);
    expect(pass.gate).toBeUndefined();
    expect(pass.boardingTime).toBeUndefined();
  });

  it('has no pass before check-in, nor once the check-in is cancelled (NOT_FOUND everywhere)', async () => {
    const b = await ticketed([adult(), second()]);
    await before(b, 47 * HOUR);
    for (const call of [passesCall, pdfCall, mailCall]) expect(codeOf(await call(b))).toBe(ResultCode.NOT_FOUND);
    await checkIn(b);
    // One of two cancelled: the other's pass stays.
    expect(codeOf(await cancel(b, { passengerIds: [b.passengerIds[0]] }))).toBe(ResultCode.OK);
    const left = okData(BoardingPassesDataSchema, await passesCall(b));
    expect(left.passes.map((p) => p.passengerId)).toEqual([b.passengerIds[1]]);
    expect(codeOf(await cancel(b, { passengerIds: [b.passengerIds[1]] }))).toBe(ResultCode.OK);
    for (const call of [passesCall, pdfCall, mailCall]) expect(codeOf(await call(b))).toBe(ResultCode.NOT_FOUND);
    // Another segment of the order, or another order number, is not found either.
    expect(codeOf(await passesCall(b, { segmentIndex: 1 }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await passesCall(b, { orderNo: 'YQ2026120100000000' }))).toBe(ResultCode.NOT_FOUND);
  });

  it("another member's passes are NOT_FOUND (IDOR); without a token or proof, NOT_LOGGED_IN", async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    await checkIn(b);
    for (const call of [passesCall, pdfCall, mailCall]) {
      expect(codeOf(await call(b, {}, plain))).toBe(ResultCode.NOT_FOUND);
      expect(codeOf(await call(b, { email: 'thief@example.com' }, plain))).toBe(ResultCode.NOT_FOUND);
      expect(codeOf(await call(b, {}, null))).toBe(ResultCode.NOT_LOGGED_IN);
    }
    expect(await outbox('thief@example.com')).toEqual([]);
  });

  it('a visitor sees the passes with the proof of the order, and with no other', async () => {
    const b = await ticketed([adult({ name: '赵云雀', certificateNumber: idNumber('1990-03-07', '911') })], null);
    const visitor = { ticketNo: b.ticketNos[0], name: 'ZHAO/YUNQUE' };
    await before(b, 47 * HOUR);
    await checkIn(b, { visitor }, null);
    const byTicket = okData(BoardingPassesDataSchema, await passesCall(b, { visitor }, null, '10.9.0.1'));
    expect(byTicket.passes.map((p) => p.passengerName)).toEqual(['ZHAO/YUNQUE']);
    const byDocument = { certificateNumber: idNumber('1990-03-07', '911'), name: '赵云雀' };
    okData(BoardingPassesDataSchema, await passesCall(b, { visitor: byDocument }, null, '10.9.0.1'));
    const otherProof = { certificateNumber: idNumber('1990-03-07'), name: '张云雀' };
    expect(codeOf(await passesCall(b, { visitor: otherProof }, null, '10.9.0.2'))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await pdfCall(b, { visitor: otherProof }, null, '10.9.0.2'))).toBe(ResultCode.NOT_FOUND);
    // The demo member does not own a visitor's order.
    expect(codeOf(await passesCall(b))).toBe(ResultCode.NOT_FOUND);
  });
});

describe("the PDF (decisions 20 and 75: one A4 page per pass, in the caller's language)", () => {
  it('answers a PDF that parses, a page per pass, named by order and segment', async () => {
    const b = await ticketed([adult(), second()]);
    await before(b, 47 * HOUR);
    await checkIn(b);
    const { data, bytes, doc } = await pdfOf(await pdfCall(b));
    expect(data.fileName).toBe(`boarding-pass-${b.orderNo}-1.pdf`);
    expect(data.contentType).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(doc.getPageCount()).toBe(2);
    // The call asks in Chinese: Chinese words and each passenger's name as written, with the name on the ticket.
    expect(doc.getTitle()).toBe('云雀航空 登机牌');
    const text = await pdfText(bytes);
    expect(text).toContain('李云雀');
    expect(text).toContain('客票姓名：LI/YUNQUE');
  });
});

describe('the e-mail (spec §2 "send by e-mail"; decision 20)', () => {
  const ErrorSchema = envelopeSchema(BoardingPassEmailRefusedSchema);

  it("mails the passes with the PDF named to the member's bound e-mail, or to an address typed", async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    await checkIn(b);
    const bound = okData(BoardingPassEmailDataSchema, await mailCall(b));
    expect(bound).toMatchObject({ sentTo: DEMO.email, passes: 1 });
    expect(bound.attachment.fileName).toBe(`boarding-pass-${b.orderNo}-1.pdf`);
    const [mail] = await outbox(DEMO.email);
    expect(mail).toMatchObject({ channel: 'EMAIL', event: BOARDING_PASS_EVENT, code: '' });
    expect(mail!.text).toContain(`boarding-pass-${b.orderNo}-1.pdf (application/pdf, ${bound.attachment.size} bytes`);
    expect(mail!.text).toContain('张云雀（ZHANG/YUNQUE）');
    // The PDF itself travels with the mail, the same bytes the download gives.
    expect(mail!.attachment).toEqual({
      name: bound.attachment.fileName,
      type: 'application/pdf',
      size: bound.attachment.size,
    });
    const file = await app.inject({ url: `${UpstreamPath.sandboxOutbox}/${mail!.id}/attachment` });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);

    const typed = okData(BoardingPassEmailDataSchema, await mailCall(b, { email: 'Trip.Mate@Example.com' }));
    expect(typed.sentTo).toBe('trip.mate@example.com');
    expect((await outbox('trip.mate@example.com')).map((m) => m.event)).toEqual([BOARDING_PASS_EVENT]);
  });

  it('writes the mail in the language of the request', async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    await checkIn(b);
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.boardingPassEmail,
      headers: { 'x-member-token': demo, 'x-language': 'en_US' },
      payload: segment(b, { email: 'english@example.com' }),
    });
    okData(BoardingPassEmailDataSchema, res);
    const [mail] = await outbox('english@example.com');
    expect(mail!.text).toMatch(/^Skylark Airlines: your boarding pass/);
    expect(mail!.text).toContain('ZHANG/YUNQUE: seat');
  });

  it('refuses a visitor without an address and a wrong address, beside the field', async () => {
    const b = await ticketed([adult({ name: '孙云雀', certificateNumber: idNumber('1990-03-07', '951') })], null);
    const visitor = { ticketNo: b.ticketNos[0], name: '孙云雀' };
    await before(b, 47 * HOUR);
    await checkIn(b, { visitor }, null);
    const none = await mailCall(b, { visitor }, null);
    expect(codeOf(none)).toBe(ResultCode.BAD_REQUEST);
    expect(ErrorSchema.parse(JSON.parse(none.body)).data?.issues.email).toBe('emailRequired');
    expect(codeOf(await mailCall(b, { visitor, email: 'not-an-address' }, null))).toBe(ResultCode.BAD_REQUEST);
    const sent = okData(BoardingPassEmailDataSchema, await mailCall(b, { visitor, email: 'sun@example.com' }, null));
    expect(sent.sentTo).toBe('sun@example.com');
  });

  it(`sends ${BOARDING_PASS_MAILS_PER_ORDER} mails of an order a day, refuses the next, and sends again a day later`, async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    await checkIn(b);
    const to = { email: 'limit@example.com' };
    for (let i = 0; i < BOARDING_PASS_MAILS_PER_ORDER; i += 1)
      okData(BoardingPassEmailDataSchema, await mailCall(b, to));
    expect(codeOf(await mailCall(b, to))).toBe(ResultCode.RATE_LIMITED);
    expect(await outbox('limit@example.com')).toHaveLength(BOARDING_PASS_MAILS_PER_ORDER);
    // 1 ms before the window ends, still refused; at its end, a new day.
    await before(b, 47 * HOUR - BOARDING_PASS_MAIL_WINDOW_MS + 1);
    expect(codeOf(await mailCall(b, to))).toBe(ResultCode.RATE_LIMITED);
    await before(b, 47 * HOUR - BOARDING_PASS_MAIL_WINDOW_MS);
    okData(BoardingPassEmailDataSchema, await mailCall(b, to));
  });
});

describe("the flight's current status on the trip and the pass (spec §4 flight dynamics)", () => {
  /** Operations' desk (sandbox control, loopback: app.inject's own address) sets the flight's status. */
  const setStatus = async (b: Booked, status: string, delayMinutes?: number) => {
    const res = await setFlightStatus(app, b.flight, status, delayMinutes === undefined ? {} : { delayMinutes });
    expect(codeOf(res)).toBe(ResultCode.OK);
  };
  const tripState = async (b: Booked) =>
    okData(CheckInStateDataSchema, await post(UpstreamPath.checkInState, segment(b))).trip;

  it('carries NORMAL before operations set anything, then a 45-minute delay, then a cancellation', async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    await checkIn(b);
    const planned = okData(BoardingPassesDataSchema, await passesCall(b)).passes[0]!;
    expect(planned.flightStatus).toMatchObject({ status: 'NORMAL', delayMinutes: 0, timeZone: b.flight.depTimeZone });
    expect((await tripState(b)).flightStatus).toMatchObject({ status: 'NORMAL', delayMinutes: 0 });

    await setStatus(b, 'DELAYED', 45);
    const later = new Date(Date.parse(b.flight.depTime) + 45 * 60_000).toISOString();
    const delayed = { status: 'DELAYED', delayMinutes: 45, estimatedDeparture: later };
    expect(okData(BoardingPassesDataSchema, await passesCall(b)).passes[0]!.flightStatus).toMatchObject(delayed);
    expect((await tripState(b)).flightStatus).toMatchObject(delayed);
    const listed = okData(CheckInTripsDataSchema, await post(UpstreamPath.checkInTrips, { queryType: 'SELF' }));
    expect(listed.records.find((t) => t.orderNo === b.orderNo)!.flightStatus).toMatchObject(delayed);

    await setStatus(b, 'CANCELLED');
    const cancelled = okData(BoardingPassesDataSchema, await passesCall(b)).passes[0]!.flightStatus;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', estimatedDeparture: null, phase: null });
  });

  it("shows another flight's delay on neither (one flight's status, not a day's)", async () => {
    const a = await ticketed();
    const b = await ticketed();
    await before(b, 47 * HOUR);
    await checkIn(b);
    await setStatus(a, 'DELAYED', 30);
    expect(okData(BoardingPassesDataSchema, await passesCall(b)).passes[0]!.flightStatus?.status).toBe('NORMAL');
  });
});
