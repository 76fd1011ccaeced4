import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { decoyCentres, pickShapes, type Shape } from './captcha-shapes';

/**
 * The slider captcha's picture: the track's background with the notch drawn in at the target. The browser
 * stretches it over the track and is told nothing else, so the answer is in pixels only, never in a field
 * of the challenge (spec §4 slider verification).
 *
 * Against a script (issue 29 §3, decision 54) the notch is one of four cut-outs of different shapes, all
 * shaded alike, and the handle carries the notch's shape as its piece: a person matches the shapes, a script
 * that looks for the darkest or the sharpest place finds a decoy or one of the dark patches of the
 * background, which are darker than any cut-out and never near the notch.
 */
export const IMAGE_WIDTH = 320;
export const IMAGE_HEIGHT = 40;
export const PIECE_SIZE = 28;
const DECOYS = 3;

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the given rows (no filtering: the picture is small and drawn fresh each time). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let at = 0;
  for (let y = 0; y < height; y++) {
    raw[at++] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[at++] = r;
      raw[at++] = g;
      raw[at++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
const lightColour = (): Rgb => [randomInt(170, 236), randomInt(170, 236), randomInt(170, 236)];
const between = (min: number, max: number) => min + (randomInt(0, 10_001) / 10_000) * (max - min);

type Cutout = { shape: Shape; cx: number; cy: number; half: number; shade: number; rim: number };
type Patch = { cx: number; cy: number; rx: number; ry: number; factor: number };

function cutoutAt(c: Cutout, x: number, y: number): 'out' | 'rim' | 'in' {
  if (Math.abs(x - c.cx) > c.half + 1 || Math.abs(y - c.cy) > c.half + 1) return 'out';
  const at = (dx: number, dy: number) => c.shape.inside((x + dx - c.cx) / c.half, (y + dy - c.cy) / c.half);
  if (!at(0, 0)) return 'out';
  return at(-2, 0) && at(2, 0) && at(0, -2) && at(0, 2) ? 'in' : 'rim';
}

/**
 * Soft patches away from the notch: two darker than any cut-out (so the darkest place is one of them) and
 * one lighter, so that the background is not an even gradient to subtract.
 */
function patches(target: number, half: number): Patch[] {
  const centres = decoyCentres(target, 3, 0.12, 0.05);
  return centres.map((at, i) => ({
    cx: at * IMAGE_WIDTH,
    cy: between(8, IMAGE_HEIGHT - 8),
    rx: between(1.1, 1.6) * half,
    ry: between(1.4, 2.2) * half,
    factor: i < 2 ? between(0.3, 0.42) : between(1.15, 1.3),
  }));
}

/**
 * The puzzle for a notch centred at `target` (0..1 of the width), `notchWidth` wide: a soft gradient with
 * waves, grain and patches, the notch and three decoys shaded hollows with a light rim, and the piece: the
 * notch's shape for the handle.
 */
export function puzzleImage(target: number, notchWidth: number): { image: Buffer; piece: Buffer } {
  const [from, to] = [lightColour(), lightColour()];
  const waves = Array.from({ length: 3 }, () => ({
    amplitude: randomInt(6, 18),
    period: randomInt(18, 70),
    phase: randomInt(0, 628) / 100,
    slope: randomInt(-100, 101) / 100,
  }));
  const half = (notchWidth * IMAGE_WIDTH) / 2;
  const shapes = pickShapes(DECOYS + 1);
  const cutouts: Cutout[] = [target, ...decoyCentres(target, DECOYS, 0.13, 0.06)].map((at, i) => ({
    shape: shapes[i]!,
    cx: at * IMAGE_WIDTH,
    cy: between(half + 3, IMAGE_HEIGHT - half - 3),
    half,
    shade: between(0.5, 0.72),
    rim: between(35, 55),
  }));
  const spots = patches(target, half);
  const image = encodePng(IMAGE_WIDTH, IMAGE_HEIGHT, (x, y) => {
    const t = x / (IMAGE_WIDTH - 1);
    const wave = waves.reduce((sum, w) => sum + w.amplitude * Math.sin((x + w.slope * y) / w.period + w.phase), 0);
    const grain = Math.floor(Math.random() * 17) - 8;
    let pixel: Rgb = [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t + wave + grain) as Rgb;
    for (const p of spots) {
      const d = ((x - p.cx) / p.rx) ** 2 + ((y - p.cy) / p.ry) ** 2;
      if (d > 6) continue;
      const factor = 1 + (p.factor - 1) * Math.exp(-d * 1.5);
      pixel = [pixel[0] * factor, pixel[1] * factor, pixel[2] * factor];
    }
    for (const c of cutouts) {
      const where = cutoutAt(c, x, y);
      if (where === 'rim') pixel = pixel.map((v) => v + c.rim) as Rgb;
      if (where === 'in') pixel = pixel.map((v) => v * c.shade) as Rgb;
    }
    return [clamp(pixel[0]), clamp(pixel[1]), clamp(pixel[2])];
  });
  return { image, piece: pieceImage(shapes[0]!) };
}

/** The notch's shape, light on dark, for the handle. */
function pieceImage(shape: Shape): Buffer {
  const half = PIECE_SIZE / 2;
  return encodePng(PIECE_SIZE, PIECE_SIZE, (x, y) =>
    shape.inside((x + 0.5 - half) / (half - 1), (y + 0.5 - half) / (half - 1)) ? [248, 250, 252] : [30, 41, 59],
  );
}
