import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import { TripFlightStatusLine } from '@/components/ui/trip-flight-status-line';
import { CheckInLoadFailed, TripNotAvailable, TripRefused } from '@/components/check-in/page-notes';
import { airportMoment } from '@/components/check-in/trip-time';
import { LOGIN_REQUIRED_CODES, ResultCode, type CheckInTrip } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { checkInState } from '@/lib/upstream/check-in';
import { messageOf } from '@/lib/bff-server/respond';

/** An order number as airline-api writes them (letters and digits); anything else is no trip at all. */
const ORDER_NO = /^[A-Za-z0-9]{1,32}$/;

/** Spec §3: at most 4 segments; a missing or odd `segment` means the first. */
export function segmentOf(value: string | string[] | undefined): number {
  const n = Number([value].flat()[0] ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 3 ? n : 0;
}

/** Answers that mean 'this browser may not see this trip': said as 'find your trip', never as an error. */
const NO_ACCESS: readonly string[] = [ResultCode.NOT_FOUND, ResultCode.BAD_REQUEST, ...LOGIN_REQUIRED_CODES];

export type SegmentLoad = { kind: 'trip'; trip: CheckInTrip } | { kind: 'page'; page: ReactNode };

/**
 * Answers that mean 'airline-api or the way to it failed' (5xxxxxx: timeout, unreachable, maintenance, an answer
 * it could not give): said as 'could not be loaded' with a reload link. Every other refusal is airline-api's
 * reason about this trip (a ticket refunded or changed, 7000016; a flight it does not know, 2000102; too many
 * tries, 4000429 …) and is shown in its localized words (issue 28 §3).
 */
const isFailure = (code: string) => code.startsWith('5');

/**
 * One segment of an order for the check-in pages (/checkin/selair, /checkin/otherbuy, /checkin/confirm): read
 * as the member's order by the token, or as a trip this browser found on /checkIn (the seal's proof). Without
 * either, or for another's order, the page to show says how to find the trip; a refusal gives its reason; a
 * failure is a localized alert with a reload link.
 */
export async function loadCheckInSegment(
  locale: Locale,
  orderNo: string,
  segmentIndex: number,
  title: string,
  reloadHref: string,
): Promise<SegmentLoad> {
  const t = await getTranslations('CheckIn');
  const result = ORDER_NO.test(orderNo)
    ? await callForTrip(locale, orderNo, (context, visitor) =>
        checkInState(context, { orderNo, segmentIndex, visitor }),
      )
    : ({ ok: false, code: ResultCode.NOT_FOUND } as const);
  if (result.ok) return { kind: 'trip', trip: result.data.trip };
  if (NO_ACCESS.includes(result.code))
    return {
      kind: 'page',
      page: (
        <TripNotAvailable
          heading={t('selair.noAccessHeading')}
          hint={t('selair.noAccessHint')}
          linkLabel={t('selair.findTrip')}
        />
      ),
    };
  if (!isFailure(result.code))
    return {
      kind: 'page',
      page: (
        <TripRefused
          heading={t('selair.refusedHeading')}
          reason={messageOf(result.code, locale)}
          hint={t('selair.refusedHint')}
          linkLabel={t('selair.back')}
        />
      ),
    };
  return {
    kind: 'page',
    page: (
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
        <CheckInLoadFailed message={t('selair.loadFailed')} reloadHref={reloadHref} reloadLabel={t('selair.reload')} />
      </div>
    ),
  };
}

/** The segment's flight, departure in the airport's zone, order number and current status, under a heading. */
export async function SegmentHeading({
  trip,
  locale,
  heading,
  children,
}: {
  trip: CheckInTrip;
  locale: Locale;
  heading: string;
  children?: ReactNode;
}) {
  const t = await getTranslations('CheckIn');
  const departs = airportMoment(trip.depTime, trip.depTimeZone, locale);
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="text-slate-700">
        {t('trip.route', { from: trip.depCityName, to: trip.arrCityName })} ·{' '}
        {t('trip.flight', { flightNo: trip.flightNo })} ·{' '}
        {t('trip.departs', { ...departs, airport: trip.depAirportName })}
      </p>
      <p className="text-sm text-slate-700">{t('trip.orderNo', { orderNo: trip.orderNo })}</p>
      {children}
      <TripFlightStatusLine
        status={trip.flightStatus}
        airport={trip.depAirportName}
        locale={locale}
        orderNo={trip.orderNo}
      />
    </div>
  );
}
