import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import type { City } from '@/lib/contract/city';
import * as flightSearch from '@/lib/bff-client/flight-search';
import { cityAreas, searchCities, type CityOption } from '@/lib/domain/city-search';
import messages from '@/messages/zh-CN.json';
import { CityInput } from './city-input';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';

function city(code: string, nameZh: string, nameEn: string, pinyin: string, extra: Partial<City> = {}): City {
  return {
    code,
    type: 'CITY',
    nameZh,
    nameEn,
    cityCode: code,
    cityNameZh: nameZh,
    cityNameEn: nameEn,
    pinyin,
    initials: pinyin.slice(0, 2),
    countryCode: 'CN',
    region: 'CN',
    timeZone: 'Asia/Shanghai',
    airports: [],
    ...extra,
  };
}

const CITIES: City[] = [
  city('CAN', '广州', 'Guangzhou', 'guangzhou', { hotRank: 1 }),
  city('SHA', '上海', 'Shanghai', 'shanghai', { type: 'AREA', airports: ['PVG', 'SHA'], hotRank: 2 }),
  city('PVG', '上海浦东', 'Shanghai Pudong', 'shanghaipudong', {
    type: 'AIRPORT',
    cityCode: 'SHA',
    cityNameZh: '上海',
    airportNameZh: '上海浦东国际机场',
  }),
  city('SZX', '深圳', 'Shenzhen', 'shenzhen', { hotRank: 3 }),
  city('BKK', '曼谷', 'Bangkok', 'mangu', { countryCode: 'TH', region: 'INTL', hotRank: 4 }),
  city('HKG', '香港', 'Hong Kong', 'xianggang', { countryCode: 'HK', region: 'INTL' }),
  ...Array.from({ length: 10 }, (_, i) => city(`Q${String.fromCharCode(65 + i)}Q`, `青${i}`, `Qing ${i}`, `qing${i}`)),
];

/** The BFF as the browser sees it, answering from the domain functions. */
const fetchMock = jest.fn(async (input: string) => {
  const url = new URL(input, 'http://localhost');
  const data =
    url.pathname === flightSearch.cityAreas.path
      ? cityAreas(CITIES, 'zh')
      : searchCities(CITIES, url.searchParams.get('q') ?? '', Number(url.searchParams.get('page') ?? 1), 'zh');
  return { text: async () => JSON.stringify({ code: '0', msg: 'success', data }) } as Response;
});

beforeEach(() => {
  clearReadCache();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const GUANGZHOU: CityOption = {
  code: 'CAN',
  type: 'CITY',
  name: '广州',
  cityName: '广州',
  airportName: null,
  countryCode: 'CN',
  region: 'CN',
};

function Harness() {
  const [value, setValue] = useState<CityOption | null>(GUANGZHOU);
  return (
    <>
      <CityInput id="from" label="出发城市" value={value} onChange={setValue} />
      <span data-testid="chosen">{value ? `${value.code}/${value.type}` : ''}</span>
      <button type="button">next field</button>
    </>
  );
}

function setup() {
  render(
    <NextIntlClientProvider locale="zh-CN" messages={messages}>
      <Harness />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('combobox', { name: '出发城市' });
}

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);
const chosen = () => screen.getByTestId('chosen').textContent;

describe('CityInput (spec §2 City input)', () => {
  it('opens the area list on focus with hot cities, and the tabs switch to China and International', async () => {
    const input = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(optionNames()).toEqual(['广州', '上海', '深圳', '曼谷']));
    expect(screen.getByRole('tab', { name: '热门城市' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '广州' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getByRole('tab', { name: '国际/地区' }));
    expect(screen.getByRole('tab', { name: '国际/地区' })).toHaveAttribute('aria-selected', 'true');
    expect(optionNames()).toEqual(['曼谷', '香港']);
    fireEvent.click(screen.getByRole('tab', { name: '国内' }));
    expect(optionNames()).toContain('上海');
    expect(optionNames()).not.toContain('曼谷');
  });

  it('typing switches to search results', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'shang' } });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('上海SHA所有机场');
    expect(screen.getAllByRole('option')[1]).toHaveTextContent('上海浦东PVG上海浦东国际机场');
    expect(screen.getByRole('status')).toHaveTextContent('共找到2个城市');
  });

  it('Enter picks the first hit, and the list closes 300 ms later', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bkk' } });
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen()).toBe('BKK/CITY');
    expect(input).toHaveValue('曼谷');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  });

  it('Enter pressed before the debounce ran still picks the first hit', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'shen' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(chosen()).toBe('SZX/CITY'));
  });

  it('Tab picks the first hit and closes the list', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'xiang' } });
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(chosen()).toBe('HKG/CITY');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('arrow keys move the active option and Enter picks it', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '上海' } });
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', 'from-option-0');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', 'from-option-1');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', 'from-option-0');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', 'from-option-1');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen()).toBe('PVG/AIRPORT');
    expect(input).toHaveValue('上海浦东');
  });

  it('arrow keys work in the area list too', async () => {
    const input = setup();
    fireEvent.focus(input);
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen()).toBe('SHA/AREA');
  });

  it('Escape closes the list and keeps the chosen city', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'man' } });
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('广州');
    expect(chosen()).toBe('CAN/CITY');
  });

  it('pages search results by 8 with next and previous buttons', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'qing' } });
    await waitFor(() => expect(optionNames()).toHaveLength(8));
    expect(screen.getByText('第1/2页')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    expect(screen.getByText('第2/2页')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(optionNames()).toHaveLength(8));
  });

  it('a mouse click on an option picks it', async () => {
    const input = setup();
    fireEvent.focus(input);
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '深圳' }));
    expect(chosen()).toBe('SZX/CITY');
    await act(async () => new Promise((r) => setTimeout(r, 350)));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    const input = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzzz' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('没有找到匹配的城市'));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen()).toBe('CAN/CITY');
  });
});
