import { AddressBook } from '@/components/member/book/address-book';
import type { BookEntry, Region } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import type { Locale } from '@/lib/i18n/routing';
import { regions } from '@/lib/upstream/member-book';
import { BookPage, bookPageMetadata } from '../_book/book-page';

export const generateMetadata = bookPageMetadata('address');

/**
 * The cascade's first list, read on the server so the form opens with it; null when airline-api could not
 * answer, and the form then loads it itself (with its own retry).
 */
async function provinceList(locale: Locale): Promise<Region[] | null> {
  try {
    const result = await regions(await upstreamContextFor(locale), '86');
    return result.ok ? result.data.list : null;
  } catch {
    return null;
  }
}

/** The address book once the provinces, asked for beside the list, have answered. */
async function AddressBookWithProvinces({
  entries,
  max,
  provinces,
}: {
  entries: BookEntry<'address'>[];
  max: number;
  provinces: Promise<Region[] | null>;
}) {
  return <AddressBook entries={entries} max={max} provinces={await provinces} />;
}

/**
 * /member/address (spec §2 member shell; §3 Mailing address; §5 Mailing): the member's mailing addresses,
 * default first; a failed list is 'query exception' (spec §8) with a reload link.
 */
export default async function MemberAddressPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  // Started now so it runs beside BookPage's read of the list.
  const provinces = provinceList(locale);
  return (
    <BookPage
      locale={locale}
      kind="address"
      path="/member/address"
      render={(list) => <AddressBookWithProvinces entries={list.list} max={list.max} provinces={provinces} />}
    />
  );
}
