import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

type Crumb = { href?: string; label: string };

/** Home › section › page, the last one marked as the current page. */
export async function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = await getTranslations('Content');
  const all: Crumb[] = [{ href: '/', label: t('home') }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap gap-1">
        {all.map((c, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${c.label}-${i}`} className="flex gap-1">
              {c.href && !last ? (
                <Link href={c.href} className="text-brand-700 hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{c.label}</span>
              )}
              {!last && <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
