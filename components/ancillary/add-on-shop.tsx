'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { AddOnKind, AddOnPassenger, AddOnSegment, AddOnServicesData } from '@/lib/contract/add-ons';
import { CLAIM_BANKS, bankCardIssue, type BankCardIssue } from '@/lib/domain/add-on-rules';
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
  type AddOnPick,
  type ClaimDraft,
} from './add-on-draft';
import { addOnConfirmHref, localDateTime } from './add-on-format';

export type Province = { code: string; name: string };

/** The kinds bought for each passenger (the mailed itinerary has its own page body: mailing-shop.tsx). */
type PassengerKind = Exclude<AddOnKind, 'MAILING'>;

type Props = {
  kind: PassengerKind;
  data: AddOnServicesData;
  locale: string;
  /** The mainland provinces (the address book's regions), for the insurance claim account. */
  provinces?: Province[];
};

/** The passenger's block for the page's kind (null: they may buy it). */
function blockOf(p: AddOnPassenger, kind: PassengerKind) {
  if (kind === 'BAGGAGE') return p.baggage;
  if (kind === 'MEAL') return p.meal;
  if (kind === 'INSURANCE') return p.insurance;
  if (kind === 'EXTRA_SEAT') return p.extraSeat;
  return p.priority;
}

/** The estimated price of the picks with the listing's prices (the confirmation freezes and checks them). */
export function estimate(picks: AddOnPick[], seg: AddOnSegment, mailingPrice = 0): number {
  return picks.reduce((sum, pick) => {
    if (pick.kind === 'MAILING') return sum + mailingPrice;
    if (pick.kind === 'EXTRA_SEAT')
      return sum + (seg.passengers.find((p) => p.passengerId === pick.passengerId)?.extraSeatPrice ?? 0);
    if (pick.kind === 'BAGGAGE') return sum + (seg.baggage.find((b) => b.productCode === pick.productCode)?.price ?? 0);
    if (pick.kind === 'MEAL') return sum + (seg.meals.find((m) => m.productCode === pick.productCode)?.price ?? 0);
    if (pick.kind === 'INSURANCE')
      return sum + (seg.insurance.find((i) => i.productCode === pick.productCode)?.price ?? 0);
    return sum + seg.priority.price;
  }, 0);
}

type ClaimErrors = Partial<Record<'provinceCode' | 'bank' | 'cardNo', 'required' | BankCardIssue>>;

/** The claim account's issues (spec §3 insurance claim): a province, a bank of the list, a valid card number. */
export function claimErrors(claim: ClaimDraft | null): ClaimErrors {
  const errors: ClaimErrors = {};
  if (!claim?.provinceCode) errors.provinceCode = 'required';
  if (!claim?.bank || !(CLAIM_BANKS as readonly string[]).includes(claim.bank)) errors.bank = 'required';
  const card = bankCardIssue(claim?.cardNo ?? '');
  if (card) errors.cardNo = card;
  return errors;
}

/**
 * The add-on pages' body (issue 15 §2; spec §2 /ancillary/consignment, addfood, addInsurance, priority; §5 Services;
 * §8 services messages): for each segment of the order, each passenger with the control of the page's kind, or the
 * reason they cannot buy it now (airline-api's blocks, lib/domain/add-on-rules). Baggage shows the bands with the
 * airport's price beside the online one (60% less) and each passenger's free allowance, what they bought and the
 * room left before the limit; insurance asks for the claim account. The choices go to the order's draft
 * (add-on-draft.ts) and the confirmation prices them.
 */
