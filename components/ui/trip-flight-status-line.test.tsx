import type { AnchorHTMLAttributes } from 'react';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { TripFlightStatus } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { TripFlightStatusLine } from './trip-flight-status-line';

type Href = string | { pathname: string; query: Record<string, string> };
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: Href }) => (
    <a href={typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`} {...rest} />
  ),
}));

// (spec §4 flight dynamics): a traveller with a check-in or a boarding pass sees the flight's
// status there too: the badge in words, the delay, the new departure in the departure airport's time.

const status = (over: Partial<TripFlightStatus> = {}): TripFlightStatus => ({
  status: 'NORMAL',
  phase: 'SCHEDULED',
  delayMinutes: 0,
  estimatedDeparture: '2030-05-01T02:00:00.000Z',
  timeZone: 'Asia/Shanghai',
  ...over,
});

function show(s: TripFlightStatus | undefined, locale: 'en-US' | 'zh-CN' = 'en-US', orderNo?: string) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="UTC">
      <TripFlightStatusLine status={s} airport="Guangzhou Baiyun" locale={locale} orderNo={orderNo} />
    </NextIntlClientProvider>,
  );
}

describe('TripFlightStatusLine', () => {
  it('draws nothing when the answer carries no status (older airline-api)', () => {
    const { container } = show(undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it('on time: the badge in words, no delay and no new time', () => {
    show(status());
    expect(screen.getByText('On time')).toHaveTextContent('Status: On time');
    expect(screen.queryByText(/min (late|early)$/)).toBeNull();
    expect(screen.queryByText(/^Now expected to depart/)).toBeNull();
  });

  it('45 minutes late: the delay and the new departure in the departure airport’s zone (UTC+8)', () => {
    show(status({ status: 'DELAYED', delayMinutes: 45, estimatedDeparture: '2030-05-01T02:45:00.000Z' }));
    expect(screen.getByText('Delayed')).toHaveTextContent('Status: Delayed');
    expect(screen.getByText('45 min late')).toBeInTheDocument();
    expect(screen.getByText(/^Now expected to depart/)).toHaveTextContent(
      'Now expected to depart 2030-05-01 at 10:45 (local time at Guangzhou Baiyun)',
    );
  });

  it('a delayed flight that has left or landed says so, with its minutes late, and no new departure', () => {
    const { unmount } = show(status({ status: 'DELAYED', delayMinutes: 90, phase: 'ARRIVED' }));
    expect(screen.getByText('Arrived')).toHaveTextContent('Status: Arrived');
    expect(screen.getByText('90 min late')).toBeInTheDocument();
    expect(screen.queryByText(/^Now expected to depart/)).toBeNull();
    unmount();
    show(status({ status: 'DELAYED', delayMinutes: 90, phase: 'DEPARTED' }), 'zh-CN');
    expect(screen.queryByText(/^预计起飞/)).toBeNull();
  });

  it('1 minute late is a delay; 0 is not; early says the minutes early without a new time', () => {
    const { unmount } = show(status({ status: 'DELAYED', delayMinutes: 1 }));
    expect(screen.getByText('1 min late')).toBeInTheDocument();
    unmount();
    show(status({ status: 'EARLY', delayMinutes: -10 }));
    expect(screen.getByText('10 min early')).toBeInTheDocument();
    expect(screen.queryByText(/^Now expected to depart/)).toBeNull();
  });

  it('cancelled: said in full, no new time, in Chinese too', () => {
    show(status({ status: 'CANCELLED', phase: null, estimatedDeparture: null }), 'zh-CN');
    expect(screen.getByText('取消')).toHaveTextContent('状态：取消');
    expect(screen.getByText(/^该航班已取消/)).toBeInTheDocument();
    expect(screen.queryByText(/^预计起飞/)).toBeNull();
  });

  // An order's page (and check-in) names the order: an affected flight then leads to the choices (decision 32).
  const CHOICES = /^Your choices: change to another flight free of charge/;
  it('cancelled on an order: said short, with the way to the choices for that order', () => {
    show(status({ status: 'CANCELLED', phase: null, estimatedDeparture: null }), 'en-US', 'SKY20301234');
    expect(screen.getByText('This flight is cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHOICES })).toHaveAttribute(
      'href',
      '/ancillary/abnormalEntry?orderNo=SKY20301234',
    );
  });

  it('delayed before it leaves offers the choices; once it has left, or on time, it does not', () => {
    const { unmount } = show(status({ status: 'DELAYED', delayMinutes: 16 }), 'zh-CN', 'SKY1');
    expect(screen.getByRole('link', { name: /^查看处理方式/ })).toBeInTheDocument();
    unmount();
    const left = show(status({ status: 'DELAYED', delayMinutes: 16, phase: 'DEPARTED' }), 'en-US', 'SKY1');
    expect(screen.queryByRole('link')).toBeNull();
    left.unmount();
    show(status(), 'en-US', 'SKY1');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('without an order, a cancellation asks the traveller to contact the airline', () => {
    show(status({ status: 'CANCELLED', phase: null, estimatedDeparture: null }));
    expect(screen.getByText(/^This flight is cancelled\. Please contact/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
