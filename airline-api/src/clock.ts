/**
 * The one source of 'now' in airline-api. In sandbox mode tests shift it by an offset so check-in
 * windows, payment deadlines and fee bands can be tested at exact boundaries.
 */
export type Clock = {
  now: () => number;
  offsetMs: () => number;
  setOffset: (offsetMs: number) => void;
};

export function createClock(base: () => number = Date.now, initialOffsetMs = 0): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => base() + offset,
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}
