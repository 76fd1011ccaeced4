import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangeSelect } from '@/components/reschedule/change-select';
import { hasChangeableTicket } from '@/components/reschedule/reschedule-rules';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ChangeStep, changePageMetadata, loadChangeOrder } from '../../_lib/change-order';
import { renderedAt } from '@/lib/domain/rendered-at';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return changePageMetadata(params);
}

/**
 * /modify/selair/{orderNo} (spec §2 Order changes; §4 ticket statuses; §9 change rules; decision 23): step 1 of a
 * date change, the passengers, segments and new dates (ChangeSelect). The order is read as the member's own by
 * the token, or as one this browser made or looked up (the visitor order seal). Rendered per request (it reads
 * the session and the seal); private, so not indexed.
 */
export default async function ChangeSelectPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  const t = await getTranslations('ChangeDate');
  const loaded = await loadChangeOrder(locale, orderNo, `/${locale}/modify/selair/${orderNo}`);
  if (loaded.kind === 'page') return loaded.page;
  const { order } = loaded;
  const nowMs = renderedAt();
  return (
    <ChangeStep locale={locale} order={order} step={1} stepKey="stepSelect">
      {hasChangeableTicket(order, nowMs) ? (
        <ChangeSelect order={order} locale={locale} nowMs={nowMs} />
      ) : (
        <p className="rounded-md bg-slate-50 p-4 text-slate-700" data-testid="change-nothing">
          {t('nothingChangeable')}
        </p>
      )}
    </ChangeStep>
  );
}
