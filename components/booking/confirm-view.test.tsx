import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import * as booking from '@/lib/bff-client/booking';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { ConfirmBody } from './confirm-view';
import { newDraft } from './draft-store';
import type { FunnelTrip } from './funnel-trip';

// Decision 55: when the price could not be had (the airline's system away for a moment), /book/confirm (spec §2
// Booking) says so and lets the visitor ask again without reloading the page, in the page's language.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push: jest.fn() }),
}));
jest.mock('@/components/ui/toast-store', () => ({ pushToast: jest.fn() }));

const SEARCH = 'trip=OW&leg=CAN.CITY.BJS.AREA.2026-12-10&adt=1&chd=0&inf=0&sel=F1.STANDARD';
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
const unavailable = { text: async () => JSON.stringify({ code: '5000502', msg: 'unavailable' }) };
const priceCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes(booking.price.path)).length;

describe('ConfirmBody: a price that failed can be asked again', () => {
  it.each([
    ['zh-CN', zh.BookingFunnel],
    ['en-US', en.BookingFunnel],
  ] as const)('says the price failed and asks again on the button (%s)', async (locale, words) => {
    fetchMock.mockResolvedValue(unavailable);
    render(
      <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
        <ConfirmBody
          search={SEARCH}
          trip={{ currency: 'CNY' } as unknown as FunnelTrip}
          isMember={false}
          certificateNames={{}}
          draft={newDraft(['ADT'], 'NI', 'key-1')}
        />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByText(words.priceFailed)).toBeInTheDocument();
    expect(priceCalls()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: words.priceRetry }));
    await waitFor(() => expect(priceCalls()).toBe(2));
  });

  // Spec §8 'pre-booking error' (issue 33 §3): the pre-booking refused the draft itself, not a fault of the systems.
  it.each([
    ['zh-CN', zh.SearchMessages],
    ['en-US', en.SearchMessages],
  ] as const)('a draft the pre-booking refuses says pre-booking error (%s)', async (locale, words) => {
    fetchMock.mockResolvedValue({ text: async () => JSON.stringify({ code: '6000007', msg: 'no inventory' }) });
    render(
      <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
        <ConfirmBody
          search={SEARCH}
          trip={{ currency: 'CNY' } as unknown as FunnelTrip}
          isMember={false}
          certificateNames={{}}
          draft={newDraft(['ADT'], 'NI', 'key-1')}
        />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByText(words.prebookError)).toBeInTheDocument();
  });
});
