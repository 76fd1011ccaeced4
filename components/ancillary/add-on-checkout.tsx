'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fullPageLoad } from '@/components/ui/full-page-load';
import { MoneyTable } from '@/components/ui/money-table';
import { TextField } from '@/components/ui/text-field';
import * as addOns from '@/lib/bff-client/add-ons';
import * as seat from '@/lib/bff-client/seat-selection';
import type { AddOnSegment } from '@/lib/contract/add-ons';
import { ResultCode } from '@/lib/contract/codes';
import type { OrderAncillaryOfferData } from '@/lib/contract/seat-selection';
import { CLAIM_BANKS, type ClaimBank } from '@/lib/domain/add-on-rules';
import { formatMoney } from '@/lib/i18n/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { clearAddOnSegment, picksOf, segmentsWithPicks, useAddOnDraft, type AddOnPick } from './add-on-draft';
import { addOnConfirmHref, addOnPageHref, addressLine } from './add-on-format';
import { baggageSaving, kindsOf, pointsProblem, priceParts, priceWithOffer, type PricedLine } from './add-on-lines';

type Props = {
  orderNo: string;
  /** The segment to confirm (the query's, else the first with choices). */
  segmentIndex: number | null;
  /** The order's segments as the add-on pages listed them: names for the lines and the other segments. */
  segments: AddOnSegment[];
  member: boolean;
  locale: string;
  /** Province code → name, for the claim account's line. */
  provinces: Record<string, string>;
};

type OfferLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; offer: OrderAncillaryOfferData };
type PointsInfo = { currentPoints: number; maxPoints: number; maxDeduction: number };

/** Codes that mean 'the frozen prices are gone or differ': read the offer again, keep the choices. */
const REPRICE: readonly string[] = [
  ResultCode.ANCILLARY_SESSION_EXPIRED,
  ResultCode.ANCILLARY_PRICE_CHANGED,
  // A member's free mailing used meanwhile (decision 30): the fee is priced again.
  ResultCode.ADD_ON_FREE_MAILING_USED,
];

/**
 * /ancillaryConfirm (issue 15 §2; decision 22, 28): one segment's choices priced by a frozen offer: each line (the
 * airport's price beside the online one for baggage), the price parts by kind, the saving, points for members (whole
 * hundreds, 100 points = 1 unit), the claim account of insurance, and the total. Pay reserves the add-on order
 * (one attempt id per offer: a double click or a retried request answers the same order) and goes to the gateway;
 * a zero total is done at once. A choice no longer on sale is dropped and said; changed prices are read again.
 */
