'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { CheckInBoardingPass, CheckInTrip } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { sequenceText } from './trip-time';

/** The boarding pass page of a segment (decision 20), one pass per checked-in passenger. */
export function boardingPassHref(trip: Pick<CheckInTrip, 'orderNo' | 'segIndex'>) {
  return {
    pathname: '/checkin/printBoardingPass/view',
    query: { orderNo: trip.orderNo, segment: String(trip.segIndex) },
  };
}

type Props = { trip: CheckInTrip; passes: CheckInBoardingPass[] };

/** What a check-in just gave: each passenger's seat and sequence number and the boarding pass link; it takes the focus. */
export function CheckInResult({ trip, passes }: Props) {
  const t = useTranslations('CheckIn');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [passes]);

  if (passes.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-result`} className="rounded-lg border border-green-300 bg-green-50 p-4">
      <h2 ref={heading} id={`${id}-result`} tabIndex={-1} className="text-lg font-semibold text-green-900">
        {t('selair.resultHeading')}
      </h2>
      <ul className="mt-2 space-y-1" data-testid="check-in-result">
        {passes.map((pass) => (
          <li key={pass.passengerId} className="break-words text-slate-900" data-testid="result-line">
            {t('selair.resultLine', {
              name: pass.displayName,
              seat: pass.seat,
              sequence: sequenceText(pass.sequenceNumber),
            })}
          </li>
        ))}
      </ul>
      <Link
        href={boardingPassHref(trip)}
        className={buttonClass({ variant: 'primary' }, 'mt-3')}
        data-testid="boarding-pass-link"
      >
        {t('selair.boardingPass')}
      </Link>
    </section>
  );
}
