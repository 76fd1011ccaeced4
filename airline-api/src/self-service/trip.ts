import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ProductStatus, type SelfServiceTrip, type SelfServiceTripBody, type UpstreamLanguage } from '@/lib/contract';
import {
  changeBlock,
  fromAddOnBlock,
  fromAddPeopleBlock,
  fromPassengerModifyBlock,
  fromServiceRequestBlock,
  irregularBlock,
  refundBlock,
  seatBlock,
  type SegmentPassengerFacts,
  type ServiceState,
} from '@/lib/domain/self-service-rules';
import { mailingState } from '../add-ons/extras';
import { blockOf as addPeopleBlock } from '../add-people/eligibility';
import type { OrderRow } from '../booking/lifecycle';
import { displayName, placeNames } from '../booking/display-names';
import { notFound } from '../check-in/access';
import { activeCheckIn, loadBundles, usableTicket, type OrderBundle, type TicketRow } from '../check-in/state';
import { orderTicket } from '../db/schema';
import { OWN_CHANNELS } from '../order-changes/items';
import { blockOf as nameChangeBlock, changesMade } from '../passenger-modify/eligibility';
import { refundOrder } from '../refunds/access';
import { flightStatuses } from '../routes/flight-status';
import { addOnBlocks, addOnPassengers, heldAddOns } from '../seats/add-on-state';
import { ADD_ON_ORDER_TYPE, closedReason, loadSegment, seatPassengers } from '../seats/segment';
import { serviceRequestOptions } from '../service-requests/options';
import type { Services } from '../services';

type Body = Omit<SelfServiceTripBody, 'currency' | 'language'> & { language: UpstreamLanguage };

const iso = (ms: number) => new Date(ms).toISOString();
const zoneOf = (s: Services, code: string) => s.network.airport(code)?.timeZone || 'Asia/Shanghai';
/** A ticket that is issued and usable, or flown: the trip was real, whatever it can still buy. */
const validTicket = (t: TicketRow | undefined) => usableTicket(t) || t?.productStatus === ProductStatus.USED;

/**
 * The order a hall call is about (decision 31): named by its number, or by one of its e-tickets. Access is the order
 * pages' (refunds/access.ts refundOrder): a visitor's proof (a passenger's name and the contact phone, failed proofs
 * counted against the address) or the token's member's own order. An unknown ticket is tried as an order no one has,
 * so it costs the visitor a failed proof as a wrong order number does. An add-on order is not a trip: NOT_FOUND.
 */
export async function selfServiceOrder(s: Services, req: FastifyRequest, body: Body): Promise<OrderRow> {
  let orderNo = body.orderNo ?? '';
  if (body.ticketNo) {
    const [ticket] = await s.db
      .select({ orderNo: orderTicket.orderNo })
      .from(orderTicket)
      .where(eq(orderTicket.ticketNo, body.ticketNo));
    orderNo = ticket?.orderNo ?? `ticket:${body.ticketNo}`;
  }
  const { order } = await refundOrder(s, req, orderNo, body.visitor);
  if (order.orderType === ADD_ON_ORDER_TYPE) throw notFound();
  return order;
}

/** What the hall's own rules (changes, refunds, seats) read of one passenger on one segment. */
function sharedFacts(
  bundle: OrderBundle,
  psgIndex: number,
  segIndex: number,
  departureMs: number,
): SegmentPassengerFacts {
  const passenger = bundle.passengers.find((p) => p.psgIndex === psgIndex)!;
  const ticket = bundle.tickets.find((t) => t.psgIndex === psgIndex && t.segIndex === segIndex);
  return {
    type: passenger.type,
    departureMs,
    ticketUsable: usableTicket(ticket),
    flown: ticket?.productStatus === ProductStatus.USED,
    checkedIn: !!activeCheckIn(bundle, psgIndex, segIndex),
  };
}

/**
 * Every service of the trip with why it cannot be used when it cannot (decision 31; spec §2 /ancillary/selfService,
 * §5 Services, §8; decision 31). The add-ons answer with their own blocks (seats/offer.ts addOnBlocks, decision 28),
 * the extra seat included (decision 30), seats with the seat rules (closed reason and passenger block, decision 22),
 * name changes and added passengers with their eligibility (decisions 24, 25), wheelchair and special baggage with
 * the service requests' options (decision 29), the mailed itinerary with its own state (decision 30), irregular
 * flights with the irregular rules (decision 32); changes and refunds with lib/domain/self-service-rules. Segments
 * whose flight is not in the network are left out, as the add-on pages leave them out.
 */
