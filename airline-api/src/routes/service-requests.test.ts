import type { FastifyInstance } from 'fastify';
import {
  ErrorEnvelopeSchema,
  OutboxDataSchema,
  ResultCode,
  ServiceRequestListDataSchema,
  ServiceRequestOptionsDataSchema,
  ServiceRequestSchema,
  UpstreamPath,
  type Flight,
  type ReservePassenger,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { CONTACT, adult, infant, reserveBody } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, VISITOR_PROOF as VISITOR } from '../../test/ticketed-order';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

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

/** Each test flies on its own day. */
let day = 40;

type Booked = { orderNo: string; flight: Flight; member: boolean; passengerIds: string[] };

async function ticketed(passengers: ReservePassenger[] = [adult()], owner: 'demo' | null = null): Promise<Booked> {
  setOffset(app, 0);
  await logIn();
  const flight = await flightOnNextDay(app, () => (day += 1), { seats: 20 });
  const { order, detail } = await ticketedOrder(app, reserveBody([`${flight.flightId}.STANDARD`], { passengers }), {
    token: owner ? demo : undefined,
    readAs: 'visitor',
    proof: VISITOR,
  });
  return {
    orderNo: order.orderNo,
    flight,
    member: owner !== null,
    passengerIds: detail.passengers.map((p) => p.passengerId),
  };
}

/** Moves the clock to `ms` before the flight's departure (and logs in again there). */
async function before(b: Booked, ms: number) {
  clockBefore(app, b.flight.depTime, ms);
  await logIn();
}

const path = (template: string, orderNo: string) => template.replace(':orderNo', orderNo);
function call(b: Booked, url: string, body: Record<string, unknown>, token: string | null = b.member ? demo : null) {
  return app.inject({
    method: 'POST',
    url,
    payload: { orderNo: b.orderNo, ...(b.member ? {} : { visitor: VISITOR }), ...body },
    headers: { 'x-forwarded-for': '10.0.0.9', ...(token ? { 'x-member-token': token } : {}) },
  });
}
const options = async (b: Booked) =>
  okData(ServiceRequestOptionsDataSchema, await call(b, path(UpstreamPath.serviceRequestOptions, b.orderNo), {}));
const WHEELCHAIR = {
  kind: 'WHEELCHAIR',
  wheelchairType: 'GROUND',
  companionName: '李陪同',
  companionAreaCode: '86',
  companionMobile: '13900001111',
  atArrival: true,
};
const BAGGAGE = { kind: 'SPECIAL_BAGGAGE', baggageType: 'GOLF', lengthCm: 120, widthCm: 40, heightCm: 30, purpose: '' };
const submitCall = (b: Booked, request: Record<string, unknown>, passengerId = b.passengerIds[0]) =>
  call(b, path(UpstreamPath.serviceRequestSubmit, b.orderNo), { segmentIndex: 0, passengerId, request });
const submit = async (b: Booked, request: Record<string, unknown>, passengerId?: string) =>
  okData(ServiceRequestSchema, await submitCall(b, request, passengerId));
const list = async (b: Booked) =>
  okData(ServiceRequestListDataSchema, await call(b, UpstreamPath.serviceRequestList, {})).list;
const decide = (requestNo: string, decision: 'confirm' | 'reject', reason?: string) =>
  app.inject({
    method: 'POST',
    url: UpstreamPath.sandboxServiceRequestDecide,
    payload: { requestNo, decision, reason },
  });
const fieldErrors = (res: { body: string }) =>
  (ErrorEnvelopeSchema.parse(JSON.parse(res.body)).data as { fieldErrors: Record<string, string> }).fieldErrors;

