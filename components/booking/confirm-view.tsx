'use client';

import { prebookFailureKey } from '@/lib/domain/search-messages';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import * as booking from '@/lib/bff-client/booking';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import { formatMoney } from '@/lib/i18n/format';
import { draftBody } from './draft-body';
import type { BookingDraft } from './draft-store';
import { DeductionsPicker } from './deductions-picker';
import type { FunnelTrip } from './funnel-trip';
import { PassengerList } from './passenger-list';
import { PricePartsList } from './price-parts';
import { SubmitOrder } from './submit-order';
import { RequireDraft } from './require-draft';
import { storeDraft } from './use-draft';

type Props = {
  search: string;
  trip: FunnelTrip;
  isMember: boolean;
  /** typeId → the document's name in the page's language (idType). */
  certificateNames: Record<string, string>;
};

/** /book/confirm: itinerary, passengers, every price part, member deductions, the terms and the order. */
export function ConfirmView(props: Props) {
  return (
    <RequireDraft search={props.search} trip={props.trip}>
      {(draft) => <ConfirmBody {...props} draft={draft} />}
    </RequireDraft>
  );
}

/** The page under its draft (exported for its test). */
export function ConfirmBody({ search, trip, isMember, certificateNames, draft }: Props & { draft: BookingDraft }) {
  const t = useTranslations('BookingFunnel');
  const tSearch = useTranslations('SearchMessages');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, trip.currency, locale);
  const body = draftBody(search, draft, true);
  // A draft is priced afresh each time (nothing kept); a refusal also shows its toast.
  const price = useBffQuery(booking.price, body, { quiet: false });
  const deductions = useBffQuery(booking.deductions, search, { enabled: isMember });
  const update = (patch: Partial<BookingDraft>) => storeDraft(search, { ...draft, ...patch });

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-4">
        <PassengerList
          passengers={draft.passengers}
          contact={draft.contact}
          certificateNames={certificateNames}
          editHref={`/book/pmsg?${search}`}
        />
        {isMember && deductions.data && (
          <DeductionsPicker
            data={deductions.data}
            couponIds={draft.couponIds}
            points={draft.points}
            money={money}
            onCoupons={(couponIds) => update({ couponIds })}
            onPoints={(points) => update({ points })}
          />
        )}
      </div>
      <Card as="section" aria-labelledby="price-heading" className="h-fit">
        <h2 id="price-heading" className="text-lg font-semibold">
          {t('priceHeading')}
        </h2>
        {price.isPending && <p className="mt-2 text-slate-700">{t('pricing')}</p>}
        {price.isError && (
          <div className="mt-2">
            <p role="alert" className="text-red-700">
              {prebookFailureKey(price.failure?.code) ? tSearch('prebookError') : t('priceFailed')}
            </p>
            {/* The airline may be back a moment later (decision 55): the visitor asks again without a reload. */}
            <Button variant="link" className="mt-1 min-h-6" onClick={() => void price.refetch()}>
              {t('priceRetry')}
            </Button>
          </div>
        )}
        {price.data && <PricePartsList price={price.data.price} money={money} />}
        <SubmitOrder search={search} draft={draft} ready={Boolean(price.data)} />
      </Card>
    </div>
  );
}
