'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { Card } from '@/components/ui/card';
import { MoneyTable } from '@/components/ui/money-table';
import { TextField } from '@/components/ui/text-field';
import type { AddOnSegment } from '@/lib/contract/add-ons';
import type { OrderAddOnOfferData } from '@/lib/contract/add-on-orders';
import { CLAIM_BANKS, type ClaimBank } from '@/lib/domain/add-on-rules';
import type { AddressEntry } from '@/lib/domain/member-book-rules';
import type { AddOnPick, ClaimDraft } from './add-on-draft';
import { addressLine } from './add-on-format';
import { baggageSaving, priceParts, type PricedLine } from './add-on-lines';
import type { useAddOnPoints } from './use-add-on-points';

type Props = {
  /** The id the card's headings and fields are made from. */
  id: string;
  offer: OrderAddOnOfferData;
  seg: AddOnSegment | undefined;
  lines: PricedLine[];
  total: number;
  money: (minor: number) => string;
  claim: ClaimDraft | null;
  withInsurance: boolean;
  mailingAddress: AddressEntry | null;
  withMailing: boolean;
  /** Province code → name, for the claim account's line. */
  provinces: Record<string, string>;
  points: ReturnType<typeof useAddOnPoints>;
  pointsRef: Ref<HTMLInputElement>;
};

/**
 * The priced choices of /ancillaryConfirm: each line (the airport's price beside the online one for baggage), the
 * price parts by kind, the saving, the total and the points taken off; the claim account and the mailing address
 * the order will carry, and a member's points field.
 */
export function AddOnCheckoutLines(props: Props) {
  const { id, offer, seg, lines, total, money, claim, withInsurance, mailingAddress, withMailing, provinces } = props;
  const { points: pointsState, pointsRef } = props;
  const t = useTranslations('AddOnShop');
  const tOrder = useTranslations('AddOnOrder');
  const { usable, problem, deduction, used: pointsUsed } = pointsState;
  const parts = priceParts(lines);
  const saving = baggageSaving(lines);
  const pointsId = `${id}-points`;
  const nameOf = (pick: AddOnPick) =>
    pick.kind === 'MAILING'
      ? tOrder('wholeOrder')
      : (seg?.passengers.find((p) => p.passengerId === pick.passengerId)?.name ?? pick.passengerId);
  const describe = (line: PricedLine) => {
    const pick = line.pick;
    if (pick.kind === 'EXTRA_SEAT') return tOrder('kind.EXTRA_SEAT');
    if (pick.kind === 'MAILING') return line.price === 0 ? tOrder('kind.MAILING_FREE') : tOrder('kind.MAILING');
    if (pick.kind === 'BAGGAGE') return tOrder('kind.BAGGAGE', { weight: line.weightKg ?? 0 });
    if (pick.kind === 'MEAL')
      return tOrder('kind.MEAL', { name: offer?.meals.find((m) => m.productCode === pick.productCode)?.name ?? '' });
    if (pick.kind === 'INSURANCE')
      return tOrder('kind.INSURANCE', {
        name: offer?.insurance.find((i) => i.productCode === pick.productCode)?.name ?? '',
      });
    return tOrder('kind.PRIORITY');
  };

  return (
    <Card as="section" aria-labelledby={`${id}-lines`} className="space-y-3">
      <h3 id={`${id}-lines`} className="font-semibold text-slate-900">
        {t('checkout.heading')}
      </h3>
      <MoneyTable
        label={t('checkout.tableLabel')}
        minWidthClass="sm:min-w-[28rem]"
        columns={[
          { key: 'who', header: t('checkout.cols.passenger'), kind: 'label' },
          { key: 'what', header: t('checkout.cols.service'), kind: 'text' },
          { key: 'airport', header: t('checkout.cols.airport'), kind: 'amount' },
          { key: 'price', header: t('checkout.cols.price'), kind: 'total' },
        ]}
        rows={lines.map((line, i) => ({
          key: `${line.pick.kind}-${line.pick.kind === 'MAILING' ? '' : line.pick.passengerId}-${i}`,
          cells: [
            nameOf(line.pick),
            describe(line),
            line.airportPrice === null ? '—' : <s key="a">{money(line.airportPrice)}</s>,
            money(line.price),
          ],
        }))}
        totals={[
          ...parts.map((part) => ({
            key: `part-${part.kind}`,
            term: tOrder(`part.${part.kind}`),
            value: money(part.amount),
          })),
          ...(saving > 0
            ? [{ key: 'saving', term: t('checkout.saving'), value: money(saving), testId: 'addon-saving' }]
            : []),
          {
            key: 'total',
            term: t('checkout.total'),
            value: money(total),
            testId: 'addon-total',
            emphasis: 'value',
          },
          ...(deduction > 0
            ? [
                {
                  key: 'points',
                  term: t('checkout.pointsLine', { points: pointsUsed }),
                  value: `−${money(deduction)}`,
                },
                {
                  key: 'toPay',
                  term: t('checkout.toPay'),
                  value: money(total - deduction),
                  emphasis: 'line' as const,
                },
              ]
            : []),
        ]}
      />
      {withInsurance && claim && (
        <p className="text-sm text-slate-800" data-testid="addon-claim-line">
          {tOrder('claim', {
            bank: (CLAIM_BANKS as readonly string[]).includes(claim.bank)
              ? tOrder(`banks.${claim.bank as ClaimBank}`)
              : '',
            card: `${claim.cardNo.replace(/\D/g, '').slice(0, 4)} **** ${claim.cardNo.replace(/\D/g, '').slice(-4)}`,
            province: provinces[claim.provinceCode] ?? claim.provinceCode,
          })}
        </p>
      )}
      {withMailing && mailingAddress && (
        <p className="text-sm break-words text-slate-800">
          {tOrder('mailingTo', {
            recipient: mailingAddress.recipient,
            phone: mailingAddress.phone,
            address: addressLine(mailingAddress),
            zip: mailingAddress.zip,
          })}
        </p>
      )}
      {pointsState.failed && <p className="text-sm text-slate-700">{t('points.failed')}</p>}
      {usable?.realNameExpired && <p className="text-sm text-slate-700">{t('points.realNameExpired')}</p>}
      {usable && !usable.realNameExpired && usable.maxPoints < 100 && (
        <p className="text-sm text-slate-700">{t('points.none', { points: usable.currentPoints })}</p>
      )}
      {usable && usable.maxPoints >= 100 && (
        <TextField
          id={pointsId}
          ref={pointsRef}
          label={t('points.label')}
          inputMode="numeric"
          autoComplete="off"
          className="max-w-xs"
          value={pointsState.points}
          hint={t('points.hint', { points: usable.currentPoints, max: usable.maxPoints })}
          error={pointsState.touched && problem ? t(`points.errors.${problem}`, { max: usable.maxPoints }) : undefined}
          onChange={(e) => pointsState.type(e.target.value)}
          onBlur={pointsState.touch}
          data-testid="addon-points"
        />
      )}
    </Card>
  );
}
