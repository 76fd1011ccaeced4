import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CertificateLookupSchema, CertifyBodySchema, ResultCode, UpstreamPath } from '@/lib/contract';
import {
  normalizeCode,
  normalizeTicketNo,
  validateCertifyForm,
  validateValidateForm,
} from '@/lib/domain/flight-certificate-rules';
import { countAttempt } from '../account/attempt-limits';
import { ApiError } from '../errors';
import { certify } from '../flight-certificates/certify';
import { certificatePdf, certificateFileName } from '../flight-certificates/pdf';
import { certificateOf, lookUp } from '../flight-certificates/store';
import { clientIp, languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

/** Certificate requests one address may make an hour, per route: a traveller's, not a walk through numbers. */
export const CERTIFICATES_PER_IP_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

const limit = (s: Services, req: FastifyRequest, route: string) =>
  countAttempt(s, [
    { key: `certificate:${route}:ip:${clientIp(req)}`, limit: CERTIFICATES_PER_IP_PER_HOUR, windowMs: HOUR_MS },
  ]);

/** The certificate a lookup names (code, kind and ticket number all match), or the one NOT_FOUND. */
async function found(s: Services, req: FastifyRequest, route: string) {
  const body = parse(CertificateLookupSchema, req.body);
  const issues = validateValidateForm(body);
  if (Object.keys(issues).length) throw new ApiError(ResultCode.BAD_REQUEST, 'certificate lookup', { issues });
  await limit(s, req, route);
  const row = await lookUp(s, body.kind, normalizeCode(body.code), normalizeTicketNo(body.ticketNo));
  if (!row) throw new ApiError(ResultCode.CERTIFICATE_NOT_FOUND);
  return row;
}

/**
 * Irregular-flight and air-travel certificates (spec §2 /irregularFlightCertify, /irregularFlightValidate,
 * /airTravelCertify, /airTravelValidate; §7 verify/flight; decision 70): public, no login. Issue by passenger
 * name and ticket number; check or download by verification code and ticket number. Each route is limited per
 * address only, so no visitor can hold another back.
 */
export function registerFlightCertificateRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.flightCertificateIssue, async (req, reply) => {
    const body = parse(CertifyBodySchema, req.body);
    const issues = validateCertifyForm(body);
    if (Object.keys(issues).length) throw new ApiError(ResultCode.BAD_REQUEST, 'certify', { issues });
    await limit(s, req, 'issue');
    return sendOk(req, reply, await certify(s, body, languageOf(req)));
  });

  app.post(UpstreamPath.flightCertificateVerify, async (req, reply) => {
    const row = await found(s, req, 'verify');
    return sendOk(req, reply, certificateOf(s, row, languageOf(req)));
  });

  app.post(UpstreamPath.flightCertificatePdf, async (req, reply) => {
    const row = await found(s, req, 'pdf');
    const language = languageOf(req);
    const pdf = await certificatePdf(certificateOf(s, row, language), language, s.siteOrigin);
    return sendOk(req, reply, {
      fileName: certificateFileName(row.kind, row.code),
      contentType: 'application/pdf' as const,
      pdfBase64: Buffer.from(pdf).toString('base64'),
    });
  });
}