export async function selfServiceTrip(
  s: Services,
  order: OrderRow,
  language: UpstreamLanguage,
): Promise<SelfServiceTrip> {
  const [bundle] = await loadBundles(s.db, [order]);
  const b = bundle!;
  const now = s.clock.now();
  const ownChannel = OWN_CHANNELS.has(order.channelNo);
  const requests = await serviceRequestOptions(s, order, language);
  const requestBlocks = (segIndex: number, passengerId: string) =>
    requests.segments.find((r) => r.segmentIndex === segIndex)?.passengers.find((r) => r.passengerId === passengerId)
      ?.blocks;
  const mailing = await mailingState(s.db, order, b.tickets, null, now);
  const live = b.segments
    .map((segment) => ({ segment, flight: s.network.flight(segment.flightId) }))
    .filter((x) => !!x.flight)
    .sort((x, y) => x.segment.segIndex - y.segment.segIndex);
  const statuses = await flightStatuses(
    s,
    live.map((x) => x.flight!),
    language,
  );

  const segments: SelfServiceTrip['segments'] = [];
  for (const [i, { segment }] of live.entries()) {
    const seg = await loadSegment(s, order, segment.segIndex);
    const { flight } = seg;
    const held = await heldAddOns(s, seg);
    const addOnPs = addOnPassengers(seg);
    const seatPs = seatPassengers(seg);
    const closed = closedReason(s, seg);
    const segValid = b.tickets.some((t) => t.segIndex === seg.segIndex && validTicket(t));
    const status = statuses[i]!.status;
    segments.push({
      segmentIndex: seg.segIndex,
      flightNo: flight.schedule.flightNo,
      flightDate: flight.date,
      depTime: iso(flight.depUtcMs),
      arrTime: iso(flight.arrUtcMs),
      depTimeZone: zoneOf(s, flight.route.depAirport),
      arrTimeZone: zoneOf(s, flight.route.arrAirport),
      depCityName: placeNames(s, flight.route.depAirport, language).city,
      arrCityName: placeNames(s, flight.route.arrAirport, language).city,
      flightStatus: status,
      services: [{ kind: 'IRREGULAR', block: irregularBlock(status, segValid) }],
      passengers: b.passengers.map((p) => {
        const facts = sharedFacts(b, p.psgIndex, seg.segIndex, flight.depUtcMs);
        const asked = requestBlocks(seg.segIndex, p.passengerId);
        const addOn = addOnPs.find((x) => x.passengerIndex === p.psgIndex)!;
        const blocks = addOnBlocks(s, seg, addOn, held.get(p.psgIndex));
        const seat = seatPs.find((x) => x.passengerIndex === p.psgIndex);
        const changeFacts = { ...facts, ownChannel, fareFamily: segment.fareFamily };
        const services: ServiceState[] = [
          { kind: 'BAGGAGE', block: fromAddOnBlock(blocks.baggage) },
          { kind: 'MEAL', block: fromAddOnBlock(blocks.meal) },
          { kind: 'INSURANCE', block: fromAddOnBlock(blocks.insurance) },
          { kind: 'PRIORITY', block: fromAddOnBlock(blocks.priority) },
          { kind: 'SEAT', block: seatBlock({ ...facts, closed, passengerBlock: seat?.block ?? null }, now) },
          { kind: 'EXTRA_SEAT', block: fromAddOnBlock(blocks.extraSeat) },
          { kind: 'WHEELCHAIR', block: fromServiceRequestBlock(asked?.WHEELCHAIR ?? null, facts, now) },
          { kind: 'SPECIAL_BAGGAGE', block: fromServiceRequestBlock(asked?.SPECIAL_BAGGAGE ?? null, facts, now) },
          { kind: 'CHANGE', block: changeBlock(changeFacts, now) },
          { kind: 'REFUND', block: refundBlock(changeFacts) },
        ];
        return { passengerId: p.passengerId, services };
      }),
    });
  }

  const made = await changesMade(
    s.db,
    b.passengers.map((p) => p.passengerId),
  );
  const passengers: SelfServiceTrip['passengers'] = b.passengers.map((p) => {
    return {
      passengerId: p.passengerId,
      name: displayName(p),
      type: p.type,
      services: [
        {
          kind: 'ADD_CHILD',
          block: fromAddPeopleBlock(p.type, p.type === 'ADT' ? addPeopleBlock(s, b, p, 'CHD', now) : null),
        },
        {
          kind: 'ADD_INFANT',
          block: fromAddPeopleBlock(p.type, p.type === 'ADT' ? addPeopleBlock(s, b, p, 'INF', now) : null),
        },
        {
          kind: 'NAME_CHANGE',
          block: fromPassengerModifyBlock(nameChangeBlock(s, b, p, made.get(p.passengerId) ?? 0, now)),
        },
      ],
    };
  });

  return {
    orderNo: order.orderNo,
    orderStatus: order.status,
    services: [{ kind: 'MAILING', block: fromAddOnBlock(mailing.block) }],
    passengers,
    segments,
  };
}
