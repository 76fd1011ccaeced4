import type { OrderAddOnOfferData } from '@/lib/contract/add-on-orders';
import { baggageSaving, kindsOf, pointsProblem, priceParts, priceWithOffer } from './add-on-lines';

// Decision 22, 28: the confirmation prices the choices with the frozen offer and leaves out what is no longer sold.

const passenger = (over: Partial<OrderAddOnOfferData['passengers'][number]> = {}) => ({
  passengerId: 'P1',
  type: 'ADT' as const,
  freeBaggageKg: 20,
  boughtBaggageKg: 0,
  baggageRoomKg: 30,
  baggage: null,
  meal: null,
  priority: null,
  insurance: null,
  insuranceHeld: [],
  extraSeat: null,
  extraSeatPrice: 80_000 as number | null,
  ...over,
});
const offer = (over: Partial<OrderAddOnOfferData> = {}): OrderAddOnOfferData => ({
  sessionId: 'S-1',
  expiresAt: '2026-12-01T02:30:00.000Z',
  currency: 'CNY',
  seats: [],
  baggage: [
    { productCode: 'BAG10', weightKg: 10, airportPrice: 24_500, price: 9_800 },
    { productCode: 'BAG30', weightKg: 30, airportPrice: 73_500, price: 29_400 },
  ],
  meals: [{ productCode: 'MEAL_RICE', name: 'Rice', description: 'Hot', price: 4_200 }],
  priority: { productCode: 'PRIORITY', price: 2_000 },
  insurance: [{ productCode: 'INS_DELAY', name: 'Delay', coverage: '3 h', maxPayoutYuan: 500, price: 2_000 }],
  mailing: null,
  passengers: [passenger()],
  ...over,
});

describe('pricing the choices with the offer', () => {
  it('prices each kind, sums the parts and the saving against the airport', () => {
    const { lines, dropped } = priceWithOffer(
      [
        { kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG10' },
        { kind: 'MEAL', passengerId: 'P1', productCode: 'MEAL_RICE' },
        { kind: 'INSURANCE', passengerId: 'P1', productCode: 'INS_DELAY' },
        { kind: 'PRIORITY', passengerId: 'P1' },
      ],
      offer(),
    );
    expect(dropped).toEqual([]);
    expect(lines.map((l) => l.price)).toEqual([9_800, 4_200, 2_000, 2_000]);
    expect(priceParts(lines)).toEqual([
      { kind: 'BAGGAGE', amount: 9_800 },
      { kind: 'MEAL', amount: 4_200 },
      { kind: 'INSURANCE', amount: 2_000 },
      { kind: 'PRIORITY', amount: 2_000 },
    ]);
    expect(baggageSaving(lines)).toBe(14_700);
  });

  it('leaves out what is blocked now, beyond the room left, held, unknown or for an unknown passenger', () => {
    const { lines, dropped } = priceWithOffer(
      [
        { kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG30' },
        { kind: 'MEAL', passengerId: 'P1', productCode: 'MEAL_RICE' },
        { kind: 'INSURANCE', passengerId: 'P1', productCode: 'INS_DELAY' },
        { kind: 'PRIORITY', passengerId: 'P9' },
        { kind: 'MEAL', passengerId: 'P1', productCode: 'MEAL_GONE' },
      ],
      offer({ passengers: [passenger({ baggageRoomKg: 25, meal: 'tooLate', insuranceHeld: ['INS_DELAY'] })] }),
    );
    expect(lines).toEqual([]);
    expect(dropped).toHaveLength(5);
    expect(kindsOf(dropped)).toEqual(['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY']);
  });
});

describe('points typed on the confirmation', () => {
  it('takes whole hundreds up to the most usable', () => {
    expect(pointsProblem('', 500)).toBeNull();
    expect(pointsProblem('500', 500)).toBeNull();
    expect(pointsProblem('600', 500)).toBe('overMax');
    expect(pointsProblem('150', 500)).toBe('step');
    expect(pointsProblem('1.5', 500)).toBe('number');
    expect(pointsProblem('-100', 500)).toBe('number');
  });
});

describe('the extra seat and the mailed itinerary priced with the offer (decision 30)', () => {
  it("prices an extra seat at the passenger's own fare; a blocked one is dropped", () => {
    const pick = { kind: 'EXTRA_SEAT' as const, passengerId: 'P1' };
    expect(priceWithOffer([pick], offer()).lines).toEqual([
      { pick, price: 80_000, airportPrice: null, weightKg: null },
    ]);
    const blocked = offer({ passengers: [passenger({ extraSeat: 'seatChosen' })] });
    expect(priceWithOffer([pick], blocked).dropped).toEqual([pick]);
  });

  it('prices the mailing as the offer says (free or the fee); a printed itinerary is dropped', () => {
    const pick = { kind: 'MAILING' as const };
    const mailing = { productCode: 'MAIL_ITINERARY', price: 0, fee: 1_500, block: null };
    expect(priceWithOffer([pick], offer({ mailing })).lines[0]!.price).toBe(0);
    expect(priceWithOffer([pick], offer({ mailing: { ...mailing, price: 1_500 } })).lines[0]!.price).toBe(1_500);
    expect(priceWithOffer([pick], offer({ mailing: { ...mailing, block: 'itineraryPrinted' } })).dropped).toEqual([
      pick,
    ]);
    expect(priceParts(priceWithOffer([pick], offer({ mailing: { ...mailing, price: 1_500 } })).lines)).toEqual([
      { kind: 'MAILING', amount: 1_500 },
    ]);
  });
});
