import { InvoiceHeaderBook } from '@/components/member/book/invoice-header-book';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { BookPage, bookPageMetadata } from '../../_book/book-page';

export const generateMetadata = bookPageMetadata('invoiceHeader');

/** /member/eHeader/index (spec §2 member shell; §3, §5 Invoice header): the member's invoice titles. */
export default async function MemberInvoiceHeadersPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  return (
    <BookPage
      locale={locale}
      kind="invoiceHeader"
      path="/member/eHeader/index"
      render={(list) => <InvoiceHeaderBook entries={list.list} max={list.max} />}
    />
  );
}
