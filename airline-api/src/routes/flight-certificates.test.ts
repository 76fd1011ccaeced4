import { eq } from 'drizzle-orm';
import { CertificatePdfDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { CODE_ALPHABET, CODE_LENGTH, formatCode } from '@/lib/domain/flight-certificate-rules';
import { codeOf, okData } from '../../test/account-api';
import { adult } from '../../test/booking-api';
import { HOUR, MINUTE, app, before, checkInOk, serveCheckIn, ticketed } from '../../test/check-in-scene';
import { answerOf, at, certifyCall, lookupCall, nextIp, setStatus } from '../../test/flight-certificate-scene';
import { pdfText } from '../../test/pdf-text';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { flightCertificate } from '../db/schema';
import { CERTIFICATES_PER_IP_PER_HOUR } from './flight-certificates';

// Spec §2 /irregularFlightCertify, /irregularFlightValidate, /airTravelCertify, /airTravelValidate; §7
// verify/flight; decision 70.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);
serveCheckIn();

const WANG = () => [adult({ name: '王晓明' })];
const IRREGULAR = 'IRREGULAR_FLIGHT';
const rows = (ticketNo: string) =>
  app.airline.db.select().from(flightCertificate).where(eq(flightCertificate.ticketNo, ticketNo));

describe('issuing an irregular-flight certificate', () => {
  it('certifies a delay once the flight has left, the same certificate on asking again, in any language', async () => {
    const b = await ticketed(WANG(), { token: null });
    const ticketNo = b.ticketNos[0]!;
    await setStatus(b.flight, 'DELAYED', 40);
    const leftAt = Date.parse(b.flight.depTime) + 40 * MINUTE;
    at(leftAt - 1);
    expect(answerOf(await certifyCall({ kind: IRREGULAR, ticketNo })).code).toBe(
      ResultCode.CERTIFICATE_FLIGHT_NOT_DEPARTED,
    );
    at(leftAt);
    const first = answerOf(await certifyCall({ kind: IRREGULAR, ticketNo })).cert!;
    expect(first.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    expect(first.statement).toMatchObject({
      passengerName: '王晓明',
      ticketNo,
      flightNo: b.flight.flightNo,
      departure: { code: 'CAN', cityName: '广州', timeZone: 'Asia/Shanghai' },
      scheduledDeparture: new Date(Date.parse(b.flight.depTime)).toISOString(),
      actualDeparture: new Date(leftAt).toISOString(),
      irregularity: 'DELAYED',
      delayMinutes: 40,
    });
    // Still in the air: the same facts, the same certificate.
    at(leftAt + MINUTE);
    const again = answerOf(
      await certifyCall({ kind: IRREGULAR, ticketNo: `902-${ticketNo.slice(3)}`, passengerName: ' 王 晓明 ' }, 'en_US'),
    ).cert!;
    expect(again.code).toBe(first.code);
    expect(again.issuedAt).toBe(first.issuedAt);
    expect(again.statement.departure.cityName).toBe('Guangzhou');
    const stored = await rows(ticketNo);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ code: first.code, kind: IRREGULAR, language: 'zh_CN', segIndex: 0 });
  });

  it('supersedes a certificate asked in the air with one stating the landing; the old code still checks', async () => {
    const b = await ticketed(WANG(), { token: null });
    const ticketNo = b.ticketNos[0]!;
    await setStatus(b.flight, 'DELAYED', 40);
    at(Date.parse(b.flight.depTime) + 41 * MINUTE);
    const inAir = answerOf(await certifyCall({ kind: IRREGULAR, ticketNo })).cert!;
    expect(inAir.statement.actualArrival).toBeNull();
    const later = Date.parse(b.flight.arrTime) + 2 * HOUR;
    at(later);
    const landed = answerOf(await certifyCall({ kind: IRREGULAR, ticketNo })).cert!;
    expect(landed.code).not.toBe(inAir.code);
    expect(landed).toMatchObject({ supersededAt: null, issuedAt: new Date(later).toISOString() });
    expect(landed.statement.actualArrival).not.toBeNull();
    // The landing's certificate is the one answered from now on.
    at(later + HOUR);
    expect(answerOf(await certifyCall({ kind: IRREGULAR, ticketNo })).cert!.code).toBe(landed.code);
    const old = answerOf(
      await lookupCall(UpstreamPath.flightCertificateVerify, { kind: IRREGULAR, code: inAir.code, ticketNo }),
    ).cert!;
    expect(old).toMatchObject({ code: inAir.code, supersededAt: new Date(later).toISOString() });
    expect(old.statement.actualArrival).toBeNull();
    expect(await rows(ticketNo)).toHaveLength(2);
  });

  it('refuses a flight 15 minutes late as on time and certifies one 16 minutes late', async () => {
    for (const [minutes, code] of [
      [15, ResultCode.CERTIFICATE_FLIGHT_ON_TIME],
      [16, ResultCode.OK],
    ] as const) {
      const b = await ticketed(WANG(), { token: null });
      await setStatus(b.flight, 'DELAYED', minutes);
      at(Date.parse(b.flight.depTime) + 2 * HOUR);
      expect(answerOf(await certifyCall({ kind: IRREGULAR, ticketNo: b.ticketNos[0]! })).code).toBe(code);
    }
  });

  it('refuses a flight on time, with a clear code, and stores nothing', async () => {
    const b = await ticketed(WANG(), { token: null });
    at(Date.parse(b.flight.arrTime) + HOUR);
    expect(answerOf(await certifyCall({ kind: IRREGULAR, ticketNo: b.ticketNos[0]! })).code).toBe(
      ResultCode.CERTIFICATE_FLIGHT_ON_TIME,
    );
    expect(await rows(b.ticketNos[0]!)).toEqual([]);
  });

  it('certifies a cancellation at once, without actual times', async () => {
    const b = await ticketed(WANG(), { token: null });
    await setStatus(b.flight, 'CANCELLED');
    const { cert } = answerOf(await certifyCall({ kind: IRREGULAR, ticketNo: b.ticketNos[0]! }));
    expect(cert!.statement).toMatchObject({ irregularity: 'CANCELLED', actualDeparture: null, delayMinutes: 0 });
  });

  it("answers another name, or a number no one holds, with decision 69's one not-found", async () => {
    const b = await ticketed(WANG(), { token: null });
    await setStatus(b.flight, 'CANCELLED');
    const wrongName = await certifyCall({ kind: IRREGULAR, ticketNo: b.ticketNos[0]!, passengerName: '李四' });
    expect(codeOf(wrongName)).toBe(ResultCode.TICKET_NOT_FOUND);
    const body = '902000000001';
    const nobody = await certifyCall({ kind: IRREGULAR, ticketNo: `${body}${Number(BigInt(body) % 7n)}` });
    expect(codeOf(nobody)).toBe(ResultCode.TICKET_NOT_FOUND);
    expect(JSON.parse(nobody.body).msg).toBe(JSON.parse(wrongName.body).msg);
  });
});

