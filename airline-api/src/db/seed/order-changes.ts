import { asc, eq, like } from 'drizzle-orm';
import { ResultCode, type ReservePassenger } from '@/lib/contract';
import type { MemberRow } from '../../account/tokens';
import { runTicketingJobOf } from '../../booking/ticketing';
import { modifyPassenger } from '../../passenger-modify/change';
import { submitRefund } from '../../refunds/commit';
import { approveRefund, payRefund, rejectRefund } from '../../refunds/desk';
import { priceRefund } from '../../refunds/quote';
import { makeReschedule } from '../../reschedule/commit';
import { priceChange } from '../../reschedule/price';
import { ApiError } from '../../errors';
import type { Services } from '../../services';
import { bookingOrder, idempotencyRecord, member, orderPassenger } from '../schema';
import { DEMO_PHONE } from './members';
import { at, flightsAfter, party, pay, reservePlan, type DemoOrderPlan } from './orders';

/**
 * SEEDED TEST DATA (README "Trying it"): the demo member's orders in the states of changes and refunds (decision 23),
 * so each flow can be looked at without walking it first. As seed/orders.ts does, each is made the way a
 * customer's is, at its own moments in the past: booked, paid on the gateway and ticketed, then refunded through
 * the refund commit and the refund desk, moved through the date change's commit, payment and ticketing job, or
 * corrected through the name change, with the clock standing at each moment. Each scenario is marked made by its
 * booking's idempotency key (`seed:demo-change:<change>`), so a restart adds nothing.
 *
 * Every one departs Guangzhou (CAN) for Chengdu (CTU), Shanghai (SHA) or Hangzhou (HGH), never Beijing (PEK), the
 * route the e2e day-of-travel specs book; and every one is booked within the last 90 days, so the older periods
 * of the orders list keep the settled orders of seed/orders.ts alone.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

export type DemoChange =
  | 'REFUND_SUBMITTED'
  | 'REFUND_APPROVED'
  | 'REFUND_PAID_BACK'
  | 'REFUND_REJECTED'
  | 'CHANGE_AWAITING_PAYMENT'
  | 'CHANGE_DONE'
  | 'NAME_CORRECTED';

export type DemoChangePlan = {
  change: DemoChange;
  /** How long before now the order was booked (paid a minute later, ticketed a minute after that). */
  bookedAgoMs: number;
  /** Days from the booking to the flight. */
  flyAfterDays: number;
  route: readonly [string, string];
  /** FLEX is refundable (nothing kept 7 days out); STANDARD changeable with a fee (decision 23). */
  family: 'FLEX' | 'STANDARD';
  /** How long before now the refund was submitted, the date change committed or the name corrected. */
  actedAgoMs: number;
  /** How long before now the desk approved or rejected it, or the date change was paid. */
  decidedAgoMs?: number;
  /** How long before now the desk paid the refund back. */
  paidBackAgoMs?: number;
  /** A date change moves the flight this many days later. */
  moveDays?: number;
};

/** One order per state; the unpaid date change is minutes old, as its 30 minutes to pay are real. */
export const DEMO_CHANGE_SET: readonly DemoChangePlan[] = [
  {
    change: 'REFUND_SUBMITTED',
    bookedAgoMs: 9 * DAY,
    flyAfterDays: 25,
    route: ['CAN', 'CTU'],
    family: 'FLEX',
    actedAgoMs: 1 * DAY,
  },
  {
    change: 'REFUND_APPROVED',
    bookedAgoMs: 15 * DAY,
    flyAfterDays: 26,
    route: ['CAN', 'SHA'],
    family: 'FLEX',
    actedAgoMs: 6 * DAY,
    decidedAgoMs: 4 * DAY,
  },
  {
    change: 'REFUND_PAID_BACK',
    bookedAgoMs: 75 * DAY,
    flyAfterDays: 30,
    route: ['CAN', 'HGH'],
    family: 'FLEX',
    actedAgoMs: 70 * DAY,
    decidedAgoMs: 68 * DAY,
    paidBackAgoMs: 60 * DAY,
  },
  {
    change: 'REFUND_REJECTED',
    bookedAgoMs: 25 * DAY,
    flyAfterDays: 45,
    route: ['CAN', 'CTU'],
    family: 'FLEX',
    actedAgoMs: 20 * DAY,
    decidedAgoMs: 18 * DAY,
  },
  {
    change: 'CHANGE_AWAITING_PAYMENT',
    bookedAgoMs: 8 * DAY,
    flyAfterDays: 30,
    route: ['CAN', 'HGH'],
    family: 'STANDARD',
    actedAgoMs: 3 * MINUTE,
    moveDays: 2,
  },
  {
    change: 'CHANGE_DONE',
    bookedAgoMs: 30 * DAY,
    flyAfterDays: 40,
    route: ['CAN', 'SHA'],
    family: 'STANDARD',
    actedAgoMs: 20 * DAY,
    decidedAgoMs: 20 * DAY - MINUTE,
    moveDays: 3,
  },
  {
    change: 'NAME_CORRECTED',
    bookedAgoMs: 12 * DAY,
    flyAfterDays: 35,
    route: ['CAN', 'CTU'],
    family: 'STANDARD',
    actedAgoMs: 11 * DAY,
  },
];

