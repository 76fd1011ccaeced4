import { forwardedFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode, type FlightCertificate } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './pdf/route';
import { CERTIFICATE_REQUESTS_PER_MINUTE, POST } from './route';
import { POST as VERIFY } from './verify/route';

// Spec §2 /irregularFlightCertify, /irregularFlightValidate, /airTravelCertify, /airTravelValidate; decision 70.

let ip = '10.92.0.1';
const issueCertificate = jest.fn();
const verifyCertificate = jest.fn();
const certificatePdf = jest.fn();
jest.mock('@/lib/upstream/flight-certificates', () => ({
  ...jest.requireActual('@/lib/upstream/flight-certificates'),
  issueCertificate: (...args: unknown[]) => issueCertificate(...args),
  verifyCertificate: (...args: unknown[]) => verifyCertificate(...args),
  certificatePdf: (...args: unknown[]) => certificatePdf(...args),
}));

forwardedFor(() => ip);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const body12 = '902123456789';
const TICKET_NO = `${body12}${Number(BigInt(body12) % 7n)}`;
const FORM = { kind: 'IRREGULAR_FLIGHT', passengerName: '王晓明', ticketNo: TICKET_NO };
const LOOKUP = { kind: 'IRREGULAR_FLIGHT', code: 'ABCD-EFGH-JKMN', ticketNo: TICKET_NO };
const CERT = { code: 'ABCDEFGHJKMN', kind: 'IRREGULAR_FLIGHT' } as FlightCertificate;
const NO_PARAMS = { params: Promise.resolve({}) };

async function post(handler: typeof POST, url: string, body: Record<string, unknown>, from: string, origin?: string) {
  ip = from;
  const response = await handler(
    new Request(`http://shop.test${url}`, {
      method: 'POST',
      headers: { origin: origin ?? 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    NO_PARAMS,
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}
const issue = (body: Record<string, unknown>, from: string, origin?: string) =>
  post(POST, '/api/flight-certificates', body, from, origin);

beforeEach(() => [issueCertificate, verifyCertificate, certificatePdf].forEach((m) => m.mockReset()));

describe('POST /api/flight-certificates (spec §2 /irregularFlightCertify, /airTravelCertify)', () => {
  it('passes a valid form on and answers the certificate', async () => {
    issueCertificate.mockResolvedValue(upstreamOk(CERT));
    expect(await issue(FORM, '10.92.1.1')).toMatchObject({ status: 200, code: ResultCode.OK, data: CERT });
    expect(issueCertificate.mock.calls[0]![1]).toEqual(FORM);
  });

  it('refuses the rules beside their fields without asking airline-api, and a foreign origin', async () => {
    const res = await issue({ ...FORM, passengerName: ' ', ticketNo: '7811234567890' }, '10.92.2.1');
    expect(res).toMatchObject({
      status: 400,
      data: { fieldErrors: { passengerName: 'nameRequired', ticketNo: 'ticketPrefix' } },
    });
    expect((await issue(FORM, '10.92.2.2', 'http://evil.test')).status).toBe(403);
    expect(issueCertificate).not.toHaveBeenCalled();
  });

  it("answers airline-api's on-time refusal as it is", async () => {
    issueCertificate.mockResolvedValue({ ok: false, code: ResultCode.CERTIFICATE_FLIGHT_ON_TIME });
    expect(await issue(FORM, '10.92.3.1')).toMatchObject({
      status: 409,
      code: ResultCode.CERTIFICATE_FLIGHT_ON_TIME,
    });
  });

  it("limits one visitor's address; a visitor from another address is not held back", async () => {
    issueCertificate.mockResolvedValue(upstreamOk(CERT));
    for (let i = 0; i < CERTIFICATE_REQUESTS_PER_MINUTE; i += 1)
      expect((await issue(FORM, '10.92.4.1')).code).toBe(ResultCode.OK);
    expect(await issue(FORM, '10.92.4.1')).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
    expect(await issue(FORM, '10.92.4.2')).toMatchObject({ status: 200, code: ResultCode.OK });
  });
});

describe('POST /api/flight-certificates/verify (spec §7 verify/flight)', () => {
  it('checks the code and ticket number, refusing a malformed code by field', async () => {
    verifyCertificate.mockResolvedValue({ ok: false, code: ResultCode.CERTIFICATE_NOT_FOUND });
    const url = '/api/flight-certificates/verify';
    expect(await post(VERIFY, url, LOOKUP, '10.92.5.1')).toMatchObject({
      status: 404,
      code: ResultCode.CERTIFICATE_NOT_FOUND,
    });
    expect(await post(VERIFY, url, { ...LOOKUP, code: 'ABC' }, '10.92.5.2')).toMatchObject({
      status: 400,
      data: { fieldErrors: { code: 'codeFormat' } },
    });
    expect(verifyCertificate).toHaveBeenCalledTimes(1);
  });
});

describe('GET /api/flight-certificates/pdf', () => {
  const get = (query: Record<string, string>, from: string) => {
    ip = from;
    const url = `http://shop.test/api/flight-certificates/pdf?${new URLSearchParams(query)}`;
    return GET(new Request(url, { headers: { 'x-sf-locale': 'zh-CN' } }), NO_PARAMS);
  };

  it('answers the PDF as an attachment, never cached', async () => {
    const bytes = Buffer.from('%PDF-1.7 test');
    certificatePdf.mockResolvedValue(
      upstreamOk({
        fileName: 'certificate-irregular-ABCDEFGHJKMN.pdf',
        contentType: 'application/pdf',
        pdfBase64: bytes.toString('base64'),
      }),
    );
    const res = await get({ ...LOOKUP, locale: 'en-US' }, '10.92.6.1');
    expect(res.status).toBe(200);
    // The page's locale, not the link's missing header, says the PDF's language.
    expect(certificatePdf.mock.calls[0]![0]).toMatchObject({ language: 'en_US' });
    expect(certificatePdf.mock.calls[0]![1]).toEqual(LOOKUP);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="certificate-irregular-ABCDEFGHJKMN.pdf"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('%PDF-1.7 test');
  });

  it('answers an unknown certificate with its code as JSON', async () => {
    certificatePdf.mockResolvedValue({ ok: false, code: ResultCode.CERTIFICATE_NOT_FOUND });
    const res = await get(LOOKUP, '10.92.7.1');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe(ResultCode.CERTIFICATE_NOT_FOUND);
  });
});
