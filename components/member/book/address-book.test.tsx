import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import * as memberBook from '@/lib/bff-client/member-book';
import type { BookEntry, Region } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { AddressBook, addressPlace } from './address-book';

// Spec §2 /member/address; §3 Mailing address: the form with its cascade, the list's summary.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const r = (code: string, nameZh: string, nameEn: string): Region => ({ code, nameZh, nameEn });
const PROVINCES = [r('440000', '广东省', 'Guangdong')];
const CHILDREN: Record<string, Region[]> = {
  '440000': [r('440100', '广州市', 'Guangzhou')],
  '440100': [r('440104', '越秀区', 'Yuexiu District')],
};

const regions = jest.spyOn(memberBook.regions, 'call');
const add = jest.spyOn(memberBook.addEntry, 'call');

beforeEach(() => {
  refresh.mockReset();
  regions.mockReset();
  regions.mockImplementation(async ({ code }) => ({ ok: true, data: { list: CHILDREN[code] ?? [] } }));
  add.mockReset();
});

const SAVED: BookEntry<'address'> = {
  id: 'a1',
  isDefault: true,
  updatedAt: '2025-01-01T00:00:00.000Z',
  data: {
    recipient: '张三',
    areaCode: '86',
    phone: '13912345678',
    provinceCode: '440000',
    cityCode: '440100',
    districtCode: '440104',
    province: '广东省',
    city: '广州市',
    district: '越秀区',
    address: '中山五路1号',
    zip: '510030',
  },
};

function renderBook(entries: BookEntry<'address'>[] = []) {
  return render(
    <NextIntlClientProvider
      locale="en-US"
      messages={en}
      onError={(error) => {
        throw error;
      }}
    >
      <AddressBook entries={entries} max={10} provinces={PROVINCES} />
    </NextIntlClientProvider>,
  );
}

async function change(form: HTMLElement, label: string, value: string) {
  await act(async () => {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  });
}

describe('the mailing addresses (spec §3 Mailing address)', () => {
  test('an entry is listed with its recipient, phone, place and zip, the default marked', () => {
    renderBook([SAVED]);
    const row = screen.getByTestId('book-entry');
    expect(row).toHaveTextContent('张三Default');
    expect(row).toHaveTextContent('+86 13912345678');
    expect(row).toHaveTextContent('广东省 广州市 越秀区 中山五路1号');
    expect(row).toHaveTextContent('Zip code 510030');
  });

  test('a municipality and a city standing for its district are not said twice', () => {
    const base = SAVED.data;
    expect(
      addressPlace({
        ...base,
        province: '北京市',
        city: '北京市',
        cityCode: '110100',
        district: '东城区',
        districtCode: '110101',
      }),
    ).toBe('北京市 东城区 中山五路1号');
    expect(
      addressPlace({
        ...base,
        province: '广东省',
        city: '东莞市',
        cityCode: '441900',
        district: '东莞市',
        districtCode: '441900',
      }),
    ).toBe('广东省 东莞市 中山五路1号');
  });

  test('the form checks every field, keeps what was typed, and sends the cascade’s codes and names', async () => {
    add.mockResolvedValue({ ok: true, data: { ...SAVED, id: 'a2' } });
    renderBook();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    });
    const form = screen.getByRole('region', { name: 'Add an address' });

    // Nothing chosen: each level and field says so beside itself.
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });
    expect(within(form).getByLabelText('Province')).toHaveAccessibleDescription('Please choose the province');
    expect(within(form).getByLabelText('City')).toHaveAccessibleDescription('Please choose the city');
    expect(within(form).getByLabelText('District')).toHaveAccessibleDescription('Please choose the district');
    expect(within(form).getByLabelText('Recipient')).toHaveAccessibleDescription('Required');

    await change(form, 'Province', '440000');
    await change(form, 'City', '440100');
    await change(form, 'District', '440104');
    await change(form, 'Recipient', 'Li Lei');
    await change(form, 'Phone', '13912345678');
    await change(form, 'Detailed address', '1 Zhongshan Rd');
    await change(form, 'Zip code', '51003');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });
    expect(within(form).getByLabelText('Zip code')).toHaveAccessibleDescription('The zip code has 6 digits');
    expect(within(form).getByLabelText('Recipient')).toHaveValue('Li Lei');
    expect(within(form).getByLabelText('District')).toHaveValue('440104');
    expect(add).not.toHaveBeenCalled();

    await change(form, 'Zip code', '510030');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });
    expect(add).toHaveBeenCalledWith(
      {
        kind: 'addresses',
        isDefault: false,
        data: {
          recipient: 'Li Lei',
          areaCode: '86',
          phone: '13912345678',
          provinceCode: '440000',
          province: '广东省',
          cityCode: '440100',
          city: '广州市',
          districtCode: '440104',
          district: '越秀区',
          address: '1 Zhongshan Rd',
          zip: '510030',
        },
      },
      { quiet: true },
    );
    expect(refresh).toHaveBeenCalled();
  });

  test('editing opens with the entry’s three levels chosen', async () => {
    renderBook([SAVED]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit 张三' }));
    });
    const form = screen.getByRole('region', { name: 'Edit address' });
    expect(within(form).getByLabelText('Province')).toHaveValue('440000');
    expect(within(form).getByLabelText('City')).toHaveValue('440100');
    expect(within(form).getByLabelText('District')).toHaveValue('440104');
    expect(within(form).getByLabelText('Recipient')).toHaveValue('张三');
  });
});
