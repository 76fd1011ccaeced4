'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fullPageLoad } from '@/components/ui/full-page-load';
import { TextField } from '@/components/ui/text-field';
import * as seat from '@/lib/bff-client/seat-selection';
import type {
  AncillaryOrder,
  OrderAncillaryKind,
  OrderAncillaryOfferData,
  OrderAncillaryReserveData,
  PassengerAncillaryService,
} from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import { formatMoney } from '@/lib/i18n/format';
import {
  extraPrice,
  parsePoints,
  pointsDeduction,
  pointsIssue,
  POINTS_PER_UNIT,
  priceWithOffer,
  type SeatPick,
} from './seat-picks';

type Props = {
  orderNo: string;
  segmentIndex: number;
  picks: SeatPick[];
  /** Add-ons other than seats (chosen on /checkin/otherbuy), bought with the seats in one ancillary order. */
  extras?: Exclude<PassengerAncillaryService, { kind: 'EXTRA_SEAT' | 'MAILING' }>[];
  /** How the add-on page named each extra (same order as `extras`); their prices are the offer's. */
  extrasLines?: { label: string; amount: number }[];
  /** The add-ons' total the add-on page showed: when the frozen offer differs, the page says the prices changed. */
  extrasTotal?: number;
  /** passengerId → name, for the lines (the picker's chart gives them). */
  names?: Record<string, string>;
  /** Check these passengers in once the order is paid (or at once when nothing is due). */
  checkIn?: { passengerIds: string[]; clauseAgreed: boolean };
  member: boolean;
  /** These passengers' seats have no price now: drop their picks so they choose again. */
  onReselect: (passengerIds: string[]) => void;
  /** Finished without payment (a zero total). */
  onDone: (result: OrderAncillaryReserveData) => void;
};

type OfferLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; offer: OrderAncillaryOfferData };
type PointsInfo = { currentPoints: number; maxPoints: number; maxDeduction: number };
type Notice = { kind: 'error' | 'info'; text: string } | null;

/** Codes that mean 'the frozen prices are gone or differ': read the offer again, keep the picks. */
const REPRICE: readonly string[] = [ResultCode.ANCILLARY_SESSION_EXPIRED, ResultCode.ANCILLARY_PRICE_CHANGED];

/**
 * The order of seats (and add-ons) on an existing trip (issue 13 §3; spec §4 seat selection flow, §7 the
 * ancillary offer and reserve, §9 points). The offer freezes the prices under a sessionId; each pick is priced
 * again with it and one whose product has no fare is dropped, its passenger told to choose again. A member may
 * pay part with points (whole hundreds, 100 points = 1 unit). Confirm reserves the ancillary order: a zero total
 * is finished at once, otherwise the browser goes to the gateway. A refusal never loses the picks.
 */
