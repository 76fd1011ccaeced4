import { FUNNEL_PAY_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** The payment step's client messages only (lib/i18n/client-messages.tsx): the order and its payment. */
export default messagesLayout(FUNNEL_PAY_MESSAGES);
