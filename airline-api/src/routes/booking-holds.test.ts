// @postgres (decision 57): npm test runs it on PostgreSQL too, for the unpaid-hold limits under parallel bookings.
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, OrderDetailSchema, ReserveDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { HOLD_LIMITS } from '@/lib/domain/hold-rules';
import { heldAs } from '../booking/hold-limits';
import { addDays } from '../domain/dates';
import { codeOf, loginToken, MINUTE, okData, setOffset } from '../../test/account-api';
import {
  adult,
  CONTACT,
  FLIGHT_DATE,
  flightsOn,
  idNumber,
  infant,
  payOnGateway,
  reserveBody,
} from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer, VISITOR_KEY } from '../../test/test-server';

// Issue 29 §1 "seat spinning", decision 51: what one address, one member and one contact phone may hold unpaid
// (spec §4: an order pending payment, status 1, holds its seats until the payment countdown of spec §2 Booking ends).
jest.setTimeout(DB_TEST_TIMEOUT_MS);

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ workerIntervalMs: 0 });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const NUMERALS = '一二三四五六七八九';
/** `n` different adults (a family or a group: one document each). */
const adults = (n: number, tag = 0) =>
  Array.from({ length: n }, (_, i) =>
    adult({ name: `张云${NUMERALS[i]}`, certificateNumber: idNumber('1990-03-07', `${tag}${i}1`.slice(-3)) }),
  );

let phones = 0;
/** A contact phone no other test uses. */
const newPhone = () => `1390000${String(++phones).padStart(4, '0')}`;
let keys = 0;

/** A reserve as the web sends it: the visitor's address forwarded with the visitor key (decision 12). */
function reserveFrom(
  ip: string,
  fareId: string,
  opts: { passengers?: ReturnType<typeof adults>; mobile?: string; token?: string; on?: FastifyInstance } = {},
) {
  const body = reserveBody([fareId], {
    passengers: opts.passengers ?? adults(1),
    contact: { ...CONTACT, mobile: opts.mobile ?? newPhone() },
  });
  // A loopback visitor speaks from its own source address, as the web exposed directly would be reached.
  const fromSocket = ip.startsWith('127.');
  return (opts.on ?? app).inject({
    method: 'POST',
    url: UpstreamPath.reserve,
    ...(fromSocket ? { remoteAddress: ip } : {}),
    headers: {
      [IDEMPOTENCY_HEADER]: `holds-${process.pid}-${++keys}`,
      ...(fromSocket ? {} : { 'x-forwarded-for': ip, 'x-visitor-key': VISITOR_KEY }),
      ...(opts.token ? { 'x-member-token': opts.token } : {}),
    },
    payload: body,
  });
}
const made = async (res: Awaited<ReturnType<typeof reserveFrom>>) => okData(ReserveDataSchema, res);

/** A flight (its own day) with at least 40 seats of one fare family left, as the finding had 42. */
async function roomyFare(day: number, on = app) {
  const date = addDays(FLIGHT_DATE, day);
  for (const flight of await flightsOn(on, 'CAN', 'PEK', date)) {
    const fare = flight.fares.find((f) => f.seatsLeft >= 40);
    if (fare) return { flightId: flight.flightId, date, fareId: `${flight.flightId}.${fare.fareFamily}` };
  }
  throw new Error('no roomy flight');
}
async function seatsLeft(fare: { flightId: string; date: string; fareId: string }) {
  const flight = (await flightsOn(app, 'CAN', 'PEK', fare.date)).find((f) => f.flightId === fare.flightId)!;
  return flight.fares.find((f) => `${flight.flightId}.${f.fareFamily}` === fare.fareId)!.seatsLeft;
}
const cancel = (orderNo: string, mobile: string) =>
  app.inject({
    method: 'POST',
    url: UpstreamPath.cancelOrder,
    payload: { orderNo, passengerName: '张云一', mobile },
  });