export function AddOnShop({ kind, data, locale, provinces = [] }: Props) {
  const t = useTranslations('AncillaryShop');
  const tOrder = useTranslations('AncillaryOrder');
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
        <SegmentCard
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
        <Card as="section" aria-labelledby="claim-heading" className="space-y-3" data-testid="claim-form">
          <h2 id="claim-heading" className="text-lg font-semibold text-slate-900">
            {t('claim.heading')}
          </h2>
          <p className="text-sm text-slate-700">{t('claim.intro')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              id="claim-province"
              label={t('claim.province')}
              value={claim?.provinceCode ?? ''}
              error={claimTouched && errors.provinceCode ? t('claim.errors.provinceRequired') : undefined}
              onChange={(e) => setClaim({ provinceCode: e.target.value })}
            >
              <option value="">{t('claim.pick')}</option>
              {provinces.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="claim-bank"
              label={t('claim.bank')}
              value={claim?.bank ?? ''}
              error={claimTouched && errors.bank ? t('claim.errors.bankRequired') : undefined}
              onChange={(e) => setClaim({ bank: e.target.value })}
            >
              <option value="">{t('claim.pick')}</option>
              {CLAIM_BANKS.map((code) => (
                <option key={code} value={code}>
                  {tOrder(`banks.${code}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            id="claim-card"
            label={t('claim.cardNo')}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-sm"
            value={claim?.cardNo ?? ''}
            hint={t('claim.cardHint')}
            error={claimTouched && errors.cardNo ? t(`claim.errors.${errors.cardNo}`) : undefined}
            onChange={(e) => setClaim({ cardNo: e.target.value })}
            onBlur={() => setClaimTouched(true)}
          />
        </Card>
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

type SegmentProps = {
  kind: PassengerKind;
  seg: AddOnSegment;
  picks: AddOnPick[];
  maxBaggageKg: number;
  locale: string;
  money: (minor: number) => string;
  onChoose: (passengerId: string, productCode: string | null, on?: boolean) => void;
};

/** One segment: its flight, when the kind stops being sold, (for baggage) the bands, and each passenger. */
function SegmentCard({ kind, seg, picks, maxBaggageKg, locale, money, onChoose }: SegmentProps) {
  const t = useTranslations('AncillaryShop');
  const headingId = `addon-seg-${seg.segmentIndex}`;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="min-w-0 space-y-4"
      data-testid="addon-segment"
      data-segment={seg.segmentIndex}
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {t('segmentHeading', { dep: seg.depCityName, arr: seg.arrCityName })}
        </h2>
        <p className="text-sm text-slate-700">
          {t('flightLine', {
            flightNo: seg.flightNo,
            time: localDateTime(seg.depTime, seg.depTimeZone, locale),
          })}
        </p>
        <p className="text-sm text-slate-700">
          {t('saleEnds', { time: localDateTime(seg.saleEnds[kind], seg.depTimeZone, locale) })}
        </p>
      </div>
      {kind === 'BAGGAGE' && <BaggageBands seg={seg} money={money} />}
      <ul className="space-y-3">
        {seg.passengers.map((p) => (
          <PassengerChoice
            key={p.passengerId}
            kind={kind}
            seg={seg}
            passenger={p}
            picks={picks.filter((x) => x.kind !== 'MAILING' && x.passengerId === p.passengerId)}
            maxBaggageKg={maxBaggageKg}
            money={money}
            onChoose={(code, on) => onChoose(p.passengerId, code, on)}
          />
        ))}
      </ul>
    </Card>
  );
}

/** The baggage bands: the airport's price and the online one (spec §9: 60% less), side by side. */
function BaggageBands({ seg, money }: { seg: AddOnSegment; money: (minor: number) => string }) {
  const t = useTranslations('AncillaryShop');
  return (
    <div
      className="max-w-full overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={t('baggage.bandsLabel')}
      data-testid="baggage-bands"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="pb-2 text-left text-slate-700">{t('baggage.bandsCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="px-2 py-1 text-left font-medium">
              {t('baggage.weight')}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {t('baggage.airportPrice')}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {t('baggage.onlinePrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {seg.baggage.map((b) => (
            <tr key={b.productCode} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-normal text-slate-900">
                {t('baggage.kg', { weight: b.weightKg })}
              </th>
              <td className="px-2 py-1 text-right whitespace-nowrap text-slate-700">
                <s>{money(b.airportPrice)}</s>
              </td>
              <td className="px-2 py-1 text-right font-semibold whitespace-nowrap text-slate-900">{money(b.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type PassengerProps = {
  kind: PassengerKind;
  seg: AddOnSegment;
  passenger: AddOnPassenger;
  picks: AddOnPick[];
  maxBaggageKg: number;
  money: (minor: number) => string;
  onChoose: (productCode: string | null, on?: boolean) => void;
};

/** One passenger: the control of the kind, or why they cannot buy it now. */
function PassengerChoice({ kind, seg, passenger: p, picks, maxBaggageKg, money, onChoose }: PassengerProps) {
  const t = useTranslations('AncillaryShop');
  const id = (what: string) => `addon-${seg.segmentIndex}-${p.passengerId}-${what}`;
  const block = blockOf(p, kind);
  const picked = (code?: string) =>
    picks.find((x) => x.kind === kind && (code === undefined || ('productCode' in x && x.productCode === code)));
  const pickedCode = (() => {
    const x = picked();
    return x && 'productCode' in x ? x.productCode : '';
  })();

  const allowance =
    kind === 'BAGGAGE' && p.type !== 'INF' ? (
      <p id={id('allowance')} className="text-sm text-slate-700" data-testid="baggage-allowance">
        {t('baggage.allowance', {
          free: p.freeBaggageKg,
          bought: p.boughtBaggageKg,
          room: p.baggageRoomKg,
          max: maxBaggageKg,
        })}
      </p>
    ) : null;

  return (
    <li
      className="min-w-0 space-y-2 rounded-md border border-slate-200 p-3"
      data-testid="addon-passenger"
      data-passenger-id={p.passengerId}
    >
      <p className="font-semibold break-words text-slate-900">
        {p.name} <span className="text-sm font-normal text-slate-700">· {t(`passengerType.${p.type}`)}</span>
      </p>
      {allowance}
      {block ? (
        <p className="text-sm text-amber-900" data-testid="addon-blocked" data-block={block}>
          {kind === 'EXTRA_SEAT' && (block === 'limitReached' || block === 'checkedIn')
            ? t(`extraSeat.${block}`)
            : t(`blocks.${block}`)}
        </p>
      ) : kind === 'BAGGAGE' ? (
        <SelectField
          id={id('baggage')}
          label={t('baggage.label', { name: p.name })}
          aria-describedby={allowance ? id('allowance') : undefined}
          value={pickedCode}
          onChange={(e) => onChoose(e.target.value || null)}
          data-testid="baggage-select"
        >
          <option value="">{t('baggage.none')}</option>
          {seg.baggage
            .filter((b) => b.weightKg <= p.baggageRoomKg)
            .map((b) => (
              <option key={b.productCode} value={b.productCode}>
                {t('baggage.option', { weight: b.weightKg, price: money(b.price), airport: money(b.airportPrice) })}
              </option>
            ))}
        </SelectField>
      ) : kind === 'MEAL' ? (
        <SelectField
          id={id('meal')}
          label={t('meal.label', { name: p.name })}
          value={pickedCode}
          onChange={(e) => onChoose(e.target.value || null)}
          data-testid="meal-select"
        >
          <option value="">{t('meal.none')}</option>
          {seg.meals.map((m) => (
            <option key={m.productCode} value={m.productCode}>
              {t('meal.option', { name: m.name, description: m.description, price: money(m.price) })}
            </option>
          ))}
        </SelectField>
      ) : kind === 'INSURANCE' ? (
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('insurance.legend', { name: p.name })}</legend>
          {seg.insurance.map((product) => {
            const held = p.insuranceHeld.includes(product.productCode);
            const boxId = id(`ins-${product.productCode}`);
            return (
              <label key={product.productCode} htmlFor={boxId} className="flex min-h-8 cursor-pointer gap-2 text-sm">
                <input
                  id={boxId}
                  type="checkbox"
                  className="mt-0.5 h-6 w-6 shrink-0"
                  checked={held || !!picked(product.productCode)}
                  disabled={held}
                  onChange={(e) => onChoose(product.productCode, e.target.checked)}
                  data-testid="insurance-option"
                />
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">
                    {t('insurance.option', { name: product.name, price: money(product.price) })}
                  </span>
                  {held && <span className="text-slate-700"> · {t('insurance.held')}</span>}
                  <span className="block text-slate-700">
                    {t('insurance.coverage', { coverage: product.coverage, payout: product.maxPayoutYuan })}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : kind === 'EXTRA_SEAT' ? (
        <label htmlFor={id('extra-seat')} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
          <input
            id={id('extra-seat')}
            type="checkbox"
            className="h-6 w-6 shrink-0"
            checked={!!picked()}
            onChange={(e) => onChoose('EXTRA_SEAT', e.target.checked)}
            data-testid="extra-seat-option"
          />
          <span className="font-medium text-slate-900">
            {t('extraSeat.option', { name: p.name, price: money(p.extraSeatPrice ?? 0) })}
          </span>
        </label>
      ) : (
        <label htmlFor={id('priority')} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
          <input
            id={id('priority')}
            type="checkbox"
            className="h-6 w-6 shrink-0"
            checked={!!picked()}
            onChange={(e) => onChoose('PRIORITY', e.target.checked)}
            data-testid="priority-option"
          />
          <span className="font-medium text-slate-900">
            {t('priority.option', { name: p.name, price: money(seg.priority.price) })}
          </span>
        </label>
      )}
    </li>
  );
}
