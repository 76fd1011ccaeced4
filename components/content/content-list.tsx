import { getTranslations } from 'next-intl/server';
import { airportDate } from '@/lib/i18n/format';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { Link } from '@/lib/i18n/navigation';

export type ListEntry = { key: string; href: string; title: string; summary: string | null; publishTime: string };

/** A content list: each title a link, with its date and summary. */
export async function ContentList({ items }: { items: ListEntry[] }) {
  const t = await getTranslations('Content');
  if (items.length === 0) return <p className="mt-6 text-slate-600">{t('empty')}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
      {items.map((item) => (
        <li key={item.key} className="py-4">
          <h2 className="text-lg font-medium">
            <Link href={item.href} className="text-slate-900 hover:text-brand-700 hover:underline">
              {item.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={item.publishTime}>{airportDate(item.publishTime, AIRLINE_TIME_ZONE)}</time>
          </p>
          {item.summary && <p className="mt-1 text-slate-700">{item.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
