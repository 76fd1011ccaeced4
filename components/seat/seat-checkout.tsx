'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fullPageLoad } from '@/components/ui/full-page-load';
import { WalletPay } from '@/components/ui/wallet-pay';
import * as seat from '@/lib/bff-client/seat-selection';
import type { AddOnOrder, Money, OrderAddOnReserveData, PassengerAddOnService } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import { formatMoney } from '@/lib/i18n/format';
import { PointsField } from './points-field';
import { SeatLines } from './seat-lines';
import { parsePoints, pointsDeduction, pointsIssue, type PointsIssue, type SeatPick } from './seat-picks';
import { useSeatOffer, type CheckoutExtra } from './use-seat-offer';
import { useSeatPoints } from './use-seat-points';

type Props = {
  orderNo: string;
  segmentIndex: number;
  picks: SeatPick[];
  /** Add-ons other than seats (chosen on /checkin/otherbuy), bought with the seats in one add-on order. */
  extras?: CheckoutExtra[];
  /** How the add-on page named each extra (same order as `extras`); their prices are the offer's. */
  extrasLines?: { label: string; amount: number }[];
  /** The add-ons' total the add-on page showed: when the frozen offer differs, the page says the prices changed. */
  extrasTotal?: number;
  /** passengerId → name, for the lines (the picker's chart gives them). */
  names?: Record<string, string>;
  /** Check these passengers in once the order is paid (or at once when nothing is due). */
  checkIn?: { passengerIds: string[]; clauseAgreed: boolean };
  member: boolean;
  /** The member's balance when their wallet is open: the order reserved is then paid here, gateway or wallet. */
  wallet?: Money | null;
  /** These passengers' seats have no price now: drop their picks so they choose again. */
  onReselect: (passengerIds: string[]) => void;
  /** Finished without payment (a zero total). */
  onDone: (result: OrderAddOnReserveData) => void;
};

/** Codes that mean 'the frozen prices are gone or differ': read the offer again, keep the picks. */
const REPRICE: readonly string[] = [ResultCode.ADD_ON_SESSION_EXPIRED, ResultCode.ADD_ON_PRICE_CHANGED];

/**
 * The order of seats (and add-ons) on an existing trip (decision 22; spec §4 seat selection flow, §7 the
 * add-on offer and reserve, §9 points). The offer freezes the prices under a sessionId; each pick is priced
 * again with it and one whose product has no fare is dropped, its passenger told to choose again. A member may
 * pay part with points (whole hundreds, 100 points = 1 unit), the one field of this form. Confirm reserves the
 * add-on order: a zero total is finished at once, otherwise the browser goes to the gateway; a member whose wallet is
 * open chooses then between the gateway and the wallet, which asks to confirm the amount (decision 49). A refusal
 * never loses the picks.
 */
