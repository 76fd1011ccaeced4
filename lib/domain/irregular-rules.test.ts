import {
  FREE_CHANGE_DAYS_AFTER,
  freeChangeBlock,
  freeChangeWindow,
  inFreeChangeWindow,
  isIrregular,
  windowDates,
} from './irregular-rules';

// Spec §4 flight dynamics; decision 32.
describe('irregular flights', () => {
  it('are delayed, cancelled, diverted or returned; normal and early ones are not', () => {
    expect(['DELAYED', 'CANCELLED', 'DIVERTED', 'RETURNED'].every((s) => isIrregular(s as never))).toBe(true);
    expect(isIrregular('NORMAL')).toBe(false);
    expect(isIrregular('EARLY')).toBe(false);
  });

  it('refuse a free change for an unaffected flight, and for a delayed one once it has left', () => {
    expect(freeChangeBlock('NORMAL', 'SCHEDULED')).toBe('NOT_AFFECTED');
    expect(freeChangeBlock('EARLY', 'DEPARTED')).toBe('NOT_AFFECTED');
    expect(freeChangeBlock('DELAYED', 'SCHEDULED')).toBeNull();
    expect(freeChangeBlock('DELAYED', 'DEPARTED')).toBe('DEPARTED');
    expect(freeChangeBlock('DELAYED', 'ARRIVED')).toBe('DEPARTED');
    expect(freeChangeBlock('CANCELLED', 'SCHEDULED')).toBeNull();
    expect(freeChangeBlock('DIVERTED', 'ARRIVED')).toBeNull();
    expect(freeChangeBlock('RETURNED', 'ARRIVED')).toBeNull();
  });

  it('move within the flight date and the 7 days after, both ends included', () => {
    expect(FREE_CHANGE_DAYS_AFTER).toBe(7);
    const w = freeChangeWindow('2026-12-10', '2026-12-01');
    expect(w).toEqual({ first: '2026-12-10', last: '2026-12-17' });
    expect(inFreeChangeWindow('2026-12-09', w)).toBe(false);
    expect(inFreeChangeWindow('2026-12-10', w)).toBe(true);
    expect(inFreeChangeWindow('2026-12-17', w)).toBe(true);
    expect(inFreeChangeWindow('2026-12-18', w)).toBe(false);
    expect(windowDates(w!)).toHaveLength(8);
  });

  it('never start before today, and have none once the last day has gone', () => {
    expect(freeChangeWindow('2026-12-10', '2026-12-12')).toEqual({ first: '2026-12-12', last: '2026-12-17' });
    expect(freeChangeWindow('2026-12-10', '2026-12-17')).toEqual({ first: '2026-12-17', last: '2026-12-17' });
    expect(freeChangeWindow('2026-12-10', '2026-12-18')).toBeNull();
    expect(inFreeChangeWindow('2026-12-10', null)).toBe(false);
    expect(windowDates({ first: '2026-12-31', last: '2027-01-02' })).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
