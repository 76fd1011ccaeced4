import { MEMBER_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** Client components of the member centre read these messages (lib/i18n/client-messages.tsx). */
export default messagesLayout(MEMBER_MESSAGES);
