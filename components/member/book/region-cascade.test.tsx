import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import * as memberBook from '@/lib/bff-client/member-book';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { Region } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { RegionCascade, type RegionValue } from './region-cascade';

// Spec §3 Mailing address: the province, city and district cascade, its lists from the `regions` operation.

const r = (code: string, nameZh: string, nameEn: string): Region => ({ code, nameZh, nameEn });
const PROVINCES = [r('440000', '广东省', 'Guangdong'), r('810000', '香港特别行政区', 'Hong Kong')];
const CHILDREN: Record<string, Region[]> = {
  '440000': [r('440100', '广州市', 'Guangzhou'), r('440300', '深圳市', 'Shenzhen')],
  '440100': [r('440104', '越秀区', 'Yuexiu District'), r('440106', '天河区', 'Tianhe District')],
  '440300': [r('440304', '福田区', 'Futian District')],
  '810000': [r('810001', '中西區', 'Zhongxi District')],
  '810001': [],
};

type Answer = BffResult<{ list: Region[] }>;
const ok = (code: string): Answer => ({ ok: true, data: { list: code === '86' ? PROVINCES : (CHILDREN[code] ?? []) } });
const FAILED: Answer = { ok: false, code: 'NETWORK', msg: 'Network anomaly' };

/** Codes answered with a failure (once each, unless told again). */
let failing = new Set<string>();
/** Answers held back until released, to look at a level while it loads. */
let held: { code: string; release: () => void }[] = [];
let holding = false;
const call = jest.spyOn(memberBook.regions, 'call');

beforeEach(() => {
  clearReadCache();
  failing = new Set();
  held = [];
  holding = false;
  call.mockReset();
  call.mockImplementation(({ code }) => {
    const answer = () => {
      if (failing.has(code)) {
        failing.delete(code);
        return FAILED;
      }
      return ok(code);
    };
    if (!holding) return Promise.resolve(answer());
    return new Promise((resolve) => held.push({ code, release: () => resolve(answer()) }));
  });
});

const EMPTY: RegionValue = { provinceCode: '', cityCode: '', districtCode: '', province: '', city: '', district: '' };

function Harness({
  initial,
  provinces,
  errors,
}: {
  initial: RegionValue;
  provinces: Region[] | null;
  errors: Record<string, string>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RegionCascade
        value={value}
        errors={errors}
        provinces={provinces}
        onChange={(p) => setValue((v) => ({ ...v, ...p }))}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function renderCascade({
  locale = 'en-US',
  initial = EMPTY,
  provinces = PROVINCES,
  errors = {},
}: {
  locale?: 'en-US' | 'zh-CN';
  initial?: RegionValue;
  provinces?: Region[] | null;
  errors?: Record<string, string>;
} = {}) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en-US' ? en : zh}
      onError={(error) => {
        throw error;
      }}
    >
      <Harness initial={initial} provinces={provinces} errors={errors} />
    </NextIntlClientProvider>,
  );
}

const value = (): RegionValue => JSON.parse(screen.getByTestId('value').textContent ?? '{}');
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionNames = (name: string) => [...select(name).options].map((o) => o.textContent);

async function choose(name: string, code: string) {
  await act(async () => {
    fireEvent.change(select(name), { target: { value: code } });
  });
}

