'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import * as checkIn from '@/lib/bff-client/check-in';
import type { CheckInBoardingPass, CheckInPassengerState, CheckInTrip } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import { CHECK_IN_REFUSALS, type CheckInRefusal } from '@/lib/domain/checkin-rules';
import type { CheckInSelection } from './selection-rules';

/** A check-in's answer for the form: done, or the line it says under its buttons. */
export type CheckInAnswer = { ok: true } | { ok: false; failure: string };

const isRefusal = (key: string): key is CheckInRefusal => (CHECK_IN_REFUSALS as readonly string[]).includes(key);

/** Codes that say nothing about the trip's state: no need to read it again after them. */
const SELECTION_CODES: readonly string[] = [ResultCode.CHECK_IN_NO_PASSENGERS, ResultCode.CHECK_IN_CLAUSE_NOT_AGREED];

/**
 * The state of one segment's check-in page: the segment as airline-api last answered it, the boarding passes
 * just given, the passengers it refused (by id, with the reason) and the notice of a cancel. Every change of the
 * segment comes from airline-api's answer; after a refusal the segment is read again so each passenger shows
 * where they stand now.
 */
export function useCheckIn(initial: CheckInTrip) {
  const t = useTranslations('CheckIn');
  const [trip, setTrip] = useState(initial);
  const [passes, setPasses] = useState<CheckInBoardingPass[] | null>(null);
  const [refusals, setRefusals] = useState<Record<string, CheckInRefusal>>({});
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  async function reload() {
    const result = await checkIn.state.call({ orderNo: trip.orderNo, segmentIndex: trip.segIndex }, { quiet: true });
    if (result.ok) setTrip(result.data.trip);
  }

  /** A new attempt starts: what the last one said goes. */
  function startAttempt({ refusalsToo }: { refusalsToo: boolean }) {
    setNotice('');
    if (refusalsToo) setRefusals({});
  }

  async function submit({ passengerIds, clauseAgreed }: CheckInSelection): Promise<CheckInAnswer> {
    const result = await checkIn.checkIn.call(
      {
        orderNo: trip.orderNo,
        segmentIndex: trip.segIndex,
        passengers: passengerIds.map((passengerId) => ({ passengerId })),
        clauseAgreed,
      },
      { quiet: true },
    );
    if (result.ok) {
      setTrip(result.data.trip);
      setPasses(result.data.passes);
      return { ok: true };
    }
    const refused = Object.entries(result.fieldErrors ?? {}).filter(([, key]) => isRefusal(key));
    setRefusals(Object.fromEntries(refused) as Record<string, CheckInRefusal>);
    if (result.code !== 'NETWORK' && !SELECTION_CODES.includes(result.code)) void reload();
    return { ok: false, failure: result.msg };
  }

  function cancelled(next: CheckInTrip, passenger: CheckInPassengerState) {
    setTrip(next);
    setPasses((current) => current?.filter((p) => p.passengerId !== passenger.passengerId) ?? null);
    setNotice(t('selair.cancelled', { name: passenger.name }));
    noticeRef.current?.focus();
  }

  return { trip, passes, refusals, notice, noticeRef, startAttempt, submit, cancelled };
}
