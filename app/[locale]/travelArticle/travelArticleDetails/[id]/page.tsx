import { SectionItemPage, sectionItemMetadata } from '@/app/[locale]/_content/section-item';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Decision 8: made on first visit, cached for 5 minutes. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

/** zh-CN only (spec §2): in en-US this answers not found. */
export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  return sectionItemMetadata('travelArticle', locale, id);
}

export default async function Page({ params }: Props) {
  return <SectionItemPage section="travelArticle" params={params} itemKey={(await params).id} />;
}
