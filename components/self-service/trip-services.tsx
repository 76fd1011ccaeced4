'use client';

import type { RefObject } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { SelfServiceTrip } from '@/lib/contract/self-service';
import { openCount, selfServicePath, type ServiceState } from '@/lib/domain/self-service-rules';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

/** One service: a link to its page when it can be used, else its name and why not (spec §8 services messages). */
function ServiceItem({ state, orderNo }: { state: ServiceState; orderNo: string }) {
  const t = useTranslations('SelfService');
  const name = t(`kinds.${state.kind}`);
  if (state.block === null)
    return (
      <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link
          href={selfServicePath(state.kind, orderNo)}
          className="inline-flex min-h-6 items-center rounded-md border border-brand-600 px-3 py-1 font-medium text-brand-700 hover:bg-brand-50"
        >
          {t('trip.go', { service: name })}
        </Link>
        <span className="text-sm text-green-800">{t('trip.open')}</span>
      </li>
    );
  return (
    <li className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="font-medium text-slate-700">{name}</span>
      <span className="text-sm text-slate-600">
        <span className="sr-only">{t('trip.closed')}: </span>
        {t(`blocks.${state.block}`)}
      </span>
    </li>
  );
}

function ServiceList({ states, orderNo, label }: { states: ServiceState[]; orderNo: string; label: string }) {
  return (
    <ul aria-label={label} className="mt-2 space-y-2">
      {states.map((s) => (
        <ServiceItem key={s.kind} state={s} orderNo={orderNo} />
      ))}
    </ul>
  );
}

/**
 * A found trip's services (decision 31): the order's own (the mailed itinerary), each flight's (its
 * status and the irregular-flight services) with each passenger's on it, then each passenger's on the whole order
 * (adding a child or an infant, a name or document change). Times are the departure airport's.
 */
export function TripServices({
  trip,
  headingRef,
}: {
  trip: SelfServiceTrip;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('SelfService');
  const locale = useLocale();
  const all = [
    ...trip.services,
    ...trip.passengers.flatMap((p) => p.services),
    ...trip.segments.flatMap((s) => [...s.services, ...s.passengers.flatMap((p) => p.services)]),
  ];
  const nameOf = (id: string) => trip.passengers.find((p) => p.passengerId === id);
  return (
    <section aria-labelledby="hall-trip" className="space-y-4">
      <div>
        <h2 id="hall-trip" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
          {t('trip.heading', { orderNo: trip.orderNo })}
        </h2>
        <p className="text-slate-700">{t('trip.summary', { open: openCount(all) })}</p>
      </div>

      <h3 className="text-lg font-semibold text-slate-900">{t('trip.flightServices')}</h3>
      {trip.segments.map((seg) => (
        <article key={seg.segmentIndex} className="rounded-lg border border-slate-200 bg-white p-4">
          <h4 className="font-semibold text-slate-900">
            {t('trip.flight', { flightNo: seg.flightNo, dep: seg.depCityName, arr: seg.arrCityName })}
          </h4>
          <p className="text-sm text-slate-700">
            {t('trip.departs', {
              date: airportDate(seg.depTime, seg.depTimeZone),
              time: formatAirportTime(seg.depTime, seg.depTimeZone, locale),
            })}
          </p>
          <p className="text-sm text-slate-700">
            {t('trip.status', {
              status:
                seg.flightStatus in STATUS_KEYS
                  ? t(`flightStatus.${seg.flightStatus as keyof typeof STATUS_KEYS}`)
                  : seg.flightStatus,
            })}
          </p>
          <ServiceList states={seg.services} orderNo={trip.orderNo} label={t('trip.flightServices')} />
          {seg.passengers.map((p) => {
            const passenger = nameOf(p.passengerId);
            return (
              <div key={p.passengerId} className="mt-4 border-t border-slate-100 pt-3">
                <h5 className="font-medium break-words text-slate-900">
                  {passenger?.name} {passenger && `(${t('trip.passengerType', { type: passenger.type })})`}
                </h5>
                <ServiceList states={p.services} orderNo={trip.orderNo} label={passenger?.name ?? p.passengerId} />
              </div>
            );
          })}
        </article>
      ))}

      <h3 className="text-lg font-semibold text-slate-900">{t('trip.passengerServices')}</h3>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        {trip.passengers.map((p, i) => (
          <div key={p.passengerId} className={i > 0 ? 'mt-4 border-t border-slate-100 pt-3' : ''}>
            <h4 className="font-medium break-words text-slate-900">
              {p.name} ({t('trip.passengerType', { type: p.type })})
            </h4>
            <ServiceList states={p.services} orderNo={trip.orderNo} label={p.name} />
          </div>
        ))}
      </div>

      <h3 className="text-lg font-semibold text-slate-900">{t('trip.orderServices')}</h3>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <ServiceList states={trip.services} orderNo={trip.orderNo} label={t('trip.orderServices')} />
      </div>
    </section>
  );
}

const STATUS_KEYS = { NORMAL: 1, DELAYED: 1, DIVERTED: 1, RETURNED: 1, CANCELLED: 1, EARLY: 1 } as const;
