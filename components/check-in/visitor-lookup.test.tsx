import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { VisitorLookup } from './visitor-lookup';

// Spec §2 /checkIn, decision 21: a visitor finds a trip by ticket or document number and name.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: unknown }) => (
    <a href={JSON.stringify(href)} {...rest} />
  ),
}));
const lookupTrips = jest.fn();
jest.mock('@/lib/bff-client/check-in', () => ({ lookupTrips: { call: (...args: unknown[]) => lookupTrips(...args) } }));

/** One trip as the lookup answers it (decision 21): a visitor's, check-in open. */
const trip = (over: Record<string, unknown> = {}) => ({
  segIndex: 0,
  flightNo: 'YQ1001',
  depCityName: 'Guangzhou',
  arrCityName: 'Beijing',
  depAirportName: 'Guangzhou Baiyun',
  depTime: '2026-12-03T03:00:00.000Z',
  depTimeZone: 'Asia/Shanghai',
  orderNo: 'YQ2026120112345678',
  international: false,
  window: 'open',
  opensAt: '2026-12-01T03:00:00.000Z',
  closesAt: '2026-12-03T02:00:00.000Z',
  cancelCutoffAt: '2026-12-03T02:15:00.000Z',
  source: 'VISITOR',
  passengers: [
    {
      passengerId: 'P1',
      type: 'ADT',
      name: '张云雀',
      checkedIn: false,
      seatNo: null,
      seatBought: false,
      boardingSeq: null,
      refusal: null,
    },
  ],
  ...over,
});

function renderLookup(locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <VisitorLookup locale={locale} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => lookupTrips.mockReset());

describe('the visitor lookup on /checkIn (decision 21)', () => {
  it('says each error beside its field, in the locale, and asks nothing', async () => {
    renderLookup();
    fireEvent.change(screen.getByLabelText('Ticket number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find trip' }));
    const ticket = screen.getByLabelText('Ticket number');
    expect(await screen.findByText('A ticket number has 13 digits and starts with 902')).toBeInTheDocument();
    expect(ticket).toHaveAttribute('aria-invalid', 'true');
    expect(ticket).toHaveFocus();
    expect(screen.getByLabelText('Passenger name')).toHaveAccessibleDescription(/Please enter the passenger's name/);
    expect(lookupTrips).not.toHaveBeenCalled();
  });

  it("finds by document number, and says 'no trip found' when airline-api finds none", async () => {
    lookupTrips.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'Nothing was found' });
    renderLookup('zh-CN');
    fireEvent.click(screen.getByRole('radio', { name: '按证件号码' }));
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: 'E55501234' } });
    fireEvent.change(screen.getByLabelText('乘机人姓名'), { target: { value: 'ZHANG/YUNQUE' } });
    fireEvent.click(screen.getByRole('button', { name: '查找行程' }));
    expect(await screen.findByText('未找到该号码和姓名对应的行程。')).toBeInTheDocument();
    expect(lookupTrips).toHaveBeenCalledWith({ certificateNumber: 'E55501234', name: 'ZHANG/YUNQUE' }, { quiet: true });
  });

  it("says the rate limit's own message", async () => {
    lookupTrips.mockResolvedValue({
      ok: false,
      code: ResultCode.RATE_LIMITED,
      msg: 'Too many attempts, please try again later',
    });
    renderLookup();
    fireEvent.change(screen.getByLabelText('Ticket number'), { target: { value: '9021234567890' } });
    fireEvent.change(screen.getByLabelText('Passenger name'), { target: { value: '张云雀' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find trip' }));
    expect(await screen.findByText('Too many attempts, please try again later')).toHaveAttribute('role', 'alert');
  });

  it('lists the trips found, each linking to its check-in page', async () => {
    lookupTrips.mockResolvedValue({
      ok: true,
      data: {
        total: 1,
        records: [trip()],
      },
    });
    renderLookup();
    fireEvent.change(screen.getByLabelText('Ticket number'), { target: { value: '902 1234 567890' } });
    fireEvent.change(screen.getByLabelText('Passenger name'), { target: { value: '张云雀' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find trip' }));
    expect(await screen.findByRole('heading', { name: '1 trip found' })).toHaveFocus();
    expect(lookupTrips).toHaveBeenCalledWith({ ticketNo: '9021234567890', name: '张云雀' }, { quiet: true });
    expect(screen.getByText('Online check-in is open until 2026-12-03 10:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check in: Guangzhou to Beijing, flight YQ1001' })).toHaveAttribute(
      'href',
      JSON.stringify({ pathname: '/checkin/selair/YQ2026120112345678', query: { segment: '0' } }),
    );
  });

  it('a cancelled flight says nobody checks in for it, and offers no check-in (decision 78)', async () => {
    lookupTrips.mockResolvedValue({
      ok: true,
      data: {
        total: 1,
        records: [
          trip({
            flightStatus: {
              status: 'CANCELLED',
              phase: null,
              delayMinutes: 0,
              estimatedDeparture: null,
              timeZone: 'Asia/Shanghai',
            },
          }),
        ],
      },
    });
    renderLookup();
    fireEvent.change(screen.getByLabelText('Ticket number'), { target: { value: '9021234567890' } });
    fireEvent.change(screen.getByLabelText('Passenger name'), { target: { value: '张云雀' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find trip' }));
    expect(await screen.findByText('This flight is cancelled, so nobody checks in for it.')).toBeInTheDocument();
    expect(screen.queryByText(/^Online check-in is open until/)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Check in: / })).toBeNull();
  });
});
