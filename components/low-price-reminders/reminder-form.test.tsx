import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { CityOption } from '@/lib/domain/city-search';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { ReminderForm, type CityFieldSlot } from './reminder-form';

// Decision 27; spec §5 rules beside their fields, §8 'price fetch failed' and add success or failure, §9 the time
// selects (09:00–18:00 by default, 30-minute steps) and 1 to 8 tenths; decision 27.

const addCall = jest.fn();
const priceCall = jest.fn();
jest.mock('@/lib/bff-client/low-price-reminders', () => ({
  add: { call: (...args: unknown[]) => addCall(...args) },
  // The lowest fare is read through the shared read hook, which names a read by its method and URL.
  price: {
    ...jest.requireActual('@/lib/bff-client/low-price-reminders').price,
    call: (...args: unknown[]) => priceCall(...args),
  },
}));
const pushToast = jest.fn();
jest.mock('@/components/ui/toast-store', () => ({ pushToast: (...args: unknown[]) => pushToast(...args) }));

const CITIES: Record<string, CityOption> = {
  CAN: {
    code: 'CAN',
    type: 'CITY',
    name: 'Guangzhou',
    cityName: 'Guangzhou',
    airportName: null,
    countryCode: 'CN',
    region: 'CN',
  },
  BJS: {
    code: 'BJS',
    type: 'AREA',
    name: 'Beijing',
    cityName: 'Beijing',
    airportName: null,
    countryCode: 'CN',
    region: 'CN',
  },
};

/** A stand-in for the page's city input: a labelled select of two cities. */
function city(slot: CityFieldSlot) {
  return (
    <>
      <label htmlFor={slot.id}>{slot.label}</label>
      <select
        id={slot.id}
        aria-invalid={slot.invalid || undefined}
        aria-describedby={slot.describedBy}
        value={slot.value?.code ?? ''}
        onChange={(e) => slot.onChange(CITIES[e.target.value]!)}
      >
        <option value="">-</option>
        <option value="CAN">Guangzhou</option>
        <option value="BJS">Beijing</option>
      </select>
    </>
  );
}

const onAdded = jest.fn();
function renderForm(over: Partial<Parameters<typeof ReminderForm>[0]> = {}, locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <ReminderForm
        today="2026-12-01"
        lastDate="2027-05-30"
        channels={{ SMS: '138****8000', EMAIL: null }}
        atLimit={false}
        max={10}
        renderCity={city}
        onAdded={onAdded}
        {...over}
      />
    </NextIntlClientProvider>,
  );
}

const pick = (label: string, code: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set reminder' }));
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  clearReadCache();
  jest.useRealTimers();
  addCall.mockReset();
  priceCall.mockReset().mockResolvedValue({
    ok: true,
    data: {
      lowest: { total: 52_000, fare: 46_000, flightNo: 'YQ1001', flightDate: '2026-12-03', depTime: '09:30' },
      fullFare: 150_000,
      currency: 'CNY',
    },
  });
  pushToast.mockReset();
  onAdded.mockReset();
});

