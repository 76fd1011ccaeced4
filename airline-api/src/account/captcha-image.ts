import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * The slider captcha's picture: the track's background with the notch drawn in at the target. The browser
 * stretches it over the track and is told nothing else, so the answer is in pixels only, never in a field
 * of the challenge (spec §4 slider verification). A textured background and a notch of the picture's own
 * colours keep it from being a single colour to look for.
 */
export const IMAGE_WIDTH = 320;
export const IMAGE_HEIGHT = 40;

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

/**
 * The puzzle for a notch centred at `target` (0..1 of the width), `notchWidth` wide: a soft gradient with
 * waves and grain, the notch a shaded hollow with a light rim that a person sees at once.
 */
export function puzzleImage(target: number, notchWidth: number): Buffer {
  const [from, to] = [lightColour(), lightColour()];
  const waves = Array.from({ length: 3 }, () => ({
    amplitude: randomInt(6, 18),
    period: randomInt(18, 70),
    phase: randomInt(0, 628) / 100,
    slope: randomInt(-100, 101) / 100,
  }));
  const left = Math.round((target - notchWidth / 2) * IMAGE_WIDTH);
  const right = Math.round((target + notchWidth / 2) * IMAGE_WIDTH);
  const [top, bottom] = [5, IMAGE_HEIGHT - 6];
  const shade = randomInt(45, 60) / 100;
  return encodePng(IMAGE_WIDTH, IMAGE_HEIGHT, (x, y) => {
    const t = x / (IMAGE_WIDTH - 1);
    const wave = waves.reduce((sum, w) => sum + w.amplitude * Math.sin((x + w.slope * y) / w.period + w.phase), 0);
    const grain = Math.floor(Math.random() * 9) - 4;
    let pixel: Rgb = [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t + wave + grain) as Rgb;
    const inside = x >= left && x <= right && y >= top && y <= bottom;
    if (inside) {
      const rim = x - left < 2 || right - x < 2 || y - top < 2 || bottom - y < 2;
      pixel = rim
        ? [pixel[0] + 45, pixel[1] + 45, pixel[2] + 45]
        : [pixel[0] * shade, pixel[1] * shade, pixel[2] * shade];
    }
    return [clamp(pixel[0]), clamp(pixel[1]), clamp(pixel[2])];
  });
}
