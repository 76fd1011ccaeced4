import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ShortTitleList, type ShortEntry } from './short-title-list';

type Column = { title: string; moreHref: string; moreLabel: string; items: ShortEntry[] | null };

/** Notices and news on the home page, titles cut as spec §9 says for compact lists. */
export async function HomeNotices({ columns }: { columns: Column[] }) {
  const t = await getTranslations('Content');
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2">
      {columns.map((c) => (
        <section key={c.title} aria-labelledby={`home-${c.moreHref.replace(/\W/g, '')}`}>
          <div className="mb-3 flex items-baseline justify-between">
            <h2 id={`home-${c.moreHref.replace(/\W/g, '')}`} className="text-lg font-semibold text-slate-900">
              {c.title}
            </h2>
            <Link href={c.moreHref} className="text-sm text-brand-700 underline">
              {c.moreLabel}
            </Link>
          </div>
          {c.items ? <ShortTitleList items={c.items} /> : <p className="text-sm text-slate-600">{t('loadFailed')}</p>}
        </section>
      ))}
    </div>
  );
}
