import * as flightCertificates from '@/lib/bff-client/flight-certificates';
import { CertifyBodySchema } from '@/lib/contract';
import { bffRoute } from '@/lib/bff-server/route';
import { validateCertifyForm } from '@/lib/domain/flight-certificate-rules';
import { issueCertificate, refusedFields } from '@/lib/upstream/flight-certificates';

/** Certificates one visitor's address may ask for a minute (decision 70): enough for a traveller's typos. */
export const CERTIFICATE_REQUESTS_PER_MINUTE = 10;

/**
 * POST /api/flight-certificates {kind, passengerName, ticketNo} → the ticket's certificate (spec §2
 * /irregularFlightCertify, /airTravelCertify; decision 70). Public; the form's rules answer BAD_REQUEST with
 * `fieldErrors` before airline-api is asked. Limited per address only, so no visitor holds another back.
 */
export const POST = bffRoute(
  flightCertificates.issue,
  {
    body: CertifyBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `certificates:issue:ip:${ip}`, limit: CERTIFICATE_REQUESTS_PER_MINUTE }] : []),
  },
  async ({ body, fieldErrors, upstream, reply }) => {
    const issues = validateCertifyForm(body);
    if (Object.keys(issues).length) return fieldErrors(issues);
    const result = await issueCertificate(await upstream(), body);
    const refused = refusedFields(result);
    if (refused) return fieldErrors(refused);
    return reply(result);
  },
);
