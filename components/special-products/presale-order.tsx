import { useTranslations } from 'next-intl';
import type { Presale, ProductOrderData } from '@/lib/contract/special-products';
import { OrderStatus } from '@/lib/contract/order-status';
import { formatMoney } from '@/lib/i18n/format';
import { InstallmentPlan } from './presale-terms';
import { beijingTime } from './presale-time';

export type PresaleStatus = 'DEPOSIT_DUE' | 'BALANCE_DUE' | 'PAID' | 'EXPIRED';

/**
 * Where a presale order stands (decision 67 Presale): its deposit due (9), its balance due (7), both paid, or expired
 * after its deposit was paid (the deposit is kept); null otherwise (cancelled or expired before any deposit).
 */
export function presaleStatus(o: Pick<ProductOrderData, 'orderStatus' | 'cancelReason' | 'presale'>) {
  const p = o.presale;
  if (!p) return null;
  if (o.orderStatus === OrderStatus.PREPAYMENT_PENDING) return 'DEPOSIT_DUE';
  if (o.orderStatus === OrderStatus.DEPOSIT_PAID) return 'BALANCE_DUE';
  if (o.orderStatus === OrderStatus.CANCELLED)
    return o.cancelReason === 'EXPIRED' && p.depositPaidAt ? 'EXPIRED' : null;
  return p.balancePaidAt ? 'PAID' : null;
}

type Props = { order: Pick<ProductOrderData, 'orderStatus' | 'cancelReason'> & { presale: Presale }; locale: string };

/**
 * A presale order's deposit and balance (spec §3 paid and unpaid amounts): each paid (when, Beijing time) or due (the
 * balance by its deadline; a balance paid by installments says so), the installment plan while the balance is due,
 * and after the deadline that the order expired and the deposit is not refunded.
 */
export function PresaleOrder({ order, locale }: Props) {
  const t = useTranslations('Presale');
  const ti = useTranslations('PresaleInstallments');
  const p = order.presale;
  const status = presaleStatus(order);
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);
  const time = (iso: string) => beijingTime(iso, locale);
  const deposit = p.depositPaidAt
    ? t('paidAt', { amount: money(p.depositFen), time: time(p.depositPaidAt) })
    : status === 'DEPOSIT_DUE'
      ? t('depositDue', { amount: money(p.depositFen) })
      : t('notPaid', { amount: money(p.depositFen) });
  const byInstallments = p.installments?.paidByInstallments ? p.installments.amountsFen.length : 0;
  const balance = p.balancePaidAt
    ? byInstallments
      ? ti('paidBy', { amount: money(p.balanceFen), time: time(p.balancePaidAt), periods: byInstallments })
      : t('paidAt', { amount: money(p.balanceFen), time: time(p.balancePaidAt) })
    : status === 'BALANCE_DUE' && p.balanceDeadline
      ? t('balanceDueBy', { amount: money(p.balanceFen), time: time(p.balanceDeadline) })
      : status === 'DEPOSIT_DUE'
        ? t('balanceAfterDeposit', { amount: money(p.balanceFen), hours: p.balanceHours })
        : t('notPaid', { amount: money(p.balanceFen) });
  return (
    <div className="space-y-3" data-testid="presale-order" data-presale-status={status ?? ''}>
      {status && (
        <p className="font-semibold text-slate-900" data-testid="presale-status">
          {t(`status.${status}`)}
        </p>
      )}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('depositLabel')}</dt>
        <dd className="break-words" data-testid="presale-deposit">
          {deposit}
        </dd>
        <dt className="text-slate-600">{t('balanceLabel')}</dt>
        <dd className="break-words" data-testid="presale-balance">
          {balance}
        </dd>
      </dl>
      {p.installments && (status === 'DEPOSIT_DUE' || status === 'BALANCE_DUE') && (
        <InstallmentPlan
          amountsFen={p.installments.amountsFen}
          interestFreeDays={p.installments.interestFreeDays}
          locale={locale}
        />
      )}
      {status === 'EXPIRED' && p.balanceDeadline && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900" data-testid="presale-expired">
          {t('expired', { time: time(p.balanceDeadline) })}
        </p>
      )}
    </div>
  );
}
