import { SectionListPage, sectionListMetadata, type ListProps } from '@/app/[locale]/_content/section-page';

/** Decision 8: cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

/** Made on its first visit in each language, not at build time (airline-api is not running then). */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: ListProps) => sectionListMetadata('bidding', props);

export default function Page(props: ListProps) {
  return <SectionListPage section="bidding" props={props} />;
}
