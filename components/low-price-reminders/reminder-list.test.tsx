import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import type { LowPriceReminder } from '@/lib/contract/low-price-reminders';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { LowPriceRemindPanel } from './low-price-remind-panel';

// Decision 27; spec §8 'reminder list fetch failed', delete success or failure (confirm first).

const removeCall = jest.fn();
const listCall = jest.fn();
jest.mock('@/lib/bff-client/low-price-reminders', () => ({
  remove: { call: (...args: unknown[]) => removeCall(...args) },
  list: { call: (...args: unknown[]) => listCall(...args) },
  add: { call: jest.fn() },
  price: {
    ...jest.requireActual('@/lib/bff-client/low-price-reminders').price,
    call: jest.fn(async () => ({ ok: false, code: 'NETWORK', msg: '' })),
  },
}));
const pushToast = jest.fn();
jest.mock('@/components/ui/toast-store', () => ({ pushToast: (...args: unknown[]) => pushToast(...args) }));

const REMINDER: LowPriceReminder = {
  id: 'R1',
  depCode: 'CAN',
  depCodeType: 'CITY',
  depName: 'Guangzhou',
  arrCode: 'BJS',
  arrCodeType: 'AREA',
  arrName: 'Beijing',
  earliestTime: '09:00',
  latestTime: '18:00',
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  mode: 'PRICE',
  priceThreshold: 50_000,
  discountTenths: null,
  channel: 'SMS',
  channelTarget: '138****8000',
  doNotDisturb: true,
  status: 'NOTIFIED',
  lastLowest: 42_000,
  lastCheckedAt: '2026-12-01T02:00:00Z',
  lastNotifiedAt: '2026-12-01T02:00:00Z',
  createdAt: '2026-12-01T01:00:00Z',
};

function renderPanel(
  initial: { reminders: LowPriceReminder[]; max: number } | null,
  locale: 'en-US' | 'zh-CN' = 'en-US',
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <LowPriceRemindPanel
        today="2026-12-01"
        lastDate="2027-05-30"
        channels={{ SMS: '138****8000', EMAIL: 'd***@skylark.example' }}
        initial={initial}
        max={10}
        renderCity={(slot) => <input id={slot.id} aria-label={slot.label} />}
      />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  clearReadCache();
  removeCall.mockReset();
  listCall.mockReset();
  pushToast.mockReset();
});

describe('the reminders list', () => {
  it('shows each reminder: route, window, rule, channel, quiet nights and where it stands', () => {
    renderPanel({ reminders: [REMINDER], max: 10 });
    const item = screen.getByTestId('lpr-item');
    expect(within(item).getByRole('heading', { name: 'Guangzhou → Beijing' })).toBeTruthy();
    expect(item).toHaveTextContent('2026-12-10 to 2026-12-12, departing 09:00–18:00');
    expect(item).toHaveTextContent('￥500 or less, taxes included');
    expect(item).toHaveTextContent('By SMS to 138****8000 · Quiet at night');
    expect(item).toHaveTextContent('Lowest at the last check: ￥420');
    expect(within(item).getByTestId('lpr-status')).toHaveTextContent('Notified');
    expect(screen.getByText('1 of 10')).toBeTruthy();
  });

  it('asks before deleting, then says so and drops it from the list', async () => {
    removeCall.mockResolvedValue({ ok: true, data: { id: 'R1' } });
    renderPanel({ reminders: [REMINDER], max: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the reminder Guangzhou → Beijing' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this reminder?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByTestId('lpr-empty')).toBeTruthy());
    expect(removeCall).toHaveBeenCalledWith({ id: 'R1' }, { quiet: true });
    expect(pushToast).toHaveBeenCalledWith('message', 'Reminder deleted');
  });

  it('keeps it when the delete fails, with a failure toast; Keep closes the question', async () => {
    removeCall.mockResolvedValue({ ok: false, code: ResultCode.INTERNAL, msg: 'busy' });
    renderPanel({ reminders: [REMINDER], max: 10 }, 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '删除提醒 Guangzhou → Beijing' }));
    fireEvent.click(screen.getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(pushToast).toHaveBeenCalledWith('error', '删除提醒失败'));
    expect(screen.getAllByTestId('lpr-item')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '删除提醒 Guangzhou → Beijing' }));
    fireEvent.click(screen.getByRole('button', { name: '保留' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("says 'reminder list fetch failed' and reads it again on request", async () => {
    listCall.mockResolvedValueOnce({ ok: false, code: ResultCode.INTERNAL, msg: 'busy' });
    listCall.mockResolvedValueOnce({ ok: true, data: { reminders: [REMINDER], max: 10 } });
    renderPanel(null);
    expect(screen.getByTestId('lpr-list-failed')).toHaveTextContent('Reminder list fetch failed');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(pushToast).toHaveBeenCalledWith('error', 'Reminder list fetch failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByTestId('lpr-item')).toBeTruthy();
  });

  it('says when there are none', () => {
    renderPanel({ reminders: [], max: 10 }, 'zh-CN');
    expect(screen.getByTestId('lpr-empty')).toHaveTextContent('暂无低价提醒');
  });
});
