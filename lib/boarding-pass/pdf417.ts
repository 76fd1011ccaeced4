import 'server-only';
import bwipjs from 'bwip-js/node';
import { PDF417_OPTIONS, type BarcodeDrawing } from '@/lib/domain/boarding-pass';

/**
 * The boarding pass's PDF417 symbol for the web (decision 20): drawn on the server, so the browser gets
 * plain SVG paths and no barcode library. airline-api draws its own PNG for the PDF with the same options.
 */

/** The symbol as an SVG document, no background: the page puts it on white with a quiet zone around it. */
export function pdf417Svg(text: string): string {
  return bwipjs.toSVG({ ...PDF417_OPTIONS, text });
}

/**
 * The symbol as a PNG on white, 3 pixels a module with a 4-module quiet zone (ISO/IEC 15438 asks for at
 * least 2; bwip-js pads in points, and a PDF417 module is one point): for a mail attachment or a saved image.
 */
export function pdf417Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...PDF417_OPTIONS, text, scale: 3, padding: 4, backgroundcolor: 'FFFFFF' });
}

/** The symbol's viewBox and path, for a React `<svg>` with its own accessible name that scales to the width. */
export function pdf417Drawing(text: string): BarcodeDrawing {
  const svg = pdf417Svg(text);
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  const path = /<path d="([^"]+)"/.exec(svg);
  if (!box || !path) throw new Error('bwip-js drew an SVG without a viewBox or a path');
  const width = Number(box[1]);
  const height = Number(box[2]);
  return { viewBox: `0 0 ${width} ${height}`, width, height, path: path[1]! };
}
