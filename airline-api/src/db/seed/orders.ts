import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { OrderStatus, ProductStatus, ReserveBodySchema, type FareFamily, type ReservePassenger } from '@/lib/contract';
import { mainlandIdCheckChar } from '@/lib/domain/certificate-rules';
import type { MemberRow } from '../../account/tokens';
import { cancelUnpaid, expireDue } from '../../booking/lifecycle';
import { completePayment, newPaymentRequestNo } from '../../booking/payments';
import { reserve } from '../../booking/reserve';
import { runOneTicketingJob } from '../../booking/ticketing';
import { createClock } from '../../clock';
import { localDate } from '../../domain/time-zone';
import type { Services } from '../../services';
import { bookingOrder, idempotencyRecord, member, orderTicket, payment, ticketingJob } from '../schema';
import { DEMO_PHONE } from './members';

/**
 * SEEDED TEST DATA (README "Trying it"): the demo member's orders, for the orders list (/member/order) and
 * the order pages. Each order is made the way a customer's is, at its own moment in the past: reserved,
 * paid on the gateway, ticketed by the ticketing job, cancelled or expired by the same functions, with the
 * clock standing at that moment; only 'finished' (flown) is set here, as no code flies flights yet.
 * Relative to now, and once: each order's idempotency key (`seed:demo-order:<n>`) marks it made, so a
 * restart adds nothing and a larger DEMO_ORDER_COUNT adds only the orders missing.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

export type DemoOutcome =
  | 'PENDING_PAYMENT'
  | 'PAYMENT_FAILED'
  | 'AWAITING_TICKETS'
  | 'TICKETED'
  | 'FINISHED'
  | 'CANCELLED_BY_USER'
  | 'EXPIRED'
  | 'TICKETING_FAILED';

export type DemoOrderPlan = {
  outcome: DemoOutcome;
  /** How long before now the order was booked. */
  bookedAgoMs: number;
  /** Days from the booking to the first flight. */
  flyAfterDays: number;
  route: readonly [string, string];
  /** A return flight this many days after the first. */
  returnAfterDays?: number;
  party: 'adult' | 'family' | 'passport';
};

/**
 * The small set (the default): every status the orders have so far, spread over the list's periods
 * (within 3 months, 3-12 months ago, over a year ago). The unpaid and awaiting-tickets orders are minutes
 * old: they are real states with a deadline ahead, which the expiry sweep and ticketing take on from there.
 */
export const DEMO_ORDER_SET: readonly DemoOrderPlan[] = [
  { outcome: 'PENDING_PAYMENT', bookedAgoMs: 2 * MINUTE, flyAfterDays: 21, route: ['CAN', 'PEK'], party: 'adult' },
  { outcome: 'PAYMENT_FAILED', bookedAgoMs: 4 * MINUTE, flyAfterDays: 30, route: ['CAN', 'SHA'], party: 'adult' },
  { outcome: 'AWAITING_TICKETS', bookedAgoMs: 3 * MINUTE, flyAfterDays: 14, route: ['CAN', 'HGH'], party: 'adult' },
  {
    outcome: 'TICKETED',
    bookedAgoMs: 10 * DAY,
    flyAfterDays: 22,
    route: ['CAN', 'PEK'],
    returnAfterDays: 4,
    party: 'family',
  },
  { outcome: 'TICKETED', bookedAgoMs: 6 * DAY, flyAfterDays: 31, route: ['CAN', 'NRT'], party: 'passport' },
  { outcome: 'FINISHED', bookedAgoMs: 40 * DAY, flyAfterDays: 10, route: ['CAN', 'CTU'], party: 'adult' },
  { outcome: 'CANCELLED_BY_USER', bookedAgoMs: 20 * DAY, flyAfterDays: 30, route: ['CAN', 'SHA'], party: 'adult' },
  { outcome: 'EXPIRED', bookedAgoMs: 50 * DAY, flyAfterDays: 12, route: ['CAN', 'PEK'], party: 'adult' },
  { outcome: 'TICKETING_FAILED', bookedAgoMs: 60 * DAY, flyAfterDays: 20, route: ['CAN', 'HGH'], party: 'adult' },
  { outcome: 'TICKETED', bookedAgoMs: 100 * DAY, flyAfterDays: 120, route: ['CAN', 'CTU'], party: 'adult' },
  {
    outcome: 'FINISHED',
    bookedAgoMs: 130 * DAY,
    flyAfterDays: 15,
    route: ['CAN', 'PEK'],
    returnAfterDays: 5,
    party: 'family',
  },
  { outcome: 'CANCELLED_BY_USER', bookedAgoMs: 200 * DAY, flyAfterDays: 25, route: ['CAN', 'HGH'], party: 'adult' },
  { outcome: 'EXPIRED', bookedAgoMs: 150 * DAY, flyAfterDays: 9, route: ['CAN', 'SHA'], party: 'adult' },
  { outcome: 'FINISHED', bookedAgoMs: 300 * DAY, flyAfterDays: 18, route: ['CAN', 'NRT'], party: 'passport' },
  { outcome: 'FINISHED', bookedAgoMs: 400 * DAY, flyAfterDays: 10, route: ['CAN', 'PEK'], party: 'family' },
  { outcome: 'CANCELLED_BY_USER', bookedAgoMs: 380 * DAY, flyAfterDays: 14, route: ['CAN', 'CTU'], party: 'adult' },
  { outcome: 'EXPIRED', bookedAgoMs: 420 * DAY, flyAfterDays: 7, route: ['CAN', 'SHA'], party: 'adult' },
];

