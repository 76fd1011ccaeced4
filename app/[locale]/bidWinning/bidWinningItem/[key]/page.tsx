import { SectionItemPage, sectionItemMetadata, type ItemProps } from '@/app/[locale]/_content/section-item';

/** Decision 8: each item is made on its first visit (proxy.ts rewrites ?id= here), cached for 5 minutes. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: ItemProps) {
  const { locale, key } = await params;
  return sectionItemMetadata('bidWinning', locale, key);
}

export default async function Page({ params }: ItemProps) {
  return <SectionItemPage section="bidWinning" params={params} itemKey={(await params).key} />;
}
