import { UpstreamPath } from '@/lib/contract';
import type { Seed } from './fuzz-requests';

const body = '902000000001';
/** A well-formed 902 ticket number (its check digit right) that no seeded ticket need have. */
const TICKET_NO = `${body}${Number(BigInt(body) % 7n)}`;
const LOOKUP = { kind: 'IRREGULAR_FLIGHT', code: 'ABCD-EFGH-JKMN', ticketNo: TICKET_NO };

/** Valid requests of the certificate routes (decision 70), the start of the fuzz's mutations. */
export function flightCertificateSamples(): Record<string, Seed> {
  return {
    [`POST ${UpstreamPath.flightCertificateIssue}`]: {
      body: { kind: 'AIR_TRAVEL', passengerName: '王晓明', ticketNo: TICKET_NO },
    },
    [`POST ${UpstreamPath.flightCertificateVerify}`]: { body: LOOKUP },
    [`POST ${UpstreamPath.flightCertificatePdf}`]: { body: LOOKUP },
  };
}
