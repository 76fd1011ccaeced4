import { ResultCode } from '@/lib/contract';
import { BOOKING_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/**
 * The check-in and seat codes (7000001-7000030): the result of a seat order says why the check-in asked with it
 * was refused (decision 22), by the code's own message.
 */
const CHECK_IN_ERRORS = Object.values(ResultCode)
  .filter((code) => Number(code) >= 7000001 && Number(code) <= 7000030)
  .map((code) => `Errors.${code}`);

/**
 * Client components of the payment result page read these messages (lib/i18n/client-messages.tsx); a rescheduled
 * order's result links back to the order it changed (ChangeDate.result, decision 23).
 */
export default messagesLayout([
  ...BOOKING_MESSAGES,
  'AddOnResult',
  ...CHECK_IN_ERRORS,
  'ChangeDate.result',
  // A presale's deposit paid says when the balance is due (decision 67).
  'Presale',
]);