describe('the address cascade (spec §3 Mailing address: province, city, district)', () => {
  test('the provinces the page read are offered at once; city and district wait for the level above', () => {
    renderCascade();
    expect(optionNames('Province')).toEqual(['Please choose', 'Guangdong', 'Hong Kong']);
    expect(select('City')).toBeDisabled();
    expect(select('District')).toBeDisabled();
    expect(call).not.toHaveBeenCalled();
  });

  test('choosing a province loads its cities, choosing a city loads its districts, and the entry keeps Chinese names', async () => {
    renderCascade();
    await choose('Province', '440000');
    expect(call).toHaveBeenLastCalledWith({ code: '440000' }, { quiet: true });
    expect(select('City')).toBeEnabled();
    expect(optionNames('City')).toEqual(['Please choose', 'Guangzhou', 'Shenzhen']);

    await choose('City', '440100');
    expect(call).toHaveBeenLastCalledWith({ code: '440100' }, { quiet: true });
    expect(optionNames('District')).toEqual(['Please choose', 'Yuexiu District', 'Tianhe District']);

    await choose('District', '440104');
    expect(value()).toEqual({
      provinceCode: '440000',
      province: '广东省',
      cityCode: '440100',
      city: '广州市',
      districtCode: '440104',
      district: '越秀区',
    });
  });

  test('a level says it is loading until its list answers', async () => {
    renderCascade();
    holding = true;
    await choose('Province', '440000');
    expect(select('City')).toBeDisabled();
    expect(select('City')).toHaveAttribute('aria-busy', 'true');
    expect(optionNames('City')).toEqual(['Loading…']);
    await act(async () => held.shift()!.release());
    expect(select('City')).toBeEnabled();
    expect(select('City')).not.toHaveAttribute('aria-busy');
  });

  test('changing the province clears the city and the district', async () => {
    renderCascade();
    await choose('Province', '440000');
    await choose('City', '440100');
    await choose('District', '440104');

    await choose('Province', '810000');
    expect(value()).toEqual({ ...EMPTY, provinceCode: '810000', province: '香港特别行政区' });
    expect(select('City')).toHaveValue('');
    expect(optionNames('City')).toEqual(['Please choose', 'Zhongxi District']);
    expect(select('District')).toBeDisabled();
    expect(optionNames('District')).toEqual(['Please choose']);
  });

  test('changing the city clears the district, and a late answer for the old city is dropped', async () => {
    renderCascade();
    await choose('Province', '440000');
    holding = true;
    await choose('City', '440100');
    await choose('City', '440300');
    // The older answer (Guangzhou's districts) arrives last and must not replace Shenzhen's.
    await act(async () => held[1]!.release());
    await act(async () => held[0]!.release());
    expect(optionNames('District')).toEqual(['Please choose', 'Futian District']);
    expect(value()).toMatchObject({ cityCode: '440300', city: '深圳市', districtCode: '', district: '' });
  });

  test('a city without districts stands for its own district, shown in the district select', async () => {
    renderCascade();
    await choose('Province', '810000');
    await choose('City', '810001');
    expect(value()).toMatchObject({ cityCode: '810001', districtCode: '810001', district: '中西區' });
    expect(select('District')).toBeDisabled();
    expect(select('District')).toHaveValue('810001');
    expect(optionNames('District')).toEqual(['Zhongxi District']);
  });

  test('a failed list says so beside its select, and retry loads it and returns focus to the select', async () => {
    failing.add('440000');
    renderCascade();
    await choose('Province', '440000');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded, please try again');
    expect(select('City')).toBeDisabled();
    expect(select('City')).toHaveAccessibleDescription('The list could not be loaded, please try again');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(optionNames('City')).toEqual(['Please choose', 'Guangzhou', 'Shenzhen']);
    await waitFor(() => expect(select('City')).toHaveFocus());
  });

  test('a retry that fails again keeps the message and focus on the retry button', async () => {
    failing.add('440000');
    renderCascade();
    await choose('Province', '440000');
    failing.add('440000');
    screen.getByRole('button', { name: 'Try again' }).focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  });

  test('without the provinces from the page, they load on opening (and may be retried)', async () => {
    failing.add('86');
    renderCascade({ provinces: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(optionNames('Province')).toEqual(['Please choose', 'Guangdong', 'Hong Kong']);
  });

  test('an address being edited opens with its three levels chosen, in Chinese on the Chinese page', async () => {
    renderCascade({
      locale: 'zh-CN',
      initial: {
        provinceCode: '440000',
        province: '广东省',
        cityCode: '440100',
        city: '广州市',
        districtCode: '440104',
        district: '越秀区',
      },
    });
    await waitFor(() => expect(select('区县')).toBeEnabled());
    expect(call).toHaveBeenCalledWith({ code: '440000' }, { quiet: true });
    expect(call).toHaveBeenCalledWith({ code: '440100' }, { quiet: true });
    expect(select('省份')).toHaveValue('440000');
    expect(select('城市')).toHaveValue('440100');
    expect(select('区县')).toHaveValue('440104');
    expect(optionNames('城市')).toEqual(['请选择', '广州市', '深圳市']);
  });

  test('each level’s error sits beside its select', () => {
    renderCascade({
      errors: { provinceCode: 'Please choose the province', districtCode: 'Please choose the district' },
    });
    expect(select('Province')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Province')).toHaveAccessibleDescription('Please choose the province');
    expect(select('City')).not.toHaveAttribute('aria-invalid');
    expect(select('District')).toHaveAccessibleDescription('Please choose the district');
  });
});
