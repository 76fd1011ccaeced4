import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { AddOnMailing, AddOnServicesData } from '@/lib/contract/add-ons';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { readAddOnDraft } from './add-on-draft';
import { MailingShop, type SavedAddress } from './mailing-shop';

// Decision 28, spec §5 Mailing, §8 (decision 30): the mailed itinerary's page: what it costs, the address checked by the
// address book's rules, a member's saved address, and a printed itinerary said instead of the form.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));
const regions = jest.fn();
jest.mock('@/lib/bff-client/member-book', () => {
  // The real operation's url: the read hook keys its reads by it.
  const actual = jest.requireActual('@/lib/bff-client/member-book');
  return { ...actual, regions: { ...actual.regions, call: (...args: unknown[]) => regions(...args) } };
});

const ORDER_NO = 'YQ2026120112345678';
const MAILING: AddOnMailing = {
  segmentIndex: 0,
  productCode: 'MAIL_ITINERARY',
  fee: 1_500,
  price: 1_500,
  block: null,
  member: false,
  freePerYear: 1,
  freeLeft: 0,
};
const data = (mailing: Partial<AddOnMailing> | null = {}): AddOnServicesData => ({
  orderNo: ORDER_NO,
  currency: 'CNY',
  maxBaggageKg: 50,
  maxExtraSeats: 1,
  segments: [],
  mailing: mailing === null ? null : { ...MAILING, ...mailing },
});
const SAVED: SavedAddress = {
  id: 'A1',
  isDefault: true,
  data: {
    recipient: '张云雀',
    areaCode: '86',
    phone: '13812345678',
    provinceCode: '440000',
    cityCode: '440100',
    districtCode: '440104',
    province: '广东省',
    city: '广州市',
    district: '越秀区',
    address: '环市东路 1 号',
    zip: '510000',
  },
};

function renderShop(d: AddOnServicesData, saved: SavedAddress[] = [], locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <MailingShop
        data={d}
        locale={locale}
        provinces={[{ code: '440000', nameZh: '广东省', nameEn: 'Guangdong' }]}
        saved={saved}
      />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  clearReadCache();
  window.sessionStorage.clear();
  push.mockReset();
  regions.mockReset();
  regions.mockImplementation(async ({ code }: { code: string }) => ({
    ok: true,
    data: {
      list:
        code === '440000'
          ? [{ code: '440100', nameZh: '广州市', nameEn: 'Guangzhou' }]
          : [{ code: '440104', nameZh: '越秀区', nameEn: 'Yuexiu District' }],
    },
  }));
});

describe('the mailed itinerary page (/ancillary/mailingbil)', () => {
  it('tells a visitor the fee; an empty address is refused field by field and keeps the focus on the first', () => {
    renderShop(data());
    expect(screen.getByTestId('mailing-due')).toHaveTextContent('You pay ￥15.');
    expect(screen.getByTestId('mailing-entitlement')).toHaveTextContent('Members get 1 free mailing a year');
    fireEvent.click(screen.getByTestId('addon-continue'));
    expect(screen.getByTestId('mailing-invalid')).toHaveTextContent('The mailing address is incorrect');
    expect(screen.getByLabelText('Recipient')).toHaveFocus();
    expect(readAddOnDraft(ORDER_NO)).toBeNull();
    fireEvent.change(screen.getByLabelText('Zip code'), { target: { value: '5100' } });
    expect(screen.getByText('The zip code has 6 digits')).toBeInTheDocument();
  });

  it("starts a member from the default saved address, free while the year's mailing is left, and continues", async () => {
    renderShop(data({ member: true, freeLeft: 1, price: 0 }), [SAVED]);
    expect(screen.getByTestId('mailing-due')).toHaveTextContent('Free for you this time.');
    expect(screen.getByTestId('mailing-entitlement')).toHaveTextContent('You have 1 of 1 free mailing left this year.');
    expect(screen.getByLabelText('Recipient')).toHaveValue('张云雀');
    await waitFor(() => expect(regions).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByTestId('addon-continue'));
    expect(readAddOnDraft(ORDER_NO)).toMatchObject({ picks: { '0': [{ kind: 'MAILING' }] }, mailing: SAVED.data });
    expect(push).toHaveBeenCalledWith(`/ancillaryConfirm/${ORDER_NO}?segment=0`);
  });

  it('says when the free entitlement is used up, and when the itinerary is printed (no form)', () => {
    const { unmount } = renderShop(data({ member: true, freeLeft: 0 }), [], 'zh-CN');
    expect(screen.getByTestId('mailing-entitlement')).toHaveTextContent('免费行程单权益已达上限');
    unmount();
    renderShop(data({ block: 'itineraryPrinted' }));
    expect(screen.getByTestId('addon-blocked')).toHaveTextContent('printed already');
    expect(screen.queryByTestId('mailing-form')).toBeNull();
  });
});
