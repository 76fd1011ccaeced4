import * as ticketValidation from '@/lib/bff-client/ticket-validation';
import { TicketValidationBodySchema } from '@/lib/contract';
import { bffRoute } from '@/lib/bff-server/route';
import { validateTicketValidationForm } from '@/lib/domain/ticket-validation-rules';
import { refusedFields, verifyTicket } from '@/lib/upstream/ticket-validation';

/** Verifications one visitor's address may ask a minute (decision 69): enough for a traveller's typos. */
export const TICKET_VALIDATIONS_PER_MINUTE = 10;

/**
 * POST /api/ticket-validation {passengerName, ticketNo, itineraryNo?, email} → the ticket's segments and statuses
 * (spec §2 /ticketValidate, §7 verify/ticket; decision 69). Public. Spec §5's rules answer BAD_REQUEST with
 * `fieldErrors` before airline-api is asked; a wrong name or number is airline-api's one TICKET_NOT_FOUND.
 * Limited per address only, so one visitor's tries never hold another back.
 */
export const POST = bffRoute(
  ticketValidation.verify,
  {
    body: TicketValidationBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `ticket-validation:ip:${ip}`, limit: TICKET_VALIDATIONS_PER_MINUTE }] : []),
  },
  async ({ body, fieldErrors, upstream, reply }) => {
    const issues = validateTicketValidationForm(body);
    if (Object.keys(issues).length) return fieldErrors(issues);
    const result = await verifyTicket(await upstream(), body);
    const refused = refusedFields(result);
    if (refused) return fieldErrors(refused);
    return reply(result);
  },
);
