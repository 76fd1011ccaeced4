import { certificateMetadata, certificatePage } from '../_pages/flight-certificate-page';

/** /airTravelValidate (spec §2 Flight and ticket services; decision 70). */
export const generateMetadata = certificateMetadata('AIR_TRAVEL', 'validate');

export default certificatePage('AIR_TRAVEL', 'validate');