const ROUTES = [
  ['CAN', 'PEK'],
  ['CAN', 'SHA'],
  ['CAN', 'HGH'],
  ['CAN', 'CTU'],
  ['CAN', 'NRT'],
] as const;

/**
 * The n-th order beyond the small set (DEMO_ORDER_COUNT, for a benchmark): booked from a day to 440 days
 * ago, settled (ticketed, flown, cancelled or expired), on rotating routes.
 */
export function extraDemoOrder(n: number, extras: number): DemoOrderPlan {
  const bookedAgoDays = 1 + Math.floor(((n + 0.5) * 439) / Math.max(extras, 1));
  const flyAfterDays = 3 + (n % 37);
  // Flown well before today, or still ahead; a flight around today is only ever a cancelled order.
  const flown = flyAfterDays + 1 < bookedAgoDays;
  const ahead = flyAfterDays > bookedAgoDays;
  const outcomes: DemoOutcome[] = flown
    ? ['FINISHED', 'FINISHED', 'CANCELLED_BY_USER', 'EXPIRED']
    : ahead
      ? ['TICKETED', 'TICKETED', 'CANCELLED_BY_USER', 'EXPIRED']
      : ['CANCELLED_BY_USER', 'EXPIRED'];
  const route = ROUTES[n % ROUTES.length]!;
  return {
    outcome: outcomes[n % outcomes.length]!,
    bookedAgoMs: bookedAgoDays * DAY + (n % 600) * MINUTE,
    flyAfterDays,
    route,
    ...(n % 5 === 1 ? { returnAfterDays: 2 + (n % 6) } : {}),
    party: route[1] === 'NRT' ? 'passport' : n % 4 === 3 ? 'family' : 'adult',
  };
}

/** The plans of `count` demo orders: the small set first, then generated ones. */
export function demoOrderPlans(count: number): DemoOrderPlan[] {
  const small = DEMO_ORDER_SET.slice(0, count);
  const extras = Math.max(0, count - DEMO_ORDER_SET.length);
  return [...small, ...Array.from({ length: extras }, (_, n) => extraDemoOrder(n, extras))];
}

const idNumber = (birthday: string, seq: string) => {
  const first = `110101${birthday.replaceAll('-', '')}${seq}`;
  return first + mainlandIdCheckChar(first);
};

/** The demo member's saved passengers (seed/booking.ts), and the adult's passport for flights abroad. */
export function party(kind: DemoOrderPlan['party']): ReservePassenger[] {
  const adult: ReservePassenger = {
    type: 'ADT',
    name: '张云雀',
    gender: 'F',
    birthday: '1990-03-07',
    nationality: 'CN',
    certificateType: 'NI',
    certificateNumber: idNumber('1990-03-07', '852'),
  };
  if (kind === 'passport')
    return [
      {
        type: 'ADT',
        surname: 'ZHANG',
        givenName: 'YUNQUE',
        gender: 'F',
        birthday: '1990-03-07',
        nationality: 'CN',
        certificateType: 'PP',
        certificateNumber: 'E12345678',
        certificateValidity: '2035-06-30',
        issuingCountry: 'CN',
      },
    ];
  if (kind === 'adult') return [adult];
  return [
    adult,
    {
      type: 'CHD',
      name: '张小雀',
      gender: 'M',
      birthday: '2019-06-18',
      nationality: 'CN',
      certificateType: 'NI',
      certificateNumber: idNumber('2019-06-18', '853'),
    },
  ];
}

/** The services as they stood at `atMs`: no messages go out, and ticketing fails where the order says so. */
export function at(s: Services, atMs: number): Services {
  return {
    ...s,
    clock: createClock(() => atMs),
    codeDelivery: undefined,
    ticketingFaults: { failsFor: async (_db, o) => o.failTicketing },
  };
}

/** Flight ids of a route on the local date `days` after an instant, earliest first. */
export function flightsAfter(s: Services, dep: string, arr: string, fromMs: number, days: number): string[] {
  const route = s.network.route(dep, arr);
  if (!route) return [];
  const zone = s.network.airport(dep)?.timeZone ?? 'Asia/Shanghai';
  return s.network.flightsOn(route, localDate(fromMs + days * DAY, zone)).map((f) => f.flightId);
}

