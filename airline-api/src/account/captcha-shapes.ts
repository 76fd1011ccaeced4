import { randomInt } from 'node:crypto';

/**
 * The cut-outs of the slider captcha's picture (decision 54): the notch and its decoys each have one of these
 * shapes, and the handle carries the notch's shape as its piece. `inside(u, v)` takes a point of the
 * cut-out's square, -1..1 both ways (v downwards).
 */
export type Shape = { name: string; inside: (u: number, v: number) => boolean };

export const SHAPES: readonly Shape[] = [
  { name: 'circle', inside: (u, v) => u * u + v * v <= 0.92 },
  { name: 'triangle', inside: (u, v) => v <= 0.85 && Math.abs(u) <= (v + 0.95) / 1.8 },
  { name: 'diamond', inside: (u, v) => Math.abs(u) + Math.abs(v) <= 1 },
  {
    name: 'cross',
    inside: (u, v) => Math.max(Math.abs(u), Math.abs(v)) <= 0.95 && Math.min(Math.abs(u), Math.abs(v)) <= 0.34,
  },
  {
    name: 'jigsaw',
    inside: (u, v) =>
      (Math.abs(u + 0.2) <= 0.68 && Math.abs(v) <= 0.75) ||
      (u - 0.62) ** 2 + v * v <= 0.09 ||
      u * u + (v + 0.72) ** 2 <= 0.07,
  },
  { name: 'hexagon', inside: (u, v) => Math.abs(v) <= 0.82 && Math.abs(u) + Math.abs(v) * 0.55 <= 0.95 },
];

/** `count` different shapes in random order. */
export function pickShapes(count: number): Shape[] {
  const pool = [...SHAPES];
  return Array.from({ length: count }, () => pool.splice(randomInt(0, pool.length), 1)[0]!);
}

/**
 * Centres (0..1 of the width) for `count` decoys: within the picture, each at least `gap` from the notch and
 * from one another, so no decoy hides the notch and the notch is never where a decoy is.
 */
export function decoyCentres(target: number, count: number, gap: number, margin: number): number[] {
  const taken = [target];
  for (let tries = 0; taken.length <= count && tries < 500; tries++) {
    const at = margin + (randomInt(0, 10_001) / 10_000) * (1 - 2 * margin);
    if (taken.every((t) => Math.abs(t - at) >= gap)) taken.push(at);
  }
  return taken.slice(1);
}
