import { BOOKING_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** The funnel's client messages: passengers, services, confirm, pay and the order (lib/i18n/client-messages.tsx). */
export default messagesLayout(BOOKING_MESSAGES);
