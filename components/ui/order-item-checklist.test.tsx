import { fireEvent, render, screen, within } from '@testing-library/react';
import { sampleOrder, sampleTicket } from '@/lib/domain/order.sample';
import { OrderItemChecklist, ticketStatusKey, type OrderItem } from './order-item-checklist';

// Spec §4 ticket statuses (only issued, usable tickets are offered); §5 / decision 23 'a child or infant only
// together with the guardian'. The words come from the caller: this primitive holds no feature's wording.

const order = sampleOrder(sampleTicket(2, 1, 3, 4));
const key = (item: OrderItem) => `${item.passengerId}:${item.segmentIndex}`;
const usable = (t: { ticketNo: string | null; ticketStatus: number; productStatus: number } | undefined) =>
  Boolean(t?.ticketNo && t.ticketStatus === 2 && t.productStatus === 2);

function renderList(props: Partial<Parameters<typeof OrderItemChecklist>[0]> = {}) {
  const onToggle = jest.fn();
  render(
    <form>
      <OrderItemChecklist
        passengers={order.passengers}
        segments={order.segments}
        tickets={order.tickets}
        idPrefix="x"
        selectable={usable}
        itemKey={key}
        chosen={new Set(['P2:0'])}
        guardianMissing={new Set(['P2:0'])}
        onToggle={onToggle}
        legend={(s) => `Flight ${s.flightNo}`}
        passengerLabel={(p) => p.name ?? ''}
        statusText={(t) => `Not offered: ${ticketStatusKey(t)}`}
        guardianMessage="Needs the guardian"
        testIds={{ segment: 'seg', status: 'status', guardian: 'guardian' }}
        {...props}
      />
    </form>,
  );
  return onToggle;
}

test('one group per segment; a checkbox for each usable ticket, its status in words for the others', () => {
  const onToggle = renderList();
  expect(screen.getAllByTestId('seg')).toHaveLength(2);
  const back = screen.getByRole('group', { name: 'Flight YQ1002' });
  expect(within(back).getAllByRole('checkbox')).toHaveLength(2);
  expect(within(back).getByTestId('status')).toHaveTextContent('Not offered: ticketStatus.3');
  fireEvent.click(within(back).getByRole('checkbox', { name: '张云雀' }));
  expect(onToggle).toHaveBeenCalledWith({ passengerId: 'P1', segmentIndex: 1 }, true);
});

test('the guardian message sits beside the child chosen without an adult and describes its checkbox', () => {
  renderList();
  const out = screen.getByRole('group', { name: 'Flight YQ1001' });
  const child = within(out).getByRole('checkbox', { name: '张小雀' });
  expect(child).toBeChecked();
  expect(child).toHaveAttribute('aria-invalid', 'true');
  expect(child).toHaveAccessibleDescription('Needs the guardian');
  expect(screen.getAllByTestId('guardian')).toHaveLength(1);
  expect(within(out).getByRole('checkbox', { name: '张云雀' })).not.toHaveAttribute('aria-invalid');
});

test('a blocked segment shows why instead of its passengers; the footer follows; disabled disables all', () => {
  renderList({
    disabled: true,
    blocked: (s) => (s.segIndex === 0 ? <p>Too late</p> : null),
    footer: (s) => <p>After {s.flightNo}</p>,
  });
  const out = screen.getByRole('group', { name: 'Flight YQ1001' });
  expect(within(out).queryAllByRole('checkbox')).toHaveLength(0);
  expect(out).toHaveTextContent('Too late');
  expect(out).toHaveTextContent('After YQ1001');
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
});

test('ticketStatusKey: not issued, else the ticket status, else the product status', () => {
  expect(ticketStatusKey(undefined)).toBe('notIssued');
  expect(ticketStatusKey({ ...sampleTicket(0, 0), ticketNo: null })).toBe('notIssued');
  expect(ticketStatusKey(sampleTicket(0, 0, 4, 4))).toBe('ticketStatus.4');
  expect(ticketStatusKey(sampleTicket(0, 0, 2, 3))).toBe('productStatus.3');
});
