'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AddOnCatalogue } from '@/lib/contract/add-on-catalogue';
import type { MailingAddress } from '@/lib/contract/order';
import { formatMoney } from '@/lib/i18n/format';
import { useRouter } from '@/lib/i18n/navigation';
import { addOnTotalsByKind, type Kind } from './add-on-price';
import type { BookingDraft } from './draft-store';
import type { FunnelTrip } from './funnel-trip';
import { InsuranceSection, type InsurancePolicy } from './insurance-section';
import { MailingForm } from './mailing-form';
import { EMPTY_ADDRESS, mailingIssues } from './mailing-rules';
import { adultsWithInfant, passengerLabel } from './passenger-labels';
import { RunningTotalBar } from './running-total-bar';
import { SegmentServices } from './segment-services';
import { RequireDraft } from './require-draft';
import { storeDraft } from './use-draft';

/** The price part each add-on kind is named by (spec §3, the confirm page's names). */
const PART: Record<Kind, 'BAGGAGE' | 'MEAL' | 'INSURANCE' | 'SEAT' | 'PRIORITY' | 'MAILING'> = {
  baggage: 'BAGGAGE',
  meals: 'MEAL',
  insurance: 'INSURANCE',
  seats: 'SEAT',
  priority: 'PRIORITY',
  mailing: 'MAILING',
};

// The seat map and its dialog load when first opened: most bookings never open them.
const SeatMapDialog = dynamic(() => import('./seat-map-dialog').then((m) => m.SeatMapDialog), { ssr: false });

type Props = {
  search: string;
  trip: FunnelTrip;
  catalogue: AddOnCatalogue;
  policies: Record<string, InsurancePolicy>;
};

/** /book/otherbuy: every add-on is optional; prices per passenger per segment and a running total. */
export function ServicesForm(props: Props) {
  return (
    <RequireDraft search={props.search} trip={props.trip}>
      {(draft) => <ServicesBody {...props} draft={draft} />}
    </RequireDraft>
  );
}

function ServicesBody({ search, trip, catalogue, policies, draft }: Props & { draft: BookingDraft }) {
  const t = useTranslations('BookingFunnel');
  const locale = useLocale();
  const router = useRouter();
  const [selection, setSelection] = useState(draft.ancillaries);
  const [mailingOn, setMailingOn] = useState(Boolean(draft.ancillaries.mailing));
  const [address, setAddress] = useState<MailingAddress>(draft.ancillaries.mailing ?? EMPTY_ADDRESS);
  const [issues, setIssues] = useState<Partial<Record<keyof MailingAddress, string>>>({});
  const [seatSegment, setSeatSegment] = useState<number | null>(null);
  const money = (minor: number) => formatMoney(minor, catalogue.currency, locale);

  const withInfant = adultsWithInfant(draft.passengers);
  const passengers = draft.passengers.map((p, index) => ({
    index,
    type: p.type,
    label: passengerLabel(p, t('passengerN', { type: t(`type_${p.type}`), n: index + 1 })),
  }));
  const current = { ...selection, mailing: mailingOn ? address : undefined };
  const addOns = addOnTotalsByKind(current, catalogue).map((a) => ({
    label: t(`addon_${PART[a.kind]}`),
    amount: a.amount,
  }));

  const update = (next: typeof selection) => {
    setSelection(next);
    storeDraft(search, { ...draft, ancillaries: { ...next, mailing: mailingOn ? address : undefined } }, false);
  };

  const onContinue = () => {
    const found = mailingOn ? mailingIssues(address) : {};
    setIssues(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`mailing-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    storeDraft(search, { ...draft, ancillaries: current });
    router.push(`/book/confirm?${search}`);
  };

  const open = catalogue.segments.find((s) => s.segIndex === seatSegment);
  const openTrip = trip.segments.find((s) => s.segIndex === seatSegment);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('servicesIntro')}</p>
      {catalogue.segments.map((segment) => (
        <SegmentServices
          key={segment.segIndex}
          segment={segment}
          label={trip.segments.find((s) => s.segIndex === segment.segIndex)?.label ?? ''}
          passengers={passengers}
          insurance={catalogue.insurance}
          selection={selection}
          money={money}
          onChange={update}
          onOpenSeats={() => setSeatSegment(segment.segIndex)}
        />
      ))}
      <InsuranceSection insurance={catalogue.insurance} policies={policies} money={money} />
      <MailingForm
        on={mailingOn}
        address={address}
        issues={issues}
        priceText={money(catalogue.mailing.price)}
        onToggle={setMailingOn}
        onChange={setAddress}
      />
      {open && openTrip && (
        <SeatMapDialog
          segment={{ segIndex: open.segIndex, flightId: open.flightId, label: openTrip.label }}
          initialMap={open.seatMap}
          passengers={passengers
            .filter((p) => p.type !== 'INF')
            .map((p) => ({ ...p, type: p.type as 'ADT' | 'CHD', withInfant: withInfant.has(p.index) }))}
          seats={selection.seats.filter((s) => s.segment === open.segIndex)}
          money={money}
          onChange={(seats) =>
            update({ ...selection, seats: [...selection.seats.filter((s) => s.segment !== open.segIndex), ...seats] })
          }
          onClose={() => setSeatSegment(null)}
        />
      )}
      <RunningTotalBar trip={trip} addOns={addOns}>
        <Button
          variant="secondary"
          onClick={() => {
            storeDraft(search, { ...draft, ancillaries: current }, false);
            router.push(`/book/pmsg?${search}`);
          }}
        >
          {t('back')}
        </Button>
        <Button variant="accent" size="lg" onClick={onContinue}>
          {t('continueToConfirm')}
        </Button>
      </RunningTotalBar>
    </div>
  );
}
