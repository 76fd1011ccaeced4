import * as checkIn from '@/lib/bff-client/check-in';
import { rememberCheckInProof } from '@/lib/bff-server/check-in-proof';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { visitorCheckInTrips } from '@/lib/upstream/check-in';
import { CheckInProofBodySchema, proofSubject } from '../_lib/proof-body';

/**
 * Guessing a name for someone's ticket or document is what this limits; a traveller needs a few tries. Every key
 * holds the visitor's address (decision 12), so one visitor never stops another; airline-api also counts failed
 * proofs per address (decision 21).
 */
const LOOKUP_PER_IP = 10;
const LOOKUP_PER_PROOF = 5;

/**
 * POST /api/check-in/lookup {ticketNo | certificateNumber, name} → the trips that proof opens (spec §2 /checkIn,
 * decision 21), and the sf_checkin seal keeping the proof per order, so this browser's check-in, cancel and
 * boarding pass calls carry it without the browser ever sending it again. A wrong proof is NOT_FOUND.
 */
export const POST = bffRoute(
  checkIn.lookupTrips,
  {
    body: CheckInProofBodySchema,
    limit: ({ ip, body }) =>
      ip
        ? [
            { key: `checkin:lookup:ip:${ip}`, limit: LOOKUP_PER_IP },
            { key: `checkin:lookup:${ip}:${proofSubject(body)}`, limit: LOOKUP_PER_PROOF },
          ]
        : [],
  },
  async (context) => {
    const result = await visitorCheckInTrips(await context.upstream(), context.body);
    if (!result.ok) return context.fail(result.code);
    const response = bffOk(result.data);
    // Oldest first, so the seal ends with the first trip of the answer as its newest entry.
    const orderNos = [...new Set(result.data.records.map((t) => t.orderNo))].reverse();
    for (const orderNo of orderNos) await rememberCheckInProof(response, orderNo, context.body);
    return response;
  },
);
