import { FUNNEL_STEP_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** This step's client messages only (lib/i18n/client-messages.tsx): the funnel's forms and rules. */
export default messagesLayout(FUNNEL_STEP_MESSAGES);
