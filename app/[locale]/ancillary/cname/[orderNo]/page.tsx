import { getTranslations } from 'next-intl/server';
import { CnameFrame, CnameMessages, loadCname } from '../../_lib/cname-order';
import { PassengerModifyForm } from '@/components/passenger-modify/modify-form';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export const generateMetadata = privatePageMetadata('PassengerModify', 'title');

/** Today in Beijing (the airline's day): a document's validity is not before it. */
function today(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * /ancillary/cname/{orderNo} (spec §2; §5 'Change name or certificate'; §8 'does not support change
 * name/certificate'; decision 24): the passengers of a ticketed order and the form of ONE change of name or
 * document (PassengerModifyForm). The order is read as the member's own or through the visitor order seal;
 * private, never indexed, rendered per request.
 */
export default async function CnamePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  const t = await getTranslations('PassengerModify');
  const loaded = await loadCname(locale, orderNo, `/${locale}/ancillary/cname/${encodeURIComponent(orderNo)}`);
  if (loaded.kind === 'page') return loaded.page;
  return (
    <CnameMessages locale={locale}>
      <CnameFrame heading={t('heading')} orderNo={loaded.orderNo} orderHref={loaded.orderHref}>
        <PassengerModifyForm
          orderNo={loaded.orderNo}
          passengers={loaded.passengers}
          certificates={loaded.certificates}
          today={today()}
        />
      </CnameFrame>
    </CnameMessages>
  );
}
