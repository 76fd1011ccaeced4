import { pdfBytes, wrap } from './pdf';

// A4 less two 56 pt margins leaves 483 pt: 95 Latin characters at 9 pt (0.56 em each), 46 Chinese at 10.5 pt.
describe('the downloadable forms’ PDF writer (spec §2 /member/documentDownload)', () => {
  it('keeps a Latin line of exactly the width on one row and breaks one word more between words', () => {
    const fits = `${'a'.repeat(47)} ${'b'.repeat(47)}`;
    expect(fits).toHaveLength(95);
    expect(wrap(fits, 9)).toEqual([fits]);
    expect(wrap(`${fits}c`, 9)).toEqual(['a'.repeat(47), `${'b'.repeat(47)}c`]);
    // A word longer than a row stays whole rather than being cut.
    expect(wrap('x'.repeat(120), 9)).toEqual(['x'.repeat(120)]);
  });

  it('cuts a Chinese line after a full em per character', () => {
    expect(wrap('中'.repeat(46), 10.5)).toEqual(['中'.repeat(46)]);
    expect(wrap('中'.repeat(47), 10.5)).toEqual(['中'.repeat(46), '中']);
  });

  it('writes the same bytes for the same page, escapes Latin text and refuses a title it cannot write', () => {
    const page = { title: 'Form (A)', date: "D:20250101000000+08'00'", lines: [{ text: 'a\\b (c)', size: 9 }] };
    const bytes = pdfBytes(page);
    expect(pdfBytes(page).equals(bytes)).toBe(true);
    const text = bytes.toString('latin1');
    expect(text).toContain('/Title (Form \\(A\\))');
    expect(text).toContain('(a\\\\b \\(c\\)) Tj');
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(() => pdfBytes({ ...page, title: '表格' })).toThrow('ASCII');
  });
});
