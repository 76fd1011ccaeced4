import { getTranslations } from 'next-intl/server';

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
        className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
      />
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {t('submit')}
      </button>
    </form>
  );
}
