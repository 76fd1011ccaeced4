import { SPECIAL_PRODUCT_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** The special products' client messages (lib/i18n/client-messages.tsx; decision 67). */
export default messagesLayout(SPECIAL_PRODUCT_MESSAGES);
