'use client';

import { useState } from 'react';
import * as addOns from '@/lib/bff-client/add-ons';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import { bffQueryKey } from '@/lib/bff-client/query/use-bff-query';
import { useRead } from '@/lib/bff-client/query/use-read';
import type { OrderAddOnOfferData } from '@/lib/contract/add-on-orders';
import type { kindsOf } from './add-on-lines';

export type OfferLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; offer: OrderAddOnOfferData };

/** An offer as read, with the attempt that keys its reserve request. */
type OfferRead = { result: BffResult<OrderAddOnOfferData>; attempt: string };

/**
 * The frozen offer of one segment's kinds (decision 28). A new offer is a new attempt: its session makes the order
 * once, the attempt keys the request. The previous offer stays while the kinds change; `reprice` shows the
 * loading state until the new one is there, `retry` keeps the failure said until then.
 */
export function useAddOnOffer(orderNo: string, segIndex: number | null, kindsKey: string) {
  const input = {
    orderNo,
    segmentIndex: segIndex ?? 0,
    types: kindsKey.split(',') as ReturnType<typeof kindsOf>,
  };
  const [repricing, setRepricing] = useState(false);
  const read = useRead<OfferRead>(
    {
      key: bffQueryKey(addOns.offer, input),
      read: async () => ({
        result: await addOns.offer.call(input, { quiet: true }),
        attempt: crypto.randomUUID(),
      }),
      staleMs: 0,
      share: true,
      isAnswer: () => true,
    },
    { enabled: segIndex !== null && kindsKey !== '', keepPrevious: true },
  );
  const shown = repricing ? undefined : read.answer;
  const load: OfferLoad = !shown
    ? { state: 'loading' }
    : shown.result.ok
      ? { state: 'ready', offer: shown.result.data }
      : { state: 'failed' };

  const { refetch } = read;
  const retry = () => void refetch();
  function reprice() {
    setRepricing(true);
    const done = () => setRepricing(false);
    void refetch().then(done, done);
  }
  return { load, attempt: read.answer?.attempt ?? '', retry, reprice };
}
