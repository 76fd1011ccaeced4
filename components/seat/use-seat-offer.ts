'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as seat from '@/lib/bff-client/seat-selection';
import type { OrderAddOnKind, OrderAddOnOfferData, PassengerAddOnService } from '@/lib/contract';
import { extraPrice, priceWithOffer, type SeatPick } from './seat-picks';

export type CheckoutExtra = Exclude<PassengerAddOnService, { kind: 'EXTRA_SEAT' | 'MAILING' }>;
export type CheckoutNotice = { kind: 'error' | 'info'; text: string } | null;

type Input = {
  orderNo: string;
  segmentIndex: number;
  picks: SeatPick[];
  extras: CheckoutExtra[];
  /** How the add-on page named each extra and what it cost there (same order as `extras`). */
  extrasLines?: { label: string; amount: number }[];
  extrasTotal?: number;
  names: Record<string, string>;
  onReselect: (passengerIds: string[]) => void;
};

/**
 * The frozen offer of a seat order (spec §4, §7): read for seats and the add-ons' kinds, read again on request
 * (`reprice`, `retry`), and the picks and add-ons priced with it. A pick the offer no longer prices is handed back
 * (`onReselect`) with the notice that its passenger chooses again. The notice is the checkout's one line.
 */
export function useSeatOffer({
  orderNo,
  segmentIndex,
  picks,
  extras,
  extrasLines,
  extrasTotal,
  names,
  onReselect,
}: Input) {
  const t = useTranslations('SeatSelection');
  const [retrying, setRetrying] = useState(false);
  const [notice, setNotice] = useState<CheckoutNotice>(null);
  const reselect = useRef(onReselect);
  useEffect(() => {
    reselect.current = onReselect;
  });

  const typesKey = useMemo(
    () => [...new Set<OrderAddOnKind>(['SEAT', ...extras.map((e) => e.kind)])].join(','),
    [extras],
  );

  const types = typesKey.split(',') as OrderAddOnKind[];
  // While the kinds change, the offer read for the last ones still prices the lines.
  const read = useBffQuery(seat.offer, { orderNo, segmentIndex, types }, { keepPrevious: true });
  const offer: OrderAddOnOfferData | null = retrying || read.isError ? null : (read.data ?? null);
  const load: 'loading' | 'failed' | 'ready' = retrying
    ? 'loading'
    : read.isError
      ? 'failed'
      : offer
        ? 'ready'
        : 'loading';
  const priced = useMemo(() => (offer ? priceWithOffer(picks, offer) : null), [offer, picks]);

  // Spec §4, §8: a seat without a valid price is dropped, and its passenger chooses again.
  const missingKey = priced?.missing.map((p) => p.passengerId).join(',') ?? '';
  useEffect(() => {
    if (!missingKey) return;
    reselect.current(missingKey.split(','));
  }, [missingKey]);
  const [droppedSaid, setDroppedSaid] = useState('');
  if (missingKey && droppedSaid !== missingKey) {
    setDroppedSaid(missingKey);
    setNotice({ kind: 'error', text: t('checkout.dropped') });
  }

  const lines = priced?.lines ?? [];
  const extraLines = offer
    ? extras.map((extra, i) => {
        const price = extraPrice(extra, offer);
        return {
          key: `${extra.kind}-${extra.passengerId}-${i}`,
          label:
            extrasLines?.[i]?.label ?? t(`checkout.extraLine.${extra.kind}`, { name: names[extra.passengerId] ?? '' }),
          amount: price ?? extrasLines?.[i]?.amount ?? 0,
        };
      })
    : [];
  const extrasSum = extraLines.reduce((sum, l) => sum + l.amount, 0);
  const total = lines.reduce((sum, l) => sum + l.offerPrice, 0) + extrasSum;
  const extrasChanged = offer !== null && extrasTotal !== undefined && extras.length > 0 && extrasSum !== extrasTotal;

  /** Reads the offer again (a new session), saying it is loading until it is there. */
  function retry() {
    setRetrying(true);
    const done = () => setRetrying(false);
    void read.refetch().then(done, done);
  }

  /** Reads the offer again, saying why. */
  function reprice(why: CheckoutNotice) {
    setNotice(why);
    retry();
  }

  return {
    load,
    offer,
    lines,
    extraLines,
    total,
    currency: offer?.currency ?? 'CNY',
    extrasChanged,
    notice,
    setNotice,
    reprice,
    retry,
  };
}
