import { ROULETTE_DAILY_DRAWS, ROULETTE_PRIZES, drawsLeft, prizeAt, rouletteTotalWeight } from './roulette';

describe('the roulette draw', () => {
  it('maps every draw onto the prizes in proportion to their weights', () => {
    const total = rouletteTotalWeight(ROULETTE_PRIZES);
    expect(total).toBe(100);
    const counts = new Map<string, number>();
    for (let r = 0; r < total; r += 1) {
      const p = prizeAt(ROULETTE_PRIZES, r);
      counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
    }
    for (const p of ROULETTE_PRIZES) expect(counts.get(p.id)).toBe(p.weight);
  });
  it('has exact edges and refuses a draw outside [0, total)', () => {
    expect(prizeAt(ROULETTE_PRIZES, 4).id).toBe('COUPON_50');
    expect(prizeAt(ROULETTE_PRIZES, 5).id).toBe('COUPON_10');
    expect(prizeAt(ROULETTE_PRIZES, 99).id).toBe('NONE');
    expect(() => prizeAt(ROULETTE_PRIZES, 100)).toThrow(RangeError);
    expect(() => prizeAt(ROULETTE_PRIZES, -1)).toThrow(RangeError);
  });
  it('counts down the daily draws to zero', () => {
    expect(drawsLeft(0)).toBe(ROULETTE_DAILY_DRAWS);
    expect(drawsLeft(ROULETTE_DAILY_DRAWS - 1)).toBe(1);
    expect(drawsLeft(ROULETTE_DAILY_DRAWS)).toBe(0);
    expect(drawsLeft(ROULETTE_DAILY_DRAWS + 1)).toBe(0);
  });
});