export function SeatCheckout({
  orderNo,
  segmentIndex,
  picks,
  extras = [],
  extrasLines,
  extrasTotal,
  names = {},
  checkIn,
  member,
  onReselect,
  onDone,
}: Props) {
  const t = useTranslations('SeatSelection');
  const locale = useLocale();
  const id = useId();
  const [load, setLoad] = useState<OfferLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [points, setPoints] = useState('');
  const [pointsTouched, setPointsTouched] = useState(false);
  const [pointsInfo, setPointsInfo] = useState<PointsInfo | 'failed' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<AncillaryOrder | null>(null);
  const [leaving, setLeaving] = useState(false);
  const pointsRef = useRef<HTMLInputElement>(null);
  const reselect = useRef(onReselect);
  useEffect(() => {
    reselect.current = onReselect;
  });

  const types = useMemo(() => {
    const kinds = new Set<OrderAncillaryKind>(['SEAT', ...extras.map((e) => e.kind)]);
    return [...kinds];
  }, [extras]);
  const typesKey = types.join(',');

  useEffect(() => {
    let stopped = false;
    async function read() {
      const result = await seat.offer.call(
        { orderNo, segmentIndex, types: typesKey.split(',') as OrderAncillaryKind[] },
        { quiet: true },
      );
      if (stopped) return;
      setLoad(result.ok ? { state: 'ready', offer: result.data } : { state: 'failed' });
    }
    void read();
    return () => {
      stopped = true;
    };
  }, [orderNo, segmentIndex, typesKey, attempt]);

  const offer = load.state === 'ready' ? load.offer : null;
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
        const name = names[extra.passengerId] ?? '';
        return {
          key: `${extra.kind}-${extra.passengerId}-${i}`,
          label: extrasLines?.[i]?.label ?? t(`checkout.extraLine.${extra.kind}`, { name }),
          amount: price ?? extrasLines?.[i]?.amount ?? 0,
          onSale: price !== null,
        };
      })
    : [];
  const extrasSum = extraLines.reduce((sum, l) => sum + l.amount, 0);
  const total = lines.reduce((sum, l) => sum + l.offerPrice, 0) + extrasSum;
  const currency = offer?.currency ?? 'CNY';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const extrasChanged = offer !== null && extrasTotal !== undefined && extras.length > 0 && extrasSum !== extrasTotal;

  // The member's points and how many may pay for this total (read again when the total changes).
  const pointsFor = member && offer && total > 0 ? `${total}:${currency}` : '';
  useEffect(() => {
    if (!pointsFor) return;
    let stopped = false;
    async function read() {
      const [amount, code] = pointsFor.split(':');
      const result = await seat.pointsForSeat.call({ amount: Number(amount), currency: code! }, { quiet: true });
      if (!stopped) setPointsInfo(result.ok ? result.data : 'failed');
    }
    void read();
    return () => {
      stopped = true;
    };
  }, [pointsFor]);

  const usable = pointsFor && pointsInfo && pointsInfo !== 'failed' ? pointsInfo : null;
  const pointsProblem = usable ? pointsIssue(points, usable) : null;
  const pointsUsed = usable && !pointsProblem ? (parsePoints(points) ?? 0) : 0;
  const deduction = Math.min(pointsDeduction(pointsUsed), total);
  const toPay = total - deduction;

  function reprice(notice: NonNullable<Notice>) {
    setNotice(notice);
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }

  async function pay(order: AncillaryOrder) {
    const result = await seat.pay.call({ orderNo, segmentIndex, ancillaryOrderNo: order.orderNo }, { quiet: true });
    if (!result.ok) {
      setBusy(false);
      return setNotice({ kind: 'error', text: result.msg });
    }
    setLeaving(true);
    fullPageLoad(result.data.url);
  }

  async function confirm() {
    setNotice(null);
    if (pending) {
      setBusy(true);
      return pay(pending);
    }
    if (!offer) return;
    if (lines.length === 0 && extras.length === 0) return setNotice({ kind: 'error', text: t('checkout.nothing') });
    if (pointsProblem) {
      setPointsTouched(true);
      return pointsRef.current?.focus();
    }
    setBusy(true);
    const services: PassengerAncillaryService[] = [
      ...lines.map((l) => ({ kind: 'SEAT' as const, passengerId: l.passengerId, seatNo: l.seatNo })),
      ...extras,
    ];
    const result = await seat.reserve.call(
      {
        orderNo,
        segmentIndex,
        sessionId: offer.sessionId,
        currency,
        amount: total,
        points: pointsUsed,
        services,
        ...(checkIn ? { checkIn } : {}),
      },
      { quiet: true },
    );
    if (result.ok) {
      if (result.data.order.payAmount === 0) {
        setBusy(false);
        return onDone(result.data);
      }
      setPending(result.data.order);
      return pay(result.data.order);
    }
    setBusy(false);
    if (result.code === ResultCode.SEAT_PRODUCT_MISSING) {
      const named = Object.keys(result.fieldErrors ?? {}).filter((pid) => picks.some((p) => p.passengerId === pid));
      if (named.length > 0) onReselect(named);
      // The fares changed under the session: read the offer again (it also drops what it no longer prices).
      return reprice({ kind: 'error', text: t('checkout.dropped') });
    }
    if (REPRICE.includes(result.code)) return reprice({ kind: 'info', text: t('checkout.refreshed') });
    if (result.code === ResultCode.ANCILLARY_NOTHING_SELECTED)
      return setNotice({ kind: 'error', text: t('checkout.nothing') });
    setNotice({ kind: 'error', text: result.msg });
  }

  const heading = `${id}-heading`;
  const pointsId = `${id}-points`;
  return (
    <section
      aria-labelledby={heading}
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="seat-checkout"
    >
      <h2 id={heading} className="text-xl font-semibold text-slate-900">
        {t('checkout.heading')}
      </h2>
      {load.state === 'loading' && (
        <p role="status" className="text-slate-700">
          {t('checkout.loading')}
        </p>
      )}
      {load.state === 'failed' && (
        <div role="alert" className="text-red-800">
          <p>{t('checkout.offerFailed')}</p>
          <Button
            variant="link"
            className="mt-1 min-h-6"
            onClick={() => {
              setLoad({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('checkout.retry')}
          </Button>
        </div>
      )}
      {offer && (
        <>
          {lines.length === 0 && extraLines.length === 0 ? (
            <p className="text-slate-700">{t('checkout.empty')}</p>
          ) : (
            <dl className="space-y-1 text-sm" data-testid="seat-lines">
              {lines.map((l) => (
                <div key={l.passengerId} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="min-w-0 break-words text-slate-800">
                    {t('checkout.seatLine', { name: names[l.passengerId] ?? '', seat: l.seatNo })}
                  </dt>
                  <dd className="font-medium text-slate-900">
                    {l.offerPrice === 0 ? t('checkout.free') : money(l.offerPrice)}
                  </dd>
                </div>
              ))}
              {extraLines.map((l) => (
                <div key={l.key} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="min-w-0 break-words text-slate-800">{l.label}</dt>
                  <dd className="font-medium text-slate-900">{money(l.amount)}</dd>
                </div>
              ))}
              <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-1 text-base">
                <dt className="font-semibold text-slate-900">{t('checkout.total')}</dt>
                <dd className="font-semibold text-slate-900" data-testid="seat-total">
                  {money(total)}
                </dd>
              </div>
            </dl>
          )}
          {extrasChanged && <p className="text-sm text-amber-900">{t('checkout.refreshed')}</p>}

          {pointsFor && pointsInfo === 'failed' && <p className="text-sm text-slate-700">{t('points.failed')}</p>}
          {usable && usable.maxPoints < POINTS_PER_UNIT && (
            <p className="text-sm text-slate-700">{t('points.none', { points: usable.currentPoints })}</p>
          )}
          {usable && usable.maxPoints >= POINTS_PER_UNIT && (
            <div className="space-y-2" data-testid="seat-points">
              <TextField
                id={pointsId}
                ref={pointsRef}
                label={t('points.label')}
                inputMode="numeric"
                autoComplete="off"
                className="max-w-xs"
                value={points}
                hint={t('points.hint', {
                  points: usable.currentPoints,
                  max: usable.maxPoints,
                  // Points are worth yuan whatever the shown currency (airline-api counts them in fen).
                  unit: formatMoney(100, 'CNY', locale),
                })}
                error={
                  pointsTouched && pointsProblem
                    ? t(`points.errors.${pointsProblem}`, { max: usable.maxPoints })
                    : undefined
                }
                onChange={(e) => {
                  setPoints(e.target.value);
                  setPointsTouched(false);
                }}
                onBlur={() => setPointsTouched(true)}
              />
              {pointsUsed > 0 && (
                <dl className="space-y-1 text-sm" data-testid="seat-points-result">
                  <div className="flex flex-wrap justify-between gap-x-4">
                    <dt className="text-slate-800">{t('points.deduction')}</dt>
                    <dd className="font-medium text-slate-900">−{money(deduction)}</dd>
                  </div>
                  <div className="flex flex-wrap justify-between gap-x-4 text-base">
                    <dt className="font-semibold text-slate-900">{t('points.toPay')}</dt>
                    <dd className="font-semibold text-slate-900" data-testid="seat-to-pay">
                      {money(toPay)}
                    </dd>
                  </div>
                </dl>
              )}
            </div>
          )}
        </>
      )}

      {notice && (
        <p
          role="alert"
          className={`text-sm ${notice.kind === 'error' ? 'text-red-700' : 'text-amber-900'}`}
          data-testid="seat-checkout-notice"
        >
          {notice.text}
        </p>
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
          disabled={!offer && !pending}
          onClick={() => void confirm()}
          data-testid="seat-confirm"
        >
          {busy
            ? t('checkout.confirming')
            : pending
              ? t('checkout.pay', { amount: money(pending.payAmount) })
              : t('checkout.confirm')}
        </Button>
      )}
    </section>
  );
}