/** The desk's words for the rejected application (spec §9: a rejection says why). */
export const DEMO_REJECTION_REASON = '未查到重复预订：该乘机人在此航班仅持有这一张客票';
/** The name as first booked, one character wrong; the correction makes it the saved passenger's (seed/booking.ts). */
const MISTYPED_NAME = '张云鹊';
const RIGHT_NAME = '张云雀';

/** The order's passengers as the refund, the change and the correction name them. */
async function passengersOf(s: Services, orderNo: string) {
  return s.db
    .select()
    .from(orderPassenger)
    .where(eq(orderPassenger.orderNo, orderNo))
    .orderBy(asc(orderPassenger.psgIndex));
}

/** Every passenger of the order on its first segment: what each refund and date change here asks for. */
async function firstSegmentItems(s: Services, orderNo: string) {
  return (await passengersOf(s, orderNo)).map((p) => ({ passengerId: p.passengerId, segmentIndex: 0 }));
}

async function orderRow(s: Services, orderNo: string) {
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!o) throw new Error(`seeded order ${orderNo} is gone`);
  return o;
}

/** A voluntary refund of the whole order, submitted at `atMs` for exactly what the quote says then. */
async function submitAt(s: Services, orderNo: string, buyer: MemberRow, key: string, atMs: number, reason: string) {
  const then = at(s, atMs);
  const order = await orderRow(s, orderNo);
  const items = await firstSegmentItems(s, orderNo);
  const quote = await priceRefund(then, order, items, 'VOLUNTARY', 'zh_CN');
  return submitRefund(
    then,
    {
      order,
      actor: { memberId: buyer.id },
      key: `${key}:refund`,
      fields: {
        orderNo,
        items,
        refundType: 'VOLUNTARY',
        reason,
        note: '',
        confirmVoluntary: false,
        quotedAmount: quote.data.totalAmount,
      },
      attachments: [],
    },
    'zh_CN',
  );
}

/** What a flight answers when it cannot be moved to: another flight of the day may still do. */
const UNBOOKABLE = new Set<string>([
  ResultCode.CHANGE_FARE_SOLD_OUT,
  ResultCode.NOT_ON_SALE,
  ResultCode.FLIGHT_NOT_FOUND,
]);

/**
 * A date change of the whole order to a flight `moveDays` later on the same route and fare family, committed at
 * `atMs` for the total quoted then: the first flight of that day that prices and still has the seats.
 */
async function moveAt(s: Services, orderNo: string, buyer: MemberRow, key: string, atMs: number, plan: DemoChangePlan) {
  const then = at(s, atMs);
  const order = await orderRow(s, orderNo);
  const items = await firstSegmentItems(s, orderNo);
  const [dep, arr] = plan.route;
  const bookedAt = s.clock.now() - plan.bookedAgoMs;
  for (const flightId of flightsAfter(s, dep, arr, bookedAt, plan.flyAfterDays + (plan.moveDays ?? 1))) {
    const choices = [{ segmentIndex: 0, fareId: `${flightId}.${plan.family}` }];
    try {
      const quote = await priceChange(then, order, items, choices);
      return await makeReschedule(then, {
        order,
        actor: { memberId: buyer.id },
        key: `${key}:reschedule`,
        body: { orderNo, items, choices, quotedTotal: quote.data.total },
      });
    } catch (err) {
      // Sold out or off sale: the day's next flight. Anything else is a fault of the seed or of the change.
      if (!(err instanceof ApiError && UNBOOKABLE.has(err.code))) throw err;
    }
  }
  return null;
}

