import { z } from 'zod';
import {
  CheckInDocumentProofSchema,
  CheckInTicketProofSchema,
  TicketNoSchema,
  type CheckInVisitorProof,
} from '@/lib/contract';

/** A 902 ticket number as typed: spaces and dashes between its groups are dropped before the contract's check. */
export const TicketNoInputSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(TicketNoSchema);

/**
 * A visitor's proof as the lookup form sends it: a ticket number or a document number, and the name. Flat (not
 * the contract's union) so that a refused body names its field (`fieldErrors.ticketNo`, `.certificateNumber`,
 * `.name`) and the form says each error beside its field; then turned into the contract's proof.
 */
export const CheckInProofBodySchema = z
  .object({
    ticketNo: TicketNoInputSchema.optional(),
    certificateNumber: CheckInDocumentProofSchema.shape.certificateNumber.optional(),
    name: CheckInTicketProofSchema.shape.name,
  })
  .superRefine((v, ctx) => {
    if (!v.ticketNo && !v.certificateNumber) ctx.addIssue({ code: 'custom', path: ['ticketNo'], message: 'required' });
  })
  .transform((v): CheckInVisitorProof =>
    v.ticketNo ? { ticketNo: v.ticketNo, name: v.name } : { certificateNumber: v.certificateNumber!, name: v.name },
  );

/** A member's friend trip: another traveller's ticket number and the name on it. */
export const FriendTripBodySchema = CheckInTicketProofSchema.extend({ ticketNo: TicketNoInputSchema });

/** What a proof names, for a rate-limit key beside the visitor's address (decision 12). */
export function proofSubject(proof: CheckInVisitorProof): string {
  return 'ticketNo' in proof ? `t:${proof.ticketNo}` : `d:${proof.certificateNumber.toUpperCase()}`;
}
