import { SectionItemPage, sectionItemMetadata } from '@/app/[locale]/news/_content/section-item';

type Props = { params: Promise<{ locale: string; id: string }> };

/** zh-CN only (spec §2): in en-US this answers not found. */
export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  return sectionItemMetadata('travelArticle', locale, id);
}

export default async function Page({ params }: Props) {
  return <SectionItemPage section="travelArticle" params={params} itemKey={(await params).id} />;
}
