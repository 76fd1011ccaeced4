import { BOOKING_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** A visitor's order page: the funnel's and the order's client messages (lib/i18n/client-messages.tsx). */
export default messagesLayout(BOOKING_MESSAGES);