describe('issuing an air-travel certificate', () => {
  it('certifies a checked-in passenger from the landing, not a millisecond before; a no-show never', async () => {
    const b = await ticketed(WANG());
    const other = await ticketed(WANG(), { token: null });
    await before(b, 2 * HOUR);
    await checkInOk(b);
    const landed = Date.parse(b.flight.arrTime);
    at(landed - 1);
    const body = { kind: 'AIR_TRAVEL', ticketNo: b.ticketNos[0]! };
    expect(codeOf(await certifyCall(body))).toBe(ResultCode.CERTIFICATE_NOT_FLOWN);
    at(landed);
    const { cert } = answerOf(await certifyCall(body));
    expect(cert!.statement).toMatchObject({ irregularity: null, actualArrival: new Date(landed).toISOString() });
    at(Date.parse(other.flight.arrTime) + HOUR);
    expect(codeOf(await certifyCall({ kind: 'AIR_TRAVEL', ticketNo: other.ticketNos[0]! }))).toBe(
      ResultCode.CERTIFICATE_NOT_FLOWN,
    );
  });
});

describe('validating a certificate (verify/flight)', () => {
  it('shows a genuine certificate by its code and ticket number; anything else is the one not-found', async () => {
    const b = await ticketed(WANG(), { token: null });
    await setStatus(b.flight, 'CANCELLED');
    const ticketNo = b.ticketNos[0]!;
    const issued = answerOf(await certifyCall({ kind: IRREGULAR, ticketNo })).cert!;
    const verify = (over: Partial<{ kind: string; code: string; ticketNo: string }>, language?: string) =>
      lookupCall(
        UpstreamPath.flightCertificateVerify,
        { kind: IRREGULAR, code: formatCode(issued.code).toLowerCase(), ticketNo, ...over },
        language,
      );
    const genuine = answerOf(await verify({}, 'en_US')).cert!;
    expect(genuine).toMatchObject({ code: issued.code, issuedAt: issued.issuedAt });
    expect(genuine.statement).toMatchObject({ passengerName: '王晓明', irregularity: 'CANCELLED' });
    expect(genuine.statement.departure.cityName).toBe('Guangzhou');

    const unknown = issued.code.startsWith('2') ? `3${issued.code.slice(1)}` : `2${issued.code.slice(1)}`;
    const other = await ticketed(WANG(), { token: null });
    for (const over of [{ code: unknown }, { kind: 'AIR_TRAVEL' }, { ticketNo: other.ticketNos[0]! }]) {
      const res = await verify(over);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe(ResultCode.CERTIFICATE_NOT_FOUND);
    }
    expect(codeOf(await verify({ code: 'ABC' }))).toBe(ResultCode.BAD_REQUEST);
  });

  it('downloads the certificate as a PDF by its code and ticket number, in the asking language', async () => {
    const b = await ticketed(WANG(), { token: null });
    await setStatus(b.flight, 'CANCELLED');
    const ticketNo = b.ticketNos[0]!;
    const issued = answerOf(await certifyCall({ kind: IRREGULAR, ticketNo })).cert!;
    const pdf = okData(
      CertificatePdfDataSchema,
      await lookupCall(UpstreamPath.flightCertificatePdf, { kind: IRREGULAR, code: issued.code, ticketNo }, 'zh_CN'),
    );
    expect(pdf.fileName).toBe(`certificate-irregular-${issued.code}.pdf`);
    const text = (await pdfText(Buffer.from(pdf.pdfBase64, 'base64'))).replace(/\s+/g, '');
    expect(text).toContain('不正常航班证明');
    expect(text).toContain('王晓明');
    expect(text).toContain('不正常情况取消');
    expect(text).toContain(formatCode(issued.code));
    const wrong = { kind: 'AIR_TRAVEL', code: issued.code, ticketNo };
    expect(codeOf(await lookupCall(UpstreamPath.flightCertificatePdf, wrong))).toBe(ResultCode.CERTIFICATE_NOT_FOUND);
  });

  it("limits one address's tries; another address is not held back", async () => {
    const body = { kind: IRREGULAR, code: 'ABCD-EFGH-JKMN', ticketNo: (await ticketed(WANG())).ticketNos[0]! };
    const from = nextIp();
    for (let i = 0; i < CERTIFICATES_PER_IP_PER_HOUR; i += 1)
      expect(codeOf(await lookupCall(UpstreamPath.flightCertificateVerify, body, 'zh_CN', from))).toBe(
        ResultCode.CERTIFICATE_NOT_FOUND,
      );
    expect(codeOf(await lookupCall(UpstreamPath.flightCertificateVerify, body, 'zh_CN', from))).toBe(
      ResultCode.RATE_LIMITED,
    );
    expect(codeOf(await lookupCall(UpstreamPath.flightCertificateVerify, body, 'zh_CN', nextIp()))).toBe(
      ResultCode.CERTIFICATE_NOT_FOUND,
    );
  });
});
