'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import * as flightCertificates from '@/lib/bff-client/flight-certificates';
import type { FlightCertificate } from '@/lib/contract';
import { formatCode } from '@/lib/domain/flight-certificate-rules';
import { isLocale } from '@/lib/i18n/routing';
import { placeName } from '@/lib/domain/place-name';
import { formatAirportDateTimeFull } from '@/lib/i18n/format';

/** An instant in a zone, as the order pages write it: '2026-12-10 08:00'. */
const timeText = formatAirportDateTimeFull;

type Props = { certificate: FlightCertificate; locale: string; heading: string; lead?: string };

/**
 * A certificate as the page shows it (decision 70): what it states, label beside value (stacked on a phone), its
 * verification code, the PDF download link in the page's language, and, when a newer certificate replaced it (the
 * flight's facts moved on), that it did and when.
 */
export function CertificateView({ certificate, locale, heading, lead }: Props) {
  const t = useTranslations('FlightCertificates');
  const st = certificate.statement;
  // An airport's times in its own zone, said as local time; the issue time is the airline's (Beijing).
  const time = (iso: string | null, zone: string) =>
    iso ? t('localTime', { time: timeText(iso, zone, locale) }) : t('none');
  const rows: [string, string, string][] = [
    ['code', t('labels.code'), formatCode(certificate.code)],
    ['passenger', t('labels.passenger'), st.passengerName],
    ['ticket', t('labels.ticketNo'), st.ticketNo],
    ['flight', t('labels.flight'), `${st.flightNo} · ${st.flightDate}`],
    [
      'route',
      t('labels.route'),
      t('route', {
        from: placeName(st.departure.cityName, st.departure.airportName),
        to: placeName(st.arrival.cityName, st.arrival.airportName),
      }),
    ],
    ['scheduled-departure', t('labels.scheduledDeparture'), time(st.scheduledDeparture, st.departure.timeZone)],
    ['scheduled-arrival', t('labels.scheduledArrival'), time(st.scheduledArrival, st.arrival.timeZone)],
    ['actual-departure', t('labels.actualDeparture'), time(st.actualDeparture, st.departure.timeZone)],
    ['actual-arrival', t('labels.actualArrival'), time(st.actualArrival, st.arrival.timeZone)],
  ];
  if (st.irregularity)
    rows.push([
      'irregularity',
      t('labels.irregularity'),
      t(`irregularity.${st.irregularity}`, { minutes: st.delayMinutes }),
    ]);
  rows.push([
    'issued',
    t('labels.issuedAt'),
    t('beijingTime', { time: timeText(certificate.issuedAt, 'Asia/Shanghai', locale) }),
  ]);
  const lookup = {
    kind: certificate.kind,
    code: certificate.code,
    ticketNo: st.ticketNo,
    locale: isLocale(locale) ? locale : undefined,
  };

  return (
    <section
      aria-labelledby="fc-result-heading"
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="fc-result"
    >
      <h2 id="fc-result-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      {lead ? <p className="text-sm text-slate-700">{lead}</p> : null}
      {certificate.supersededAt ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="fc-superseded">
          {t('superseded', {
            time: timeText(certificate.supersededAt, 'Asia/Shanghai', locale),
          })}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600 max-sm:mt-2">{label}</dt>
            <dd className="font-medium break-words" data-testid={`fc-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <a
        href={flightCertificates.pdf.url(lookup)}
        download
        className={buttonClass({ variant: 'outline' })}
        data-testid="fc-download"
      >
        {t('download')}
      </a>
    </section>
  );
}
