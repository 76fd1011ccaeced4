import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';

/**
 * The fonts every PDF the airline makes writes with (boarding passes, certificates, invoices; decision 75):
 * Noto Sans SC (the `@embedpdf/fonts-sc` package, SIL Open Font License), which covers Chinese, Latin and
 * digits, so one PDF can hold 王晓明 and WANG/XIAOMING side by side.
 *
 * A whole weight is 8 MB; a PDF carries only the glyphs it draws. harfbuzz (`subset-font`) cuts the font to the
 * characters of `texts` plus printable ASCII before pdf-lib embeds it, which keeps a boarding pass near 100 kB.
 * So a caller passes every string it will draw: a character left out prints as an empty box. pdf-lib's own
 * subsetter (fontkit's) is not used: harfbuzz is the reference subsetter and handles this CFF-outline font.
 * PDF.js and Chromium read the text back through the ToUnicode map pdf-lib writes (airline-api/test/pdf-text.ts).
 */
export type PdfFonts = { regular: PDFFont; bold: PDFFont };

export async function embedPdfFonts(doc: PDFDocument, texts: Iterable<string>): Promise<PdfFonts> {
  const characters = fontCharacters(texts);
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all(
    (['Regular', 'Bold'] as const).map(async (weight) => {
      const subset = await subsetFont(await weightFile(weight), characters, { targetFormat: 'sfnt' });
      // No ligatures: fontkit would draw 'fi' and 'fl' as one glyph that PDF.js reads back as another letter
      // ('certiØcate'), so copied text and search would break in every English PDF.
      return doc.embedFont(subset, { subset: false, features: { liga: false } });
    }),
  );
  return { regular: regular!, bold: bold! };
}

/** Printable ASCII, always in the subset: numbers, codes and Latin names are drawn on every document. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/** The distinct characters of `texts` and printable ASCII, control characters and line breaks left out. */
export function fontCharacters(texts: Iterable<string>): string {
  const seen = new Set(ASCII);
  for (const text of texts) for (const ch of text) if (!/\p{Cc}/u.test(ch)) seen.add(ch);
  return [...seen].join('');
}

const load = createRequire(__filename);
const FONT_DIR = join(dirname(load.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
/** Each weight read once per process and kept: 8 MB each, read on the first PDF rather than at start-up. */
const files = new Map<string, Promise<Buffer>>();

function weightFile(weight: 'Regular' | 'Bold'): Promise<Buffer> {
  let file = files.get(weight);
  if (!file) {
    file = readFile(join(FONT_DIR, `NotoSansHans-${weight}.otf`));
    file.catch(() => files.delete(weight));
    files.set(weight, file);
  }
  return file;
}
