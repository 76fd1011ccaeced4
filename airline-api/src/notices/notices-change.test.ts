import { OutboxDataSchema, UpstreamPath } from '@/lib/contract';
import { okData } from '../../test/account-api';
import { CONTACT, adult, runJobs } from '../../test/booking-api';
import {
  app,
  before,
  commitOk,
  DAY,
  demo,
  items,
  newFare,
  payChange,
  serveReschedule,
  ticketed,
} from '../../test/reschedule-scene';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';

// Each case books, pays and tickets on a fresh database: slow on a busy machine.
jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// Issue 28 §4, decision 47: a paid date change is told once it is confirmed (its new tickets issued), as a change
// of the booking the traveller knows, linking to the member's order page; not while it waits for payment, and not
// as a new booking.

serveReschedule();

async function notices(to: string, text: string, event: string) {
  const { messages } = okData(
    OutboxDataSchema,
    await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(to)}&limit=50` }),
  );
  return messages.filter((m) => m.event === event && m.text.includes(text));
}

describe('a paid date change', () => {
  it('is told once its new tickets are issued, naming the booking, the change and the new flight', async () => {
    const b = await ticketed([adult()], { token: demo });
    await before(b, 5 * DAY, true);
    const choice = await newFare(b);
    const made = await commitOk(b, items(b), [choice]);
    await runJobs(app);
    expect(await notices(`86-${CONTACT.mobile}`, made.orderNo, 'CHANGE_CONFIRMED')).toHaveLength(0);

    await payChange(made.orderNo, made.total);
    await runJobs(app);
    await runJobs(app);
    const sms = await notices(`86-${CONTACT.mobile}`, made.orderNo, 'CHANGE_CONFIRMED');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`订单 ${b.orderNo} 的改期已确认`);
    expect(sms[0]!.text).toContain(choice.flight.flightNo);
    expect(sms[0]!.text).toContain(`http://localhost:3000/zh-CN/member/ticketorderdetail/${b.orderNo}`);
    expect(await notices(CONTACT.email, made.orderNo, 'CHANGE_CONFIRMED')).toHaveLength(1);
    expect(await notices(CONTACT.email, made.orderNo, 'ORDER_TICKETED')).toHaveLength(0);
  });
});