describe('who may ask for what (spec §5 Services; decision 29)', () => {
  it('lists each passenger with a block per kind: an adult may ask, an infant is asked for by the adult', async () => {
    const b = await ticketed([adult(), infant()]);
    const data = await options(b);
    expect(data.segments).toHaveLength(1);
    const seg = data.segments[0]!;
    expect(Date.parse(seg.requestEndsAt)).toBe(Date.parse(b.flight.depTime) - 24 * HOUR);
    expect(seg.passengers.map((p) => [p.type, p.blocks.WHEELCHAIR, p.blocks.SPECIAL_BAGGAGE])).toEqual([
      ['ADT', null, null],
      ['INF', 'infant', 'infant'],
    ]);
    expect(codeOf(await submitCall(b, WHEELCHAIR, b.passengerIds[1]))).toBe(ResultCode.SERVICE_REQUEST_INFANT);
  });

  it('takes a request until 24 hours before departure: 24 h + 1 ms is taken, exactly 24 h is not', async () => {
    const b = await ticketed();
    await before(b, 24 * HOUR);
    expect((await options(b)).segments[0]!.passengers[0]!.blocks.WHEELCHAIR).toBe('tooLate');
    expect(codeOf(await submitCall(b, WHEELCHAIR))).toBe(ResultCode.SERVICE_REQUEST_CLOSED);
    await before(b, 24 * HOUR + 1);
    expect((await submit(b, WHEELCHAIR)).status).toBe('PENDING_CONFIRMATION');
  });

  it('opens the order to its member and to a visitor with its proof only: another member or a wrong proof is NOT_FOUND', async () => {
    const b = await ticketed([adult()], 'demo');
    expect((await options(b)).orderNo).toBe(b.orderNo);
    expect(codeOf(await call(b, UpstreamPath.serviceRequestList, {}, plain))).toBe(ResultCode.NOT_FOUND);
    const visitorRes = await app.inject({
      method: 'POST',
      url: UpstreamPath.serviceRequestList,
      payload: { orderNo: b.orderNo, visitor: { passengerName: '王五', mobile: CONTACT.mobile } },
      headers: { 'x-forwarded-for': '10.0.0.9' },
    });
    expect([ResultCode.NOT_FOUND, ResultCode.ORDER_NOT_FOUND]).toContain(codeOf(visitorRes));
  });
});

