import type { TicketValidationBody, TicketValidationData } from '@/lib/contract';
import { postOperation } from './operation';

/** Ticket validation (spec §2 /ticketValidate; decision 69): the form's verification, public. */
export const verify = postOperation<TicketValidationBody, TicketValidationData>('/api/ticket-validation');
