import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import { ProductStatus, ResultCode, TicketStatus, type AddPeopleCommitBodySchema } from '@/lib/contract';
import { infantCapacity } from '@/lib/domain/add-people-rules';
import { displayName } from '../booking/display-names';
import { takeSeats } from '../booking/seat-inventory';
import { storedNames, storedPassenger } from '../booking/stored-passenger';
import { insertChildOrder } from '../order-changes/child-order';
import type { OrderBundle } from '../check-in/state';
import type { Db } from '../db/client';
import { orderPassenger, orderSegment, orderTicket } from '../db/schema';
import { ticketsPassenger, ticketsSegment } from '../db/joins';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { ADD_PEOPLE_ORDER_TYPE, type PricedSegment } from './eligibility';
import type { AddPeoplePriceFen } from './view';

/** The addition as its commit reads it (contract AddPeopleCommitBodySchema). */
export type AddPeopleCommitBody = z.output<typeof AddPeopleCommitBodySchema>;

/** Infants already flying on a flight: passengers of type INF with a ticket that still holds a place. */
async function infantsOn(db: Db, flightId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderTicket)
    .innerJoin(orderPassenger, ticketsPassenger)
    .innerJoin(orderSegment, ticketsSegment)
    .where(
      and(
        eq(orderSegment.flightId, flightId),
        eq(orderPassenger.type, 'INF'),
        inArray(orderTicket.ticketStatus, [
          TicketStatus.PENDING_ISSUE,
          TicketStatus.ISSUED,
          TicketStatus.CHANGING,
          TicketStatus.REFUNDING,
        ]),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The addition: an order of type 5 with the original's member, contact, language, channel and currency, its
 * segments copies of the guardian's (holding a seat on each for a child; an infant sits on a lap), its price the
 * new passenger's fares and taxes; and the passenger on the original order, named as booked, beside the guardian,
 * with a ticket to issue on each segment.
 */
export async function createAddition(
  s: Services,
  tx: Db,
  b: OrderBundle,
  body: AddPeopleCommitBody,
  guardian: OrderBundle['passengers'][number],
  priced: PricedSegment[],
  orderNo: string,
  total: number,
): Promise<void> {
  const now = s.clock.now();
  const parent = b.order;
  const seats = body.type === 'CHD' ? 1 : 0;
  for (const sg of priced) {
    const flight = s.network.flight(sg.flightId)!;
    if (body.type === 'INF' && (await infantsOn(tx, sg.flightId)) >= infantCapacity(flight.schedule.aircraft))
      throw new ApiError(ResultCode.ADD_PEOPLE_LIMIT, sg.flightId, { limit: 'flight' });
    if (seats && !(await takeSeats(tx, flight, sg.fareFamily, seats)))
      throw new ApiError(ResultCode.ADD_PEOPLE_TICKETS_INSUFFICIENT, sg.flightId);
  }
  const sum = (part: keyof PricedSegment['fen']) => priced.reduce((n, sg) => n + sg.fen[part], 0);
  const p = body.passenger;
  const passengerId = randomUUID();
  const person = storedNames(p);
  const priceFen: AddPeoplePriceFen = {
    ticketFare: sum('fare'),
    airportTax: sum('airportTax'),
    fuelTax: sum('fuelTax'),
    otherTax: sum('otherTax'),
    ancillaries: {},
    couponDeduction: 0,
    pointsDeduction: 0,
    pointsUsed: 0,
    addPeople: {
      type: body.type,
      passengerId,
      name: displayName(person),
      guardianId: guardian.passengerId,
      guardianName: displayName(guardian),
      lines: priced.map((sg) => ({
        segmentIndex: sg.segmentIndex,
        flightNo: sg.flightNo,
        fare: sg.fare,
        taxes: sg.taxes,
        total: sg.total,
      })),
    },
  };
  const firstDep = Math.min(...priced.map((sg) => Date.parse(sg.depTime)));
  const amountFen = priced.reduce((n, sg) => n + sg.fen.fare + sg.fen.airportTax + sg.fen.fuelTax + sg.fen.otherTax, 0);
  const child = {
    orderNo,
    orderType: ADD_PEOPLE_ORDER_TYPE,
    payAmount: total,
    priceFen,
    amountFen,
    firstDepMs: firstDep,
  };
  await insertChildOrder(tx, parent, child, now);
  await tx.insert(orderSegment).values(
    priced.map((sg) => ({
      orderNo,
      segIndex: sg.segmentIndex,
      flightId: sg.flightId,
      fareFamily: sg.fareFamily,
      seats,
    })),
  );
  // The next index of the original order (one freed by an addition closed unpaid may come again: nothing of it
  // stayed behind, as its tickets were never issued).
  const [row] = await tx
    .select({ top: max(orderPassenger.psgIndex) })
    .from(orderPassenger)
    .where(eq(orderPassenger.orderNo, parent.orderNo));
  const psgIndex = (row?.top ?? -1) + 1;
  await tx.insert(orderPassenger).values({
    orderNo: parent.orderNo,
    psgIndex,
    passengerId,
    type: body.type,
    ...storedPassenger(p),
    addedByOrderNo: orderNo,
    guardianPassengerId: guardian.passengerId,
  });
  await tx.insert(orderTicket).values(
    priced.map((sg) => ({
      orderNo: parent.orderNo,
      psgIndex,
      segIndex: sg.segmentIndex,
      fareFen: sg.fen.fare,
      airportTaxFen: sg.fen.airportTax,
      fuelTaxFen: sg.fen.fuelTax,
      otherTaxFen: sg.fen.otherTax,
      ticketStatus: TicketStatus.PENDING_ISSUE,
      productStatus: ProductStatus.AWAITING_TICKETING,
    })),
  );
}
