import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AddOnPassenger, AddOnServicesData } from '@/lib/contract/add-ons';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { readAddOnDraft } from './add-on-draft';
import { AddOnShop } from './add-on-shop';

// Decision 28: the add-on pages list each passenger with the control or the reason, and keep the choices.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn() }) }));

const ORDER_NO = 'YQ2026120112345678';
const passenger = (over: Partial<AddOnPassenger> = {}): AddOnPassenger => ({
  passengerId: 'P1',
  type: 'ADT',
  name: '张云雀',
  freeBaggageKg: 20,
  boughtBaggageKg: 0,
  baggageRoomKg: 30,
  baggage: null,
  meal: null,
  priority: null,
  insurance: null,
  insuranceHeld: [],
  extraSeat: null,
  extraSeatPrice: 80_000,
  checkedIn: false,
  seatNo: null,
  mealHeld: false,
  priorityHeld: false,
  ...over,
});
const DATA: AddOnServicesData = {
  orderNo: ORDER_NO,
  currency: 'CNY',
  maxBaggageKg: 50,
  maxExtraSeats: 1,
  mailing: null,
  segments: [
    {
      segmentIndex: 0,
      flightNo: 'YQ1001',
      flightDate: '2026-12-10',
      depTime: '2026-12-10T04:00:00.000Z',
      depTimeZone: 'Asia/Shanghai',
      depCityName: 'Guangzhou',
      arrCityName: 'Beijing',
      saleEnds: {
        BAGGAGE: '2026-12-10T02:00:00.000Z',
        MEAL: '2026-12-10T03:00:00.000Z',
        INSURANCE: '2026-12-10T04:00:00.000Z',
        PRIORITY: '2026-12-10T03:00:00.000Z',
        EXTRA_SEAT: '2026-12-10T03:00:00.000Z',
      },
      baggage: [
        { productCode: 'BAG10', weightKg: 10, airportPrice: 24_500, price: 9_800 },
        { productCode: 'BAG30', weightKg: 30, airportPrice: 73_500, price: 29_400 },
      ],
      meals: [{ productCode: 'MEAL_RICE', name: 'Rice', description: 'Hot', price: 4_200 }],
      insurance: [{ productCode: 'INS_DELAY', name: 'Delay cover', coverage: '3 h', maxPayoutYuan: 500, price: 2_000 }],
      priority: { productCode: 'PRIORITY', price: 2_000 },
      passengers: [
        passenger(),
        passenger({
          passengerId: 'P2',
          name: '李云雀',
          boughtBaggageKg: 30,
          baggageRoomKg: 0,
          baggage: 'limitReached',
        }),
        passenger({ passengerId: 'P3', type: 'INF', name: '张宝宝', baggage: 'infant', baggageRoomKg: 0 }),
      ],
    },
  ],
};

function renderShop(kind: 'BAGGAGE' | 'INSURANCE', locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <AddOnShop kind={kind} data={DATA} locale={locale} provinces={[{ code: '440000', name: 'Guangdong' }]} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  push.mockReset();
});

describe('the baggage page (/ancillary/consignment)', () => {
  it('shows both prices, the allowance, and why a passenger cannot buy', () => {
    renderShop('BAGGAGE');
    const bands = screen.getByTestId('baggage-bands');
    expect(within(bands).getByText('￥245')).toBeInTheDocument();
    expect(within(bands).getByText('￥98')).toBeInTheDocument();
    const [first, second, baby] = screen.getAllByTestId('addon-passenger');
    expect(first).toHaveTextContent('Free allowance 20 kg · bought 0 kg · up to 30 kg more (at most 50 kg in all)');
    expect(within(second!).getByTestId('addon-blocked')).toHaveTextContent('Baggage limit reached.');
    expect(within(baby!).getByTestId('addon-blocked')).toHaveTextContent('Infants travel on a lap');
  });

  it('keeps the choice in the tab and continues to the confirmation of its flight', () => {
    renderShop('BAGGAGE');
    fireEvent.click(screen.getByTestId('addon-continue'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one service first.');
    fireEvent.change(screen.getByLabelText('Extra baggage for 张云雀'), { target: { value: 'BAG10' } });
    expect(readAddOnDraft(ORDER_NO)?.picks).toEqual({
      '0': [{ kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG10' }],
    });
    expect(screen.getByTestId('addon-estimate')).toHaveTextContent('￥98');
    fireEvent.click(screen.getByTestId('addon-continue'));
    expect(push).toHaveBeenCalledWith(`/ancillaryConfirm/${ORDER_NO}?segment=0`);
  });
});

describe('the insurance page (/ancillary/addInsurance)', () => {
  it('asks for a valid claim account before continuing (Luhn and length)', () => {
    renderShop('INSURANCE', 'zh-CN');
    const [first] = screen.getAllByTestId('insurance-option');
    fireEvent.click(first!);
    expect(screen.getByTestId('claim-form')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('银行卡号'), { target: { value: '6212 3456 7890 1233' } });
    fireEvent.click(screen.getByTestId('addon-continue'));
    expect(screen.getByText('银行卡号无效，请核对后重新输入。')).toBeInTheDocument();
    expect(screen.getByText('请选择开户省份。')).toBeInTheDocument();
    expect(screen.getByLabelText('开户省份')).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('开户省份'), { target: { value: '440000' } });
    fireEvent.change(screen.getByLabelText('开户银行'), { target: { value: 'ICBC' } });
    fireEvent.change(screen.getByLabelText('银行卡号'), { target: { value: '6212 3456 7890 1232' } });
    fireEvent.click(screen.getByTestId('addon-continue'));
    expect(push).toHaveBeenCalledWith(`/ancillaryConfirm/${ORDER_NO}?segment=0`);
    expect(readAddOnDraft(ORDER_NO)?.claim).toEqual({
      provinceCode: '440000',
      bank: 'ICBC',
      cardNo: '6212 3456 7890 1232',
    });
  });
});
