import type { AddOnCatalogue, SeatMap } from '@/lib/contract/add-on-catalogue';
import { addOnTotal, toggleInsurance, withProduct } from './add-on-price';
import { couponConflicts, withCoupon } from './coupon-choice';
import { emptyAddOns } from './draft-store';
import { nextStepAfterFailure } from './reserve-failure';
import { nextSeatPassenger, seatChoiceIssue } from './seat-check';
import { serverErrorPath } from './server-errors';
import { seatLayout } from '@/lib/domain/seat-rules';

const coupon = (couponId: string, kind: 'DISCOUNT' | 'DEDUCTION' | 'FULL_REDUCTION', stackable = true) => ({
  couponId,
  kind,
  value: 10,
  threshold: 0,
  stackable,
});

describe('coupons', () => {
  const a = coupon('A', 'FULL_REDUCTION');
  const b = coupon('B', 'DEDUCTION');
  it('stack different stackable kinds', () => {
    expect(couponConflicts([a], b)).toEqual([]);
    expect(withCoupon([a], b)).toEqual(['A', 'B']);
  });
  it('one per kind: the same kind replaces the other after confirming', () => {
    const b2 = coupon('B2', 'DEDUCTION');
    expect(couponConflicts([a, b], b2)).toEqual([b]);
    expect(withCoupon([a, b], b2)).toEqual(['A', 'B2']);
  });
  it('a non-combinable coupon stands alone', () => {
    const alone = coupon('X', 'DISCOUNT', false);
    expect(couponConflicts([a, b], alone)).toEqual([a, b]);
    expect(withCoupon([alone], a)).toEqual(['A']);
  });
});

const seatMap = (taken: string[] = [], infantOnSide: string[] = []): SeatMap => ({
  flightId: 'F1',
  aircraft: 'A320',
  rows: 31,
  columns: ['A', 'B', 'C', 'D', 'E', 'F'],
  currency: 'CNY',
  lowestPrice: 1500,
  seats: seatLayout('A320').map((s) => ({
    ...s,
    available: !taken.includes(s.seatNo),
    infantOnSide: infantOnSide.includes(s.seatNo),
    productId: `SEAT-${s.seatNo}`,
    price: 3000,
  })),
});

describe('seat choices', () => {
  const adult = { passenger: 0, type: 'ADT' as const, withInfant: false };
  it('allows a free seat and refuses a taken one', () => {
    expect(seatChoiceIssue(seatMap(), [], { ...adult, seatNo: '20A' })).toBeNull();
    expect(seatChoiceIssue(seatMap(['20A']), [], { ...adult, seatNo: '20A' })).toBe('seatOccupied');
  });
  it('keeps children and infants out of exit rows, and one infant per side of a row', () => {
    expect(seatChoiceIssue(seatMap(), [], { passenger: 1, type: 'CHD', withInfant: false, seatNo: '12A' })).toBe(
      'exitRowNotAllowed',
    );
    expect(seatChoiceIssue(seatMap([], ['20B']), [], { ...adult, withInfant: true, seatNo: '20B' })).toBe(
      'infantSameSide',
    );
  });
  it('a seat chosen for another passenger is refused; the same passenger may move', () => {
    const chosen = [{ ...adult, seatNo: '20A' }];
    expect(seatChoiceIssue(seatMap(), chosen, { passenger: 1, type: 'ADT', withInfant: false, seatNo: '20A' })).toBe(
      'seatTakenByOther',
    );
    expect(seatChoiceIssue(seatMap(), chosen, { ...adult, seatNo: '21A' })).toBeNull();
  });
});

describe('add-on total', () => {
  const catalogue = {
    currency: 'CNY',
    segments: [
      {
        segIndex: 0,
        flightId: 'F1',
        baggage: { onSale: true, bands: [{ productCode: 'BAG10', weightKg: 10, airportPrice: 25000, price: 10000 }] },
        meals: [{ productCode: 'M1', name: 'm', description: '', price: 3000 }],
        priority: { productCode: 'PRI', price: 2000 },
        seatMap: seatMap(),
      },
    ],
    insurance: [
      {
        productCode: 'INS1',
        name: 'i',
        coverage: '',
        maxPayoutYuan: 1,
        price: 2000,
        policyCategory: 'INSURANCE_POLICY',
        policyId: 'p',
      },
    ],
    mailing: { productCode: 'MAIL', price: 1500 },
  } as AddOnCatalogue;
  it('adds every pick per passenger per segment and mailing once', () => {
    let s = emptyAddOns();
    s = {
      ...s,
      baggage: withProduct(s.baggage, { passenger: 0, segment: 0 }, { passenger: 0, segment: 0, productCode: 'BAG10' }),
    };
    s = { ...s, insurance: toggleInsurance(s.insurance, { passenger: 0, segment: 0 }, 'INS1', true) };
    s = { ...s, insurance: toggleInsurance(s.insurance, { passenger: 1, segment: 0 }, 'INS1', true) };
    s = { ...s, seats: [{ passenger: 0, segment: 0, seatNo: '1A' }] };
    expect(addOnTotal(s, catalogue)).toBe(10000 + 2000 * 2 + 3000);
    const mailing = {
      recipient: 'a',
      areaCode: '86',
      phone: '13800138000',
      province: 'p',
      city: 'c',
      district: 'd',
      address: 'x',
      zip: '510000',
    };
    expect(addOnTotal({ ...s, mailing }, catalogue)).toBe(17000 + 1500);
    s = { ...s, baggage: withProduct(s.baggage, { passenger: 0, segment: 0 }, null) };
    expect(addOnTotal(s, catalogue)).toBe(7000);
  });
});

describe('after a refused order', () => {
  it('passenger rules go back to the passengers, seat rules to the extras', () => {
    expect(nextStepAfterFailure('6000001', { 'passengers.0.certificateNumber': 'idChecksumInvalid' })).toBe(
      'passengers',
    );
    expect(nextStepAfterFailure('6000010')).toBe('services');
    expect(nextStepAfterFailure('6000007')).toBe('stay');
  });
});

describe('server rule failures on the passenger form', () => {
  it('land beside the field the form shows them at', () => {
    expect(serverErrorPath('passengers.1.englishName')).toBe('passengers.1.surname');
    expect(serverErrorPath('passengers.0.certificateNumber')).toBe('passengers.0.certificateNumber');
    expect(serverErrorPath('contact.email')).toBe('contact.email');
    expect(serverErrorPath('group')).toBe('root');
  });
});

// after a pick the seat map turns to the next passenger without a seat.
describe('nextSeatPassenger', () => {
  it('moves on to the next passenger without a seat, wrapping round', () => {
    expect(nextSeatPassenger([0, 1, 2], [0], 0)).toBe(1);
    expect(nextSeatPassenger([0, 1, 2], [0, 1], 1)).toBe(2);
    expect(nextSeatPassenger([0, 1, 2], [2, 1], 2)).toBe(0);
  });
  it('stays when everyone has a seat or there is one passenger', () => {
    expect(nextSeatPassenger([0, 1], [0, 1], 1)).toBe(1);
    expect(nextSeatPassenger([0], [0], 0)).toBe(0);
  });
});
