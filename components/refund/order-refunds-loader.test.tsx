import { act, render, screen } from '@testing-library/react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderRefundsLoader } from './order-refunds-loader';
import * as refunds from '@/lib/bff-client/refunds';

// What the loader hands the list: the applications (null while read) and whether the read failed.
jest.mock('./order-refunds', () => ({
  OrderRefunds: (props: { applications: unknown[] | null; failed: boolean }) => (
    <p data-testid="refunds">{JSON.stringify({ applications: props.applications, failed: props.failed })}</p>
  ),
}));

const envelope = (data: unknown, code = '0', msg = 'success') => ({
  text: async () => JSON.stringify({ code, msg, data }),
});
const fetchMock = jest.fn();

type LoaderOrder = Pick<OrderDetail, 'orderNo' | 'tickets'>;
const order = (orderNo: string, ticketNo: string | null) =>
  ({ orderNo, tickets: [{ ticketNo }] }) as unknown as LoaderOrder;

beforeEach(() => {
  clearReadCache();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const shown = () => JSON.parse(screen.getByTestId('refunds').textContent ?? '');

describe('OrderRefundsLoader (the visitor order page)', () => {
  it('asks nothing for an order without an issued ticket', async () => {
    const { container } = render(<OrderRefundsLoader order={order('YQ1', null)} locale="en-US" />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the list as read (null before), and another order's list only once it is read", async () => {
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const view = render(<OrderRefundsLoader order={order('YQ1', '999-1')} locale="en-US" />);
    expect(shown()).toEqual({ applications: null, failed: false });
    await act(async () => answer(envelope({ list: [{ applicationNo: 'R1' }] })));
    expect(shown()).toEqual({ applications: [{ applicationNo: 'R1' }], failed: false });
    expect(fetchMock.mock.calls[0]![0]).toBe(refunds.list.url({ orderNo: 'YQ1' }));
    view.rerender(<OrderRefundsLoader order={order('YQ2', '999-2')} locale="en-US" />);
    expect(shown()).toEqual({ applications: null, failed: false });
  });

  it('a failed read is an empty list marked failed', async () => {
    fetchMock.mockResolvedValue(envelope(null, '5000502', 'down'));
    render(<OrderRefundsLoader order={order('YQ1', '999-1')} locale="en-US" />);
    await act(async () => undefined);
    expect(shown()).toEqual({ applications: [], failed: true });
  });
});
