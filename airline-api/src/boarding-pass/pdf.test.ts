import { PDFDocument, PDFName, PDFRawStream, type PDFDict, type PDFPage } from 'pdf-lib';
import { PDF_TEST_TIMEOUT_MS, pdfText } from '../../test/pdf-text';
import { encodeBcbp, type BoardingPassData, type BoardingPassView } from '@/lib/domain/boarding-pass';
import { boardingPassPdf } from './pdf';
import { SAMPLE_PASS } from '@/lib/domain/boarding-pass.sample';

jest.setTimeout(PDF_TEST_TIMEOUT_MS);

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

describe('the boarding pass PDF (spec §2 check-in: print and e-mail the pass; decisions 20 and 75)', () => {
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
    const text = await pdfText(await boardingPassPdf([view()], 'en'));
    for (const shown of [
      'Skylark Airlines',
      'Boarding pass',
      '李明',
      'Name on ticket: LI/MING',
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
      'All times are local times at Pudong International Airport.',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/25 minutes before departure/);
  });

  test('in Chinese: Chinese words, cities and airports, the name as written, the date year first', async () => {
    const text = await pdfText(
      await boardingPassPdf([view({ gate: undefined, boardingTime: undefined }, '王晓明')], 'zh'),
    );
    for (const shown of [
      '云雀航空',
      '登机牌',
      '王晓明',
      '客票姓名：LI/MING',
      '上海 PVG',
      '浦东国际机场',
      '广州 CAN',
      '2026-01-06',
      '经济舱 (Y)',
      '请留意机场显示屏',
      '以上时间均为浦东国际机场当地时间。',
      '请于起飞前25分钟到达登机口',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toMatch(/Boarding pass|Passenger|Shanghai/);
  });

  test('a long name is printed whole on the page while the barcode carries its first 20 characters', async () => {
    const pdf = await boardingPassPdf([view({ passengerName: 'MONTGOMERYWILLIAMS/ALEXANDRA' }, '')], 'en');
    expect(await pdfText(pdf)).toContain('MONTGOMERYWILLIAMS/ALEXANDRA');
  });

  test('no pass, no PDF', async () => {
    await expect(boardingPassPdf([], 'en')).rejects.toThrow(RangeError);
  });
});
