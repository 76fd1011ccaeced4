import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AddPeopleCommitBodySchema,
  OrderStatus,
  ResultCode,
  type AddPeopleBlock,
  type AddPeopleOrder,
} from '@/lib/contract';
import { validatePassenger, type PassengerInput } from '@/lib/domain/passenger-rules';
import { sha256 } from '../account/secrets';
import { asDb, type OrderRow } from '../booking/lifecycle';
import { newOrderNo } from '../booking/reserve';
import { runTicketingJobOf } from '../booking/ticketing';
import { loadBundles } from '../check-in/state';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { parse } from '../http';
import { idempotencyKeyOf, oncePerKey, recordKey } from '../order-changes/idempotency';
import { OWN_CHANNELS } from '../order-changes/items';
import { refundOrder } from '../refunds/access';
import type { Services } from '../services';
import { createAddition, type AddPeopleCommitBody } from './addition';
import { adultSegments, blockOf, priceSegments, type PricedSegment } from './eligibility';
import { additionViews, closeDueAdditions } from './view';

type Body = AddPeopleCommitBody;

/** The refusal of each block (spec §8 words: under 18, limit reached, or not now). */
function refusalOf(block: AddPeopleBlock): ApiError {
  if (block === 'underage') return new ApiError(ResultCode.ADD_PEOPLE_UNDERAGE);
  if (block === 'companionLimit' || block === 'passengerLimit')
    return new ApiError(ResultCode.ADD_PEOPLE_LIMIT, block, {
      limit: block === 'companionLimit' ? 'companion' : 'passengers',
    });
  return new ApiError(ResultCode.ADD_PEOPLE_NOT_ELIGIBLE, block, { block });
}

/** A ticket order of this site, issued: the only kind a passenger can be added to. */
export function assertAddable(order: OrderRow): void {
  if (!OWN_CHANNELS.has(order.channelNo)) throw new ApiError(ResultCode.ORDER_OTHER_CHANNEL);
  if (order.orderType !== 1 || order.status !== OrderStatus.TICKETED)
    throw new ApiError(ResultCode.ADD_PEOPLE_NOT_ELIGIBLE, 'not a ticketed ticket order', { block: 'notUsable' });
}

/** The new passenger against the booking's rules on the guardian's flights: field → rule key, none when valid. */
function fieldErrorsOf(body: Body, segments: PricedSegment[]): Record<string, string> {
  const input: PassengerInput = {
    ...body.passenger,
    type: body.type,
    certificateNumber: body.passenger.certificateNumber.toUpperCase(),
  };
  const issues = validatePassenger(input, 0, {
    flightDates: segments.map((sg) => sg.flightDate),
    international: segments.some((sg) => sg.international),
  });
  return Object.fromEntries(issues.map((i) => [i.field, i.key]));
}

/**
 * Spec §2 /addpeople/airandpeople/{type}/{orderNo} (decision 25; §5 passenger limits; §8): a child or
 * an infant added to a ticketed order beside one of its adults, on every segment that adult still flies. Checked in
 * order: the scope (the member's order or a visitor's proof, as refunds), the order (ticketed, of this site), the
 * adult (NOT_FOUND; ADD_PEOPLE_UNDERAGE, ADD_PEOPLE_LIMIT or ADD_PEOPLE_NOT_ELIGIBLE by its block), the new
 * passenger's fields (ADD_PEOPLE_INVALID with `fieldErrors`), the price the traveller saw (ADD_PEOPLE_PRICE_CHANGED).
 * Then in one transaction holding the original order: the adult's block again (two additions at once cannot both
 * take the last place), the flight's infant places (ADD_PEOPLE_LIMIT, limit flight), a child's seat on each flight
 * (ADD_PEOPLE_TICKETS_INSUFFICIENT), the addition order (type 5) and the passenger on the original order with
 * tickets to issue. It waits for payment through the gateway (30 minutes, never past sales close of its first
 * flight); with nothing due it is ticketed in this request. The Idempotency-Key answers the same addition for the
 * same body.
 */
export async function commitAddPeople(s: Services, req: FastifyRequest): Promise<AddPeopleOrder> {
  const key = idempotencyKeyOf(req);
  const body = parse(AddPeopleCommitBodySchema, req.body);
  const { order, actor } = await refundOrder(s, req, body.orderNo, body.visitor);
  const hash = sha256(JSON.stringify({ kind: 'add-people', body, memberId: actor.memberId }));
  // Nothing due: ticketed in this request; a twin's answer is the addition as the first request left it.
  let free = false;
  const orderNo = await oncePerKey(s, key, hash, 'orderNo', async () => {
    const { now, guardian, priced, total } = await checkedAddition(s, order, body);
    free = total === 0;
    const made = newOrderNo(now);
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      // Holding the original order: additions to it are made one at a time.
      await tx.select().from(bookingOrder).where(eq(bookingOrder.orderNo, order.orderNo)).for('update');
      const [fresh] = await loadBundles(tx, [order]);
      const again = blockOf(s, fresh!, guardian, body.type, now);
      if (again) throw refusalOf(again);
      await createAddition(s, tx, fresh!, body, guardian, priced, made, total);
      await recordKey(tx, key, 'orderNo', made);
    });
    return made;
  });
  if (free) await runTicketingJobOf(s, orderNo);
  return viewOf(s, orderNo);
}

/**
 * The addition as asked, checked against the order as it is now: an addable order (its unpaid additions past their
 * deadline closed first), the adult and their block, the segments still on sale, the new passenger's fields and the
 * price the traveller saw.
 */
async function checkedAddition(s: Services, order: OrderRow, body: Body) {
  assertAddable(order);
  await closeDueAdditions(s, order.orderNo);
  const now = s.clock.now();
  const [bundle] = await loadBundles(s.db, [order]);
  const guardian = bundle!.passengers.find((p) => p.passengerId === body.guardianId && p.type === 'ADT');
  if (!guardian) throw new ApiError(ResultCode.NOT_FOUND, 'guardian');
  const block = blockOf(s, bundle!, guardian, body.type, now);
  if (block) throw refusalOf(block);
  const wanted = new Set(adultSegments(s, bundle!, guardian, now).map(({ segment }) => segment.segIndex));
  const priced = (await priceSegments(s, bundle!, body.type, now)).filter((sg) => wanted.has(sg.segmentIndex));
  if (priced.length !== wanted.size) throw refusalOf('tooLate');
  const fieldErrors = fieldErrorsOf(body, priced);
  if (Object.keys(fieldErrors).length) throw new ApiError(ResultCode.ADD_PEOPLE_INVALID, 'fields', { fieldErrors });
  const total = priced.reduce((n, sg) => n + sg.total, 0);
  if (total !== body.quotedTotal) throw new ApiError(ResultCode.ADD_PEOPLE_PRICE_CHANGED, `now ${total}`);
  return { now, guardian, priced, total };
}

async function viewOf(s: Services, orderNo: string): Promise<AddPeopleOrder> {
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!o) throw new ApiError(ResultCode.INTERNAL, 'addition of an idempotency key is gone');
  return (await additionViews(s.db, [o]))[0]!;
}
