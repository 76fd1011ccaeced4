import { messagesLayout } from '@/lib/i18n/client-messages';

/** The e-invoice forms' client messages (zh-CN only pages, decision 71). */
export default messagesLayout(['EInvoice']);
