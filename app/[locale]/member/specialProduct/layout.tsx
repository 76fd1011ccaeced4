import { MEMBER_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** A product order's page: the member centre's messages and the presale installment link's (decision 77). */
export default messagesLayout([...MEMBER_MESSAGES, 'PresaleInstallments']);
