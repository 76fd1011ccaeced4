import type { Metadata } from 'next';
import { ChangeConfirm } from '@/components/reschedule/change-confirm';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { ChangeStep, changePageMetadata, loadChangeOrder } from '../_lib/change-order';

export async function generateMetadata({ params }: Pick<QueryPageProps, 'params'>): Promise<Metadata> {
  return changePageMetadata(params);
}

/**
 * /modify/confirm?orderNo= (spec §2 Order changes; §3 change-date cost; §4; decision 23): step 3 of a date change,
 * the cost of the draft's choice and Confirm (ChangeConfirm): done at once when nothing is due, otherwise paid on
 * the gateway and followed on /result. The order is read as on step 1 (member's token or the visitor order seal).
 */
export default async function ChangeConfirmPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const orderNo = typeof query.orderNo === 'string' ? query.orderNo : '';
  const loaded = await loadChangeOrder(
    locale,
    orderNo,
    `/${locale}/modify/confirm?orderNo=${encodeURIComponent(orderNo)}`,
  );
  if (loaded.kind === 'page') return loaded.page;
  const { order } = loaded;
  return (
    <ChangeStep locale={locale} order={order} step={3} stepKey="stepConfirm">
      <ChangeConfirm order={order} locale={locale} />
    </ChangeStep>
  );
}
