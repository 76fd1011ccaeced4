import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { CHILD, trip } from '@/components/check-in/check-in-test-trip';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { NextTrip } from './next-trip';

// Issue 28 §6: the member home shows the next flight with its check-in state.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: unknown }) => (
    <a href={typeof href === 'string' ? href : JSON.stringify(href)} {...rest} />
  ),
}));

const NOW = Date.parse('2026-12-02T03:00:00Z');

function show(trips: Parameters<typeof NextTrip>[0]['trips'], locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <NextTrip trips={trips} nowMs={NOW} locale={locale} />
    </NextIntlClientProvider>,
  );
}

describe('the member home’s next trip', () => {
  it('shows the earliest flight still to leave, with its window and the way to check in', () => {
    const gone = trip({ orderNo: 'YQ2026112000000001', flightNo: 'YQ1000', depTime: '2026-12-02T02:59:00.000Z' });
    const later = trip({ orderNo: 'YQ2026112000000002', flightNo: 'YQ1009', depTime: '2026-12-09T03:00:00.000Z' });
    const next = trip({ orderNo: 'YQ2026112000000003', flightNo: 'YQ1001', depTime: '2026-12-02T03:01:00.000Z' });
    show([later, gone, next]);
    const section = screen.getByRole('region', { name: 'Your next trip' });
    const card = within(section).getByRole('article');
    expect(card).toHaveTextContent('YQ1001');
    expect(section).not.toHaveTextContent('YQ1000');
    expect(section).not.toHaveTextContent('YQ1009');
    expect(within(card).getByRole('link', { name: /Check in/ })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All trips for check-in' })).toHaveAttribute('href', '/checkIn');
  });

  it('says each passenger’s state: checked in with the seat, or why not online', () => {
    show(
      [trip({ passengers: [{ ...CHILD, checkedIn: true, seatNo: '12A', boardingSeq: 7, refusal: null }] })],
      'zh-CN',
    );
    expect(screen.getByRole('region', { name: '下一次行程' })).toHaveTextContent('12A');
  });

  it('says there is no flight coming up and offers to book; an unread list says so and nothing else breaks', () => {
    const { unmount } = show([trip({ depTime: '2026-12-01T00:00:00.000Z' })]);
    expect(screen.getByText(/No flights coming up/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a flight' })).toHaveAttribute('href', '/');
    unmount();
    show(null);
    expect(screen.getByText('Your trips could not be read just now; reload the page later.')).toBeInTheDocument();
  });
});
