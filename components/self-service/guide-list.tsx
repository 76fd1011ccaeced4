import { Link } from '@/lib/i18n/navigation';

export type GuideEntry = { key: string; title: string; summary: string | null };

/** The guides' path on the site (spec §2 /ancillary/guideArticle/{id}). */
export const guideHref = (key: string) => `/ancillary/guideArticle/${encodeURIComponent(key)}`;

/** The hall's guides as a list of links with their first lines (the guides have no date worth showing). */
export function GuideList({ items, compact = false }: { items: GuideEntry[]; compact?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {items.map((item) => (
        <li key={item.key} className={compact ? 'py-2' : 'py-4'}>
          <Link
            href={guideHref(item.key)}
            className="inline-flex min-h-6 items-center font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {item.title}
          </Link>
          {!compact && item.summary && <p className="mt-1 text-slate-700">{item.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
