import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { contentMetadata } from '@/app/[locale]/_content/content-metadata';
import type { GuideEntry } from '@/components/self-service/guide-list';
import { cmsKeyOf } from '@/lib/contract';
import { isLocale } from '@/lib/i18n/routing';

type SelfServiceKey = 'title' | 'metaDescription' | 'guides.heading' | 'guides.description';

/** The metadata of a self-service page (the hall, the guides): its title in the site's template and its line. */
export function selfServiceMetadata(path: string, titleKey: SelfServiceKey, descriptionKey: SelfServiceKey) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: 'SelfService' });
    const site = await getTranslations({ locale, namespace: 'Content' });
    return contentMetadata({
      locale,
      path,
      title: site('titleTemplate', { title: t(titleKey) }),
      description: t(descriptionKey),
    });
  };
}

/** The CMS's guides as the guide list shows them; one whose id makes no key is left out. */
export function guideEntriesOf(list: readonly { id: string; title: string; summary: string | null }[]): GuideEntry[] {
  return list.flatMap((g) => {
    const key = cmsKeyOf(g.id);
    return key ? [{ key, title: g.title, summary: g.summary }] : [];
  });
}
