import { itemKeyOf, SectionItemPage, sectionItemMetadata } from '@/app/[locale]/news/_content/section-item';
import type { ListProps } from '@/app/[locale]/news/_content/section-page';

export async function generateMetadata({ params, searchParams }: ListProps) {
  return sectionItemMetadata('news', (await params).locale, itemKeyOf(await searchParams));
}

export default async function Page({ params, searchParams }: ListProps) {
  return <SectionItemPage section="news" params={params} itemKey={itemKeyOf(await searchParams)} />;
}
