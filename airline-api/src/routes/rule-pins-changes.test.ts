import type { FastifyInstance } from 'fastify';
import {
  AddPeopleCheckDataSchema,
  AddPeopleCommitDataSchema,
  IDEMPOTENCY_HEADER,
  PassengerModifyCheckDataSchema,
  PassengerModifyDataSchema,
  ResultCode,
  UpstreamPath,
  WalletRecordsDataSchema,
  type ReservePassenger,
} from '@/lib/contract';
import { caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, idNumber, newKey, reserveBody } from '../../test/booking-api';
import { applyForRefund, decideRefund } from '../../test/refund-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, ticketedOrder, VISITOR_PROOF as PROOF } from '../../test/ticketed-order';

// Rules after booking held at their bounds: a name change at departure, the passengers of an order, the wallet of a
// refund paid by the gateway.
jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

type Booked = { orderNo: string; depTime: string; passengerIds: string[] };

/** Each order flies on its own day. */
let day = 0;

/** Books a FLEX order (a visitor's, or the member's with `token`), pays it on the gateway and tickets it. */
async function ticketed(passengers: ReservePassenger[] = [adult()], token: string | null = null): Promise<Booked> {
  setOffset(app, 0);
  const flight = await flightOnNextDay(app, () => (day += 1), { family: 'FLEX', seats: passengers.length + 1 });
  const body = reserveBody([`${flight.flightId}.FLEX`], { passengers });
  const { order, detail } = await ticketedOrder(app, body, { token, proof: PROOF });
  return { orderNo: order.orderNo, depTime: flight.depTime, passengerIds: detail.passengers.map((p) => p.passengerId) };
}

/** The first adult of reserveBody and `n − 1` others, each with a document of their own. */
const party = (n: number) => [
  adult(),
  ...Array.from({ length: n - 1 }, (_, i) =>
    adult({ name: `张云${'一二三四五六七八'[i]}`, certificateNumber: idNumber('1990-03-07', `8${i}3`) }),
  ),
];

/** A visitor's read of the order (the proof in the body). */
const visitorCall = (url: string, b: Booked, body: Record<string, unknown>) =>
  caller(app).post(url, { orderNo: b.orderNo, visitor: PROOF, ...body });
/** A visitor's change as lib/upstream sends it: the proof in the body, and the Idempotency-Key. */
const visitorChange = (url: string, b: Booked, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url,
    payload: { orderNo: b.orderNo, visitor: PROOF, ...body },
    headers: { [IDEMPOTENCY_HEADER]: newKey(), 'x-forwarded-for': '10.0.0.1' },
  });
const refusalData = (res: { body: string }) => (JSON.parse(res.body) as { data?: unknown }).data;

describe('a name change at departure (spec §5 Passengers: some passengers are not eligible; decision 24)', () => {
  it('is allowed 1 ms before departure and blocked (a used segment) at the departure instant', async () => {
    const b = await ticketed();
    const block = async () =>
      okData(PassengerModifyCheckDataSchema, await visitorCall(UpstreamPath.passengerModifyCheck, b, {})).passengers[0]!
        .block;
    const mobile = '13912345678';
    const rename = () =>
      visitorChange(UpstreamPath.passengerModify, b, {
        passengerId: b.passengerIds[0],
        mobile,
        mobileConfirm: mobile,
        field: 'NAME',
        name: '张云飞',
      });
    clockBefore(app, b.depTime, 0);
    expect(await block()).toBe('used');
    const refused = await rename();
    expect(codeOf(refused)).toBe(ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE);
    expect(refusalData(refused)).toEqual({ block: 'used' });
    clockBefore(app, b.depTime, 1);
    expect(await block()).toBeNull();
    expect(okData(PassengerModifyDataSchema, await rename()).modification).toMatchObject({ after: '张云飞' });
  });
});

describe('adding a child to an order (spec §9 passengers per booking: 9; decision 25)', () => {
  const KID = {
    name: '张小明',
    gender: 'F',
    birthday: '2018-04-09',
    nationality: 'CN',
    certificateType: 'NI',
    certificateNumber: idNumber('2018-04-09', '862'),
  };
  /** The first adult's block for a child, and the commit of one at the price the check shows. */
  const addChild = async (b: Booked) => {
    const check = okData(AddPeopleCheckDataSchema, await visitorCall(UpstreamPath.addPeopleCheck, b, { type: 'CHD' }));
    const res = await visitorChange(UpstreamPath.addPeopleCommit, b, {
      type: 'CHD',
      guardianId: b.passengerIds[0],
      passenger: KID,
      quotedTotal: check.segments.reduce((n, s) => n + s.total, 0),
    });
    return { block: check.adults[0]!.block, res };
  };

  it('refuses an order of 9 passengers, adds to an order of 8', async () => {
    const full = await addChild(await ticketed(party(9)));
    expect(full.block).toBe('passengerLimit');
    expect(codeOf(full.res)).toBe(ResultCode.ADD_PEOPLE_LIMIT);
    expect(refusalData(full.res)).toEqual({ limit: 'passengers' });
    const room = await addChild(await ticketed(party(8)));
    expect(room.block).toBeNull();
    expect(okData(AddPeopleCommitDataSchema, room.res).order).toMatchObject({ status: 'PENDING_PAYMENT', type: 'CHD' });
  });
});

describe('the wallet of a refund paid by the gateway (spec §3 Wallet, §4 wallet record status; decision 23)', () => {
  it('shows no refund in progress for an approved refund that goes back to the gateway', async () => {
    const b = await ticketed([adult()], demo);
    const made = await applyForRefund(app, b.orderNo, [{ passengerId: b.passengerIds[0]!, segmentIndex: 0 }], {
      token: demo,
    });
    expect(made.amount).toBeGreaterThan(0);
    expect(await decideRefund(app, made.refundNo, 'approve')).toMatchObject({ status: 'APPROVED' });
    const records = okData(
      WalletRecordsDataSchema,
      await caller(app).post(UpstreamPath.walletRecords, { months: 1, kind: 'REFUND' }, demo),
    ).records;
    expect(records.filter((r) => r.orderNo === b.orderNo)).toEqual([]);
  });
});
