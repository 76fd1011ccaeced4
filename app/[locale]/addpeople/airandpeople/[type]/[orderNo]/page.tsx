import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { AddPeoplePage, isAddPeopleKind } from '../../../_lib/add-people-page';

type Props = { params: Promise<{ locale: string; type: string; orderNo: string }> };

export const generateMetadata = privatePageMetadata('AddPeople', 'title');

/**
 * /addpeople/airandpeople/{child|baby}/{orderNo} (spec §2; decision 25): add a child or an infant to a ticketed
 * order, travelling with an adult of it on all that adult's remaining flights (AddPeoplePage). Any other type is not found.
 * Private, never indexed, rendered per request.
 */
export default async function AddPeopleRoutePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { type, orderNo } = await params;
  if (!isAddPeopleKind(type)) notFound();
  return (
    <AddPeoplePage
      locale={locale}
      orderNo={orderNo}
      kind={type}
      reloadHref={`/${locale}/addpeople/airandpeople/${type}/${encodeURIComponent(orderNo)}`}
    />
  );
}
