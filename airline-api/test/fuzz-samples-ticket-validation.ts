import { UpstreamPath } from '@/lib/contract';
import type { Seed } from './fuzz-requests';

const body = '902000000001';
/** A well-formed 902 ticket number (its check digit right) that no seeded ticket need have. */
const TICKET_NO = `${body}${Number(BigInt(body) % 7n)}`;

/** A valid request of the ticket validation route (decision 69), the start of the fuzz's mutations. */
export function ticketValidationSamples(): Record<string, Seed> {
  return {
    [`POST ${UpstreamPath.verifyTicket}`]: {
      body: { passengerName: '张云雀', ticketNo: TICKET_NO, itineraryNo: '1234567890', email: 'fuzz@example.com' },
    },
  };
}
