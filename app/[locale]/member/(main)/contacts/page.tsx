import { ContactBook } from '@/components/member/book/contact-book';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { BookPage, bookPageMetadata } from '../_book/book-page';

export const generateMetadata = bookPageMetadata('contact');

/** /member/contacts (spec §2 member shell; §3 Contact): the member's contacts, default first. */
export default async function MemberContactsPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  return (
    <BookPage
      locale={locale}
      kind="contact"
      path="/member/contacts"
      render={(list) => <ContactBook entries={list.list} max={list.max} />}
    />
  );
}
