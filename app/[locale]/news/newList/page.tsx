import { SectionListPage, sectionListMetadata, type ListProps } from '@/app/[locale]/news/_content/section-page';

export const generateMetadata = (props: ListProps) => sectionListMetadata('news', props);

export default function Page(props: ListProps) {
  return <SectionListPage section="news" props={props} />;
}
