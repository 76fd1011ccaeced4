/**
 * The lookup and friend forms' own checks (spec §5 e-ticket number: 13 digits starting 902; the contract's
 * proof: a document number of 4 to 30 characters, a name of at most 60), so each error is said beside its
 * field before anything is sent. The BFF and airline-api check the same again.
 */
export type ProofKind = 'ticket' | 'document';
export type ProofValues = { kind: ProofKind; number: string; name: string };
export type ProofField = 'ticketNo' | 'certificateNumber' | 'name';
export type ProofErrorKey =
  | 'ticketNoRequired'
  | 'ticketNoInvalid'
  | 'certificateNumberRequired'
  | 'certificateNumberInvalid'
  | 'nameRequired'
  | 'nameInvalid';

const TICKET_NO = /^902\d{10}$/;
const NAME_MAX = 60;
const DOCUMENT_MIN = 4;
const DOCUMENT_MAX = 30;

/** A ticket number as typed, without the spaces or dashes people put between its groups. */
export function normalTicketNo(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function proofErrors(values: ProofValues): Partial<Record<ProofField, ProofErrorKey>> {
  const errors: Partial<Record<ProofField, ProofErrorKey>> = {};
  const number = values.number.trim();
  if (values.kind === 'ticket') {
    if (!number) errors.ticketNo = 'ticketNoRequired';
    else if (!TICKET_NO.test(normalTicketNo(number))) errors.ticketNo = 'ticketNoInvalid';
  } else {
    if (!number) errors.certificateNumber = 'certificateNumberRequired';
    else if (number.length < DOCUMENT_MIN || number.length > DOCUMENT_MAX)
      errors.certificateNumber = 'certificateNumberInvalid';
  }
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'nameInvalid';
  return errors;
}

/** The proof as the BFF takes it. */
export function proofBody(
  values: ProofValues,
): { ticketNo: string; name: string } | { certificateNumber: string; name: string } {
  const name = values.name.trim();
  return values.kind === 'ticket'
    ? { ticketNo: normalTicketNo(values.number.trim()), name }
    : { certificateNumber: values.number.trim(), name };
}

/** A field the BFF refused (`fieldErrors`) as this form's message key, when the browser's check let it pass. */
export function refusedFieldKey(field: string): ProofErrorKey | null {
  if (field === 'ticketNo') return 'ticketNoInvalid';
  if (field === 'certificateNumber') return 'certificateNumberInvalid';
  if (field === 'name') return 'nameInvalid';
  return null;
}
