import type { FastifyInstance } from 'fastify';
import { ResultCode, type MailingAddress } from '@/lib/contract';
import { codeOf, MINUTE, setOffset } from '../../test/account-api';
import { flightsOn, reserveBody, reserveCall, reserveOk, standardFare, visitorDetail } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';

// Booking rules held at their bounds: the payment deadline, the end of sales, the mailed itinerary's phone.
jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

/** Moves airline-api's clock to `ms` before a departure. */
const clockBefore = (depTime: string, ms: number) => setOffset(app, Date.parse(depTime) - ms - TEST_NOW);

describe('the payment deadline (spec §2 Booking payment countdown; §9 payment window 30 min)', () => {
  it('is capped at departure − 1 h: reserved 75 min before, the deadline is 60 min before, not now + 30 min', async () => {
    const { flight, fareId } = await standardFare(app, 1);
    const dep = Date.parse(flight.depTime);
    clockBefore(flight.depTime, 91 * MINUTE);
    const early = await reserveOk(app, reserveBody([fareId]));
    expect(Date.parse(early.paymentDeadline)).toBe(dep - 61 * MINUTE);
    clockBefore(flight.depTime, 75 * MINUTE);
    const late = await reserveOk(app, reserveBody([fareId]));
    expect(Date.parse(late.paymentDeadline)).toBe(dep - 60 * MINUTE);
  });
});

describe('the end of sales (spec §7 searchflight: flights leaving within 60 minutes are no longer sold)', () => {
  it('sells a fare until 1 h and 1 ms before departure; from exactly 1 h before, search and reserve refuse it', async () => {
    const { flight, fareId } = await standardFare(app, 2);
    const listed = async () =>
      (await flightsOn(app, 'CAN', 'PEK', flight.depTime.slice(0, 10))).some((f) => f.flightId === flight.flightId);
    clockBefore(flight.depTime, 60 * MINUTE + 1);
    expect(await listed()).toBe(true);
    expect(codeOf(await reserveCall(app, reserveBody([fareId])))).toBe(ResultCode.OK);
    clockBefore(flight.depTime, 60 * MINUTE);
    expect(await listed()).toBe(false);
    expect(codeOf(await reserveCall(app, reserveBody([fareId])))).toBe(ResultCode.NOT_ON_SALE);
  });
});

describe('the mailed itinerary (spec §5 Services: mailing name, area code and phone valid)', () => {
  const address = (areaCode: string, phone: string): MailingAddress => ({
    recipient: '张云雀',
    areaCode,
    phone,
    province: '广东省',
    city: '广州市',
    district: '越秀区',
    address: '解放北路 1 号',
    zip: '510030',
  });
  const mailed = (fareId: string, areaCode: string, phone: string) =>
    reserveBody([fareId], { ancillaries: { mailing: address(areaCode, phone) } });

  it("checks a mainland phone as a mainland mobile: 86 + '12345' refused, an 11-digit mobile accepted", async () => {
    const { fareId } = await standardFare(app, 3);
    expect(codeOf(await reserveCall(app, mailed(fareId, '86', '12345')))).toBe(ResultCode.MAILING_ADDRESS_INVALID);
    // The same five digits are a number abroad.
    expect(codeOf(await reserveCall(app, mailed(fareId, '852', '12345')))).toBe(ResultCode.OK);
    const order = await reserveOk(app, mailed(fareId, '86', '13912345678'));
    expect((await visitorDetail(app, order.orderNo)).mailing).toMatchObject({ areaCode: '86', phone: '13912345678' });
  });
});
