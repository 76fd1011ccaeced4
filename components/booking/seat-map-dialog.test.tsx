import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { Seat, SeatMap } from '@/lib/contract/add-on-catalogue';
import messages from '@/messages/zh-CN.json';
import { SeatMapDialog } from './seat-map-dialog';
import * as booking from '@/lib/bff-client/booking';

const seat = (column: string, available: boolean): Seat => ({
  seatNo: `1${column}`,
  row: 1,
  column,
  side: column < 'D' ? 'L' : 'R',
  kind: 'WINDOW',
  exit: null,
  infantAllowed: true,
  available,
  infantOnSide: false,
  productId: `S1${column}`,
  price: 5000,
});
const seatMap = (aAvailable: boolean): SeatMap => ({
  flightId: 'F1',
  aircraft: 'A320',
  rows: 1,
  columns: ['A', 'C'],
  currency: 'CNY',
  lowestPrice: 5000,
  seats: [seat('A', aAvailable), seat('C', true)],
});

const fetchMock = jest.fn();
beforeEach(() => {
  clearReadCache();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (data: unknown, code = '0') => ({ text: async () => JSON.stringify({ code, msg: 'm', data }) });

function renderDialog() {
  return render(
    <NextIntlClientProvider locale="zh-CN" messages={messages} timeZone="Asia/Shanghai">
      <SeatMapDialog
        segment={{ segIndex: 0, flightId: 'F1', label: 'CAN-PEK' }}
        initialMap={seatMap(true)}
        passengers={[{ index: 0, label: 'ZHANG/SAN', type: 'ADT', withInfant: false }]}
        seats={[]}
        money={(minor) => `￥${minor / 100}`}
        onChange={jest.fn()}
        onClose={jest.fn()}
      />
    </NextIntlClientProvider>,
  );
}

const seat1A = () => screen.getAllByRole('button').find((b) => b.dataset.seat === '1A')!;

describe('SeatMapDialog', () => {
  it("draws the services page's map at once, then the flight's current one", async () => {
    fetchMock.mockResolvedValue(answer(seatMap(false)));
    renderDialog();
    expect(seat1A()).not.toHaveAttribute('aria-disabled');
    await act(async () => undefined);
    expect(fetchMock.mock.calls[0]![0]).toBe(booking.seatMap.url({ flightId: 'F1' }));
    expect(seat1A()).toHaveAttribute('aria-disabled', 'true');
  });

  it("keeps the services page's map when the current one cannot be read", async () => {
    fetchMock.mockResolvedValue(answer(null, '5000502'));
    renderDialog();
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seat1A()).not.toHaveAttribute('aria-disabled');
  });

  it('opened again within a minute, shows the map it read without asking', async () => {
    fetchMock.mockResolvedValue(answer(seatMap(false)));
    renderDialog().unmount();
    await act(async () => undefined);
    renderDialog();
    expect(seat1A()).toHaveAttribute('aria-disabled', 'true');
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
