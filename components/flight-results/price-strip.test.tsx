import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { CalendarPrice } from '@/lib/contract';
import type { SearchCriteria } from '@/lib/domain/search';
import messages from '@/messages/zh-CN.json';
import { PriceStrip } from './price-strip';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const today = '2026-12-10';
const criteria: SearchCriteria = {
  tripType: 'OW',
  legs: [{ from: { code: 'CAN', type: 'CITY' }, to: { code: 'BJS', type: 'AREA' }, date: '2026-12-12' }],
  passengers: { adults: 1, children: 0, infants: 0 },
};
const price = (date: string, value: number | null): CalendarPrice => ({
  date,
  price: value,
  isLowest: false,
  currency: 'CNY',
  specialDay: null,
});
const initialPrices = [
  price('2026-12-10', 68000),
  price('2026-12-11', null),
  price('2026-12-12', 52000),
  price('2026-12-13', 45000),
  price('2026-12-14', 61000),
  price('2026-12-15', 45000),
  price('2026-12-16', 70000),
];

const fetchMock = jest.fn(async (input: string) => {
  const url = new URL(input, 'http://localhost');
  const start = url.searchParams.get('start')!;
  const prices = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return price(d.toISOString().slice(0, 10), 30000 + i * 1000);
  });
  return { text: async () => JSON.stringify({ code: '0', msg: 'success', data: { prices } }) } as Response;
});

beforeEach(() => {
  clearReadCache();
  push.mockClear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderStrip() {
  return render(
    <NextIntlClientProvider locale="zh-CN" messages={messages} timeZone="Asia/Shanghai">
      <PriceStrip
        route={{ trip: 'OW', dep: { code: 'CAN', type: 'CITY' }, arr: { code: 'BJS', type: 'AREA' }, legIndex: 0 }}
        selected="2026-12-12"
        bounds={{ min: today, max: '2027-06-08' }}
        initialStart={today}
        initialPrices={initialPrices}
        currency="CNY"
        criteria={criteria}
        choices={[]}
      />
    </NextIntlClientProvider>,
  );
}

const days = () => within(screen.getByRole('region', { name: '前后日期价格' })).getAllByRole('listitem');

describe('PriceStrip', () => {
  it('shows the first window from the server without a request, the chosen day marked current', () => {
    renderStrip();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(days()).toHaveLength(7);
    const chosen = screen.getByRole('button', { current: 'date' });
    expect(chosen).toHaveAccessibleName('12月12日周六，￥520');
  });

  it('marks every lowest day and shows a dash for a day without flights', () => {
    renderStrip();
    expect(screen.getByRole('button', { name: '12月13日周日，￥450，最低价' })).toHaveTextContent('最低');
    expect(screen.getByRole('button', { name: '12月15日周二，￥450，最低价' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12月11日周五，无航班' })).toHaveTextContent('—');
  });

  it('cannot go before today, and moves 7 days later on request', async () => {
    renderStrip();
    expect(screen.getByRole('button', { name: '前7天' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '后7天' }));
    expect(await screen.findByRole('button', { name: '12月17日周四，￥300，最低价' })).toBeInTheDocument();
    expect(new URL(fetchMock.mock.calls[0]![0], 'http://x').searchParams.get('end')).toBe('2026-12-23');
    expect(screen.getByRole('button', { name: '前7天' })).toBeEnabled();
  });

  it('comes back to the first week without asking again', async () => {
    renderStrip();
    fireEvent.click(screen.getByRole('button', { name: '后7天' }));
    await screen.findByRole('button', { name: '12月17日周四，￥300，最低价' });
    fireEvent.click(screen.getByRole('button', { name: '前7天' }));
    expect(screen.getByRole('button', { current: 'date' })).toHaveAccessibleName('12月12日周六，￥520');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says a week is loading, then that it failed, and asks again on Retry', async () => {
    let fail: () => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve({ text: async () => JSON.stringify({ code: '5000502', msg: 'down' }) } as Response);
        }),
    );
    renderStrip();
    fireEvent.click(screen.getByRole('button', { name: '后7天' }));
    const status = within(screen.getByRole('region', { name: '前后日期价格' })).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('价格加载中…'));
    expect(screen.getByRole('button', { name: '12月17日周四，暂无价格' })).toHaveTextContent('…');
    await act(async () => fail());
    expect(status).toHaveTextContent('价格获取失败');
    expect(screen.getByRole('button', { name: '12月17日周四，暂无价格' })).not.toHaveTextContent('…');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '12月17日周四，￥300，最低价' })).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('goes to the same search on the picked day', () => {
    renderStrip();
    fireEvent.click(screen.getByRole('button', { name: '12月14日周一，￥610' }));
    expect(push).toHaveBeenCalledWith('/zh-CN/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.2026-12-14&adt=1&chd=0&inf=0');
  });
});
