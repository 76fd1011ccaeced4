import { SectionListPage, sectionListMetadata, type ListProps } from '@/app/[locale]/news/_content/section-page';

export const generateMetadata = (props: ListProps) => sectionListMetadata('bidWinning', props);

export default function Page(props: ListProps) {
  return <SectionListPage section="bidWinning" props={props} />;
}
