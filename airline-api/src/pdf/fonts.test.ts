import { PDFDocument } from 'pdf-lib';
import { PDF_TEST_TIMEOUT_MS, pdfText } from '../../test/pdf-text';
import { embedPdfFonts, fontCharacters } from './fonts';

jest.setTimeout(PDF_TEST_TIMEOUT_MS);

describe('the PDF fonts (decision 75)', () => {
  it('write Chinese and Latin text that a PDF reader reads back as written', async () => {
    const doc = await PDFDocument.create();
    const line = '登机牌 王晓明 WANG/XIAOMING 北京首都 → 上海虹桥 2026-12-05 座位 12A';
    const latin = 'Verification certificate of flight';
    const { regular, bold } = await embedPdfFonts(doc, [line, '旅客', latin]);
    const page = doc.addPage();
    page.drawText('旅客', { x: 40, y: 760, size: 12, font: bold });
    page.drawText(line, { x: 40, y: 720, size: 12, font: regular });
    page.drawText(latin, { x: 40, y: 680, size: 12, font: regular });
    const bytes = await doc.save();
    const text = await pdfText(bytes);
    expect(text).toContain('旅客');
    expect(text).toContain('王晓明 WANG/XIAOMING');
    expect(text).toContain('上海虹桥');
    // 'fi' and 'fl' stay two letters (no ligature glyph read back as another character).
    expect(text).toContain(latin);
    // Only the glyphs drawn travel: two subset weights, far below the 8 MB of one whole weight.
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('always carry printable ASCII and leave control characters out', () => {
    const chars = fontCharacters(['王\n王\t晓']);
    expect(chars).toContain('王');
    expect(chars).toContain('晓');
    expect(chars).toContain('~');
    expect(chars).toContain(' ');
    expect(chars).not.toMatch(/[\n\t]/);
    expect([...chars].filter((c) => c === '王')).toHaveLength(1);
  });
});
