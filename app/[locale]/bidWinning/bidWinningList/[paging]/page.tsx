import { SectionListPage, sectionListMetadata, type ListProps } from '@/app/[locale]/_content/section-page';

/** Decision 8: a list page past the first, cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

/** Other pages of the list are made on their first visit (proxy.ts rewrites ?page=&size= here). */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: ListProps) => sectionListMetadata('bidWinning', props);

export default function Page(props: ListProps) {
  return <SectionListPage section="bidWinning" props={props} />;
}
