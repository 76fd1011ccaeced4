import { Fragment, useId, type ReactNode } from 'react';

/**
 * What a column holds: `label` the row's header (who the row is about), `text` a short line kept on one line,
 * `amount` a right-aligned figure, `total` the row's figure set in bold.
 */
export type MoneyColumnKind = 'label' | 'text' | 'amount' | 'total';

export type MoneyColumn = { key: string; header: ReactNode; kind: MoneyColumnKind };
/** One row: its cells in the order of the columns. */
export type MoneyRow = { key: string; cells: readonly ReactNode[] };
/** One line of the totals under the table; `emphasis` sets the figure (`value`) or the whole line (`line`) in bold. */
export type MoneyTotal = {
  key: string;
  term: ReactNode;
  value: ReactNode;
  testId?: string;
  emphasis?: 'value' | 'line';
};

type Props = {
  /** The name of the table's scrolling frame (a region), said by screen readers. */
  label: string;
  columns: readonly MoneyColumn[];
  rows: readonly MoneyRow[];
  totals: readonly MoneyTotal[];
  /** The narrowest the table gets before its frame scrolls, as a Tailwind class (e.g. `min-w-[36rem]`). */
  minWidthClass: string;
  testId?: string;
  rowTestId?: string;
  /** Said under the totals. */
  children?: ReactNode;
};

const CELL = 'px-2 py-2 text-right whitespace-nowrap';
const HEAD_START = 'px-2 py-2 text-left font-medium';
const BIG = 'text-lg font-bold text-slate-900';

/** The row's name keeps room (min-w-24, also on its header): a narrow phone scrolls the frame, never stacks a name. */
function BodyCell({ kind, children }: { kind: MoneyColumnKind; children: ReactNode }) {
  if (kind === 'label')
    return (
      <th scope="row" className="min-w-24 px-2 py-2 text-left font-normal break-words text-slate-900">
        {children}
      </th>
    );
  if (kind === 'text') return <td className="px-2 py-2 whitespace-nowrap">{children}</td>;
  return <td className={kind === 'total' ? `${CELL} font-semibold text-slate-900` : CELL}>{children}</td>;
}

/**
 * A table of money lines (one row per passenger and flight, say) with its totals under it as a term/figure list.
 * The table scrolls inside its own focusable frame on a narrow phone, so the page itself never scrolls sideways.
 * The words and the figures come formatted from the caller.
 */
export function MoneyTable({ label, columns, rows, totals, minWidthClass, testId, rowTestId, children }: Props) {
  const id = useId();
  return (
    <div className="space-y-3" data-testid={testId}>
      <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
        <table className={`w-full ${minWidthClass} border-collapse text-sm`}>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={
                    column.kind === 'label'
                      ? `min-w-24 ${HEAD_START}`
                      : column.kind === 'text'
                        ? HEAD_START
                        : `${CELL} font-medium`
                  }
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-200 align-top" data-testid={rowTestId}>
                {columns.map((column, i) => (
                  <BodyCell key={column.key} kind={column.kind}>
                    {row.cells[i]}
                  </BodyCell>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {totals.map((total) => (
          <Fragment key={total.key}>
            <dt
              id={`${id}-${total.key}`}
              className={total.emphasis === 'line' ? 'font-semibold text-slate-900' : 'text-slate-700'}
            >
              {total.term}
            </dt>
            <dd
              aria-labelledby={`${id}-${total.key}`}
              className={total.emphasis ? BIG : undefined}
              data-testid={total.testId}
            >
              {total.value}
            </dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </div>
  );
}
