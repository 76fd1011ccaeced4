import { SPECIAL_PRODUCT_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** The open ticket's confirm step pays its order here: the payment panel's messages as well (decision 67). */
export default messagesLayout([...SPECIAL_PRODUCT_MESSAGES, 'Order', 'OrderPay']);
