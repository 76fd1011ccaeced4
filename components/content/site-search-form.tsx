import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { fieldControlClass } from '@/components/ui/field';

/** A plain GET form (works without script): /{locale}/search?q= forwards to /{locale}/search/{q}. */
export async function SiteSearchForm({ locale, value = '' }: { locale: string; value?: string }) {
  const t = await getTranslations('SiteSearch');
  return (
    <form role="search" action={`/${locale}/search`} method="get" className="mt-4 flex max-w-xl gap-2">
      <label htmlFor="site-search-q" className="sr-only">
        {t('label')}
      </label>
      <input
        id="site-search-q"
        name="q"
        type="search"
        defaultValue={value}
        maxLength={50}
        required
        className={fieldControlClass(false, 'min-w-0 flex-1')}
      />
      <Button type="submit">{t('submit')}</Button>
    </form>
  );
}