describe('a wheelchair (spec §3, §4, §5 Wheelchair, §8)', () => {
  it('refuses a request without a type or a valid companion beside each field, and keeps nothing', async () => {
    const b = await ticketed();
    const res = await submitCall(b, {
      ...WHEELCHAIR,
      wheelchairType: 'GROUND',
      companionName: 'A',
      companionMobile: '123',
    });
    expect(codeOf(res)).toBe(ResultCode.SERVICE_REQUEST_INVALID);
    expect(fieldErrors(res)).toEqual({
      companionName: 'companionNameLength',
      companionMobile: 'companionPhoneInvalid',
    });
    expect(codeOf(await submitCall(b, { ...WHEELCHAIR, wheelchairType: '' }))).toBe(ResultCode.BAD_REQUEST);
    expect(await list(b)).toEqual([]);
  });

  it('is submitted, refused twice, confirmed by the desk with an SMS to the contact phone, then withdrawn', async () => {
    const b = await ticketed();
    const made = await submit(b, WHEELCHAIR);
    expect(made).toMatchObject({
      kind: 'WHEELCHAIR',
      state: 'SUBMITTED',
      status: 'PENDING_CONFIRMATION',
      cancellable: true,
    });
    expect(made.details).toMatchObject({ wheelchairType: 'GROUND', companionName: '李陪同', atArrival: true });
    expect(codeOf(await submitCall(b, { ...WHEELCHAIR, wheelchairType: 'CABIN' }))).toBe(
      ResultCode.SERVICE_REQUEST_DUPLICATE,
    );
    expect((await options(b)).segments[0]!.passengers[0]!.blocks).toEqual({
      WHEELCHAIR: 'duplicate',
      SPECIAL_BAGGAGE: null,
    });

    const confirmed = okData(ServiceRequestSchema, await decide(made.requestNo, 'confirm'));
    expect(confirmed.status).toBe('CONFIRMED');
    expect(codeOf(await decide(made.requestNo, 'reject', 'no staff'))).toBe(ResultCode.SERVICE_REQUEST_ANSWERED);
    const outbox = okData(
      OutboxDataSchema,
      await app.inject({
        url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(`86-${CONTACT.mobile}`)}&limit=1`,
      }),
    );
    expect(outbox.messages[0]!.text).toContain(made.requestNo);
    expect(outbox.messages[0]!.text).toContain('已确认');
    expect((await list(b)).map((r) => [r.requestNo, r.status])).toEqual([[made.requestNo, 'CONFIRMED']]);

    const cancelled = okData(
      ServiceRequestSchema,
      await call(b, UpstreamPath.serviceRequestCancel, { requestNo: made.requestNo }),
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(codeOf(await call(b, UpstreamPath.serviceRequestCancel, { requestNo: made.requestNo }))).toBe(
      ResultCode.SERVICE_REQUEST_NOT_CANCELLABLE,
    );
    // Withdrawn, it may be asked again.
    expect((await submit(b, WHEELCHAIR)).status).toBe('PENDING_CONFIRMATION');
  });

  it('is rejected with a reason only, told by SMS in the language it was asked in', async () => {
    const b = await ticketed([adult()], 'demo');
    const made = okData(
      ServiceRequestSchema,
      await app.inject({
        method: 'POST',
        url: path(UpstreamPath.serviceRequestSubmit, b.orderNo),
        payload: { orderNo: b.orderNo, segmentIndex: 0, passengerId: b.passengerIds[0], request: WHEELCHAIR },
        headers: { 'x-member-token': demo, 'x-language': 'en_US' },
      }),
    );
    expect(codeOf(await decide(made.requestNo, 'reject'))).toBe(ResultCode.BAD_REQUEST);
    const rejected = okData(ServiceRequestSchema, await decide(made.requestNo, 'reject', 'no lift on this stand'));
    expect(rejected).toMatchObject({ status: 'REJECTED', deskReason: 'no lift on this stand', cancellable: false });
    const outbox = okData(
      OutboxDataSchema,
      await app.inject({
        url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(`86-${CONTACT.mobile}`)}&limit=1`,
      }),
    );
    expect(outbox.messages[0]!.text).toContain('could not be accepted: no lift on this stand');
  });
});

describe('special baggage (spec §3, §5 Special baggage, §9 dimensions)', () => {
  it('refuses 150 cm on a side and takes 149, oversize over 1 metre', async () => {
    const b = await ticketed();
    const res = await submitCall(b, { ...BAGGAGE, lengthCm: 150 });
    expect(codeOf(res)).toBe(ResultCode.SERVICE_REQUEST_INVALID);
    expect(fieldErrors(res)).toEqual({ lengthCm: 'dimensionTooLarge' });
    const zero = await submitCall(b, { ...BAGGAGE, heightCm: 0 });
    expect(fieldErrors(zero)).toEqual({ heightCm: 'dimensionTooSmall' });
    const made = await submit(b, { ...BAGGAGE, lengthCm: 149 });
    expect(made.details).toMatchObject({ kind: 'SPECIAL_BAGGAGE', lengthCm: 149, oversize: true });
    expect(codeOf(await submitCall(b, BAGGAGE))).toBe(ResultCode.SERVICE_REQUEST_DUPLICATE);
  });

  it('needs the purpose of OTHER, and 100 cm on every side is not oversize', async () => {
    const b = await ticketed();
    expect(fieldErrors(await submitCall(b, { ...BAGGAGE, baggageType: 'OTHER' }))).toEqual({
      purpose: 'purposeRequired',
    });
    const made = await submit(b, {
      ...BAGGAGE,
      baggageType: 'OTHER',
      lengthCm: 100,
      widthCm: 100,
      heightCm: 100,
      purpose: ' 风筝 ',
    });
    expect(made.details).toMatchObject({ purpose: '风筝', oversize: false });
  });
});
