'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { fullPageLoad } from '@/components/ui/full-page-load';
import * as addOns from '@/lib/bff-client/add-ons';
import type { Money } from '@/lib/contract';
import type { AddOnSegment } from '@/lib/contract/add-ons';
import { ResultCode } from '@/lib/contract/codes';
import { CLAIM_BANKS, type ClaimBank } from '@/lib/domain/add-on-rules';
import { formatMoney } from '@/lib/i18n/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { clearAddOnSegment, picksOf, segmentsWithPicks, useAddOnDraft } from './add-on-draft';
import { AddOnCheckoutLines } from './add-on-checkout-lines';
import { AddOnNothingChosen, AddOnOtherSegments } from './add-on-checkout-links';
import { addOnConfirmHref, addOnPageHref } from './add-on-format';
import { kindsOf, priceWithOffer } from './add-on-lines';
import { useAddOnOffer } from './use-add-on-offer';
import { useAddOnPoints } from './use-add-on-points';

type Props = {
  orderNo: string;
  /** The segment to confirm (the query's, else the first with choices). */
  segmentIndex: number | null;
  /** The order's segments as the add-on pages listed them: names for the lines and the other segments. */
  segments: AddOnSegment[];
  member: boolean;
  /** The member's balance when their wallet is open: the order is then paid on its page, gateway or wallet. */
  wallet?: Money | null;
  locale: string;
  /** Province code → name, for the claim account's line. */
  provinces: Record<string, string>;
};

/** Codes that mean 'the frozen prices are gone or differ': read the offer again, keep the choices. */
const REPRICE: readonly string[] = [
  ResultCode.ADD_ON_SESSION_EXPIRED,
  ResultCode.ADD_ON_PRICE_CHANGED,
  // A member's free mailing used meanwhile (decision 30): the fee is priced again.
  ResultCode.ADD_ON_FREE_MAILING_USED,
];

/**
 * /ancillaryConfirm (decision 28; decision 22, 28): one segment's choices priced by a frozen offer: each line (the
 * airport's price beside the online one for baggage), the price parts by kind, the saving, points for members (whole
 * hundreds, 100 points = 1 unit), the claim account of insurance, and the total. Pay reserves the add-on order
 * (one attempt id per offer: a double click or a retried request answers the same order) and goes to the gateway,
 * or, for a member whose wallet is open, to the order's page that offers both (decision 49); a zero total is done
 * at once. A choice no longer on sale is dropped and said; changed prices are read again.
 */
export function AddOnCheckout({ orderNo, segmentIndex, segments, member, wallet, locale, provinces }: Props) {
  const t = useTranslations('AddOnShop');
  const router = useRouter();
  const id = useId();
  const draft = useAddOnDraft(orderNo);
  const chosen = segmentsWithPicks(draft);
  const segIndex = segmentIndex !== null && chosen.includes(segmentIndex) ? segmentIndex : (chosen[0] ?? null);
  const picks = segIndex === null ? [] : picksOf(draft, segIndex);
  const kindsKey = kindsOf(picks).sort().join(',');
  const seg = segments.find((s) => s.segmentIndex === segIndex);

  const { load, attempt, retry, reprice: readAgain } = useAddOnOffer(orderNo, segIndex, kindsKey);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const pointsRef = useRef<HTMLInputElement>(null);

  const offer = load.state === 'ready' ? load.offer : null;
  const priced = offer ? priceWithOffer(picks, offer) : null;
  const lines = priced?.lines ?? [];
  const total = lines.reduce((n, l) => n + l.price, 0);
  const currency = offer?.currency ?? 'CNY';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const points = useAddOnPoints({ member, total: offer ? total : null, currency });
  const { problem, used: pointsUsed, deduction } = points;

  const withInsurance = lines.some((l) => l.pick.kind === 'INSURANCE');
  const claim = draft?.claim ?? null;
  const claimReady = !withInsurance || (claim && (CLAIM_BANKS as readonly string[]).includes(claim.bank));

  const withMailing = lines.some((l) => l.pick.kind === 'MAILING');
  const mailingAddress = draft?.mailing ?? null;
  const mailingReady = !withMailing || !!mailingAddress;

  const droppedKey =
    priced?.dropped.map((p) => `${p.kind}:${p.kind === 'MAILING' ? '' : p.passengerId}`).join(',') ?? '';
  const [droppedSaid, setDroppedSaid] = useState('');
  if (droppedKey && droppedSaid !== droppedKey) {
    setDroppedSaid(droppedKey);
    setNotice({ kind: 'error', text: t('checkout.dropped') });
  }

  function reprice() {
    setNotice({ kind: 'info', text: t('checkout.refreshed') });
    readAgain();
  }

  async function confirm() {
    setNotice(null);
    if (!offer || segIndex === null) return;
    if (lines.length === 0) return setNotice({ kind: 'error', text: t('checkout.empty') });
    if (problem) {
      points.touch();
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
    const done = addOnConfirmHref(orderNo, { addOnOrderNo: order.orderNo });
    if (order.payAmount === 0 || order.state !== 'PENDING_PAYMENT' || wallet) return router.replace(done);
    const paying = await addOns.pay.call(
      { orderNo, addOnOrderNo: order.orderNo, attempt: crypto.randomUUID() },
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
  if (segIndex === null || picks.length === 0) return <AddOnNothingChosen orderNo={orderNo} />;

  const others = chosen.filter((s) => s !== segIndex);
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
          <Button variant="link" className="mt-1 min-h-6" onClick={retry}>
            {t('checkout.retry')}
          </Button>
        </div>
      )}
      {offer && (
        <AddOnCheckoutLines
          id={id}
          offer={offer}
          seg={seg}
          lines={lines}
          total={total}
          money={money}
          claim={claim}
          withInsurance={withInsurance}
          mailingAddress={mailingAddress}
          withMailing={withMailing}
          provinces={provinces}
          points={points}
          pointsRef={pointsRef}
        />
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
      {others.length > 0 && <AddOnOtherSegments orderNo={orderNo} others={others} segments={segments} />}
    </div>
  );
}
