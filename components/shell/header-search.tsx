import { getTranslations } from 'next-intl/server';
import { LineIcon } from '@/components/ui/line-icon';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The header's site search (spec §2 /search/{q}): a plain GET form, so it works before any script;
 * /{locale}/search?q= forwards to /{locale}/search/{q}.
 */
export async function HeaderSearch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  return (
    <form
      role="search"
      aria-label={t('searchLabel')}
      action={`/${locale}/search`}
      method="get"
      className="flex min-w-0"
    >
      <label htmlFor="header-search-q" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="header-search-q"
        name="q"
        type="search"
        maxLength={50}
        required
        placeholder={t('searchPlaceholder')}
        className="h-10 min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 xl:h-8 xl:w-24 xl:flex-none xl:text-sm"
      />
      <button
        type="submit"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-r-md bg-brand-700 text-white hover:bg-brand-800 xl:h-8 xl:w-8"
      >
        <span className="sr-only">{t('searchSubmit')}</span>
        <LineIcon size={18} strokeWidth="2.5" round>
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </LineIcon>
      </button>
    </form>
  );
}
