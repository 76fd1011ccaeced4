import { certificateMetadata, certificatePage } from '../_pages/flight-certificate-page';

/** /irregularFlightValidate (spec §2 Flight and ticket services; decision 70). */
export const generateMetadata = certificateMetadata('IRREGULAR_FLIGHT', 'validate');

export default certificatePage('IRREGULAR_FLIGHT', 'validate');
