import { messagesLayout } from '@/lib/i18n/client-messages';

/** The ticket verification form's client messages (decision 69). */
export default messagesLayout(['TicketValidation']);
