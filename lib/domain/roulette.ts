/**
 * The roulette of zh-CN /campaignRoulette (decision 66): a fair draw decided by airline-api, never by the page. Each
 * prize has a published weight; a draw is a uniform integer in [0, total weight) mapped onto the prizes in order.
 * A member draws at most ROULETTE_DAILY_DRAWS times per airline-local day.
 */
export const ROULETTE_DAILY_DRAWS = 3;

export type RoulettePrize = { id: string; weight: number; offerId: string | null };

export const ROULETTE_PRIZES: readonly RoulettePrize[] = [
  { id: 'COUPON_50', weight: 5, offerId: 'OF-ROULETTE-50' },
  { id: 'COUPON_10', weight: 35, offerId: 'OF-ROULETTE-10' },
  { id: 'NONE', weight: 60, offerId: null },
];

export const rouletteTotalWeight = (prizes: readonly RoulettePrize[]) => prizes.reduce((n, p) => n + p.weight, 0);

/** The prize a uniform draw `r` in [0, total weight) lands on. */
export function prizeAt(prizes: readonly RoulettePrize[], r: number): RoulettePrize {
  if (!Number.isInteger(r) || r < 0 || r >= rouletteTotalWeight(prizes)) throw new RangeError('draw out of range');
  let left = r;
  for (const p of prizes) {
    if (left < p.weight) return p;
    left -= p.weight;
  }
  throw new RangeError('no prize');
}

/** Draws left today after `drawn` draws. */
export const drawsLeft = (drawn: number) => Math.max(0, ROULETTE_DAILY_DRAWS - drawn);
