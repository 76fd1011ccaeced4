import { messagesLayout } from '@/lib/i18n/client-messages';

/** The certificate forms' client messages (decision 70). */
export default messagesLayout(['FlightCertificates']);