export function SeatCheckout(props: Props) {
  const { orderNo, segmentIndex, picks, extras = [], names = {}, checkIn, member, onReselect, onDone } = props;
  const wallet = props.wallet ?? null;
  const t = useTranslations('SeatSelection');
  const locale = useLocale();
  const id = useId();
  const priced = useSeatOffer({ ...props, extras, names });
  const { offer, lines, total, currency, notice, setNotice } = priced;
  const info = useSeatPoints(member, offer ? total : null, currency);
  const usable = info && info !== 'failed' ? info : null;
  const { register, handleSubmit, control, clearErrors, formState } = useForm<{ points: string }>({
    defaultValues: { points: '' },
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const points = useWatch({ control, name: 'points' });
  const [pending, setPending] = useState<AddOnOrder | null>(null);
  const [leaving, setLeaving] = useState(false);

  const pointsUsed = usable && !pointsIssue(points, usable) ? (parsePoints(points) ?? 0) : 0;
  const deduction = Math.min(pointsDeduction(pointsUsed), total);
  const money = (minor: number) => formatMoney(minor, currency, locale);

  async function pay(order: AddOnOrder) {
    const result = await seat.pay.call({ orderNo, segmentIndex, addOnOrderNo: order.orderNo }, { quiet: true });
    if (!result.ok) return setNotice({ kind: 'error', text: result.msg });
    setLeaving(true);
    fullPageLoad(result.data.url);
  }

  async function reserve() {
    if (!offer) return;
    const services: PassengerAddOnService[] = [
      ...lines.map((l) => ({ kind: 'SEAT' as const, passengerId: l.passengerId, seatNo: l.seatNo })),
      ...extras,
    ];
    const body = { orderNo, segmentIndex, sessionId: offer.sessionId, currency, amount: total, points: pointsUsed };
    const result = await seat.reserve.call({ ...body, services, ...(checkIn ? { checkIn } : {}) }, { quiet: true });
    if (result.ok) {
      if (result.data.order.payAmount === 0) return onDone(result.data);
      setPending(result.data.order);
      // With the wallet open the member chooses how to pay the order now reserved (the form's button or the wallet).
      return wallet ? undefined : pay(result.data.order);
    }
    if (result.code === ResultCode.SEAT_PRODUCT_MISSING) {
      const named = Object.keys(result.fieldErrors ?? {}).filter((pid) => picks.some((p) => p.passengerId === pid));
      if (named.length > 0) onReselect(named);
      // The fares changed under the session: read the offer again (it also drops what it no longer prices).
      return priced.reprice({ kind: 'error', text: t('checkout.dropped') });
    }
    if (REPRICE.includes(result.code)) return priced.reprice({ kind: 'info', text: t('checkout.refreshed') });
    if (result.code === ResultCode.ADD_ON_NOTHING_SELECTED)
      return setNotice({ kind: 'error', text: t('checkout.nothing') });
    setNotice({ kind: 'error', text: result.msg });
  }

  const confirm = handleSubmit(async () => {
    if (pending) return pay(pending);
    if (offer && lines.length === 0 && extras.length === 0)
      return setNotice({ kind: 'error', text: t('checkout.nothing') });
    await reserve();
  });

  const heading = `${id}-heading`;
  const [walletBusy, setWalletBusy] = useState(false);
  const busy = formState.isSubmitting;
  return (
    <section
      aria-labelledby={heading}
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="seat-checkout"
    >
      <h2 id={heading} className="text-xl font-semibold text-slate-900">
        {t('checkout.heading')}
      </h2>
      {priced.load === 'loading' && (
        <p role="status" className="text-slate-700">
          {t('checkout.loading')}
        </p>
      )}
      {priced.load === 'failed' && (
        <div role="alert" className="text-red-800">
          <p>{t('checkout.offerFailed')}</p>
          <Button variant="link" className="mt-1 min-h-6" onClick={priced.retry}>
            {t('checkout.retry')}
          </Button>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          setNotice(null);
          return confirm(event);
        }}
        className="space-y-3"
      >
        {offer && (
          <>
            <SeatLines lines={lines} extraLines={priced.extraLines} total={total} names={names} money={money} />
            {priced.extrasChanged && <p className="text-sm text-amber-900">{t('checkout.refreshed')}</p>}
            {info && (
              <PointsField
                id={`${id}-points`}
                info={info}
                field={register('points', {
                  validate: (value) => (usable && pointsIssue(value, usable)) || true,
                  onChange: () => clearErrors('points'),
                })}
                issue={formState.errors.points?.message as PointsIssue | undefined}
                deduction={pointsUsed > 0 ? deduction : 0}
                toPay={total - deduction}
                money={money}
              />
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
            type="submit"
            variant="accent"
            size="lg"
            busy={busy}
            disabled={(!offer && !pending) || walletBusy}
            data-testid="seat-confirm"
          >
            {busy
              ? t('checkout.confirming')
              : pending
                ? t('checkout.pay', { amount: money(pending.payAmount) })
                : t('checkout.confirm')}
          </Button>
        )}
      </form>
      {pending && wallet && !leaving && (
        <WalletPay
          amount={{ amount: pending.payAmount, currency: pending.currency }}
          balance={wallet}
          locale={locale}
          busy={busy}
          onBusy={setWalletBusy}
          pay={(attempt) =>
            seat.payByWallet.call({ orderNo, segmentIndex, addOnOrderNo: pending.orderNo, attempt }, { quiet: true })
          }
          resultPath={`/result?${new URLSearchParams({ parent: orderNo, seg: String(segmentIndex) }).toString()}`}
        />
      )}
    </section>
  );
}
