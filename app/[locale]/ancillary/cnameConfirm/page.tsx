import { getTranslations } from 'next-intl/server';
import { CnameFrame, CnameMessages, loadCname } from '../_lib/cname-order';
import { PassengerModifyConfirm } from '@/components/passenger-modify/modify-confirm';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('PassengerModify', 'confirmHeading');

/**
 * /ancillary/cnameConfirm?orderNo= (spec §2; §5 'Change name or certificate'; decision 24): the change kept in the
 * tab's draft, before → after, 'free of charge, once only', and Confirm (PassengerModifyConfirm). The order is read
 * as on /ancillary/cname (member's token or the visitor order seal); private, never indexed.
 */
export default async function CnameConfirmPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const orderNo = typeof query.orderNo === 'string' ? query.orderNo : '';
  const t = await getTranslations('PassengerModify');
  const loaded = await loadCname(
    locale,
    orderNo,
    `/${locale}/ancillary/cnameConfirm?orderNo=${encodeURIComponent(orderNo)}`,
  );
  if (loaded.kind === 'page') return loaded.page;
  return (
    <CnameMessages locale={locale}>
      <CnameFrame heading={t('confirmHeading')} orderNo={loaded.orderNo} orderHref={loaded.orderHref}>
        <PassengerModifyConfirm
          orderNo={loaded.orderNo}
          passengers={loaded.passengers}
          certificates={loaded.certificates}
          orderHref={loaded.orderHref}
        />
      </CnameFrame>
    </CnameMessages>
  );
}
