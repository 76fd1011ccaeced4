import { eq } from 'drizzle-orm';
import {
  ErrorEnvelopeSchema,
  OutboxDataSchema,
  ResultCode,
  TicketStatus,
  TicketValidationDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { addMonthsUtc } from '@/lib/domain/ticket-validation-rules';
import { caller, codeOf, okData, setOffset } from '../../test/account-api';
import { HOUR, MINUTE, app, before, checkInOk, serveCheckIn, ticketed, type Booked } from '../../test/check-in-scene';
import { adult } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, TEST_NOW } from '../../test/test-server';
import { bookingOrder, orderTicket } from '../db/schema';
import { TICKET_VALIDATION_EVENT } from '../ticket-validation/mail';
import { VERIFY_MAILS_PER_ADDRESS } from './ticket-validation';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);
serveCheckIn();

let ip = 0;
/** Each call from its own address, so the per-address limit never meets the tests (one test checks it). */
const verifyCall = (b: { ticketNo: string }, over: Record<string, unknown> = {}, language = 'zh_CN') =>
  app.inject({
    method: 'POST',
    url: UpstreamPath.verifyTicket,
    payload: { passengerName: '张云雀', ticketNo: b.ticketNo, email: 'verify@example.com', ...over },
    headers: { 'x-language': language },
    remoteAddress: `10.9.${Math.floor((ip += 1) / 250)}.${ip % 250}`,
  });
const statusOf = async (b: { ticketNo: string }) =>
  okData(TicketValidationDataSchema, await verifyCall(b)).segments.map((s) => s.status);
const ticketOf = (b: Booked) => ({ ticketNo: b.ticketNos[0]! });
const setTicketStatus = (b: Booked, status: number) =>
  app.airline.db.update(orderTicket).set({ ticketStatus: status }).where(eq(orderTicket.orderNo, b.orderNo));
const paidAt = async (b: Booked) =>
  (await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, b.orderNo)))[0]!.paidAt!.getTime();
const at = (ms: number) => setOffset(app, ms - TEST_NOW);

