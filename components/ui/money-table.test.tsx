import { render, screen, within } from '@testing-library/react';
import { MoneyTable } from './money-table';

// Spec §3 'total amount' and the change-date cost: one table of money lines with its totals, shared by the refund
// and date-change quotes; it scrolls in its own frame at 320px (spec accessibility: works at 320px wide).

function renderTable() {
  render(
    <MoneyTable
      label="Amounts"
      testId="quote"
      rowTestId="quote-line"
      minWidthClass="min-w-[36rem]"
      columns={[
        { key: 'who', header: 'Passenger', kind: 'label' },
        { key: 'flight', header: 'Flight', kind: 'text' },
        { key: 'fare', header: 'Fare', kind: 'amount' },
        { key: 'total', header: 'Total', kind: 'total' },
      ]}
      rows={[
        { key: 'a', cells: ['Ann', 'YQ1 PKX–SHA', '¥800', '¥720'] },
        { key: 'b', cells: ['Bo', 'YQ1 PKX–SHA', '¥800', '¥700'] },
      ]}
      totals={[
        { key: 'fee', term: 'Fee', value: '¥80', testId: 'fee' },
        { key: 'sum', term: 'To pay', value: '¥1,420', testId: 'sum', emphasis: 'line' },
      ]}
    >
      <p>Note under the totals</p>
    </MoneyTable>,
  );
}

test('draws the columns, one row per line with its header cell, and the totals with their test ids', () => {
  renderTable();
  const frame = screen.getByRole('region', { name: 'Amounts' });
  expect(frame).toHaveAttribute('tabindex', '0');
  expect(
    within(frame)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Passenger', 'Flight', 'Fare', 'Total']);
  const lines = screen.getAllByTestId('quote-line');
  expect(lines).toHaveLength(2);
  expect(within(lines[0]!).getByRole('rowheader')).toHaveTextContent('Ann');
  expect(
    within(lines[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['YQ1 PKX–SHA', '¥800', '¥700']);
  expect(screen.getByRole('table')).toHaveClass('min-w-[36rem]');
  expect(screen.getByTestId('fee')).toHaveTextContent('¥80');
  expect(screen.getByTestId('fee')).not.toHaveClass('font-bold');
  expect(screen.getByTestId('sum')).toHaveClass('text-lg', 'font-bold');
  expect(screen.getByText('To pay')).toHaveClass('font-semibold');
  expect(screen.getByTestId('quote')).toHaveTextContent('Note under the totals');
});
