import { messagesLayout } from '@/lib/i18n/client-messages';

/** The voucher pages' client messages (decision 72): their words, the address fields' and rules', the network's. */
export default messagesLayout([
  'ReimbursementVoucher',
  'MemberBook.fields',
  'MemberBook.rules',
  'Errors.networkAnomaly',
  'Common.retry',
]);
