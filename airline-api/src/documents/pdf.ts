/**
 * A minimal PDF writer for the downloadable forms (spec §2 /member/documentDownload): one A4 page of text
 * lines, uncompressed, with a correct cross-reference table, so that every reader opens it. Latin lines use
 * the standard Helvetica; Chinese lines use Adobe's predefined STSong-Light with the UniGB-UCS2-H CMap,
 * which readers supply themselves, so no font is embedded and a form stays a few kB.
 */

export type PdfLine = {
  text: string;
  /** Font size in points. */
  size: number;
  /** Extra space above the line, in points. */
  gapBefore?: number;
};

export type PdfPage = {
  /** The document's title in the file's information dictionary (ASCII). */
  title: string;
  /** PDF date of the version, D:YYYYMMDDHHmmSS+08'00'. */
  date: string;
  lines: PdfLine[];
};

const PAGE = { width: 595, height: 842, margin: 56 } as const;

/** Any character outside printable ASCII is written with the Chinese font. */
const isLatin = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** A literal string: backslash and parentheses escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** UCS-2 big-endian hex, what UniGB-UCS2-H reads; characters beyond the BMP have no code there. */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

/**
 * The line cut to the page's width, by an estimate that errs wide: a Latin character at most 0.56 em
 * (Helvetica's widest lower case and digits), a Chinese one a full em. Latin text breaks between words.
 */
export function wrap(text: string, size: number): string[] {
  const room = PAGE.width - 2 * PAGE.margin;
  if (!isLatin(text)) {
    const perLine = Math.max(1, Math.floor(room / size));
    const chars = [...text];
    const rows: string[] = [];
    for (let i = 0; i < chars.length; i += perLine) rows.push(chars.slice(i, i + perLine).join(''));
    return rows.length ? rows : [''];
  }
  const perLine = Math.max(1, Math.floor(room / (size * 0.56)));
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    const next = row ? `${row} ${word}` : word;
    if (next.length > perLine && row) {
      rows.push(row);
      row = word;
    } else row = next;
  }
  rows.push(row);
  return rows;
}

/** The page's content stream: each line placed from the top, in its font, wrapped to the page. */
function contentStream(lines: PdfLine[]): string {
  let y = PAGE.height - PAGE.margin;
  const ops: string[] = [];
  for (const line of lines) {
    wrap(line.text, line.size).forEach((row, i) => {
      y -= (i === 0 ? (line.gapBefore ?? 0) : 0) + line.size * 1.4;
      const [font, text] = isLatin(row) ? ['F1', literal(row)] : ['F2', ucs2Hex(row)];
      ops.push(`BT /${font} ${line.size} Tf ${PAGE.margin} ${Math.round(y)} Td ${text} Tj ET`);
    });
  }
  return ops.join('\n');
}

/** The bytes of a one-page PDF 1.4 file. Deterministic: the same page gives the same bytes. */
export function pdfBytes(page: PdfPage): Buffer {
  if (!isLatin(page.title)) throw new Error('the PDF title must be ASCII');
  const stream = contentStream(page.lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> ' +
      '/FontDescriptor 8 0 R /DW 1000 /W [1 95 500] >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title ${literal(page.title)} /Producer (Skylark Airlines) /CreationDate (${page.date}) /ModDate (${page.date}) >>`,
  ];
  // The binary comment line tells transfer tools the file is binary (PDF 1.4, 7.5.2).
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
