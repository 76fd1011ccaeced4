import { useTranslations } from 'next-intl';
import type { AddOnOrder } from '@/lib/contract';
import { formatMoney } from '@/lib/i18n/format';

/** Each seat and add-on of the order, with whom it is for, and what was paid. */
export function AddOnOrderItems({ order, locale }: { order: AddOnOrder; locale: string }) {
  const t = useTranslations('AddOnResult');
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const what = (item: AddOnOrder['items'][number]) => {
    switch (item.kind) {
      case 'SEAT':
        return t('kind.SEAT', { seatNo: item.seatNo ?? '' });
      case 'BAGGAGE':
        return t('kind.BAGGAGE', { weight: item.weightKg ?? 0 });
      case 'MEAL':
        return t('kind.MEAL');
      case 'PRIORITY':
        return t('kind.PRIORITY');
      case 'INSURANCE':
        return t('kind.INSURANCE');
    }
  };
  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{t('items')}</h3>
      <p className="text-sm text-slate-600">{t('orderNo', { orderNo: order.orderNo })}</p>
      <ul className="divide-y divide-slate-100" data-testid="ancillary-items">
        {order.items.map((item, i) => (
          <li
            key={`${item.passengerId}-${item.kind}-${item.productCode}-${i}`}
            className="flex flex-wrap justify-between gap-x-4 py-2"
          >
            <span className="min-w-0 break-words">
              <span className="font-medium text-slate-900">{item.name}</span>
              <span className="text-slate-700"> · {what(item)}</span>
            </span>
            <span className="text-slate-700">{money(item.price)}</span>
          </li>
        ))}
      </ul>
      {order.pointsUsed > 0 && (
        <p className="text-sm text-slate-700">
          {t('pointsUsed', { points: order.pointsUsed, amount: money(order.pointsAmount) })}
        </p>
      )}
      <p className="font-semibold text-slate-900">{t('paid', { amount: money(order.payAmount) })}</p>
    </div>
  );
}
