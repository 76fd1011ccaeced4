import { inflateSync } from 'node:zlib';

/**
 * What a script does with the slider captcha's picture (issue 29 §3): decode the PNG, then guess where the
 * notch is from the pixels alone. Both guesses answer a position 0..1 of the track.
 */
export type Picture = { width: number; height: number; rgb: Uint8Array };

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** An 8-bit RGB PNG (every filter type), as an attacker's decoder reads it. */
export function decodePng(dataUrl: string): Picture {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      const b = y > 0 ? rgb[(y - 1) * stride + i]! : 0;
      const c = i >= 3 && y > 0 ? rgb[(y - 1) * stride + i - 3]! : 0;
      const predictor =
        filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      rgb[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return { width, height, rgb };
}

/** Each pixel's R + G + B, row by row. */
function brightnessOf(p: Picture): Int16Array {
  const out = new Int16Array(p.width * p.height);
  for (let i = 0; i < out.length; i++) out[i] = p.rgb[i * 3]! + p.rgb[i * 3 + 1]! + p.rgb[i * 3 + 2]!;
  return out;
}

/** The centre of the `band`-pixel-wide column band with the highest score. */
function bestBand(p: Picture, columnScore: (x: number) => number, band = 20): number {
  const columns = Array.from({ length: p.width }, (_, x) => columnScore(x));
  let score = columns.slice(0, band).reduce((sum, v) => sum + v, 0);
  let [best, bestAt] = [score, 0];
  for (let x = 1; x + band <= p.width; x++) {
    score += columns[x + band - 1]! - columns[x - 1]!;
    if (score > best) [best, bestAt] = [score, x];
  }
  return (bestAt + band / 2) / p.width;
}

/** The review's attack: the darkest 20-pixel column band. */
export function darkestBand(p: Picture): number {
  const light = brightnessOf(p);
  return bestBand(p, (x) => {
    let sum = 0;
    for (let y = 0; y < p.height; y++) sum += light[y * p.width + x]!;
    return -sum;
  });
}

/**
 * A smarter one: the band with the most sharp edges (a cut-out's outline is a step in brightness, while
 * waves and shading change slowly), horizontal and vertical steps above a threshold counted per column.
 */
export function sharpestOutline(p: Picture, threshold = 60): number {
  const light = brightnessOf(p);
  return bestBand(p, (x) => {
    let edges = 0;
    for (let y = 1; y < p.height; y++) {
      const here = light[y * p.width + x]!;
      if (x > 0 && Math.abs(here - light[y * p.width + x - 1]!) > threshold) edges++;
      if (Math.abs(here - light[(y - 1) * p.width + x]!) > threshold) edges++;
    }
    return edges;
  });
}