export function AddOnCheckout({ orderNo, segmentIndex, segments, member, locale, provinces }: Props) {
  const t = useTranslations('AncillaryShop');
  const tOrder = useTranslations('AncillaryOrder');
  const router = useRouter();
  const id = useId();
  const draft = useAddOnDraft(orderNo);
  const chosen = segmentsWithPicks(draft);
  const segIndex = segmentIndex !== null && chosen.includes(segmentIndex) ? segmentIndex : (chosen[0] ?? null);
  const picks = segIndex === null ? [] : picksOf(draft, segIndex);
  const kindsKey = kindsOf(picks).sort().join(',');
  const seg = segments.find((s) => s.segmentIndex === segIndex);

  const [load, setLoad] = useState<OfferLoad>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [attempt, setAttempt] = useState('');
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [points, setPoints] = useState('');
  const [pointsTouched, setPointsTouched] = useState(false);
  const [pointsInfo, setPointsInfo] = useState<PointsInfo | 'failed' | null>(null);
  const pointsRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (segIndex === null || !kindsKey) return;
    let stopped = false;
    const read = async () => {
      const types = kindsKey.split(',') as ReturnType<typeof kindsOf>;
      const result = await addOns.offer.call({ orderNo, segmentIndex: segIndex, types }, { quiet: true });
      if (stopped) return;
      setLoad(result.ok ? { state: 'ready', offer: result.data } : { state: 'failed' });
      // A new offer is a new attempt: its session makes the order once, the attempt keys the request.
      setAttempt(crypto.randomUUID());
    };
    void read();
    return () => {
      stopped = true;
    };
  }, [orderNo, segIndex, kindsKey, round]);

  const offer = load.state === 'ready' ? load.offer : null;
  const priced = offer ? priceWithOffer(picks, offer) : null;
  const lines = priced?.lines ?? [];
  const total = lines.reduce((n, l) => n + l.price, 0);
  const currency = offer?.currency ?? 'CNY';
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const pointsFor = member && offer && total > 0 ? `${total}:${currency}` : '';
  useEffect(() => {
    if (!pointsFor) return;
    let stopped = false;
    const [amount, code] = pointsFor.split(':');
    void seat.pointsForSeat.call({ amount: Number(amount), currency: code! }, { quiet: true }).then((result) => {
      if (!stopped) setPointsInfo(result.ok ? result.data : 'failed');
    });
    return () => {
      stopped = true;
    };
  }, [pointsFor]);
  const usable = pointsFor && pointsInfo && pointsInfo !== 'failed' ? pointsInfo : null;
  const problem = usable ? pointsProblem(points, usable.maxPoints) : null;
  const pointsUsed = usable && !problem && points.trim() ? Number(points.trim()) : 0;
  // Points are worth yuan; in another currency the most usable points' worth gives the rate.
  const deduction =
    usable && pointsUsed > 0
      ? Math.min(
          total,
          currency === 'CNY' ? pointsUsed : Math.round((usable.maxDeduction * pointsUsed) / usable.maxPoints),
        )
      : 0;

  const withInsurance = lines.some((l) => l.pick.kind === 'INSURANCE');
  const claim = draft?.claim ?? null;
  const claimReady = !withInsurance || (claim && (CLAIM_BANKS as readonly string[]).includes(claim.bank));

  const withMailing = lines.some((l) => l.pick.kind === 'MAILING');
  const mailingAddress = draft?.mailing ?? null;
  const mailingReady = !withMailing || !!mailingAddress;

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

  const droppedKey =
    priced?.dropped.map((p) => `${p.kind}:${p.kind === 'MAILING' ? '' : p.passengerId}`).join(',') ?? '';
  const [droppedSaid, setDroppedSaid] = useState('');
  if (droppedKey && droppedSaid !== droppedKey) {
    setDroppedSaid(droppedKey);
    setNotice({ kind: 'error', text: t('checkout.dropped') });
  }

  function reprice() {
    setNotice({ kind: 'info', text: t('checkout.refreshed') });
    setLoad({ state: 'loading' });
    setRound((n) => n + 1);
  }

  async function confirm() {
    setNotice(null);
    if (!offer || segIndex === null) return;
    if (lines.length === 0) return setNotice({ kind: 'error', text: t('checkout.empty') });
    if (problem) {
      setPointsTouched(true);
      return pointsRef.current?.focus();
    }
    if (!claimReady) return setNotice({ kind: 'error', text: t('checkout.claimMissing') });
    if (!mailingReady) return setNotice({ kind: 'error', text: t('checkout.mailingMissing') });
    setBusy(true);
    const result = await addOns.reserve.call(
      {
        orderNo,
        segmentIndex: segIndex,
        sessionId: offer.sessionId,
        amount: total,
        points: pointsUsed,
        services: lines.map((l) => l.pick),
        ...(withInsurance && claim ? { claimAccount: { ...claim, bank: claim.bank as ClaimBank } } : {}),
        ...(withMailing && mailingAddress ? { mailingAddress } : {}),
        attempt,
      },
      { quiet: true },
    );
    if (!result.ok) {
      setBusy(false);
      if (REPRICE.includes(result.code)) return reprice();
      return setNotice({ kind: 'error', text: result.msg });
    }
    const order = result.data;
    // The order holds the choices now: a failed payment is paid again from the order, not chosen again.
    clearAddOnSegment(orderNo, segIndex);
    const done = addOnConfirmHref(orderNo, { ancillaryOrderNo: order.orderNo });
    if (order.payAmount === 0 || order.state !== 'PENDING_PAYMENT') return router.replace(done);
    const paying = await addOns.pay.call(
      { orderNo, ancillaryOrderNo: order.orderNo, attempt: crypto.randomUUID() },
      { quiet: true },
    );
    if (!paying.ok) {
      setBusy(false);
      return router.replace(done);
    }
    setLeaving(true);
    fullPageLoad(paying.data.url);
  }

  if (draft === undefined)
    return (
      <p role="status" className="text-slate-700">
        {t('checkout.loading')}
      </p>
    );
  if (segIndex === null || picks.length === 0)
    return (
      <Card className="space-y-3" data-testid="addon-checkout-empty">
        <p className="text-slate-800">{t('checkout.nothingChosen')}</p>
        <div className="flex flex-wrap gap-2">
          {(['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'EXTRA_SEAT', 'MAILING'] as const).map((kind) => (
            <Link key={kind} href={addOnPageHref(kind, orderNo)} className={buttonClass({ variant: 'outline' })}>
              {t(`more.${kind}`)}
            </Link>
          ))}
        </div>
      </Card>
    );

  const parts = priceParts(lines);
  const saving = baggageSaving(lines);
  const others = chosen.filter((s) => s !== segIndex);
  const pointsId = `${id}-points`;
  return (
    <div className="min-w-0 space-y-4" data-testid="addon-checkout" data-segment={segIndex}>
      {seg && (
        <h2 className="text-lg font-semibold break-words text-slate-900">
          {t('segmentHeading', { dep: seg.depCityName, arr: seg.arrCityName })} · {seg.flightNo}
        </h2>
      )}
      {load.state === 'loading' && (
        <p role="status" className="text-slate-700">
          {t('checkout.loading')}
        </p>
      )}
      {load.state === 'failed' && (
        <div role="alert" className="text-red-800">
          <p>{t('checkout.offerFailed')}</p>
          <Button variant="link" className="mt-1 min-h-6" onClick={() => setRound((n) => n + 1)}>
            {t('checkout.retry')}
          </Button>
        </div>
      )}
      {offer && (
        <Card as="section" aria-labelledby={`${id}-lines`} className="space-y-3">
          <h3 id={`${id}-lines`} className="font-semibold text-slate-900">
            {t('checkout.heading')}
          </h3>
          <MoneyTable
            label={t('checkout.tableLabel')}
            minWidthClass="min-w-[28rem]"
            testId="addon-lines"
            rowTestId="addon-line"
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
                      testId: 'addon-to-pay',
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
            <p className="text-sm break-words text-slate-800" data-testid="addon-mailing-line">
              {tOrder('mailingTo', {
                recipient: mailingAddress.recipient,
                phone: mailingAddress.phone,
                address: addressLine(mailingAddress),
                zip: mailingAddress.zip,
              })}
            </p>
          )}
          {pointsFor && pointsInfo === 'failed' && <p className="text-sm text-slate-700">{t('points.failed')}</p>}
          {usable && usable.maxPoints < 100 && (
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
              value={points}
              hint={t('points.hint', { points: usable.currentPoints, max: usable.maxPoints })}
              error={pointsTouched && problem ? t(`points.errors.${problem}`, { max: usable.maxPoints }) : undefined}
              onChange={(e) => {
                setPoints(e.target.value);
                setPointsTouched(false);
              }}
              onBlur={() => setPointsTouched(true)}
              data-testid="addon-points"
            />
          )}
        </Card>
      )}
      {notice && (
        <p
          role="alert"
          className={`text-sm ${notice.kind === 'error' ? 'text-red-700' : 'text-amber-900'}`}
          data-testid="addon-checkout-notice"
        >
          {notice.text}
        </p>
      )}
      {!mailingReady && (
        <Link href={addOnPageHref('MAILING', orderNo)} className={buttonClass({ variant: 'link' }, 'min-h-6')}>
          {t('checkout.mailingLink')}
        </Link>
      )}
      {!claimReady && (
        <Link href={addOnPageHref('INSURANCE', orderNo)} className={buttonClass({ variant: 'link' }, 'min-h-6')}>
          {t('checkout.claimLink')}
        </Link>
      )}
      {leaving ? (
        <p role="status" className="text-slate-700">
          {t('checkout.redirecting')}
        </p>
      ) : (
        <Button
          variant="accent"
          size="lg"
          busy={busy}
          disabled={!offer || lines.length === 0}
          onClick={() => void confirm()}
          data-testid="addon-pay"
        >
          {busy ? t('checkout.confirming') : t('checkout.pay', { amount: money(total - deduction) })}
        </Button>
      )}
      {others.length > 0 && (
        <div className="space-y-1 text-sm text-slate-700" data-testid="addon-other-segments">
          <p>{t('checkout.others')}</p>
          <ul className="space-y-1">
            {others.map((s) => {
              const other = segments.find((x) => x.segmentIndex === s);
              return (
                <li key={s}>
                  <Link
                    href={addOnConfirmHref(orderNo, { segment: s })}
                    className="inline-flex min-h-6 items-center text-brand-700 underline"
                  >
                    {other ? t('segmentHeading', { dep: other.depCityName, arr: other.arrCityName }) : String(s + 1)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
