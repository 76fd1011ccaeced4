import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { AddPeoplePage } from '../../../addpeople/_lib/add-people-page';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export const generateMetadata = privatePageMetadata('AddPeople', 'title');

/**
 * /ancillary/child/{orderNo} (spec §2 self-service; decision 25): the same page as
 * /addpeople/airandpeople/child/{orderNo}, adding a child to a ticketed order (AddPeoplePage). Private, never
 * indexed, rendered per request.
 */
export default async function AncillaryChildPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  return (
    <AddPeoplePage
      locale={locale}
      orderNo={orderNo}
      kind="child"
      reloadHref={`/${locale}/ancillary/child/${encodeURIComponent(orderNo)}`}
    />
  );
}
