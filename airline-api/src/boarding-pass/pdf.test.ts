import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFDict, type PDFPage } from 'pdf-lib';
import { encodeBcbp, type BoardingPassData, type BoardingPassView } from '@/lib/domain/boarding-pass';
import { boardingPassPdf } from './pdf';
import { SAMPLE_PASS } from '@/lib/domain/boarding-pass.sample';

const data = (over: Partial<BoardingPassData> = {}): BoardingPassData => ({
  ...SAMPLE_PASS,
  departureTime: '2026-01-06T00:30:00Z',
  departureTimeZone: 'Asia/Shanghai',
  boardingTime: '2026-01-05T23:50:00Z',
  gate: '12',
  ...over,
});

/** A pass as check-in will hand it over: the view carries its BCBP string and names in both languages. */
const view = (over: Partial<BoardingPassData> = {}, displayName = '李明'): BoardingPassView => {
  const d = data(over);
  return {
    ...d,
    barcode: encodeBcbp(d),
    displayName,
    departure: {
      city: { zh: '上海', en: 'Shanghai' },
      airport: { zh: '浦东国际机场', en: 'Pudong International Airport' },
    },
    arrival: {
      city: { zh: '广州', en: 'Guangzhou' },
      airport: { zh: '白云国际机场', en: 'Baiyun International Airport' },
    },
  };
};

/** The image XObjects a page draws. */
function pageImages(page: PDFPage): PDFRawStream[] {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject')) as PDFDict | undefined;
  if (!xObjects) return [];
  return xObjects
    .keys()
    .map((key) => xObjects.lookup(key))
    .filter(
      (o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
}

/** The text a page shows: pdf-lib writes standard-font text as hex strings in the content stream. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  const ops = streams
    .map((ref) => page.doc.context.lookup(ref as never))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
  return [...ops.matchAll(/<([0-9A-F]+)> Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('\n');
}

describe('the boarding pass PDF (spec §2 check-in: print and e-mail the pass; decision 20)', () => {
  test('one A4 page per passenger per flight, each with its PDF417 image', async () => {
    const passes = [
      view(),
      view({ passengerName: 'WANG/FANG', seat: '12B', sequenceNumber: 2, ticketNumber: '9021234567891' }, '王芳'),
    ];
    const pdf = await PDFDocument.load(await boardingPassPdf(passes, 'en'));
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
      const [image, ...others] = pageImages(page);
      expect(others).toHaveLength(0);
      // 171 modules + a 4-module quiet zone each side, 3 pixels a module.
      expect(image?.dict.get(PDFName.of('Width'))?.toString()).toBe(String((171 + 8) * 3));
    }
  });

  test('the page shows the airline, passenger, route by name, flight, date, local times, seat, gate, sequence, ticket', async () => {
    const pdf = await PDFDocument.load(await boardingPassPdf([view()], 'en'));
    const text = pageText(pdf.getPage(0));
    for (const shown of [
      'SKYLARK AIRLINES',
      'LI/MING',
      'Shanghai PVG',
      'Pudong International Airport',
      'Guangzhou CAN',
      'YQ8888',
      '06 JAN 2026',
      // 00:30 UTC and 23:50 UTC the day before, in Shanghai.
      '08:30',
      '07:50',
      '12A',
      'Economy (Y)',
      '12',
      '0001',
      'K7M2QX',
      '902-1234567890',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/25 minutes before departure/);
  });

  test('in Chinese: Latin text only (no CJK font to embed), the date year first, names never in Chinese characters', async () => {
    const pdf = await PDFDocument.load(
      await boardingPassPdf([view({ gate: undefined, boardingTime: undefined })], 'zh'),
    );
    const text = pageText(pdf.getPage(0));
    expect(text).toContain('2026-01-06');
    expect(text).toContain('LI/MING');
    expect(text).toContain('See airport screens');
    expect(text).not.toMatch(/[^\x20-\x7e\n]/);
    expect(pdf.getPageCount()).toBe(1);
  });

  test('a long name is printed whole on the page while the barcode carries its first 20 characters', async () => {
    const pdf = await PDFDocument.load(
      await boardingPassPdf([view({ passengerName: 'MONTGOMERYWILLIAMS/ALEXANDRA' })], 'en'),
    );
    expect(pageText(pdf.getPage(0))).toContain('MONTGOMERYWILLIAMS/ALEXANDRA');
  });

  test('no pass, no PDF', async () => {
    await expect(boardingPassPdf([], 'en')).rejects.toThrow(RangeError);
  });
});
