import { INSURANCE_MAX_PAYOUT_YUAN, onlineBaggagePrice } from '@/lib/domain/fee-rules';
import type { SeatKind } from '@/lib/domain/seat-rules';
import type { FlightInstance } from '../domain/network';

/**
 * The airline's ancillary products and their prices in fen, per passenger per segment (mailing per
 * order). Baggage is priced at the airport rate by weight and distance; online it is 60% less.
 */

const BAGGAGE_WEIGHTS = [5, 10, 15, 20, 30] as const;

export type BaggageBand = { productCode: string; weightKg: number; airportFen: number; priceFen: number };

/** Airport excess-baggage rate: 1.5% of a distance-based base fare per kg, at least ￥10 per kg. */
export function baggageBands(flight: FlightInstance): BaggageBand[] {
  const perKgFen = Math.max(1_000, Math.round((flight.route.distanceKm * 0.6 + 300) * 1.5) * 1);
  return BAGGAGE_WEIGHTS.map((kg) => {
    const airportFen = Math.round((perKgFen * kg) / 100) * 100;
    return { productCode: `BAG${kg}`, weightKg: kg, airportFen, priceFen: onlineBaggagePrice(airportFen) };
  });
}

type Text = { zh: string; en: string };
export type MealProduct = { productCode: string; name: Text; description: Text; priceFen: number };

export const MEALS: MealProduct[] = [
  {
    productCode: 'MEAL_NOODLE',
    name: { zh: '红烧牛肉面', en: 'Braised beef noodles' },
    description: { zh: '热食，含饮料一份', en: 'Hot meal with a drink' },
    priceFen: 3_800,
  },
  {
    productCode: 'MEAL_RICE',
    name: { zh: '宫保鸡丁饭', en: 'Kung pao chicken with rice' },
    description: { zh: '热食，含饮料一份', en: 'Hot meal with a drink' },
    priceFen: 4_200,
  },
  {
    productCode: 'MEAL_VEG',
    name: { zh: '素食套餐', en: 'Vegetarian set' },
    description: { zh: '时令蔬菜与米饭', en: 'Seasonal vegetables with rice' },
    priceFen: 3_500,
  },
  {
    productCode: 'MEAL_SNACK',
    name: { zh: '轻食小食盒', en: 'Snack box' },
    description: { zh: '三明治、坚果与饮料', en: 'Sandwich, nuts and a drink' },
    priceFen: 2_500,
  },
];

/** Flights of 90 minutes or more offer hot meals; shorter ones the snack box only. */
export function mealsFor(flight: FlightInstance): MealProduct[] {
  return flight.schedule.durationMinutes >= 90 ? MEALS : MEALS.filter((m) => m.productCode === 'MEAL_SNACK');
}

export type InsuranceProduct = {
  productCode: string;
  name: Text;
  coverage: Text;
  maxPayoutYuan: number;
  priceFen: number;
  policyId: string;
};

export const INSURANCE: InsuranceProduct[] = [
  {
    productCode: 'INS_ACCIDENT',
    name: { zh: '航空意外险', en: 'Flight accident insurance' },
    coverage: { zh: '航空意外身故、伤残', en: 'Death or disability in a flight accident' },
    maxPayoutYuan: INSURANCE_MAX_PAYOUT_YUAN.accident,
    priceFen: 3_000,
    policyId: 'ins-accident',
  },
  {
    productCode: 'INS_COMPREHENSIVE',
    name: { zh: '综合出行险', en: 'Comprehensive travel insurance' },
    coverage: { zh: '意外身故伤残、意外医疗', en: 'Accidental death, disability and medical costs' },
    maxPayoutYuan: INSURANCE_MAX_PAYOUT_YUAN.comprehensive,
    priceFen: 4_000,
    policyId: 'ins-comprehensive',
  },
  {
    productCode: 'INS_DELAY',
    name: { zh: '航班延误险', en: 'Flight delay insurance' },
    coverage: { zh: '延误3小时以上赔付', en: 'Pays for a delay of 3 hours or more' },
    maxPayoutYuan: INSURANCE_MAX_PAYOUT_YUAN.delay,
    priceFen: 2_000,
    policyId: 'ins-delay',
  },
  {
    productCode: 'INS_BAGGAGE',
    name: { zh: '行李延误险', en: 'Baggage delay insurance' },
    coverage: { zh: '托运行李延误6小时以上赔付', en: 'Pays when checked baggage is 6 hours late or more' },
    maxPayoutYuan: INSURANCE_MAX_PAYOUT_YUAN.baggageDelay,
    priceFen: 1_000,
    policyId: 'ins-baggage',
  },
];

export const PRIORITY = { productCode: 'PRIORITY', priceFen: 2_000 };
export const MAILING = { productCode: 'MAIL_ITINERARY', priceFen: 1_500 };

/** Seat prices by kind, in fen. */
export const SEAT_PRICE_FEN: Record<SeatKind, number> = {
  FRONT: 8_000,
  EXIT: 6_000,
  WINDOW: 3_000,
  AISLE: 3_000,
  MIDDLE: 1_500,
};

/** Converts fen to the currency a page is priced in. */
type Price = (fen: number) => number;

/** A baggage band as the add-on pages and the booking's catalogue offer it. */
export const baggageOffered = (b: BaggageBand, price: Price) => ({
  productCode: b.productCode,
  weightKg: b.weightKg,
  airportPrice: price(b.airportFen),
  price: price(b.priceFen),
});

/** A meal as offered, in the request's language. */
export const mealOffered = (m: MealProduct, en: boolean, price: Price) => ({
  productCode: m.productCode,
  name: en ? m.name.en : m.name.zh,
  description: en ? m.description.en : m.description.zh,
  price: price(m.priceFen),
});

/** An insurance product as offered, in the request's language. */
export const insuranceOffered = (i: InsuranceProduct, en: boolean, price: Price) => ({
  productCode: i.productCode,
  name: en ? i.name.en : i.name.zh,
  coverage: en ? i.coverage.en : i.coverage.zh,
  maxPayoutYuan: i.maxPayoutYuan,
  price: price(i.priceFen),
});
