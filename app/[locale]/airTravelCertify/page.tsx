import { certificateMetadata, certificatePage } from '../_pages/flight-certificate-page';

/** /airTravelCertify (spec §2 Flight and ticket services; decision 70). */
export const generateMetadata = certificateMetadata('AIR_TRAVEL', 'certify');

export default certificatePage('AIR_TRAVEL', 'certify');
