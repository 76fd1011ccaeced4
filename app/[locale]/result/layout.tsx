import { BOOKING_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** Client components of the payment result page read these messages (lib/i18n/client-messages.tsx). */
export default messagesLayout(BOOKING_MESSAGES);
