// A list page past the first: ?page=&size= rewritten here by proxy.ts (decision 8), made on its first visit.
export { default, generateMetadata } from '../page';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}
