import bwipjs from 'bwip-js/node';
import { PDF417_OPTIONS } from '@/lib/domain/boarding-pass';

/** PNG pixels per PDF417 module, and the quiet zone around the symbol in modules (ISO/IEC 15438: at least 2). */
export const PNG_MODULE_PX = 3;
const QUIET_MODULES = 4;

/**
 * The pass's PDF417 symbol as a PNG on white, for the PDF and the mail (decision 20). The web draws the same
 * symbol as SVG (lib/boarding-pass/pdf417.ts) with the same options from lib/domain; airline-api may not
 * import the web's lib, so the few lines that call bwip-js live on each side.
 */
export function pdf417Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    ...PDF417_OPTIONS,
    text,
    scale: PNG_MODULE_PX,
    // bwip-js pads in points; a PDF417 module is one point, and the scale multiplies both.
    padding: QUIET_MODULES,
    backgroundcolor: 'FFFFFF',
  });
}
