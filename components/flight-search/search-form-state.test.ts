import type { CityOption } from '@/lib/domain/city-search';
import {
  initialSearchFormState,
  passengerLimits,
  searchFormReducer,
  toCriteria,
  type SearchFormState,
} from './search-form-state';

const option = (code: string, type: CityOption['type'] = 'CITY'): CityOption => ({
  code,
  type,
  name: code,
  cityName: code,
  airportName: null,
  countryCode: 'CN',
  region: 'CN',
});
const CAN = option('CAN');
const PEK = option('PEK', 'AIRPORT');
const SZX = option('SZX');
const TODAY = '2026-11-21';
const fresh = () => initialSearchFormState({ today: TODAY, departure: CAN });

describe('search form state', () => {
  it('starts one-way from the default departure, out today+1 and back today+3, one adult', () => {
    const state = fresh();
    expect(state.legs).toEqual([{ from: CAN, to: null, date: '2026-11-22' }]);
    expect(state.returnDate).toBe('2026-11-24');
    expect(toCriteria(state)).toEqual({
      tripType: 'OW',
      legs: [{ from: { code: 'CAN', type: 'CITY' }, to: null, date: '2026-11-22' }],
      passengers: { adults: 1, children: 0, infants: 0 },
    });
  });

  it('moves untouched default dates to a new airline day and keeps dates the user chose', () => {
    const moved = searchFormReducer(fresh(), { type: 'newDay', previous: TODAY, today: '2026-11-22' });
    expect(moved.legs[0]?.date).toBe('2026-11-23');
    expect(moved.returnDate).toBe('2026-11-25');
    const picked = searchFormReducer(fresh(), { type: 'date', leg: 0, date: '2026-12-01' });
    const kept = searchFormReducer(picked, { type: 'newDay', previous: TODAY, today: '2026-11-22' });
    expect(kept.legs[0]?.date).toBe('2026-12-01');
    expect(kept.returnDate).toBe('2026-11-25');
  });

  it('lets the detected city replace the default departure until the user picks one', () => {
    const detected = searchFormReducer(fresh(), { type: 'detectedDeparture', city: SZX });
    expect(detected.legs[0]?.from).toBe(SZX);
    const chosen = searchFormReducer(fresh(), { type: 'city', leg: 0, end: 'from', city: PEK });
    expect(searchFormReducer(chosen, { type: 'detectedDeparture', city: SZX }).legs[0]?.from).toBe(PEK);
    const swapped = searchFormReducer(fresh(), { type: 'swap', leg: 0 });
    expect(searchFormReducer(swapped, { type: 'detectedDeparture', city: SZX }).legs[0]?.from).toBeNull();
  });

  it('does not detect a departure equal to the chosen arrival', () => {
    const withArrival = searchFormReducer(fresh(), { type: 'city', leg: 0, end: 'to', city: SZX });
    expect(searchFormReducer(withArrival, { type: 'detectedDeparture', city: SZX }).legs[0]?.from).toBe(CAN);
  });

  it('builds the round trip from the first leg and the return date', () => {
    let state = searchFormReducer(fresh(), { type: 'city', leg: 0, end: 'to', city: PEK });
    state = searchFormReducer(state, { type: 'tripType', tripType: 'RT' });
    expect(toCriteria(state).legs).toEqual([
      { from: { code: 'CAN', type: 'CITY' }, to: { code: 'PEK', type: 'AIRPORT' }, date: '2026-11-22' },
      { from: { code: 'PEK', type: 'AIRPORT' }, to: { code: 'CAN', type: 'CITY' }, date: '2026-11-24' },
    ]);
  });

  it('multi-city adds a second leg from the first arrival, adds up to 4 and removes down to 2', () => {
    let state: SearchFormState = searchFormReducer(fresh(), { type: 'city', leg: 0, end: 'to', city: PEK });
    state = searchFormReducer(state, { type: 'tripType', tripType: 'MT' });
    expect(state.legs[1]).toEqual({ from: PEK, to: null, date: '2026-11-24' });
    for (let i = 0; i < 4; i += 1) state = searchFormReducer(state, { type: 'addLeg' });
    expect(state.legs).toHaveLength(4);
    for (let i = 0; i < 4; i += 1) state = searchFormReducer(state, { type: 'removeLeg', leg: 0 });
    expect(state.legs).toHaveLength(2);
  });

  it('keeps the legs when switching back to one-way (no data loss)', () => {
    let state = searchFormReducer(fresh(), { type: 'tripType', tripType: 'MT' });
    state = searchFormReducer(state, { type: 'city', leg: 1, end: 'to', city: SZX });
    state = searchFormReducer(searchFormReducer(state, { type: 'tripType', tripType: 'OW' }), {
      type: 'tripType',
      tripType: 'MT',
    });
    expect(state.legs[1]?.to).toBe(SZX);
    expect(toCriteria(searchFormReducer(state, { type: 'tripType', tripType: 'OW' })).legs).toHaveLength(1);
  });

  it('bounds the steppers by the passenger rules', () => {
    expect(passengerLimits({ adults: 1, children: 0, infants: 0 })).toEqual({
      adults: { min: 1, max: 9 },
      children: { min: 0, max: 2 },
      infants: { min: 0, max: 1 },
    });
    expect(passengerLimits({ adults: 1, children: 1, infants: 1 })).toEqual({
      adults: { min: 1, max: 7 },
      children: { min: 0, max: 1 },
      infants: { min: 0, max: 1 },
    });
    expect(passengerLimits({ adults: 2, children: 2, infants: 2 }).adults.min).toBe(2);
    expect(passengerLimits({ adults: 5, children: 4, infants: 0 }).infants.max).toBe(0);
    const state = searchFormReducer(fresh(), { type: 'passengers', kind: 'adults', delta: -1 });
    expect(state.passengers.adults).toBe(1);
  });

  it('restores a search from the results page with display names', () => {
    const state = initialSearchFormState({
      today: TODAY,
      departure: null,
      criteria: {
        tripType: 'RT',
        legs: [
          { from: { code: 'CAN', type: 'CITY' }, to: { code: 'BJS', type: 'AREA' }, date: '2026-12-01' },
          { from: { code: 'BJS', type: 'AREA' }, to: { code: 'CAN', type: 'CITY' }, date: '2026-12-05' },
        ],
        passengers: { adults: 2, children: 0, infants: 0 },
      },
      cities: [CAN],
    });
    expect(state.legs).toHaveLength(1);
    expect(state.legs[0]?.from).toBe(CAN);
    expect(state.legs[0]?.to?.name).toBe('BJS');
    expect(state.returnDate).toBe('2026-12-05');
    expect(state.departureChanged).toBe(true);
  });

  // leg 2's origin comes from leg 1's destination.
  it('starts the next multi-city leg where the previous one lands, until the user picks its origin', () => {
    const multi = searchFormReducer(fresh(), { type: 'tripType', tripType: 'MT' });
    expect(multi.legs[1]?.from).toBeNull();
    const landed = searchFormReducer(multi, { type: 'city', leg: 0, end: 'to', city: PEK });
    expect(landed.legs[1]?.from).toEqual(PEK);
    const changed = searchFormReducer(landed, { type: 'city', leg: 0, end: 'to', city: SZX });
    expect(changed.legs[1]?.from).toEqual(SZX);
    const own = searchFormReducer(changed, { type: 'city', leg: 1, end: 'from', city: CAN });
    expect(searchFormReducer(own, { type: 'city', leg: 0, end: 'to', city: PEK }).legs[1]?.from).toEqual(CAN);
  });

  // a departure after the return moves the return, and the form says so.
  it('moves the return date with a later departure, keeping the trip length, and records the move', () => {
    const rt = searchFormReducer(fresh(), { type: 'tripType', tripType: 'RT' });
    expect([rt.legs[0]?.date, rt.returnDate]).toEqual(['2026-11-22', '2026-11-24']);
    const later = searchFormReducer(rt, { type: 'date', leg: 0, date: '2026-11-30' });
    expect(later.returnDate).toBe('2026-12-02');
    expect(later.returnMoved).toBe('2026-12-02');
    const within = searchFormReducer(later, { type: 'date', leg: 0, date: '2026-12-01' });
    expect(within.returnDate).toBe('2026-12-02');
    expect(within.returnMoved).toBeNull();
    expect(searchFormReducer(later, { type: 'returnDate', date: '2026-12-05' }).returnMoved).toBeNull();
  });
});
