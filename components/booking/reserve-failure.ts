/** Codes of lib/contract/codes by the step whose fields they concern. */
const PASSENGER_CODES = ['6000001', '6000002', '6000003', '6000004', '6000005'];
const SERVICE_CODES = ['6000009', '6000010', '6000011', '6000012', '6000013', '6000014'];

/**
 * Where a refused order sends the user (the draft stays): a passenger or contact rule goes back to
 * /book/pmsg with the fields marked, a seat or add-on rule to /book/otherbuy, anything else stays.
 */
export function nextStepAfterFailure(
  code: string,
  fieldErrors?: Record<string, string>,
): 'passengers' | 'services' | 'stay' {
  if (PASSENGER_CODES.includes(code) || (fieldErrors && Object.keys(fieldErrors).length > 0)) return 'passengers';
  if (SERVICE_CODES.includes(code)) return 'services';
  return 'stay';
}