describe('spec §7 verify/ticket: ticket verification (spec §2 /ticketValidate, §4, §9)', () => {
  it('answers an issued ticket of a future flight as to be used, with its flight, and mails the result', async () => {
    const b = await ticketed([adult()], { token: null });
    const data = okData(TicketValidationDataSchema, await verifyCall(ticketOf(b), { email: 'Verify.Me@example.com' }));
    expect(data).toMatchObject({
      ticketNo: b.ticketNos[0],
      passengerName: '张云雀',
      mailedTo: 'verify.me@example.com',
    });
    expect(data.segments).toEqual([
      expect.objectContaining({
        flightNo: b.flight.flightNo,
        departureTime: new Date(Date.parse(b.flight.depTime)).toISOString(),
        departureTimeZone: 'Asia/Shanghai',
        departure: expect.objectContaining({ code: 'CAN', cityName: '广州' }),
        status: 'TO_BE_USED',
      }),
    ]);
    const outbox = okData(
      OutboxDataSchema,
      await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent('verify.me@example.com')}` }),
    ).messages;
    expect(outbox.map((m) => m.event)).toEqual([TICKET_VALIDATION_EVENT]);
    expect(outbox[0]!.text).toContain('待使用');
    await verifyCall(ticketOf(b), { email: 'english@example.com', passengerName: ' 张 云雀 ' }, 'en_US');
    const [english] = okData(
      OutboxDataSchema,
      await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=english%40example.com` }),
    ).messages;
    expect(english!.text).toContain('To be used');
  });

  it('follows check-in, boarding (checked in and departed) and landing', async () => {
    const b = await ticketed([adult()]);
    await before(b, 2 * HOUR);
    await checkInOk(b);
    expect(await statusOf(ticketOf(b))).toEqual(['CHECKED_IN']);
    at(Date.parse(b.flight.depTime) + MINUTE);
    expect(await statusOf(ticketOf(b))).toEqual(['BOARDED']);
    at(Date.parse(b.flight.arrTime));
    expect(await statusOf(ticketOf(b))).toEqual(['USED']);
  });

  it('reads refunded, changed, voided, suspended and not printed from the ticket status', async () => {
    const b = await ticketed([adult()], { token: null });
    const cases: [number, string][] = [
      [TicketStatus.REFUND_DONE, 'REFUNDED'],
      [TicketStatus.CHANGED, 'CHANGED'],
      [TicketStatus.VOIDED, 'VOIDED'],
      [TicketStatus.SUSPENDED, 'SUSPENDED'],
      [TicketStatus.PENDING_ISSUE, 'NOT_PRINTED'],
    ];
    for (const [status, answer] of cases) {
      await setTicketStatus(b, status);
      expect(await statusOf(ticketOf(b))).toEqual([answer]);
    }
  });

  it('answers a wrong name exactly as a number no ticket has', async () => {
    const b = await ticketed([adult()], { token: null });
    const wrong = await verifyCall(ticketOf(b), { passengerName: '李四' });
    const body = `902${'0'.repeat(9)}`;
    const none = await verifyCall({ ticketNo: `${body}${Number(BigInt(body) % 7n)}` });
    expect(wrong.statusCode).toBe(404);
    expect(none.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(wrong.json())).toEqual(ErrorEnvelopeSchema.parse(none.json()));
    expect(codeOf(wrong)).toBe(ResultCode.TICKET_NOT_FOUND);
  });

  it('refuses a malformed form field by field', async () => {
    const res = await verifyCall({ ticketNo: '7811234567890' }, { itineraryNo: '12', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).data).toEqual({
      issues: { ticketNo: 'ticketPrefix', itineraryNo: 'itineraryFormat', email: 'emailInvalid' },
    });
  });

  it('keeps a used ticket verifiable until 3 months after departure, the bound included', async () => {
    const b = await ticketed([adult()]);
    await before(b, 2 * HOUR);
    await checkInOk(b);
    const until = addMonthsUtc(Date.parse(b.flight.depTime), 3);
    at(until);
    expect(await statusOf(ticketOf(b))).toEqual(['USED']);
    at(until + 1);
    expect(codeOf(await verifyCall(ticketOf(b)))).toBe(ResultCode.TICKET_VERIFY_WINDOW_PASSED);
  });

  it('keeps an unused ticket verifiable until 1 year after issue, the bound included', async () => {
    const b = await ticketed([adult()], { token: null });
    const until = addMonthsUtc(await paidAt(b), 12);
    at(until - 1);
    expect(await statusOf(ticketOf(b))).toEqual(['TO_BE_USED']);
    at(until);
    expect(await statusOf(ticketOf(b))).toEqual(['TO_BE_USED']);
    at(until + 1);
    const late = await verifyCall(ticketOf(b));
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe(ResultCode.TICKET_VERIFY_WINDOW_PASSED);
  });

  it('limits one address to 30 verifications an hour, without touching another address', async () => {
    const b = await ticketed([adult()], { token: null });
    let n = 0;
    const from = (address: string) =>
      caller(app, address).post(UpstreamPath.verifyTicket, {
        passengerName: '张云雀',
        ticketNo: b.ticketNos[0],
        email: `limit${(n += 1)}@example.com`,
      });
    for (let i = 0; i < 30; i += 1) expect(codeOf(await from('10.8.0.1'))).toBe(ResultCode.OK);
    expect(codeOf(await from('10.8.0.1'))).toBe(ResultCode.RATE_LIMITED);
    expect(codeOf(await from('10.8.0.2'))).toBe(ResultCode.OK);
  });

  it('mails one address 10 results a day, and still answers its owner after someone else used them up', async () => {
    const b = await ticketed([adult()], { token: null });
    const mine = (ip: string) =>
      caller(app, ip).post(UpstreamPath.verifyTicket, {
        passengerName: '张云雀',
        ticketNo: b.ticketNos[0],
        email: 'owner@example.com',
      });
    // Someone else, from their own addresses, has the owner's inbox mailed ten times today.
    for (let i = 0; i < VERIFY_MAILS_PER_ADDRESS; i += 1)
      expect(okData(TicketValidationDataSchema, await mine(`10.9.0.${i + 1}`)).mailedTo).toBe('owner@example.com');
    // The owner still has the answer, not mailed again.
    const owner = okData(TicketValidationDataSchema, await mine('10.9.1.1'));
    expect(owner.mailedTo).toBeNull();
    expect(owner.segments).toHaveLength(1);
  });
});
