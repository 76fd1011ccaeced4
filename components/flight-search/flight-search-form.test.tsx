import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import * as flightSearch from '@/lib/bff-client/flight-search';
import type { CityOption } from '@/lib/domain/city-search';
import messages from '@/messages/zh-CN.json';
import { FlightSearchForm } from './flight-search-form';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

const city = (code: string, name: string, type: CityOption['type'] = 'CITY'): CityOption => ({
  code,
  type,
  name,
  cityName: name,
  airportName: null,
  countryCode: 'CN',
  region: 'CN',
});
const GUANGZHOU = city('CAN', '广州');
const SHENZHEN = city('SZX', '深圳');
const BEIJING = city('BJS', '北京', 'AREA');

let detected: CityOption | null = null;
const fetchMock = jest.fn(async (input: string) => {
  const data = input === flightSearch.detectedCity.url() ? { city: detected } : { items: [BEIJING], page: 1, total: 1 };
  return { text: async () => JSON.stringify({ code: '0', msg: 'success', data }) } as Response;
});

// The browser's clock on the airline day the server rendered (the form follows the browser's day).
beforeAll(() => jest.useFakeTimers({ now: new Date('2026-11-21T04:00:00Z'), advanceTimers: true }));
afterAll(() => jest.useRealTimers());

beforeEach(() => {
  clearReadCache();
  push.mockClear();
  detected = null;
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** Renders and lets the visitor-city lookup answer inside act, as a browser would right after load. */
async function setup(props: Partial<Parameters<typeof FlightSearchForm>[0]> = {}) {
  await act(async () => {
    render(
      <NextIntlClientProvider locale="zh-CN" messages={messages}>
        <FlightSearchForm today="2026-11-21" defaultDeparture={GUANGZHOU} {...props} />
      </NextIntlClientProvider>,
    );
  });
}

async function chooseArrival(text: string) {
  const to = screen.getByRole('combobox', { name: '到达城市' });
  fireEvent.focus(to);
  fireEvent.change(to, { target: { value: text } });
  fireEvent.keyDown(to, { key: 'Enter' });
  await waitFor(() => expect(to).toHaveValue('北京'));
}

describe('FlightSearchForm', () => {
  it('starts from Guangzhou with tomorrow as departure date', async () => {
    await setup();
    expect(screen.getByRole('combobox', { name: '出发城市' })).toHaveValue('广州');
    expect(screen.getByLabelText('出发日期')).toHaveValue('2026-11-22');
    expect(screen.getByLabelText('出发日期')).toHaveAttribute('min', '2026-11-21');
    expect(screen.getByLabelText('出发日期')).toHaveAttribute('max', '2027-05-20');
    expect(screen.getByRole('radio', { name: '单程' })).toBeChecked();
  });

  it('replaces the default departure with the detected city', async () => {
    detected = SHENZHEN;
    await setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '出发城市' })).toHaveValue('深圳'));
  });

  it('shows each issue beside its field and in a summary, keeping the values', async () => {
    await setup();
    fireEvent.change(screen.getByLabelText('出发日期'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索航班' }));
    const to = screen.getByRole('combobox', { name: '到达城市' });
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(expect.stringContaining('请选择到达城市'));
    expect(screen.getByLabelText('出发日期')).toHaveAccessibleDescription(expect.stringContaining('日期不能早于今天'));
    expect(screen.getByRole('alert')).toHaveTextContent('请修改以下2处信息后再搜索');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByLabelText('出发日期')).toHaveValue('2026-11-20');
    expect(push).not.toHaveBeenCalled();
  });

  it('submits a round trip to /book/booking with the search in the URL', async () => {
    await setup();
    await chooseArrival('bei');
    fireEvent.click(screen.getByRole('radio', { name: '往返' }));
    expect(screen.getByLabelText('返回日期')).toHaveValue('2026-11-24');
    fireEvent.click(screen.getByRole('button', { name: '增加成人' }));
    fireEvent.click(screen.getByRole('button', { name: '搜索航班' }));
    expect(push).toHaveBeenCalledWith(
      '/book/booking?trip=RT&leg=CAN.CITY.BJS.AREA.2026-11-22&leg=BJS.AREA.CAN.CITY.2026-11-24&adt=2&chd=0&inf=0',
    );
  });

  it('refuses a return before departure', async () => {
    await setup();
    await chooseArrival('bei');
    fireEvent.click(screen.getByRole('radio', { name: '往返' }));
    fireEvent.change(screen.getByLabelText('返回日期'), { target: { value: '2026-11-21' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索航班' }));
    expect(screen.getByLabelText('返回日期')).toHaveAccessibleDescription(
      expect.stringContaining('返回日期不能早于出发日期'),
    );
  });

  it('swaps departure and arrival', async () => {
    await setup();
    await chooseArrival('bei');
    fireEvent.click(screen.getByRole('button', { name: '交换出发城市和到达城市' }));
    expect(screen.getByRole('combobox', { name: '出发城市' })).toHaveValue('北京');
    expect(screen.getByRole('combobox', { name: '到达城市' })).toHaveValue('广州');
  });

  it('multi-city adds legs up to 4', async () => {
    await setup();
    fireEvent.click(screen.getByRole('radio', { name: '多程' }));
    expect(screen.getAllByRole('combobox', { name: '出发城市' })).toHaveLength(2);
    const add = screen.getByRole('button', { name: '+ 添加航段' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(screen.getAllByRole('combobox', { name: '出发城市' })).toHaveLength(4);
    expect(add).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '删除第4程' }));
    expect(screen.getAllByRole('combobox', { name: '出发城市' })).toHaveLength(3);
  });

  it('limits infants to one per adult with the steppers', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: '增加婴儿' }));
    expect(screen.getByRole('button', { name: '增加婴儿' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '减少成人' })).toBeDisabled();
  });

  it('moves today and the untouched default dates on when the cached page was made the day before', async () => {
    await setup({ today: '2026-11-20' });
    expect(screen.getByLabelText('出发日期')).toHaveValue('2026-11-22');
    expect(screen.getByLabelText('出发日期')).toHaveAttribute('min', '2026-11-21');
  });
});
