import { contentLocale } from '@/app/[locale]/news/_content/section-page';
import { SinglePage, singleMetadata } from '@/app/[locale]/news/_content/single-page';

type Props = { params: Promise<{ locale: string }> };
const REF = { category: 'STATIC', itemKey: 'other', path: '/other/index' } as const;

export async function generateMetadata({ params }: Props) {
  return singleMetadata((await params).locale, REF);
}

export default async function OtherServicesPage({ params }: Props) {
  return <SinglePage locale={await contentLocale(params)} {...REF} />;
}
