import * as flightCertificates from '@/lib/bff-client/flight-certificates';
import { CertificateLookupSchema } from '@/lib/contract';
import { bffRoute } from '@/lib/bff-server/route';
import { validateValidateForm } from '@/lib/domain/flight-certificate-rules';
import { refusedFields, verifyCertificate } from '@/lib/upstream/flight-certificates';
import { CERTIFICATE_REQUESTS_PER_MINUTE } from '../route';

/**
 * POST /api/flight-certificates/verify {kind, code, ticketNo} → what the certificate states (spec §2
 * /irregularFlightValidate, /airTravelValidate, §7 verify/flight; decision 70). Public; a wrong code, kind or
 * ticket number is airline-api's one CERTIFICATE_NOT_FOUND. Limited per address only.
 */
export const POST = bffRoute(
  flightCertificates.verify,
  {
    body: CertificateLookupSchema,
    limit: ({ ip }) => (ip ? [{ key: `certificates:verify:ip:${ip}`, limit: CERTIFICATE_REQUESTS_PER_MINUTE }] : []),
  },
  async ({ body, fieldErrors, upstream, reply }) => {
    const issues = validateValidateForm(body);
    if (Object.keys(issues).length) return fieldErrors(issues);
    const result = await verifyCertificate(await upstream(), body);
    const refused = refusedFields(result);
    if (refused) return fieldErrors(refused);
    return reply(result);
  },
);
