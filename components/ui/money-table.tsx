import { Fragment, useId, type ReactNode } from 'react';

/**
 * What a column holds: `label` the row's header (who the row is about), `text` a short line kept on one line,
 * `amount` a right-aligned figure, `total` the row's figure set in bold.
 */
export type MoneyColumnKind = 'label' | 'text' | 'amount' | 'total';

/** `header` is words: a phone shows them beside each figure (CSS generated text, so cells read as their figures). */
export type MoneyColumn = { key: string; header: string; kind: MoneyColumnKind };
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
  /**
   * The narrowest the table gets from the `sm` width up before its frame scrolls, as a Tailwind class
   * (e.g. `sm:min-w-[36rem]`); below `sm` every row is a card of its own and nothing scrolls.
   */
  minWidthClass: string;
  testId?: string;
  rowTestId?: string;
  /** Said under the totals. */
  children?: ReactNode;
};

const CELL = 'px-2 py-2 text-right sm:whitespace-nowrap';
const HEAD_START = 'px-2 py-2 text-left font-medium';
const BIG = 'text-lg font-bold text-slate-900';

/**
 * A phone (below `sm`) lays the table out as stacked rows: each row a card led by its name, each figure on a line of
 * its own beside its column's words (CSS generated text from `data-label`; the table keeps its headers for reading).
 * From `sm` up it is a table whose row names keep room (min-w-24), scrolling in its frame if the screen is narrow.
 */
function BodyCell({ column, children }: { column: MoneyColumn; children: ReactNode }) {
  if (column.kind === 'label')
    return (
      <th
        scope="row"
        className="px-2 py-2 text-left font-normal break-words text-slate-900 max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:font-semibold sm:min-w-24"
      >
        {children}
      </th>
    );
  const cell =
    column.kind === 'text'
      ? 'px-2 py-2 sm:whitespace-nowrap'
      : column.kind === 'total'
        ? `${CELL} font-semibold text-slate-900`
        : CELL;
  return (
    <td
      data-label={column.header}
      className={`${cell} max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:font-normal max-sm:before:whitespace-normal max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]`}
    >
      {children}
    </td>
  );
}

/**
 * A table of money lines (one row per passenger and flight, say) with its totals under it as a term/figure list.
 * On a phone its rows stack as cards; from `sm` up the table scrolls inside its own focusable frame when the screen
 * is narrower than it, so the page itself never scrolls sideways.
 * The words and the figures come formatted from the caller.
 */
export function MoneyTable({ label, columns, rows, totals, minWidthClass, testId, rowTestId, children }: Props) {
  const id = useId();
  return (
    <div className="space-y-3" data-testid={testId}>
      <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
        <table className={`w-full ${minWidthClass} border-collapse text-sm max-sm:block`}>
          <thead className="max-sm:sr-only">
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
          <tbody className="max-sm:block max-sm:space-y-2">
            {rows.map((row) => (
              <tr
                key={row.key}
                className="border-b border-slate-200 align-top max-sm:block max-sm:rounded-md max-sm:border max-sm:p-3"
                data-testid={rowTestId}
              >
                {columns.map((column, i) => (
                  <BodyCell key={column.key} column={column}>
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
