import { eq } from 'drizzle-orm';
import { ResultCode, UpstreamPath, WalletPayDataSchema, WalletRecordsDataSchema } from '@/lib/contract';
import { codeOf, DEMO, okData } from '../../test/account-api';
import { runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  addOnOrderOf,
  app,
  before,
  chartOf,
  demo,
  HOUR,
  plain,
  offerOf,
  plainSeat,
  post,
  priceOf,
  reserveData,
  seat,
  seatHolder,
  ticketed,
  serveSeatSelection,
} from '../../test/seat-selection-scene';
import { member } from '../db/schema';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveSeatSelection();

const balance = async () =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO.cellphone)))[0]!.balance;

// Decision 49 (issue 28 §5): an add-on order (type 3) is paid from the member's wallet as a booking is: the amount
// the order asks, debited once, the signed return of its result type, and the add-on applied by the worker; the
// wallet lists the trade with the airline's number and the ledger stays clean.
describe('paying an add-on order from the wallet (spec §2 wallet flow)', () => {
  it('debits the wallet, answers the checkin return, moves the seat, lists the trade; the ledger is clean', async () => {
    await app.airline.db.update(member).set({ balance: 500_000 }).where(eq(member.cellphone, DEMO.cellphone));
    const b = await ticketed();
    const id = b.passengerIds[0]!;
    await before(b, 47 * HOUR);
    const offer = await offerOf(b);
    const s = plainSeat(await chartOf(b));
    const { order } = await reserveData(b, offer.sessionId, [seat(id, s)], priceOf(offer, s));
    expect(order).toMatchObject({ state: 'PENDING_PAYMENT', payAmount: priceOf(offer, s) });
    const pay = (amount: number, token = demo) =>
      post(UpstreamPath.walletPay, { orderNo: order.orderNo, amount, currency: 'CNY', type: 'checkin' }, token);

    // Another member may not pay it from their wallet; a wrong amount is refused; nothing is taken.
    expect(codeOf(await pay(order.payAmount, plain))).not.toBe(ResultCode.OK);
    expect(codeOf(await pay(order.payAmount + 1))).toBe(ResultCode.PAYMENT_AMOUNT_MISMATCH);
    const start = await balance();

    const paid = okData(WalletPayDataSchema, await pay(order.payAmount));
    expect(paid.requestNo).toMatch(/^WP\d{16}$/);
    expect(paid.paymentReturn).toMatchObject({
      type: 'checkin',
      orderNumber: order.orderNo,
      pay: 'success',
      amount: order.payAmount,
    });
    expect(await balance()).toBe(start - order.payAmount);
    // Paid once: the same order cannot be paid again.
    expect(codeOf(await pay(order.payAmount))).toBe(ResultCode.ORDER_NOT_PAYABLE);

    await runJobs(app);
    expect(await addOnOrderOf(b, order.orderNo)).toMatchObject({ state: 'DONE' });
    expect(await seatHolder(b.flight.flightId, s)).toBe(b.orderNo);

    const records = okData(WalletRecordsDataSchema, await post(UpstreamPath.walletRecords, {}));
    expect(records.records.find((r) => r.orderNo === order.orderNo)).toMatchObject({
      kind: 'TRADE',
      requestNo: paid.requestNo,
      amount: order.payAmount,
      orderType: 3,
    });

    const ledger = await app.inject({ method: 'GET', url: UpstreamPath.sandboxLedger, remoteAddress: '127.0.0.1' });
    type LedgerOrder = { orderNo: string; orderType: number; paid: number; wallet: unknown };
    const l = (JSON.parse(ledger.body) as { data: { violations: unknown[]; orders: LedgerOrder[] } }).data;
    expect(l.violations).toEqual([]);
    expect(l.orders.find((o) => o.orderNo === order.orderNo)).toMatchObject({
      orderType: 3,
      paid: order.payAmount,
      wallet: { paid: order.payAmount, refunded: 0 },
    });
  });
});
