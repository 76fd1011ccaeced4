import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from './button';

/** The links of an order section to the pages that add to the order, one a kind. */
export function KindLinks({
  label,
  testId,
  links,
}: {
  label: string;
  /** Only while a spec still finds the links by it. */
  testId?: string;
  links: { kind: string; href: ComponentProps<typeof Link>['href']; text: string }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <Link
          key={link.kind}
          href={link.href}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          data-testid={testId}
          data-kind={link.kind}
        >
          {link.text}
        </Link>
      ))}
    </nav>
  );
}

/** An order section's list, or what stands instead: that it could not be read, or that it is empty. */
export function ListOrNote({
  failed,
  failedText,
  empty = false,
  emptyText,
  children,
}: {
  failed: boolean;
  failedText: string;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  if (failed) return <p className="text-sm text-red-700">{failedText}</p>;
  if (empty) return <p className="text-sm text-slate-700">{emptyText}</p>;
  return children;
}
