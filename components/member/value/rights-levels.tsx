import { useTranslations } from 'next-intl';
import { MEMBER_LEVELS, type MemberLevel } from '@/lib/domain/member-value-rules';

/** A level's rights from the CMS, its HTML sanitized on the server (the page does it). */
export type LevelRights = { level: string; title: string; html: string };

const RIGHTS =
  'mt-2 text-sm text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-2';

/**
 * The rights of each level (spec §2 /member/account/rights, §7 the CMS's rights explanation; decision 65), in the
 * order of the levels, each with the growth it needs in a year; the member's own level is marked.
 */
export function RightsLevels({ items, current }: { items: LevelRights[]; current: MemberLevel | null }) {
  const t = useTranslations('MemberValue');
  const byLevel = new Map(items.map((i) => [i.level, i]));
  return (
    <ol className="grid gap-3 md:grid-cols-2">
      {MEMBER_LEVELS.map(({ level, growth }) => {
        const item = byLevel.get(level);
        if (!item) return null;
        const mine = level === current;
        return (
          <li
            key={level}
            aria-current={mine ? 'true' : undefined}
            className={`rounded-lg border p-4 ${mine ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            <h2 className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-semibold text-slate-900">
              <span>{item.title}</span>
              {mine && <span className="text-sm font-medium text-brand-700">{t('yourLevel')}</span>}
            </h2>
            <p className="text-sm text-slate-700">{t('levelNeeds', { growth })}</p>
            <div className={RIGHTS} dangerouslySetInnerHTML={{ __html: item.html }} />
          </li>
        );
      })}
    </ol>
  );
}
