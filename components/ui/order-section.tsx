import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from './button';
import { Card } from './card';

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

/**
 * One section of an order page: a card read by its heading, then what the section offers (`actions`: the links to
 * the pages that add to the order) and its list. `header` puts the actions beside the heading instead of under it.
 */
export function OrderSection({
  headingId,
  heading,
  testId,
  actions,
  header = false,
  children,
}: {
  headingId: string;
  heading: string;
  testId?: string;
  actions?: ReactNode;
  header?: boolean;
  children: ReactNode;
}) {
  const title = (
    <h2 id={headingId} className="text-lg font-semibold text-slate-900">
      {heading}
    </h2>
  );
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={header ? 'min-w-0' : 'min-w-0 space-y-3'}
      data-testid={testId}
    >
      {header ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          {title}
          {actions}
        </div>
      ) : (
        <>
          {title}
          {actions}
        </>
      )}
      {children}
    </Card>
  );
}

/**
 * The orders an order section lists, each in a bordered row (`row` gives its content, `rowData` its data
 * attributes), or what stands instead: that they could not be read, or that there are none.
 */
export function OrderRows<T extends { orderNo: string }>({
  items,
  failed,
  notes,
  rowData,
  row,
}: {
  items: T[];
  failed: boolean;
  notes: { failed: string; empty: string };
  rowData: (item: T) => Record<`data-${string}`, string>;
  row: (item: T) => ReactNode;
}) {
  return (
    <ListOrNote failed={failed} failedText={notes.failed} empty={items.length === 0} emptyText={notes.empty}>
      <ul className="space-y-3">
        {items.map((item) => (
          <li
            key={item.orderNo}
            className="min-w-0 space-y-1 rounded-md border border-slate-200 p-3 text-sm"
            {...rowData(item)}
          >
            {row(item)}
          </li>
        ))}
      </ul>
    </ListOrNote>
  );
}
