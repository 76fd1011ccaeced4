'use client';

import { useTranslations } from 'next-intl';
import { plainResolver } from '@/components/ui/plain-resolver';
import * as flightCertificates from '@/lib/bff-client/flight-certificates';
import {
  normalizeTicketNo,
  validateCertifyForm,
  type CertifyForm as Values,
  type FlightCertificateKind,
} from '@/lib/domain/flight-certificate-rules';
import { CertificateForm } from './certificate-form';

const resolver = plainResolver<Values, Values>(validateCertifyForm, (v) => ({
  passengerName: v.passengerName.trim(),
  ticketNo: normalizeTicketNo(v.ticketNo),
}));

/**
 * /irregularFlightCertify and /airTravelCertify (spec §2; decision 70): the passenger's name and the ticket
 * number; a refusal of the ticket (on time, not flown, not found) under the form. The certificate issued shows
 * below with its code and the PDF link.
 */
export function CertifyForm({ kind, locale }: { kind: FlightCertificateKind; locale: string }) {
  const t = useTranslations('FlightCertificates');
  return (
    <CertificateForm<Values>
      kind={kind}
      locale={locale}
      resolver={resolver}
      defaultValues={{ passengerName: '', ticketNo: '' }}
      first={{
        name: 'passengerName',
        label: t('passengerName'),
        hint: t('passengerNameHint'),
        input: { autoComplete: 'name' },
      }}
      send={(v) => flightCertificates.issue.call({ kind, ...v }, { quiet: true })}
      labels={{ submit: t('certify'), busy: t('certifying'), lead: t('issuedNote') }}
    />
  );
}
