import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  OrderDetailSchema,
  OutboxDataSchema,
  ReserveDataSchema,
  UpstreamHeader,
  UpstreamPath,
} from '@/lib/contract';
import { ticketingJob } from '../db/schema';
import { okData } from '../../test/account-api';
import {
  CONTACT,
  adult,
  newKey,
  payOnGateway,
  reserveBody,
  reserveOk,
  runJobs,
  standardFare,
  visitorDetail,
} from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ workerIntervalMs: 0 });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());

const outbox = async (to: string) =>
  okData(
    OutboxDataSchema,
    await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(to)}&limit=20` }),
  ).messages.filter((m) => m.event === 'ORDER_TICKETED');

// Spec §2 Booking: payment success is not ticketing success, so the confirmation goes out once tickets exist.
describe('the confirmation of a ticketed order', () => {
  it('sends an e-mail with the itinerary and an SMS, in Chinese for an order made in Chinese, once', async () => {
    const contact = { ...CONTACT, email: 'Confirm.ZH@example.com', mobile: '13812340001' };
    const { fareId } = await standardFare(app, 21);
    const order = await reserveOk(app, reserveBody([fareId], { contact }));
    await payOnGateway(app, order.orderNo, order.price.actualAmount);
    expect(await outbox('confirm.zh@example.com')).toHaveLength(0);
    await runJobs(app);
    const detail = await visitorDetail(app, order.orderNo, '张云雀', contact.mobile);
    const ticketNo = detail.tickets[0]!.ticketNo!;
    const [email] = await outbox('confirm.zh@example.com');
    expect(email!.channel).toBe('EMAIL');
    expect(email!.text).toContain(order.orderNo);
    expect(email!.text).toContain(ticketNo);
    expect(email!.text).toContain('已出票');
    expect(email!.text).toContain(detail.segments[0]!.flightNo);
    // Names, never bare codes: the airport's own name in the order's language.
    expect(email!.text).toContain('白云');
    const sms = await outbox(`86-${contact.mobile}`);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe('SMS');
    expect(sms[0]!.text).toContain(order.orderNo);
    // Running the jobs again sends nothing more.
    await runJobs(app);
    expect(await outbox('confirm.zh@example.com')).toHaveLength(1);
    const [job] = await app.airline.db.select().from(ticketingJob).where(eq(ticketingJob.orderNo, order.orderNo));
    expect(job?.lastError ?? null).toBeNull();
  });

  it('writes the confirmation in English for an order made in English, with local times', async () => {
    const contact = { ...CONTACT, email: 'confirm.en@example.com', mobile: '13812340002' };
    const { fareId, flight } = await standardFare(app, 22);
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.reserve,
      headers: { [IDEMPOTENCY_HEADER]: newKey(), [UpstreamHeader.language]: 'en_US' },
      payload: reserveBody([fareId], {
        contact,
        passengers: [
          adult({
            name: undefined,
            surname: 'OBRIEN',
            givenName: 'SEAN',
            nationality: 'IE',
            certificateType: 'PP',
            certificateNumber: 'E12345678',
            certificateValidity: '2031-01-01',
          }),
        ],
      }),
    });
    const order = okData(ReserveDataSchema, res);
    await payOnGateway(app, order.orderNo, order.price.actualAmount);
    await runJobs(app);
    const [email] = await outbox('confirm.en@example.com');
    expect(email!.text).toContain(`booking ${order.orderNo} is confirmed`);
    expect(email!.text).toContain('Guangzhou Baiyun');
    expect(email!.text).toContain('OBRIEN/SEAN');
    // The departure's local wall time as the flight list shows it.
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: flight.depTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(flight.depTime));
    expect(email!.text).toContain(`departs ${local}`);
  });

  it('answers names, never codes, in the order view', async () => {
    const { fareId } = await standardFare(app, 23);
    const order = await reserveOk(
      app,
      reserveBody([fareId], {
        ancillaries: {
          baggage: [{ passenger: 0, segment: 0, productCode: 'BAG10' }],
          meals: [],
          insurance: [{ passenger: 0, segment: 0, productCode: 'INS_ACCIDENT' }],
          seats: [],
          priority: [],
        },
      }),
    );
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.visitorOrder,
      headers: { [UpstreamHeader.language]: 'en_US' },
      payload: { orderNo: order.orderNo, passengerName: '张云雀', mobile: CONTACT.mobile },
    });
    const detail = okData(OrderDetailSchema, res);
    expect(detail.segments[0]).toMatchObject({ depCityName: 'Guangzhou', arrCityName: 'Beijing' });
    expect(detail.segments[0]!.depAirportName).toMatch(/Baiyun/);
    expect(detail.passengers[0]!.certificateTypeName).toBe('National ID card');
    expect(detail.ancillaries.map((a) => a.name).sort()).toEqual([
      'Checked baggage 10 kg',
      'Flight accident insurance',
    ]);
  });
});
