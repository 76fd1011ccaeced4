import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { OrderRows, OrderSection } from '@/components/ui/order-section';
import type { AddPeopleOrder } from '@/lib/contract/add-people';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderStatus } from '@/lib/contract/order-status';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { addPeopleHref, beijingTime, payHref } from './add-people-format';

type Props = {
  order: Pick<OrderDetail, 'orderNo' | 'orderType' | 'orderStatus'>;
  /** The order's additions, newest first; null while they are read. */
  additions: AddPeopleOrder[] | null;
  locale: string;
  /** The additions could not be read. */
  failed?: boolean;
};

/** A ticket order (spec §4 type 1) whose tickets are issued: the only kind a child or an infant is added to. */
export const canAddPeople = (order: Pick<OrderDetail, 'orderType' | 'orderStatus'>) =>
  order.orderType === 1 && order.orderStatus === OrderStatus.TICKETED;

const STATUS_TONE: Record<AddPeopleOrder['status'], string> = {
  PENDING_PAYMENT: 'bg-amber-100 text-amber-900',
  PAID: 'bg-brand-50 text-brand-900',
  TICKETED: 'bg-green-100 text-green-900',
  CANCELLED: 'bg-slate-100 text-slate-700',
  FAILED: 'bg-red-100 text-red-900',
};

/**
 * The children and infants added to an order, on its detail pages (member and visitor; decision 25; spec §4 order
 * type 5): 'Add a child' and 'Add an infant' while the order is a ticketed ticket order, and each addition with the
 * passenger, child or infant, the accompanying adult, its status (pending payment with its deadline and 'Pay now';
 * ticketed with the 902 e-ticket of each flight; cancelled; failed) and its total. Nothing for an order with neither.
 * No state of its own: the member's page renders it on the server, the visitor's page through OrderAdditionsLoader.
 */
export function OrderAdditions({ order, additions, locale, failed = false }: Props) {
  const t = useTranslations('AddPeople');
  const open = canAddPeople(order);
  const list = additions ?? [];
  if (!open && list.length === 0 && !failed) return null;
  return (
    <OrderSection
      headingId={`additions-${order.orderNo}`}
      heading={t('section.heading')}
      testId="order-additions"
      header
      actions={
        open && (
          <div className="flex flex-wrap gap-2">
            <Link
              href={addPeopleHref('child', order.orderNo)}
              className={buttonClass({ variant: 'outline' })}
              data-testid="order-add-child"
            >
              {t('section.addChild')}
            </Link>
            <Link
              href={addPeopleHref('baby', order.orderNo)}
              className={buttonClass({ variant: 'outline' })}
              data-testid="order-add-infant"
            >
              {t('section.addInfant')}
            </Link>
          </div>
        )
      }
    >
      <OrderRows
        items={list}
        failed={failed}
        notes={{ failed: t('section.loadFailed'), empty: t('section.none') }}
        rowData={() => ({ 'data-testid': 'order-addition' })}
        row={(a) => (
          <>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium break-words text-slate-900" data-testid="order-addition-name">
                {a.name}
              </span>
              <span className="text-slate-700" data-testid="order-addition-type">
                {t(`typeName.${a.type}`)}
              </span>
              <span
                className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[a.status]}`}
                data-testid="order-addition-status"
              >
                {t(`status.${a.status}`)}
              </span>
            </div>
            <p className="break-words text-slate-800" data-testid="order-addition-guardian">
              {t('section.guardian', { name: a.guardianName })}
            </p>
            <p className="font-mono break-all text-slate-700">{t('section.orderNo', { orderNo: a.orderNo })}</p>
            <ul className="text-slate-800">
              {a.lines.map((line) => (
                <li key={line.segmentIndex} className="break-all" data-testid="order-addition-ticket">
                  {line.ticketNo
                    ? t('section.ticket', { flightNo: line.flightNo, ticketNo: line.ticketNo })
                    : t('section.ticketPending', { flightNo: line.flightNo })}
                </li>
              ))}
            </ul>
            <p className="text-slate-800" data-testid="order-addition-total">
              {t('section.total', { amount: formatMoney(a.total, a.currency, locale) })}
            </p>
            <p className="text-slate-600">{t('section.madeAt', { time: beijingTime(a.createdAt, locale) })}</p>
            {a.status === 'PENDING_PAYMENT' && a.paymentDeadline && (
              <p className="text-amber-900" data-testid="order-addition-deadline">
                {t('section.payBy', { time: beijingTime(a.paymentDeadline, locale) })}
              </p>
            )}
            {a.status === 'PENDING_PAYMENT' && (
              <div className="pt-1">
                <Link
                  href={payHref(a.orderNo)}
                  className={buttonClass({ variant: 'accent', size: 'sm' })}
                  data-testid="order-addition-pay"
                >
                  {t('section.pay')}
                </Link>
              </div>
            )}
          </>
        )}
      />
    </OrderSection>
  );
}
