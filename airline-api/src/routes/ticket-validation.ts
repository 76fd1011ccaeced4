import type { FastifyInstance } from 'fastify';
import { ResultCode, TicketValidationBodySchema, UpstreamPath, type TicketValidationData } from '@/lib/contract';
import { normalizeTicketNo, validateTicketValidationForm } from '@/lib/domain/ticket-validation-rules';
import { countAttempt } from '../account/attempt-limits';
import { gatewayFor } from '../account/code-delivery';
import { sha256 } from '../account/secrets';
import { ApiError } from '../errors';
import { clientIp, languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';
import { findTicket } from '../ticket-validation/lookup';
import { TICKET_VALIDATION_EVENT, validationMailText } from '../ticket-validation/mail';

/** Verifications one address may try in an hour: a person checking tickets, not a walk through numbers. */
export const VERIFY_PER_IP_PER_HOUR = 30;
/** Results mailed to one e-mail address in a day: no one's inbox is flooded through this form. */
export const VERIFY_MAILS_PER_ADDRESS = 10;
const HOUR_MS = 60 * 60_000;

/** Whether `to` may be mailed one more result today (its count taken). */
async function mayMail(s: Services, to: string): Promise<boolean> {
  const key = `verify-ticket:mail:${sha256(to)}`;
  try {
    await countAttempt(s, [{ key, limit: VERIFY_MAILS_PER_ADDRESS, windowMs: 24 * HOUR_MS }]);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === ResultCode.RATE_LIMITED) return false;
    throw error;
  }
}

/**
 * Ticket verification (spec §2 /ticketValidate, §5, §7 verify/ticket, §9; decision 69): public, no login. The
 * name must be the ticket's passenger's, else the one NOT_FOUND answer; a ticket past its window is refused with
 * its own code. A found ticket's result is also mailed to the address typed, in the request's language.
 */
export function registerTicketValidationRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.verifyTicket, async (req, reply) => {
    const body = parse(TicketValidationBodySchema, req.body);
    const issues = validateTicketValidationForm(body);
    if (Object.keys(issues).length) throw new ApiError(ResultCode.BAD_REQUEST, 'ticket validation', { issues });
    await countAttempt(s, [
      { key: `verify-ticket:ip:${clientIp(req)}`, limit: VERIFY_PER_IP_PER_HOUR, windowMs: HOUR_MS },
    ]);
    const language = languageOf(req);
    const ticket = await findTicket(s, normalizeTicketNo(body.ticketNo), body.passengerName, language);
    if (!ticket) throw new ApiError(ResultCode.TICKET_NOT_FOUND);
    if (!ticket.verifiable) throw new ApiError(ResultCode.TICKET_VERIFY_WINDOW_PASSED);
    const to = body.email.trim().toLowerCase();
    const delivery = gatewayFor(s, 'EMAIL');
    let mailedTo: string | null = null;
    // An address mailed its day's results is not mailed again, but the verification is still answered: someone
    // else typing that address cannot stop its owner verifying a ticket.
    if (delivery && (await mayMail(s, to))) {
      await delivery.deliver(s.db, {
        channel: 'EMAIL',
        to,
        event: TICKET_VALIDATION_EVENT,
        code: '',
        text: validationMailText(ticket, language),
        sentAt: new Date(s.clock.now()),
      });
      mailedTo = to;
    }
    const data: TicketValidationData = {
      ticketNo: ticket.ticketNo,
      passengerName: ticket.passengerName,
      segments: ticket.segments,
      mailedTo,
    };
    return sendOk(req, reply, data);
  });
}
