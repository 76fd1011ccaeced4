// The site's navigation: next-intl's, with a Link that prefetches on intent (decision 63).
export { getPathname, redirect, usePathname, useRouter } from './navigation-base';
export { Link } from './intent-link';
