import type { FlightCertificate } from '@/lib/contract';
import { PDF_TEST_TIMEOUT_MS, pdfText } from '../../test/pdf-text';
import { certificateFileName, certificatePdf } from './pdf';

// Spec §2 /irregularFlightCertify, /airTravelCertify: the certificate as a PDF in the asking page's language
// (decision 70), written with the embedded Noto Sans SC subset (decision 75).

jest.setTimeout(PDF_TEST_TIMEOUT_MS);

const place = (code: string, cityName: string, airportName: string) => ({
  code,
  cityName,
  airportName,
  timeZone: 'Asia/Shanghai',
});
const CERT: FlightCertificate = {
  code: 'ABCDEFGHJKMN',
  kind: 'IRREGULAR_FLIGHT',
  issuedAt: '2026-12-10T06:00:00.000Z',
  supersededAt: null,
  statement: {
    passengerName: '王晓明',
    ticketNo: '9021234567893',
    flightNo: 'YQ1001',
    flightDate: '2026-12-10',
    departure: place('CAN', '广州', '白云国际机场'),
    arrival: place('PEK', '北京', '首都国际机场'),
    scheduledDeparture: '2026-12-10T00:00:00.000Z',
    scheduledArrival: '2026-12-10T03:10:00.000Z',
    actualDeparture: '2026-12-10T00:40:00.000Z',
    actualArrival: null,
    irregularity: 'DELAYED',
    delayMinutes: 40,
  },
};
const flat = (text: string) => text.replace(/\s+/g, '');

describe('certificate PDF', () => {
  it('writes the Chinese certificate in Chinese: labels, the name as written, airport-zone times, the code', async () => {
    const bytes = await certificatePdf(CERT, 'zh_CN');
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = flat(await pdfText(bytes));
    for (const expected of [
      '云雀航空',
      '不正常航班证明',
      '兹证明旅客王晓明',
      '旅客姓名王晓明',
      '票号902-1234567893',
      '航班号YQ1001',
      '广州白云国际机场(CAN)',
      '计划起飞2026-12-1008:00（当地时间）',
      '实际起飞2026-12-1008:40（当地时间）',
      '实际到达无',
      '不正常情况延误40分钟',
      '验证码ABCD-EFGH-JKMN',
      '开具时间2026-12-1014:00（北京时间）',
      '/zh-CN/irregularFlightValidate',
    ])
      expect(text).toContain(expected);
  });

  it('writes the English certificate in English, the Chinese name still as written', async () => {
    const english: FlightCertificate = {
      ...CERT,
      kind: 'AIR_TRAVEL',
      statement: {
        ...CERT.statement,
        departure: place('CAN', 'Guangzhou', 'Baiyun International Airport'),
        irregularity: null,
        delayMinutes: 0,
        actualArrival: '2026-12-10T03:50:00.000Z',
      },
    };
    const text = flat(await pdfText(await certificatePdf(english, 'en_US', 'https://www.skylark.example')));
    for (const expected of [
      'SkylarkAirlines',
      'Airtravelcertificate',
      'Thiscertifiesthatpassenger王晓明travelledonflightYQ1001',
      'Actualarrival2026-12-1011:50(localtime)',
      'GuangzhouBaiyunInternationalAirport(CAN)',
      // The whole address, so a reader of the paper can find the page.
      'https://www.skylark.example/en-US/airTravelValidate',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Irregularity');
    for (const chinese of ['乘机证明', '旅客姓名', '验证码']) expect(text).not.toContain(chinese);
  });

  it('breaks English lines between words, and names an airport that starts with its city once', async () => {
    const english: FlightCertificate = {
      ...CERT,
      statement: {
        ...CERT.statement,
        passengerName: 'ZHANG/YUNQUE',
        departure: place('CAN', 'Guangzhou', 'Guangzhou Baiyun International Airport'),
        arrival: place('NRT', 'Tokyo', 'Narita International Airport'),
      },
    };
    const origin = 'https://www.a-rather-long-public-site-origin-for-the-airline.example';
    const text = (await pdfText(await certificatePdf(english, 'en_US', origin))).replace(/\s+/g, ' ');
    expect(text).toContain('Guangzhou Baiyun International Airport (CAN) → Tokyo Narita International Airport (NRT)');
    expect(text).not.toContain('Guangzhou Guangzhou');
    // The verification line wraps (the address is long), at spaces: every word reads back whole.
    expect(text).toContain(
      `Check that this certificate is genuine at ${origin}/en-US/irregularFlightValidate with its verification code and ticket number.`,
    );
  });

  it('names the file by kind and code, in letters a header needs no quoting for', () => {
    expect(certificateFileName('IRREGULAR_FLIGHT', 'ABCDEFGHJKMN')).toBe('certificate-irregular-ABCDEFGHJKMN.pdf');
    expect(certificateFileName('AIR_TRAVEL', 'ABCDEFGHJKMN')).toBe('certificate-travel-ABCDEFGHJKMN.pdf');
  });
});
