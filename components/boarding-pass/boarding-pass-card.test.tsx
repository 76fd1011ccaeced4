import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import {
  PASSENGER_CHECKED_IN,
  encodeBcbp,
  type BarcodeDrawing,
  type BoardingPassData,
  type BoardingPassView,
} from '@/lib/domain/boarding-pass';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { BoardingPassCard, placeName } from './boarding-pass-card';

/** A tiny stand-in symbol: the real one is drawn on the server (lib/boarding-pass/pdf417.ts, tested there). */
const BARCODE: BarcodeDrawing = { viewBox: '0 0 342 120', width: 342, height: 120, path: 'M0 120L16 120L16 0L0 0Z' };

const data = (over: Partial<BoardingPassData> = {}): BoardingPassData => ({
  passengerName: 'LI/MING',
  bookingReference: 'K7M2QX',
  from: 'BKK',
  to: 'CAN',
  carrier: '9C',
  flightNumber: '8888',
  flightDate: '2026-01-06',
  compartment: 'Y',
  seat: '12A',
  sequenceNumber: 7,
  passengerStatus: PASSENGER_CHECKED_IN,
  electronicTicket: true,
  ticketNumber: '9021234567890',
  issueDate: '2026-01-05',
  // 00:30 on 6 Jan in Bangkok (UTC+7): still 5 Jan in UTC, 01:30 in Beijing.
  departureTime: '2026-01-05T17:30:00Z',
  departureTimeZone: 'Asia/Bangkok',
  boardingTime: '2026-01-05T16:50:00Z',
  gate: 'B12',
  ...over,
});

const view = (over: Partial<BoardingPassData> = {}, displayName = '李明'): BoardingPassView => {
  const d = data(over);
  return {
    ...d,
    barcode: encodeBcbp(d),
    displayName,
    departure: { city: { zh: '曼谷', en: 'Bangkok' }, airport: { zh: '素万那普机场', en: 'Suvarnabhumi Airport' } },
    arrival: {
      city: { zh: '广州', en: 'Guangzhou' },
      airport: { zh: '白云国际机场', en: 'Baiyun International Airport' },
    },
  };
};

function inLocale(locale: 'en-US' | 'zh-CN', ui: ReactNode) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en-US' ? en : zh}
      timeZone="Asia/Shanghai"
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

/** The value of one of the pass's facts, found by its term. */
const text = (term: string) => screen.getByLabelText(term).textContent;

describe('the boarding pass card (spec §2 /checkin/printBoardingPass; decision 20)', () => {
  test('in English: passenger, route by name, flight, date and times in the departure airport zone', () => {
    inLocale('en-US', <BoardingPassCard pass={view()} barcode={BARCODE} locale="en-US" />);
    expect(screen.getByRole('article', { name: 'Boarding pass 李明' })).toBeInTheDocument();
    expect(screen.getByText('李明', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Name on ticket: LI/MING')).toBeInTheDocument();
    expect(screen.getByText('Bangkok Suvarnabhumi Airport')).toBeInTheDocument();
    expect(screen.getByText('Guangzhou Baiyun International Airport')).toBeInTheDocument();
    expect(text('Flight')).toBe('9C8888');
    // Bangkok's calendar and clock, not UTC's (5 Jan) nor Beijing's (01:30).
    expect(text('Date')).toBe('Tue, Jan 6, 2026');
    expect(text('Departure')).toBe('00:30');
    expect(text('Boarding')).toBe('23:50');
    expect(text('Seat')).toBe('12A');
    expect(text('Gate')).toBe('B12');
    expect(text('E-ticket number')).toBe('902-1234567890');
    expect(screen.getByText('Economy (Y)')).toBeInTheDocument();
    expect(screen.getByText('0007')).toBeInTheDocument();
    expect(screen.getByText('K7M2QX')).toBeInTheDocument();
    expect(screen.getByText('All times are local times at Bangkok Suvarnabhumi Airport.')).toBeInTheDocument();
    expect(screen.getByText(/25 minutes before departure/)).toBeInTheDocument();
  });

  test('in Chinese: the same pass with Chinese labels and names', () => {
    inLocale('zh-CN', <BoardingPassCard pass={view()} barcode={BARCODE} locale="zh-CN" />);
    expect(screen.getByRole('article', { name: '登机牌 李明' })).toBeInTheDocument();
    expect(screen.getByText('客票姓名：LI/MING')).toBeInTheDocument();
    expect(screen.getByText('曼谷 素万那普机场')).toBeInTheDocument();
    expect(text('日期')).toBe('2026年1月6日周二');
    expect(text('起飞')).toBe('00:30');
    expect(screen.getByText('经济舱 (Y)')).toBeInTheDocument();
    expect(screen.getByText('以上时间均为曼谷 素万那普机场当地时间。')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'LI/MING 的登机牌条码，航班 9C8888' })).toBeInTheDocument();
  });

  test('names an airport whose name holds its city once, and one whose name does not with its city', () => {
    expect(placeName('广州', '广州白云国际机场')).toBe('广州白云国际机场');
    expect(placeName('Guangzhou', 'Guangzhou Baiyun International Airport')).toBe(
      'Guangzhou Baiyun International Airport',
    );
    expect(placeName('广州', '白云国际机场')).toBe('广州 白云国际机场');
  });

  test('the barcode is an inline SVG named for the passenger and flight, scaled to the card width', () => {
    inLocale('en-US', <BoardingPassCard pass={view()} barcode={BARCODE} locale="en-US" />);
    const svg = screen.getByRole('img', { name: 'Boarding pass barcode for LI/MING, flight 9C8888' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 342 120');
    // Width from CSS (the card's width, 320 px phones included), height from the viewBox's ratio.
    expect(svg).toHaveClass('w-full', 'h-auto');
    expect(svg.querySelector('path')).toHaveAttribute('d', BARCODE.path);
  });

  test('a gate or boarding time not yet known points to the airport screens', () => {
    inLocale(
      'en-US',
      <BoardingPassCard pass={view({ gate: undefined, boardingTime: undefined })} barcode={BARCODE} locale="en-US" />,
    );
    expect(text('Gate')).toBe('See airport screens');
    expect(text('Boarding')).toBe('See airport screens');
  });

  test('a passenger whose name is the ticket name is not shown twice', () => {
    inLocale('en-US', <BoardingPassCard pass={view({}, 'LI/MING')} barcode={BARCODE} locale="en-US" />);
    expect(screen.getByText('LI/MING', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/Name on ticket/)).toBeNull();
  });

  test('prints without its screen chrome and is never split across pages', () => {
    inLocale('en-US', <BoardingPassCard pass={view()} barcode={BARCODE} locale="en-US" />);
    const card = screen.getByRole('article', { name: 'Boarding pass 李明' });
    expect(card).toHaveClass('print:shadow-none', 'print:max-w-none', 'break-inside-avoid', 'w-full');
    expect(card.className).not.toMatch(/\bw-\[|min-w-\[/);
  });
});
