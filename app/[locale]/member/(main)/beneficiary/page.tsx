import { getTranslations } from 'next-intl/server';
import { NATIONALITIES } from '@/components/booking/nationalities';
import { BeneficiaryBook } from '@/components/member/book/beneficiary-book';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { airlineToday } from '@/lib/domain/airline-time';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { certificateTypes } from '@/lib/upstream/system';
import { BookPage, bookPageMetadata } from '../_book/book-page';

export const generateMetadata = bookPageMetadata('beneficiary');

/**
 * /member/beneficiary (spec §2 member shell; §3 Beneficiary; §5 duplicates rejected; §8 the maximum and
 * 'beneficiary add failed, retry'): the member's beneficiaries with their status, read on the server. The
 * document types are the airline's, the issuing countries the booking form's, today the airline's date.
 */
export default async function MemberBeneficiaryPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const context = await upstreamContextFor(locale);
  const [funnel, types] = await Promise.all([getTranslations('BookingFunnel'), certificateTypes(context)]);
  const zh = locale === 'zh-CN';
  // Without the airline's list the passport is still offered, as on the saved passengers' page.
  const certificates = types.ok
    ? types.data.domestic.map((c) => ({ value: c.typeId, name: zh ? c.nameZh : c.nameEn }))
    : [{ value: 'PP', name: funnel('passportFallback') }];
  const countries = NATIONALITIES.map((code) => ({ value: code, name: funnel(`nationalityNames.${code}`) }));
  const today = airlineToday();
  return (
    <BookPage
      locale={locale}
      kind="beneficiary"
      path="/member/beneficiary"
      render={(list) => (
        <BeneficiaryBook
          entries={list.list}
          max={list.max}
          today={today}
          certificates={certificates}
          countries={countries}
        />
      )}
    />
  );
}
