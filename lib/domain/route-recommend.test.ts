import { recommendWindow } from './route-recommend';

describe('recommendWindow', () => {
  it('runs one month from the leg date', () => {
    expect(recommendWindow('2026-12-20', '2026-12-10')).toEqual({ beginDate: '2026-12-20', endDate: '2027-01-20' });
  });

  it('starts today when the date is missing or past', () => {
    expect(recommendWindow(null, '2026-12-10').beginDate).toBe('2026-12-10');
    expect(recommendWindow('2026-12-01', '2026-12-10').beginDate).toBe('2026-12-10');
  });

  it('ends on the last day of a shorter month', () => {
    expect(recommendWindow('2027-01-31', '2026-12-10').endDate).toBe('2027-02-28');
  });
});