describe('the low-price reminder form', () => {
  it('starts with 09:00 to 18:00 in 30-minute steps, today to a week on, a price, SMS and quiet nights', () => {
    renderForm();
    const earliest = screen.getByLabelText('Earliest departure') as HTMLSelectElement;
    const latest = screen.getByLabelText('Latest departure') as HTMLSelectElement;
    expect([earliest.value, latest.value]).toEqual(['09:00', '18:00']);
    expect(earliest.options).toHaveLength(48);
    expect([earliest.options[0]!.value, earliest.options[1]!.value]).toEqual(['00:00', '00:30']);
    const start = screen.getByLabelText('Reminder start date') as HTMLInputElement;
    expect([start.value, start.min, start.max]).toEqual(['2026-12-01', '2026-12-01', '2027-05-30']);
    expect((screen.getByLabelText('Reminder end date') as HTMLInputElement).min).toBe('2026-12-02');
    expect(screen.getByRole('radio', { name: 'The price is at or below' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'SMS (138****8000)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-mail (not bound)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Night do-not-disturb/ })).toBeChecked();
  });

  it('offers 1 to 8 tenths for a discount', () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'The discount reaches' }));
    const discount = screen.getByLabelText('Discount') as HTMLSelectElement;
    expect([...discount.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(discount.options[2]!.textContent).toBe('3 tenths (70% off)');
  });

  it('says each broken rule beside its field, focuses the first, and sends nothing', async () => {
    renderForm();
    pick('From', 'CAN');
    pick('To', 'CAN');
    fireEvent.change(screen.getByLabelText('Latest departure'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Reminder start date'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Reminder end date'), { target: { value: '2026-11-30' } });
    await act(async () => submit());
    expect(describedText(screen.getByLabelText('To'))).toContain('Departure and arrival cities must differ');
    expect(screen.getByLabelText('To')).toHaveFocus();
    expect(describedText(screen.getByLabelText('Latest departure'))).toContain(
      'The latest departure must be after the earliest',
    );
    expect(describedText(screen.getByLabelText('Reminder start date'))).toContain(
      'The start date cannot be before today',
    );
    expect(describedText(screen.getByLabelText('Reminder end date'))).toContain(
      'The end date must be after the start date',
    );
    expect(describedText(screen.getByLabelText('Price (yuan, taxes included)'))).toContain('Please enter a price');
    expect(addCall).not.toHaveBeenCalled();

    // Once sent, a correction re-checks as it is made, and the rule it compares with too.
    pick('To', 'BJS');
    await waitFor(() => expect(describedText(screen.getByLabelText('To'))).not.toContain('must differ'));
    fireEvent.change(screen.getByLabelText('Earliest departure'), { target: { value: '08:00' } });
    await waitFor(() => expect(describedText(screen.getByLabelText('Latest departure'))).not.toContain('latest'));
  });

  it('asks for the origin first when nothing is chosen', async () => {
    renderForm();
    await act(async () => submit());
    expect(describedText(screen.getByLabelText('From'))).toContain('Please choose where you fly from');
    expect(screen.getByLabelText('From')).toHaveFocus();
  });

  it('shows the lowest fare now, and adds the reminder with the price in fen', async () => {
    addCall.mockResolvedValue({ ok: true, data: { id: 'R1' } });
    renderForm();
    pick('From', 'CAN');
    pick('To', 'BJS');
    expect(
      await screen.findByText('Lowest now: ￥520 incl. taxes (YQ1001, departing 2026-12-03 09:30)'),
    ).toBeInTheDocument();
    expect(priceCall.mock.calls[0]![0]).toEqual({
      depCode: 'CAN',
      depCodeType: 'CITY',
      arrCode: 'BJS',
      arrCodeType: 'AREA',
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      earliestTime: '09:00',
      latestTime: '18:00',
    });
    fireEvent.change(screen.getByLabelText('Price (yuan, taxes included)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Night do-not-disturb/ }));
    submit();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ id: 'R1' }));
    expect(addCall.mock.calls[0]![0]).toMatchObject({
      mode: 'PRICE',
      priceThreshold: 50_000,
      discountTenths: null,
      channel: 'SMS',
      doNotDisturb: false,
    });
    expect(pushToast).toHaveBeenCalledWith('message', 'Reminder added');
    // The route stays for the next reminder; the price is cleared.
    expect((screen.getByLabelText('Price (yuan, taxes included)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('BJS');
  });

  it("says 'price fetch failed', and an add refused by airline-api beside its field with a failure toast", async () => {
    priceCall.mockResolvedValue({ ok: false, code: ResultCode.INTERNAL, msg: 'busy' });
    addCall.mockResolvedValue({
      ok: false,
      code: ResultCode.LOW_PRICE_REMINDER_INVALID,
      msg: 'x',
      fieldErrors: { arr: 'routeNotOpen' },
    });
    renderForm();
    pick('From', 'CAN');
    pick('To', 'BJS');
    expect(await screen.findByText('Price fetch failed')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Price (yuan, taxes included)'), { target: { value: '500' } });
    await act(async () => submit());
    await waitFor(() => expect(pushToast).toHaveBeenCalledWith('error', 'Failed to add the reminder'));
    expect(describedText(screen.getByLabelText('To'))).toContain('This route is not open yet');
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('keeps to whole yuan and shows the limit', () => {
    renderForm({ atLimit: true }, 'zh-CN');
    const price = screen.getByLabelText('提醒价格（元，含税费）') as HTMLInputElement;
    fireEvent.change(price, { target: { value: '5a0.5' } });
    expect(price.value).toBe('505');
    expect(screen.getByText('最多可设置 10 条提醒，请先删除不需要的提醒。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '设置提醒' })).toBeDisabled();
  });
});