/** Makes one scenario; false when no flight of its day could be booked or moved to. */
async function makeChange(s: Services, plan: DemoChangePlan, buyer: MemberRow, key: string): Promise<boolean> {
  const now = s.clock.now();
  const ago = (ms: number | undefined) => now - (ms ?? 0);
  const bookedAt = now - plan.bookedAgoMs;
  const booking: DemoOrderPlan = {
    outcome: 'TICKETED',
    bookedAgoMs: plan.bookedAgoMs,
    flyAfterDays: plan.flyAfterDays,
    route: plan.route,
    party: 'adult',
  };
  const passengers: ReservePassenger[] =
    plan.change === 'NAME_CORRECTED' ? party('adult').map((p) => ({ ...p, name: MISTYPED_NAME })) : party('adult');
  const made = await reservePlan(s, booking, buyer, key, bookedAt, [plan.family], passengers);
  if (!made) return false;
  const { orderNo } = made;
  await pay(s, orderNo, made.price.actualAmount, bookedAt + MINUTE, 'success');
  await runTicketingJobOf(at(s, bookedAt + 2 * MINUTE), orderNo);

  switch (plan.change) {
    case 'REFUND_SUBMITTED':
      await submitAt(s, orderNo, buyer, key, ago(plan.actedAgoMs), 'PLAN_CHANGED');
      return true;
    case 'REFUND_APPROVED': {
      const application = await submitAt(s, orderNo, buyer, key, ago(plan.actedAgoMs), 'PLAN_CHANGED');
      await approveRefund(at(s, ago(plan.decidedAgoMs)), application.refundNo);
      return true;
    }
    case 'REFUND_PAID_BACK': {
      const application = await submitAt(s, orderNo, buyer, key, ago(plan.actedAgoMs), 'PLAN_CHANGED');
      await approveRefund(at(s, ago(plan.decidedAgoMs)), application.refundNo);
      await payRefund(at(s, ago(plan.paidBackAgoMs)), application.refundNo);
      return true;
    }
    case 'REFUND_REJECTED': {
      const application = await submitAt(s, orderNo, buyer, key, ago(plan.actedAgoMs), 'DUPLICATE_BOOKING');
      await rejectRefund(at(s, ago(plan.decidedAgoMs)), application.refundNo, DEMO_REJECTION_REASON);
      return true;
    }
    case 'CHANGE_AWAITING_PAYMENT':
      return (await moveAt(s, orderNo, buyer, key, ago(plan.actedAgoMs), plan)) !== null;
    case 'CHANGE_DONE': {
      const moved = await moveAt(s, orderNo, buyer, key, ago(plan.actedAgoMs), plan);
      if (!moved) return false;
      const paidAt = ago(plan.decidedAgoMs);
      // Paid on the gateway for the change (result type 'reschedule'), then the ticketing job issues the new
      // 902 tickets and the old ones read 'changed'.
      await pay(s, moved.orderNo, moved.total, paidAt, 'success', 'reschedule');
      await runTicketingJobOf(at(s, paidAt + MINUTE), moved.orderNo);
      return true;
    }
    case 'NAME_CORRECTED': {
      const [p] = await passengersOf(s, orderNo);
      await modifyPassenger(at(s, ago(plan.actedAgoMs)), {
        order: await orderRow(s, orderNo),
        actor: { memberId: buyer.id },
        key: `${key}:modify`,
        body: {
          orderNo,
          passengerId: p!.passengerId,
          field: 'NAME',
          name: RIGHT_NAME,
          mobile: DEMO_PHONE,
          mobileConfirm: DEMO_PHONE,
        },
      });
      return true;
    }
  }
}

const KEY_PREFIX = 'seed:demo-change:';

/** The booking key of a scenario: it marks the scenario made. */
export const demoChangeKey = (change: DemoChange) => `${KEY_PREFIX}${change}`;

/**
 * Gives the demo member (sandbox only: it exists only then) one order in each state of DEMO_CHANGE_SET; those made
 * on an earlier start are not made again. Answers how many it made now.
 */
export async function seedDemoOrderChanges(s: Services): Promise<number> {
  const [demo] = await s.db.select().from(member).where(eq(member.cellphone, DEMO_PHONE));
  if (!demo) return 0;
  const done = new Set(
    (
      await s.db
        .select({ key: idempotencyRecord.key })
        .from(idempotencyRecord)
        .where(like(idempotencyRecord.key, `${KEY_PREFIX}%`))
    ).map((r) => r.key),
  );
  let made = 0;
  for (const plan of DEMO_CHANGE_SET) {
    const key = demoChangeKey(plan.change);
    if (done.has(key)) continue;
    if (await makeChange(s, plan, demo, key)) made += 1;
  }
  return made;
}
