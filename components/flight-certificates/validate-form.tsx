'use client';

import { useTranslations } from 'next-intl';
import { plainResolver } from '@/components/ui/plain-resolver';
import * as flightCertificates from '@/lib/bff-client/flight-certificates';
import {
  normalizeCode,
  normalizeTicketNo,
  validateValidateForm,
  type FlightCertificateKind,
  type ValidateForm as Values,
} from '@/lib/domain/flight-certificate-rules';
import { CertificateForm } from './certificate-form';

const resolver = plainResolver<Values, Values>(validateValidateForm, (v) => ({
  code: normalizeCode(v.code),
  ticketNo: normalizeTicketNo(v.ticketNo),
}));

/**
 * /irregularFlightValidate and /airTravelValidate (spec §2; decision 70): the certificate's code and ticket
 * number. A genuine certificate shows what it states; anything else is the one generic not-found, with what was
 * typed kept.
 */
export function ValidateForm({ kind, locale }: { kind: FlightCertificateKind; locale: string }) {
  const t = useTranslations('FlightCertificates');
  return (
    <CertificateForm<Values>
      kind={kind}
      locale={locale}
      resolver={resolver}
      defaultValues={{ code: '', ticketNo: '' }}
      first={{
        name: 'code',
        label: t('code'),
        hint: t('codeHint'),
        input: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
      }}
      send={(v) => flightCertificates.verify.call({ kind, ...v }, { quiet: true })}
      labels={{ submit: t('validate'), busy: t('validating'), lead: t('genuine') }}
    />
  );
}
