/**
 * The seeded random source of the fuzz tests (airline-api's here and the BFF's in tests/e2e): FUZZ_SEED repeats a run, and
 * the seed is drawn and printed otherwise.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** FUZZ_SEED, or a fresh one. */
export const fuzzSeed = (): number => Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: small, seeded, good enough to pick mutations. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    random,
    chance: (p: number) => random() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!,
    int: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
  };
}
