import { SPECIAL_PRODUCT_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** The flash sale's confirm step pays its order here: the payment panel's messages as well (decision 68). */
export default messagesLayout([...SPECIAL_PRODUCT_MESSAGES, 'Order', 'OrderPay']);
