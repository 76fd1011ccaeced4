import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for the site's locales. Import from './navigation': its Link prefetches on intent. */
export const { Link: IntlLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
