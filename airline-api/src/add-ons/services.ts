import {
  EXTRA_SEATS_PER_PASSENGER,
  FREE_MAILINGS_PER_YEAR,
  MAX_CHECKED_BAGGAGE_KG,
  type AddOnPassenger,
  type AddOnSegment,
  type AddOnServicesData,
  type Currency,
  type UpstreamLanguage,
} from '@/lib/contract';
import { addOnSaleEndsAt, freeMailingsLeft } from '@/lib/domain/add-on-rules';
import type { OrderRow } from '../booking/lifecycle';
import { placeNames } from '../booking/display-names';
import {
  baggageBands,
  baggageOffered,
  INSURANCE,
  insuranceOffered,
  MAILING,
  mealOffered,
  mealsFor,
  PRIORITY,
} from '../booking/products';
import { loadBundles } from '../check-in/state';
import { fromFen } from '../domain/money';
import { addOnPassengers, heldAddOns, passengerOffer } from '../seats/add-on-state';
import { loadSegment, type SeatSegment } from '../seats/segment';
import type { Services } from '../services';
import { mailingState } from './extras';

const iso = (ms: number) => new Date(ms).toISOString();

/** One segment as the add-on pages list it: products and prices now, and each passenger's blocks. */
async function segmentView(
  s: Services,
  seg: SeatSegment,
  currency: Currency,
  language: UpstreamLanguage,
): Promise<AddOnSegment> {
  const { flight } = seg;
  const en = language === 'en_US';
  const c = (fen: number) => fromFen(fen, currency);
  const held = await heldAddOns(s, seg);
  const dep = flight.depUtcMs;
  const passengers: AddOnPassenger[] = addOnPassengers(seg).map((p) => {
    const h = held.get(p.passengerIndex);
    return {
      ...passengerOffer(s, seg, p, h, currency),
      name: p.name,
      checkedIn: p.checkedIn,
      seatNo: p.seatNo,
      mealHeld: h?.meal ?? false,
      priorityHeld: h?.priority ?? false,
    };
  });
  return {
    segmentIndex: seg.segIndex,
    flightNo: flight.schedule.flightNo,
    flightDate: flight.date,
    depTime: iso(dep),
    depTimeZone: s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai',
    depCityName: placeNames(s, flight.route.depAirport, language).city,
    arrCityName: placeNames(s, flight.route.arrAirport, language).city,
    saleEnds: {
      BAGGAGE: iso(addOnSaleEndsAt('BAGGAGE', dep)),
      MEAL: iso(addOnSaleEndsAt('MEAL', dep)),
      INSURANCE: iso(addOnSaleEndsAt('INSURANCE', dep)),
      PRIORITY: iso(addOnSaleEndsAt('PRIORITY', dep)),
      EXTRA_SEAT: iso(addOnSaleEndsAt('EXTRA_SEAT', dep)),
    },
    baggage: baggageBands(flight).map((b) => baggageOffered(b, c)),
    meals: mealsFor(flight).map((m) => mealOffered(m, en, c)),
    insurance: INSURANCE.map((i) => insuranceOffered(i, en, c)),
    priority: { productCode: PRIORITY.productCode, price: c(PRIORITY.priceFen) },
    passengers,
  };
}

/**
 * What each passenger of the order can still buy on each segment and why not where they cannot (decision 28; spec
 * §5 Services, §8 services messages; decision 28), with the products and their prices now (not frozen: the offer
 * of the confirmation freezes them). Segments whose flight is not in the network are left out.
 */
export async function addOnServices(
  s: Services,
  order: OrderRow,
  currency: Currency,
  language: UpstreamLanguage,
  memberId: string | null,
): Promise<AddOnServicesData> {
  const [bundle] = await loadBundles(s.db, [order]);
  const segments: AddOnSegment[] = [];
  for (const sg of bundle!.segments) {
    if (!s.network.flight(sg.flightId)) continue;
    segments.push(await segmentView(s, await loadSegment(s, order, sg.segIndex), currency, language));
  }
  // The mailed itinerary (decision 30): the order's, bought with the add-on order of its first flight listed.
  const first = segments[0];
  const state = first ? await mailingState(s.db, order, bundle!.tickets, memberId, s.clock.now()) : null;
  return {
    orderNo: order.orderNo,
    currency,
    maxBaggageKg: MAX_CHECKED_BAGGAGE_KG,
    maxExtraSeats: EXTRA_SEATS_PER_PASSENGER,
    segments,
    mailing:
      first && state
        ? {
            segmentIndex: first.segmentIndex,
            productCode: MAILING.productCode,
            fee: fromFen(state.feeFen, currency),
            price: fromFen(state.fen, currency),
            block: state.block,
            member: memberId !== null,
            freePerYear: FREE_MAILINGS_PER_YEAR,
            freeLeft: freeMailingsLeft(memberId !== null, state.used),
          }
        : null,
  };
}
