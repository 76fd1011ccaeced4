import { SectionListPage, sectionListMetadata, type ListProps } from '@/app/[locale]/news/_content/section-page';

export const generateMetadata = (props: ListProps) => sectionListMetadata('bidding', props);

export default function Page(props: ListProps) {
  return <SectionListPage section="bidding" props={props} />;
}