describe('seat spinning (issue 29 §1)', () => {
  it('the finding: four reserves of 9 adults from one address hold at most 18 seats of a flight', async () => {
    const fare = await roomyFare(1);
    const before = await seatsLeft(fare);
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(codeOf(await reserveFrom('127.0.0.2', fare.fareId, { passengers: adults(9) })));
    expect(codes).toEqual([ResultCode.OK, ResultCode.OK, ResultCode.UNPAID_HOLD_LIMIT, ResultCode.UNPAID_HOLD_LIMIT]);
    expect(await seatsLeft(fare)).toBe(before - 2 * 9);
    // The real customer, from another address, books the same flight normally.
    expect(codeOf(await reserveFrom('127.0.0.3', fare.fareId, { passengers: adults(2) }))).toBe(ResultCode.OK);
  });

  it('a concurrent burst from one address holds no more than the limit', async () => {
    const fare = await roomyFare(2);
    const before = await seatsLeft(fare);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => reserveFrom('203.0.113.20', fare.fareId, { passengers: adults(9) })),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === ResultCode.OK)).toHaveLength(2);
    expect(codes.filter((c) => c === ResultCode.UNPAID_HOLD_LIMIT)).toHaveLength(4);
    expect(await seatsLeft(fare)).toBe(before - 18);
  });

  it('an address: 18 seats of a flight pass, the 19th is refused; another address is unaffected', async () => {
    const fare = await roomyFare(3);
    expect(HOLD_LIMITS.address.seatsPerFlight).toBe(18);
    await made(await reserveFrom('203.0.113.30', fare.fareId, { passengers: adults(9) }));
    await made(await reserveFrom('203.0.113.30', fare.fareId, { passengers: adults(8) }));
    // 17 held: one more is the 18th and passes, then the 19th is refused.
    await made(await reserveFrom('203.0.113.30', fare.fareId));
    const refused = await reserveFrom('203.0.113.30', fare.fareId);
    expect(codeOf(refused)).toBe(ResultCode.UNPAID_HOLD_LIMIT);
    expect(JSON.parse(refused.body).msg).toContain('未支付');
    await made(await reserveFrom('203.0.113.31', fare.fareId));
  });

  it('an address: 6 unpaid orders pass, the 7th is refused; an expired one frees its place', async () => {
    const fare = await roomyFare(4);
    expect(HOLD_LIMITS.address.orders).toBe(6);
    for (let i = 0; i < 6; i++) await made(await reserveFrom('203.0.113.40', fare.fareId));
    expect(codeOf(await reserveFrom('203.0.113.40', fare.fareId))).toBe(ResultCode.UNPAID_HOLD_LIMIT);
    // Orders past their 30-minute payment window hold nothing, even before the sweep cancels them.
    setOffset(app, 30 * MINUTE + 1);
    await made(await reserveFrom('203.0.113.40', fare.fareId));
  });

  it('addresses of one IPv6 /64 count as one', async () => {
    const fare = await roomyFare(5);
    await made(await reserveFrom('2001:db8:1:2::a', fare.fareId, { passengers: adults(9) }));
    await made(await reserveFrom('2001:db8:1:2::b', fare.fareId, { passengers: adults(9) }));
    expect(codeOf(await reserveFrom('2001:db8:1:2:ffff::1', fare.fareId))).toBe(ResultCode.UNPAID_HOLD_LIMIT);
    await made(await reserveFrom('2001:db8:1:3::a', fare.fareId));
  });

  it('a phone: 9 seats of a flight pass, the 10th is refused, from any address; cancelling gives room back', async () => {
    const fare = await roomyFare(6);
    const phone = newPhone();
    const first = await made(await reserveFrom('198.51.100.1', fare.fareId, { passengers: adults(5), mobile: phone }));
    // An infant takes no seat: 9 seats with the infant on a lap.
    const family = [...adults(4, 5), infant()];
    await made(await reserveFrom('198.51.100.2', fare.fareId, { passengers: family, mobile: phone }));
    const tenth = () => reserveFrom('198.51.100.3', fare.fareId, { mobile: phone });
    expect(codeOf(await tenth())).toBe(ResultCode.UNPAID_HOLD_LIMIT);
    // Another phone books the same flight from the same address.
    await made(await reserveFrom('198.51.100.3', fare.fareId));
    expect(okData(OrderDetailSchema, await cancel(first.orderNo, phone)).orderStatus).toBe(3);
    await made(await tenth());
  });

  it('a phone: 3 unpaid orders pass, the 4th is refused; paying one gives room back', async () => {
    const fare = await roomyFare(7);
    const phone = newPhone();
    const orders = [];
    for (let i = 0; i < 3; i++)
      orders.push(await made(await reserveFrom(`198.51.100.${10 + i}`, fare.fareId, { mobile: phone })));
    const fourth = () => reserveFrom('198.51.100.20', fare.fareId, { mobile: phone });
    expect(codeOf(await fourth())).toBe(ResultCode.UNPAID_HOLD_LIMIT);
    await payOnGateway(app, orders[0]!.orderNo, orders[0]!.price.actualAmount);
    await made(await fourth());
  });

  it('a member: 9 seats of a flight and 3 unpaid orders, whatever the phone and address', async () => {
    const token = await loginToken(app);
    const fare = await roomyFare(8);
    const other = await roomyFare(9);
    const as = (ip: string, id: string, passengers = adults(1)) => reserveFrom(ip, id, { token, passengers });
    await made(await as('192.0.2.1', fare.fareId, adults(8)));
    await made(await as('192.0.2.2', fare.fareId));
    expect(codeOf(await as('192.0.2.3', fare.fareId))).toBe(ResultCode.UNPAID_HOLD_LIMIT);
    // Two orders held: the third (another flight) passes, the fourth is refused.
    await made(await as('192.0.2.4', other.fareId));
    expect(codeOf(await as('192.0.2.5', other.fareId))).toBe(ResultCode.UNPAID_HOLD_LIMIT);
    // A visitor (no login) with the same phones and addresses is not the member.
    await made(await reserveFrom('192.0.2.5', other.fareId));
  });

  it("only the test harnesses' switch leaves this machine's own address unheld; npm start holds it too", async () => {
    const fare = await roomyFare(10);
    // The Jest server is a harness (AIRLINE_UNHELD_LOOPBACK): 127.0.0.1 books on and on with one phone.
    for (let i = 0; i < 3; i++)
      await made(await reserveFrom('127.0.0.1', fare.fareId, { passengers: adults(9), mobile: CONTACT.mobile }));
    // Without the switch (npm start, production) the finding's four reserves of 9 from this machine meet the limit.
    app.airline.unheldLoopback = false;
    try {
      const other = await roomyFare(20);
      const mobile = '13600001111';
      await made(await reserveFrom('127.0.0.1', other.fareId, { passengers: adults(9), mobile }));
      expect(codeOf(await reserveFrom('127.0.0.1', other.fareId, { passengers: adults(9), mobile }))).toBe(
        ResultCode.UNPAID_HOLD_LIMIT,
      );
    } finally {
      app.airline.unheldLoopback = true;
    }
    expect(heldAs('127.0.0.1', true)).toBeNull();
    expect(heldAs('::1', true)).toBeNull();
    expect(heldAs('127.0.0.1', false)).toBe('127.0.0.1');
    expect(heldAs('::1', false)).toBe('0:0:0:0::/64');
    expect(heldAs('203.0.113.9', true)).toBe('203.0.113.9');
    expect(heldAs('127.0.0.2', true)).toBe('127.0.0.2');
  });
});
