import { eq } from 'drizzle-orm';
import { ResultCode, type ClaimAccount, type OrderAddOnReserveData, type UpstreamLanguage } from '@/lib/contract';
import { checkInWindow } from '@/lib/domain/checkin-rules';
import { validatePoints } from '@/lib/domain/fee-rules';
import { asDb } from '../booking/lifecycle';
import { refundFailed } from '../booking/ticketing';
import { notFound, type CheckInScope } from '../check-in/access';
import type { Db } from '../db/client';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { addOnOrderView, type CheckInRequestJson } from './add-on-order-view';
import { applyAddOnOrder } from './apply';
import type { AddressEntry } from '@/lib/domain/member-book-rules';
import { addOnPassengers } from './add-on-state';
import { assertOnSale, sessionFor } from './offer';
import { createAddOnOrder, type NewAddOnOrder } from './add-on-order';
import { checkPicks, checkSeatPicks, pricedLines, type ReserveBody } from './reserve-lines';
import { claimAccountOf } from './reserve-refusals';
import { seatSegment, type SeatSegment } from './segment';

/** What a caller of reserveAddOn may add: the claim account of insurance, and a step inside its transaction. */
export type ReserveExtras = {
  claimAccount?: ClaimAccount;
  /** The mailed itinerary's delivery address (decision 30). */
  mailingAddress?: AddressEntry;
  /** Runs in the transaction that makes the order (an idempotency key records the order's number). */
  onCreated?: (tx: Db, orderNo: string) => Promise<void>;
};

/**
 * Spec §7 flightOrder/{orderNo}/ancillary POST (spec §4 seat selection flow, §5 seat rules): checks the picks
 * against the segment, the frozen offer and the rules, and makes an add-on order (order type 3) of the parent
 * order holding the seats (seat_assignment rows of the add-on order, freed when it expires) and the points
 * spent. A zero total is applied at once, with the check-in asked; otherwise the order waits for payment
 * (30 minutes, and never past check-in's close). The offer's session is used up by a reserve that succeeds.
 */
export async function reserveAddOn(
  s: Services,
  scope: CheckInScope,
  body: ReserveBody,
  language: UpstreamLanguage,
  extras: ReserveExtras = {},
): Promise<OrderAddOnReserveData> {
  const buyer = scope.kind === 'member' ? scope.member : null;
  if (body.points > 0 && !buyer) throw new ApiError(ResultCode.NOT_LOGGED_IN);
  const seg = await seatSegment(s, scope, body.orderNo, body.segmentIndex);
  assertOnSale(
    s,
    seg,
    body.services.map((x) => x.kind),
  );
  const session = await sessionFor(s, body.sessionId, seg, buyer?.id ?? null);
  if (body.currency !== session.currency) throw new ApiError(ResultCode.ADD_ON_SESSION_EXPIRED, 'currency');
  if (body.services.length === 0) throw new ApiError(ResultCode.ADD_ON_NOTHING_SELECTED);
  checkPicks(body.services, addOnPassengers(seg), session.prices.types);
  const frozenSeats = await checkSeatPicks(s, seg, session, body.services);
  const { lines, mailingAddress } = await pricedLines(
    s,
    seg,
    session,
    body.services,
    frozenSeats,
    buyer?.id ?? null,
    extras.mailingAddress,
  );
  const claim = lines.some((l) => l.kind === 'INSURANCE') ? claimAccountOf(extras.claimAccount) : null;
  const total = lines.reduce((n, l) => n + l.price, 0);
  const totalFen = lines.reduce((n, l) => n + l.fen, 0);
  if (body.amount !== total) throw new ApiError(ResultCode.ADD_ON_PRICE_CHANGED, `total ${total}`);

  // Points (members only, whole units, no more than held nor than the total: they may pay all of it).
  if (buyer && body.points) {
    const issue = validatePoints(body.points, buyer.points, totalFen);
    if (issue) throw new ApiError(ResultCode.POINTS_INVALID, issue);
  }
  const checkIn = checkInAsked(s, seg, body.checkIn);
  const order: NewAddOnOrder = { lines, totalFen, checkIn, claim, mailingAddress };
  const { orderNo, free } = await createAddOnOrder(s, seg, session.id, body, language, buyer, order, extras.onCreated);

  const [made] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  let checkInData = null;
  if (free) {
    const outcome = await applyAddOnOrder(s, made!, scope);
    // Changed between the checks above and now (a check-in meanwhile): given back, the order reads FAILED.
    if (!outcome.applied && outcome.noLongerFits)
      await s.db.transaction(async (tx) => refundFailed(asDb(tx), made!, s.clock.now()));
    // A refused check-in answers its own code; the seats stay bought (the order says so when read again).
    if (outcome.applied && outcome.error) throw outcome.error;
    if (outcome.applied) checkInData = outcome.checkIn;
  }
  const [fresh] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  return { order: await addOnOrderView(s, fresh!, language), checkIn: checkInData };
}

/** The check-in asked with the order: its own first checks now, the rest when it runs. */
function checkInAsked(s: Services, seg: SeatSegment, asked: ReserveBody['checkIn']): CheckInRequestJson | null {
  const checkIn: CheckInRequestJson | null = asked ?? null;
  if (checkIn) {
    if (!checkIn.clauseAgreed) throw new ApiError(ResultCode.CHECK_IN_CLAUSE_NOT_AGREED);
    if (new Set(checkIn.passengerIds).size !== checkIn.passengerIds.length)
      throw new ApiError(ResultCode.BAD_REQUEST, 'passenger repeated');
    if (!checkIn.passengerIds.every((id) => seg.bundle.passengers.some((p) => p.passengerId === id))) throw notFound();
    if (checkInWindow(seg.flight.depUtcMs, s.clock.now()) === 'notOpen')
      throw new ApiError(ResultCode.CHECK_IN_NOT_OPEN);
  }
  return checkIn;
}
