import { PRODUCT_EXCHANGE_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** The exchange pages' client messages (lib/i18n/client-messages.tsx; decision 67). */
export default messagesLayout(PRODUCT_EXCHANGE_MESSAGES);
