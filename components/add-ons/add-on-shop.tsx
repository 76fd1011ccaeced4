'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AddOnServicesData } from '@/lib/contract/add-ons';
import { formatMoney } from '@/lib/i18n/format';
import { useRouter } from '@/lib/i18n/navigation';
import {
  picksOf,
  segmentsWithPicks,
  useAddOnDraft,
  withChoice,
  withSegmentPicks,
  writeAddOnDraft,
  type AddOnDraft,
  type ClaimDraft,
} from './add-on-draft';
import { addOnConfirmHref } from './add-on-format';
import { AddOnSegmentCard } from './add-on-segment-card';
import { claimErrors, estimate, type PassengerKind } from './add-on-shop-rules';
import { ClaimAccountForm, type Province } from './claim-account-form';

export type { Province };

type Props = {
  kind: PassengerKind;
  data: AddOnServicesData;
  locale: string;
  /** The mainland provinces (the address book's regions), for the insurance claim account. */
  provinces?: Province[];
};

/**
 * The add-on pages' body (decision 28; spec §2 /ancillary/consignment, addfood, addInsurance, priority; §5 Services;
 * §8 services messages): for each segment of the order, each passenger with the control of the page's kind, or the
 * reason they cannot buy it now (airline-api's blocks, lib/domain/add-on-rules). Baggage shows the bands with the
 * airport's price beside the online one (60% less) and each passenger's free allowance, what they bought and the
 * room left before the limit; insurance asks for the claim account. The choices go to the order's draft
 * (add-on-draft.ts) and the confirmation prices them.
 */
export function AddOnShop({ kind, data, locale, provinces = [] }: Props) {
  const t = useTranslations('AddOnShop');
  const router = useRouter();
  const draft = useAddOnDraft(data.orderNo);
  const money = (minor: number) => formatMoney(minor, data.currency, locale);
  const [claimTouched, setClaimTouched] = useState(false);
  const [nothing, setNothing] = useState(false);

  const write = (next: Omit<AddOnDraft, 'savedAt'>) => {
    setNothing(false);
    writeAddOnDraft(data.orderNo, next);
  };
  const choose = (seg: number, passengerId: string, productCode: string | null, on = true) =>
    write(withSegmentPicks(draft, seg, withChoice(picksOf(draft, seg), passengerId, kind, productCode, on)));

  const chosenSegments = segmentsWithPicks(draft);
  const allPicks = chosenSegments.flatMap((seg) => picksOf(draft, seg));
  const total = chosenSegments.reduce((sum, segIndex) => {
    const seg = data.segments.find((s) => s.segmentIndex === segIndex);
    return sum + (seg ? estimate(picksOf(draft, segIndex), seg, data.mailing?.price ?? 0) : 0);
  }, 0);
  const withInsurance = allPicks.some((p) => p.kind === 'INSURANCE');
  const claim = draft?.claim ?? null;
  const errors = withInsurance ? claimErrors(claim) : {};
  const setClaim = (over: Partial<ClaimDraft>) =>
    write({
      picks: draft?.picks ?? {},
      claim: { provinceCode: '', bank: '', cardNo: '', ...(claim ?? {}), ...over },
      mailing: draft?.mailing ?? null,
    });

  function next() {
    if (chosenSegments.length === 0) return setNothing(true);
    if (Object.keys(errors).length > 0) {
      setClaimTouched(true);
      const first = errors.provinceCode ? 'claim-province' : errors.bank ? 'claim-bank' : 'claim-card';
      return document.getElementById(first)?.focus();
    }
    router.push(addOnConfirmHref(data.orderNo, { segment: chosenSegments[0] }));
  }

  return (
    <div className="min-w-0 space-y-6" data-testid="addon-shop" data-kind={kind}>
      {data.segments.length === 0 && <p className="text-slate-700">{t('noSegments')}</p>}
      {data.segments.map((seg) => (
        <AddOnSegmentCard
          key={seg.segmentIndex}
          kind={kind}
          seg={seg}
          picks={picksOf(draft, seg.segmentIndex)}
          maxBaggageKg={data.maxBaggageKg}
          locale={locale}
          money={money}
          onChoose={(passengerId, productCode, on) => choose(seg.segmentIndex, passengerId, productCode, on)}
        />
      ))}

      {kind === 'INSURANCE' && withInsurance && (
        <ClaimAccountForm
          claim={claim}
          errors={errors}
          touched={claimTouched}
          provinces={provinces}
          onChange={setClaim}
          onCardBlur={() => setClaimTouched(true)}
        />
      )}

      <Card as="section" aria-labelledby="addon-summary-heading" className="space-y-3" data-testid="addon-summary">
        <h2 id="addon-summary-heading" className="text-lg font-semibold text-slate-900">
          {t('summary.heading')}
        </h2>
        {allPicks.length === 0 ? (
          <p className="text-slate-700">{t('summary.empty')}</p>
        ) : (
          <>
            <p className="text-slate-800">{t('summary.count', { count: allPicks.length })}</p>
            <p className="text-lg font-semibold text-slate-900">
              {t('summary.estimate')} <span data-testid="addon-estimate">{money(total)}</span>
            </p>
            <p className="text-sm text-slate-700">{t('summary.note')}</p>
          </>
        )}
        {nothing && (
          <p role="alert" className="text-sm text-red-700">
            {t('summary.nothing')}
          </p>
        )}
        <Button variant="accent" size="lg" onClick={next} data-testid="addon-continue">
          {t('summary.continue')}
        </Button>
      </Card>
    </div>
  );
}
