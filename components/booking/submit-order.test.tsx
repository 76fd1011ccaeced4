import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { newDraft } from './draft-store';
import { SubmitOrder } from './submit-order';

// Issue 29 §1, decision 51: too many unpaid bookings is said by the submit button (spec §2 Booking, /book/confirm),
// in the page's language, and nothing typed is lost; other refusals keep their toast.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push }),
}));
const toast = jest.fn();
jest.mock('@/components/ui/toast-store', () => ({ pushToast: (...args: unknown[]) => toast(...args) }));

const SEARCH = 'trip=OW&leg=CAN.CITY.BJS.AREA.2026-12-10&adt=1&chd=0&inf=0&sel=F1.STANDARD';
const fetchMock = jest.fn();
beforeEach(() => {
  push.mockReset();
  toast.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
const refusal = (code: string, msg: string) => ({ text: async () => JSON.stringify({ code, msg }) });

function submitIn(locale: 'zh-CN' | 'en-US') {
  const draft = newDraft(['ADT'], 'NI', 'key-1');
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      <SubmitOrder search={SEARCH} draft={draft} ready />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: locale === 'en-US' ? 'Submit order' : '提交订单' }));
}

describe('SubmitOrder', () => {
  it.each([
    ['zh-CN', zh.Errors['6000044'], '最多可同时保留3个未支付订单、同一航班9个座位'],
    ['en-US', en.Errors['6000044'], 'at most 3 unpaid bookings, and 9 seats on one flight'],
  ] as const)('says too many unpaid bookings under the button and stays (%s)', async (locale, msg, help) => {
    fetchMock.mockResolvedValue(refusal('6000044', msg));
    submitIn(locale);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg);
    expect(alert).toHaveTextContent(help);
    expect(toast).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps the toast for other refusals', async () => {
    fetchMock.mockResolvedValue(refusal('6000007', en.Errors['6000007']));
    submitIn('en-US');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', en.Errors['6000007']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
