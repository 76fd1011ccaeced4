import type { Metadata } from 'next';
import { NewFlights } from '@/components/reschedule/new-flights';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ChangeStep, changePageMetadata, loadChangeOrder } from '../../_lib/change-order';
import { renderedAt } from '@/lib/domain/rendered-at';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return changePageMetadata(params);
}

/**
 * /modify/selnewair/{orderNo} (spec §2 Order changes; decision 23): step 2 of a date change, the new flight of
 * each segment moved, with the 7-day price strip (NewFlights). The passengers, segments and dates come from the
 * tab's draft of step 1; the order is read as on step 1 (member's token or the visitor order seal).
 */
export default async function ChangeFlightsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  const loaded = await loadChangeOrder(locale, orderNo, `/${locale}/modify/selnewair/${orderNo}`);
  if (loaded.kind === 'page') return loaded.page;
  const { order } = loaded;
  return (
    <ChangeStep locale={locale} order={order} step={2} stepKey="stepFlights">
      <NewFlights order={order} locale={locale} nowMs={renderedAt()} />
    </ChangeStep>
  );
}
