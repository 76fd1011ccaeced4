import { seatLayout, validateSeatChoices } from './seat-rules';

describe('seat chart', () => {
  it('A320 has 186 seats and A321 220', () => {
    expect(seatLayout('A320')).toHaveLength(186);
    expect(seatLayout('A321')).toHaveLength(220);
  });
  it('the first two exit rows are wing seats', () => {
    const exits = seatLayout('A321').filter((s) => s.exit);
    expect([...new Set(exits.map((s) => `${s.row}${s.exit}`))]).toEqual(['12WING', '13WING', '26DOOR']);
  });
});

describe('seat rules', () => {
  const adult = (passenger: number, seatNo: string, withInfant = false) => ({
    passenger,
    seatNo,
    type: 'ADT' as const,
    withInfant,
  });
  it('exit rows are not for children or passengers with infants', () => {
    expect(validateSeatChoices('A320', [adult(0, '12A')], [])).toEqual([]);
    expect(validateSeatChoices('A320', [{ passenger: 0, seatNo: '12A', type: 'CHD', withInfant: false }], [])).toEqual([
      { passenger: 0, key: 'exitRowNotAllowed' },
    ]);
    expect(validateSeatChoices('A320', [adult(0, '13F', true)], [])[0]?.key).toBe('exitRowNotAllowed');
  });
  it('infants only in allowed rows', () => {
    expect(validateSeatChoices('A320', [adult(0, '11A', true)], [])[0]?.key).toBe('infantRowNotAllowed');
    expect(validateSeatChoices('A320', [adult(0, '1A', true)], [])[0]?.key).toBe('infantRowNotAllowed');
    expect(validateSeatChoices('A320', [adult(0, '14A', true)], [])).toEqual([]);
  });
  it('two adults with infants not on the same side of a row', () => {
    expect(validateSeatChoices('A320', [adult(0, '20A', true), adult(1, '20C', true)], [])[0]?.key).toBe(
      'infantSameSide',
    );
    expect(validateSeatChoices('A320', [adult(0, '20A', true), adult(1, '20D', true)], [])).toEqual([]);
    expect(validateSeatChoices('A320', [adult(1, '20C', true)], [{ seatNo: '20B', withInfant: true }])[0]?.key).toBe(
      'infantSameSide',
    );
  });
  it('occupied, doubled and unknown seats', () => {
    expect(validateSeatChoices('A320', [adult(0, '20A')], [{ seatNo: '20A', withInfant: false }])[0]?.key).toBe(
      'seatOccupied',
    );
    expect(validateSeatChoices('A320', [adult(0, '20A'), adult(1, '20A')], [])[0]?.key).toBe('seatTakenByOther');
    expect(validateSeatChoices('A320', [adult(0, '32A')], [])[0]?.key).toBe('seatNotFound');
  });
});
