import 'server-only';
import {
  CertificateIssuesSchema,
  CertificatePdfDataSchema,
  FlightCertificateSchema,
  ResultCode,
  UpstreamPath,
  type CertificateLookup,
  type CertifyBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/** Drawing a certificate with its embedded font takes longer than a read. */
const PDF_TIMEOUT_MS = 20_000;

/** Issues (or finds again) a ticket's certificate by passenger name and ticket number (decision 70). */
export function issueCertificate(context: UpstreamContext, body: CertifyBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.flightCertificateIssue,
    body,
    data: FlightCertificateSchema,
    context,
  });
}

/** Spec §7 verify/flight: a certificate checked by its code and ticket number. */
export function verifyCertificate(context: UpstreamContext, body: CertificateLookup) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.flightCertificateVerify,
    body,
    data: FlightCertificateSchema,
    context,
  });
}

/** The certificate as a PDF in the request's language. */
export function certificatePdf(context: UpstreamContext, body: CertificateLookup) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.flightCertificatePdf,
    body,
    data: CertificatePdfDataSchema,
    context,
    timeoutMs: PDF_TIMEOUT_MS,
  });
}

/** The fields airline-api refused, when it refused the form by field. */
export function refusedFields(result: UpstreamResult<unknown>): Record<string, string> | null {
  if (result.ok || result.code !== ResultCode.BAD_REQUEST) return null;
  const parsed = CertificateIssuesSchema.safeParse(result.data);
  return parsed.success && Object.keys(parsed.data.issues).length ? parsed.data.issues : null;
}
