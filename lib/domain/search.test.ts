import {
  MAX_DAYS_AHEAD,
  addDays,
  daysBetween,
  validateSearch,
  withReturnLeg,
  type SearchCriteria,
  type SearchLeg,
} from './search';

const TODAY = '2026-11-21';
const CAN = { code: 'CAN', type: 'CITY' } as const;
const BJS = { code: 'BJS', type: 'AREA' } as const;
const SHA = { code: 'SHA', type: 'AREA' } as const;
const PVG = { code: 'PVG', type: 'AIRPORT' } as const;
const TFU = { code: 'TFU', type: 'AIRPORT' } as const;
const SZX = { code: 'SZX', type: 'CITY' } as const;
const ONE_ADULT = { adults: 1, children: 0, infants: 0 };

const leg = (from: SearchLeg['from'], to: SearchLeg['to'], date: string | null): SearchLeg => ({ from, to, date });
const oneWay = (l: SearchLeg, passengers = ONE_ADULT): SearchCriteria => ({ tripType: 'OW', legs: [l], passengers });
const keys = (c: SearchCriteria) => validateSearch(c, TODAY).map((i) => i.key);

describe('addDays / daysBetween', () => {
  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-21', addDays('2026-11-21', 180))).toBe(180);
  });
});

describe('validateSearch (spec §5 Search)', () => {
  it('accepts a complete one-way search', () => {
    expect(keys(oneWay(leg(CAN, BJS, addDays(TODAY, 1))))).toEqual([]);
  });

  it('needs departure and arrival', () => {
    expect(validateSearch(oneWay(leg(null, null, TODAY)), TODAY)).toEqual([
      { leg: 0, field: 'from', key: 'departureRequired' },
      { leg: 0, field: 'to', key: 'arrivalRequired' },
    ]);
  });

  it('refuses the same city at both ends', () => {
    expect(keys(oneWay(leg(CAN, CAN, TODAY)))).toEqual(['sameCity']);
  });

  it('refuses two city groups, but a group and an airport are fine', () => {
    expect(keys(oneWay(leg(BJS, SHA, TODAY)))).toEqual(['twoCityGroups']);
    expect(keys(oneWay(leg(BJS, PVG, TODAY)))).toEqual([]);
  });

  it('needs a date', () => {
    expect(validateSearch(oneWay(leg(CAN, BJS, null)), TODAY)).toEqual([
      { leg: 0, field: 'date', key: 'dateRequired' },
    ]);
  });

  it('accepts today and refuses yesterday', () => {
    expect(keys(oneWay(leg(CAN, BJS, TODAY)))).toEqual([]);
    expect(keys(oneWay(leg(CAN, BJS, addDays(TODAY, -1))))).toEqual(['dateInPast']);
  });

  it('accepts today+180 and refuses today+181', () => {
    expect(keys(oneWay(leg(CAN, BJS, addDays(TODAY, MAX_DAYS_AHEAD))))).toEqual([]);
    expect(keys(oneWay(leg(CAN, BJS, addDays(TODAY, MAX_DAYS_AHEAD + 1))))).toEqual(['dateTooFar']);
  });

  describe('round trip', () => {
    const roundTrip = (depart: string, back: string | null): SearchCriteria => ({
      tripType: 'RT',
      legs: withReturnLeg(leg(CAN, BJS, depart), back),
      passengers: ONE_ADULT,
    });
    it('builds the return leg as the outbound reversed', () => {
      expect(withReturnLeg(leg(CAN, BJS, TODAY), '2026-11-25')[1]).toEqual({ from: BJS, to: CAN, date: '2026-11-25' });
    });
    it('needs a return date', () => {
      expect(validateSearch(roundTrip(TODAY, null), TODAY)).toEqual([
        { leg: 1, field: 'date', key: 'returnDateRequired' },
      ]);
    });
    it('accepts a return on the departure day and refuses one the day before', () => {
      expect(keys(roundTrip('2026-11-25', '2026-11-25'))).toEqual([]);
      expect(validateSearch(roundTrip('2026-11-25', '2026-11-24'), TODAY)).toEqual([
        { leg: 1, field: 'date', key: 'returnBeforeDeparture' },
      ]);
    });
    it('needs exactly two legs', () => {
      expect(keys({ tripType: 'RT', legs: [leg(CAN, BJS, TODAY)], passengers: ONE_ADULT })).toEqual(['tooFewLegs']);
    });
  });

  describe('multi-city', () => {
    const multi = (...legs: SearchLeg[]): SearchCriteria => ({ tripType: 'MT', legs, passengers: ONE_ADULT });
    const d = (n: number) => addDays(TODAY, n);
    it('accepts a later leg on the same day and refuses one the day before the previous leg', () => {
      expect(keys(multi(leg(CAN, BJS, d(3)), leg(BJS, TFU, d(3))))).toEqual([]);
      expect(validateSearch(multi(leg(CAN, BJS, d(3)), leg(BJS, TFU, d(2))), TODAY)).toEqual([
        { leg: 1, field: 'date', key: 'legBeforePrevious' },
      ]);
    });
    it('accepts 4 legs and refuses 5', () => {
      const four = [leg(CAN, BJS, d(1)), leg(BJS, TFU, d(2)), leg(TFU, SZX, d(3)), leg(SZX, CAN, d(4))];
      expect(keys(multi(...four))).toEqual([]);
      expect(keys(multi(...four, leg(CAN, SZX, d(5))))).toEqual(['tooManyLegs']);
    });
    it('needs at least 2 legs', () => {
      expect(keys(multi(leg(CAN, BJS, d(1))))).toEqual(['tooFewLegs']);
    });
    it('reports each leg on its own', () => {
      expect(validateSearch(multi(leg(CAN, BJS, d(1)), leg(BJS, null, d(2))), TODAY)).toEqual([
        { leg: 1, field: 'to', key: 'arrivalRequired' },
      ]);
    });
  });

  describe('passengers (spec §5 Passengers)', () => {
    const withPassengers = (adults: number, children: number, infants: number) =>
      keys(oneWay(leg(CAN, BJS, TODAY), { adults, children, infants }));
    it('needs an adult', () => {
      expect(withPassengers(0, 1, 0)).toContain('adultRequired');
    });
    it('accepts 9 passengers and refuses 10', () => {
      expect(withPassengers(9, 0, 0)).toEqual([]);
      expect(withPassengers(5, 4, 0)).toEqual([]);
      expect(withPassengers(10, 0, 0)).toEqual(['tooManyPassengers']);
      expect(withPassengers(6, 4, 0)).toEqual(['tooManyPassengers']);
    });
    it('lets one adult bring 2 children but not 3', () => {
      expect(withPassengers(1, 2, 0)).toEqual([]);
      expect(withPassengers(1, 3, 0)).toContain('tooManyChildren');
    });
    it('lets one adult bring 1 child and 1 infant, but not 2 infants or 2 children and an infant', () => {
      expect(withPassengers(1, 1, 1)).toEqual([]);
      expect(withPassengers(1, 0, 1)).toEqual([]);
      expect(withPassengers(1, 0, 2)).toEqual(['tooManyInfants']);
      expect(withPassengers(1, 2, 1)).toEqual(['tooManyInfants']);
      expect(withPassengers(2, 2, 2)).toEqual([]);
    });
  });
});
