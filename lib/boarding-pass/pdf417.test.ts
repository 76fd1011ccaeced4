import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';
import { encodeBcbp } from '@/lib/domain/boarding-pass';
import { pdf417Drawing, pdf417Png, pdf417Svg } from './pdf417';
import { SAMPLE_PASS } from '@/lib/domain/boarding-pass.sample';

jest.mock('server-only', () => ({}));

/** A pass as check-in issues it (spec §2 boarding pass; decision 20). */
const BCBP = encodeBcbp({
  ...SAMPLE_PASS,
});

/** Reads a PDF417 symbol from an image the way a gate scanner would: pixels → luminance → binarize → decode. */
async function scan(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luminance = new Uint8ClampedArray(info.width * info.height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (data[i * 4]! * 299 + data[i * 4 + 1]! * 587 + data[i * 4 + 2]! * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, info.width, info.height)));
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]]]);
  return new PDF417Reader().decode(bitmap, hints).getText();
}

describe('the PDF417 symbol of a boarding pass (decision 20: a real BCBP barcode)', () => {
  test('the PNG decodes back to exactly the BCBP string', async () => {
    const png = await pdf417Png(BCBP);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    await expect(scan(png)).resolves.toBe(BCBP);
  });

  test('the SVG the page draws decodes back to the same string', async () => {
    const svg = pdf417Svg(BCBP);
    // On white with a quiet zone, as the card shows it.
    const { width, height } = pdf417Drawing(BCBP);
    const framed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 ${width + 16} ${height + 16}" width="${(width + 16) * 2}" height="${(height + 16) * 2}"><rect x="-8" y="-8" width="${width + 16}" height="${height + 16}" fill="#fff"/>${svg.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')}</svg>`;
    const png = await sharp(Buffer.from(framed)).png().toBuffer();
    await expect(scan(png)).resolves.toBe(BCBP);
  });

  test('the drawing is wider than tall, so it fills a phone-width card', () => {
    const drawing = pdf417Drawing(BCBP);
    expect(drawing.viewBox).toBe(`0 0 ${drawing.width} ${drawing.height}`);
    expect(drawing.width).toBeGreaterThan(drawing.height * 2);
    expect(drawing.path).toMatch(/^M[\d ]+L/);
  });
});
