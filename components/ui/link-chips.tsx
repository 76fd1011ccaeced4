import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

const chipClass = (selected: boolean) =>
  [
    'inline-flex min-h-10 items-center rounded-full px-3 text-sm',
    selected
      ? 'bg-brand-700 font-medium text-white'
      : 'border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700',
  ].join(' ');

export type LinkChip = { key: string; href: ComponentProps<typeof Link>['href']; current: boolean; label: string };

/**
 * A filter as a group of links (docs/decisions/0017: they work without JavaScript, survive reload and Back): its
 * name, then one chip a choice, the chosen one aria-current="page".
 */
export function LinkChipGroup({ label, chips, testId }: { label: string; chips: LinkChip[]; testId?: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2" data-testid={testId}>
      <span className="text-sm text-slate-700" aria-hidden="true">
        {label}
      </span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.href} aria-current={chip.current ? 'page' : undefined} className={chipClass(chip.current)}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
