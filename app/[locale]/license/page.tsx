import { contentLocale } from '@/app/[locale]/news/_content/section-page';
import { SinglePage, singleMetadata } from '@/app/[locale]/news/_content/single-page';

type Props = { params: Promise<{ locale: string }> };
const REF = { category: 'STATIC', itemKey: 'license', path: '/license' } as const;

export async function generateMetadata({ params }: Props) {
  return singleMetadata((await params).locale, REF);
}

export default async function LicensePage({ params }: Props) {
  return <SinglePage locale={await contentLocale(params)} {...REF} />;
}
