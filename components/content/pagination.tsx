import { getTranslations } from 'next-intl/server';
import { PAGE_SIZES, listQuery, pageCountOf, pagerItems } from '@/lib/domain/content-list';
import { Link } from '@/lib/i18n/navigation';

type Props = { basePath: string; page: number; size: number; total: number };

const linkClass = 'inline-flex min-w-9 justify-center rounded border px-2 py-1';

/** Page links (nav, aria-current) and the spec §9 page sizes, all plain links so they work without script. */
export async function Pagination({ basePath, page, size, total }: Props) {
  const t = await getTranslations('Content');
  const count = pageCountOf(total, size);
  const href = (p: number, s = size) => `${basePath}${listQuery(p, s)}`;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm">
      <nav aria-label={t('pagination')}>
        <ul className="flex flex-wrap items-center gap-1">
          {page > 1 && (
            <li>
              <Link href={href(page - 1)} rel="prev" className={`${linkClass} border-slate-300 hover:bg-slate-100`}>
                {t('previous')}
              </Link>
            </li>
          )}
          {pagerItems(page, count).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1">
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  href={href(p)}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('pageLabel', { page: p })}
                  className={`${linkClass} ${p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:bg-slate-100'}`}
                >
                  {p}
                </Link>
              </li>
            ),
          )}
          {page < count && (
            <li>
              <Link href={href(page + 1)} rel="next" className={`${linkClass} border-slate-300 hover:bg-slate-100`}>
                {t('next')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <nav aria-label={t('pageSize')} className="flex items-center gap-2">
        <span aria-hidden="true" className="text-slate-600">
          {t('pageSize')}
        </span>
        <ul className="flex gap-1">
          {PAGE_SIZES.map((s) => (
            <li key={s}>
              <Link
                href={href(1, s)}
                aria-current={s === size ? 'true' : undefined}
                className={`${linkClass} ${s === size ? 'border-brand-700 font-semibold text-brand-700' : 'border-slate-300 hover:bg-slate-100'}`}
              >
                {t('perPage', { size: s })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
