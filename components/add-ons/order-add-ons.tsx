import { useTranslations } from 'next-intl';
import { KindLinks, OrderRows, OrderSection } from '@/components/ui/order-section';
import type { AddOnOrderDetail } from '@/lib/contract/add-ons';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderStatus } from '@/lib/contract/order-status';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { ADD_ON_PAGE_KINDS, addOnConfirmHref, addOnOrderHref, addOnPageHref } from './add-on-format';
import { useItemWords } from './add-on-order-view';

type Props = {
  order: Pick<OrderDetail, 'orderNo' | 'orderType' | 'orderStatus'>;
  /** The order's add-on orders, newest first; null while they are read. */
  addOnOrders: AddOnOrderDetail[] | null;
  locale: string;
  /** A member opens an add-on order on its own page; a visitor on /ancillaryConfirm. */
  member: boolean;
  failed?: boolean;
};

/** Add-ons are bought on an issued order that is not itself an add-on order (spec §4 type 3). */
export const canAddServices = (order: Pick<OrderDetail, 'orderType' | 'orderStatus'>) =>
  order.orderType !== 3 && order.orderStatus === OrderStatus.TICKETED;

/**
 * "Add services" on the order pages (member and visitor; decision 28): the ways to the add-on pages (baggage, meals,
 * insurance, priority boarding, seats) while the order is ticketed, and the add-on orders bought so far with their
 * state, items and statuses, each opening its page. No state of its own: the member's page renders it on the
 * server, the visitor's page through OrderAddOnsLoader.
 */
export function OrderAddOns({ order, addOnOrders, locale, member, failed = false }: Props) {
  const t = useTranslations('AddOnOrder');
  const what = useItemWords();
  const open = canAddServices(order);
  const list = addOnOrders ?? [];
  if (!open && list.length === 0 && !failed) return null;
  return (
    <OrderSection
      headingId={`add-ons-${order.orderNo}`}
      heading={t('section.heading')}
      actions={
        open && (
          <KindLinks
            label={t('section.linksLabel')}
            links={ADD_ON_PAGE_KINDS.map((kind) => ({
              kind,
              href: addOnPageHref(kind, order.orderNo),
              text: t(`section.link.${kind}`),
            }))}
          />
        )
      }
    >
      <OrderRows
        items={list}
        failed={failed}
        notes={{ failed: t('section.loadFailed'), empty: t('section.none') }}
        rowData={(a) => ({ 'data-testid': 'order-add-on-order', 'data-order-no': a.orderNo, 'data-state': a.state })}
        row={(a) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                href={member ? addOnOrderHref(a.orderNo) : addOnConfirmHref(order.orderNo, { addOnOrderNo: a.orderNo })}
                className="inline-flex min-h-6 items-center font-mono font-semibold break-all text-brand-700 underline"
              >
                {a.orderNo}
              </Link>
              <span className="font-semibold text-slate-900">{t(`state.${a.state}`)}</span>
            </div>
            <ul className="text-slate-800">
              {a.items.map((item, i) => (
                <li key={`${item.passengerId}-${item.kind}-${i}`} className="break-words">
                  {item.name} · {what(item)} · {t(`status.${item.serviceStatus}`)}
                </li>
              ))}
            </ul>
            <p className="text-slate-700">
              {t('section.total', { amount: formatMoney(a.amount, a.currency, locale) })}
            </p>
          </>
        )}
      />
    </OrderSection>
  );
}
