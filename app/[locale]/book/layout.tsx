import { BOOKING_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** Client components of the booking pages read these messages (lib/i18n/client-messages.tsx). */
export default messagesLayout(BOOKING_MESSAGES);
