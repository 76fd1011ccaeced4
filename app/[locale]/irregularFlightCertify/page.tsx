import { certificateMetadata, certificatePage } from '../_pages/flight-certificate-page';

/** /irregularFlightCertify (spec §2 Flight and ticket services; decision 70). */
export const generateMetadata = certificateMetadata('IRREGULAR_FLIGHT', 'certify');

export default certificatePage('IRREGULAR_FLIGHT', 'certify');
