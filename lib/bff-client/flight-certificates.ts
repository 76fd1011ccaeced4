import type { CertificateLookup, CertificatePdfQuery, CertifyBody, FlightCertificate } from '@/lib/contract';
import { navigation, postOperation } from './operation';

/**
 * Irregular-flight and air-travel certificates (spec §2 /irregularFlightCertify, /airTravelCertify and their
 * validation; decision 70): public. Issue by name and ticket number; check by code and ticket number; the PDF is
 * a download link, not a call.
 */
export const issue = postOperation<CertifyBody, FlightCertificate>('/api/flight-certificates');

export const verify = postOperation<CertificateLookup, FlightCertificate>('/api/flight-certificates/verify');

/** The page's locale goes with the link: the PDF is written in the page's language. */
export const pdf = navigation<CertificatePdfQuery>('/api/flight-certificates/pdf');