/**
 * Reserves the plan at its booking time, trying the day's flights and fares (in the order of `families`) until
 * one has the seats; `passengers` in place of the plan's party.
 */
export async function reservePlan(
  s: Services,
  plan: DemoOrderPlan,
  buyer: MemberRow,
  key: string,
  bookedAt: number,
  families: readonly FareFamily[] = ['STANDARD', 'BASIC', 'FLEX'],
  passengers: ReservePassenger[] = party(plan.party),
) {
  const [dep, arr] = plan.route;
  const out = flightsAfter(s, dep, arr, bookedAt, plan.flyAfterDays);
  const back =
    plan.returnAfterDays === undefined
      ? [undefined]
      : flightsAfter(s, arr, dep, bookedAt, plan.flyAfterDays + plan.returnAfterDays);
  for (const family of families) {
    for (const [i, flightId] of out.entries()) {
      const returnId = back[i % back.length];
      const fareIds = [`${flightId}.${family}`, ...(returnId ? [`${returnId}.${family}`] : [])];
      const body = ReserveBodySchema.parse({
        fareIds,
        passengers,
        contact: { name: '张云雀', areaCode: '86', mobile: DEMO_PHONE, email: 'demo@skylark.example' },
        agreeTerms: true,
      });
      try {
        return await reserve(at(s, bookedAt), body, buyer, key, 'zh_CN');
      } catch {
        // Full (or not on sale): the next flight or fare of the day.
      }
    }
  }
  return null;
}

/**
 * A gateway payment of the order's amount, recorded as the sandbox page would, then decided; `resultType` is
 * what the payment was applied for (`reschedule` for a date change).
 */
export async function pay(
  s: Services,
  orderNo: string,
  amount: number,
  atMs: number,
  result: 'success' | 'fail',
  resultType = 'ticket',
) {
  const id = randomUUID();
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  await s.db.insert(payment).values({
    id,
    requestNo: newPaymentRequestNo('GATEWAY', atMs),
    orderNo,
    channel: 'GATEWAY',
    amount,
    currency: order!.payCurrency,
    status: 'PENDING',
    resultType,
    webCallbackUrl: null,
    createdAt: new Date(atMs),
  });
  await completePayment(at(s, atMs), id, result);
}

/** Flown: the order is finished and its tickets used (spec §4 order status 6, product status 3). */
async function finish(s: Services, orderNo: string): Promise<void> {
  await s.db.update(bookingOrder).set({ status: OrderStatus.FINISHED }).where(eq(bookingOrder.orderNo, orderNo));
  await s.db.update(orderTicket).set({ productStatus: ProductStatus.USED }).where(eq(orderTicket.orderNo, orderNo));
}

async function makeOrder(s: Services, plan: DemoOrderPlan, buyer: MemberRow, key: string): Promise<boolean> {
  const now = s.clock.now();
  const bookedAt = now - plan.bookedAgoMs;
  const made = await reservePlan(s, plan, buyer, key, bookedAt);
  if (!made) return false;
  const { orderNo } = made;
  const amount = made.price.actualAmount;
  const paidAt = bookedAt + MINUTE;
  switch (plan.outcome) {
    case 'PENDING_PAYMENT':
      return true;
    case 'PAYMENT_FAILED':
      await pay(s, orderNo, amount, paidAt, 'fail');
      return true;
    case 'CANCELLED_BY_USER':
      return cancelUnpaid(at(s, bookedAt + 5 * MINUTE), orderNo);
    case 'EXPIRED':
      return (await expireDue(at(s, Date.parse(made.paymentDeadline)), orderNo)) === 1;
    default:
      break;
  }
  await pay(s, orderNo, amount, paidAt, 'success');
  if (plan.outcome === 'AWAITING_TICKETS') {
    // The ticketing queue takes it on half an hour from now, so the state can be seen for a while.
    await s.db
      .update(ticketingJob)
      .set({ runAfter: new Date(now + 30 * MINUTE) })
      .where(eq(ticketingJob.orderNo, orderNo));
    return true;
  }
  if (plan.outcome === 'TICKETING_FAILED')
    await s.db.update(bookingOrder).set({ failTicketing: true }).where(eq(bookingOrder.orderNo, orderNo));
  await runOneTicketingJob(at(s, paidAt + MINUTE));
  if (plan.outcome === 'FINISHED') await finish(s, orderNo);
  return true;
}

const KEY_PREFIX = 'seed:demo-order:';

/**
 * Gives the demo member (sandbox only: it exists only then) `count` orders, the small set first; orders
 * already made on an earlier start are not made again. Answers how many it made now.
 */
export async function seedDemoOrders(s: Services, count: number): Promise<number> {
  if (count <= 0) return 0;
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
  for (const [n, plan] of demoOrderPlans(count).entries()) {
    const key = `${KEY_PREFIX}${n}`;
    if (done.has(key)) continue;
    if (await makeOrder(s, plan, demo, key)) made += 1;
  }
  return made;
}
