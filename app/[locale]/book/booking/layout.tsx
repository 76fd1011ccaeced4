import { RESULTS_MESSAGES, messagesLayout } from '@/lib/i18n/client-messages';

/** The results page's client messages: the search bar and the results' islands (decision 33). */
export default messagesLayout(RESULTS_MESSAGES);
