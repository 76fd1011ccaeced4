import { truncateTitle } from '@/lib/domain/content-list';
import { airportDate } from '@/lib/i18n/format';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { Link } from '@/lib/i18n/navigation';

export type ShortEntry = { key: string; href: string; title: string; publishTime: string };

/**
 * A compact ("sensitive") list whose titles are cut as spec §9 says; the full title stays in the link's
 * accessible name and tooltip.
 */
export function ShortTitleList({ items, dated = true }: { items: ShortEntry[]; dated?: boolean }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="flex items-baseline justify-between gap-3">
          <Link href={item.href} title={item.title} className="text-slate-800 hover:text-brand-700 hover:underline">
            <span aria-hidden="true">{truncateTitle(item.title)}</span>
            <span className="sr-only">{item.title}</span>
          </Link>
          {dated && (
            <time dateTime={item.publishTime} className="shrink-0 text-xs text-slate-600">
              {airportDate(item.publishTime, AIRLINE_TIME_ZONE)}
            </time>
          )}
        </li>
      ))}
    </ul>
  );
}
