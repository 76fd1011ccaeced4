import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AddOnFollow } from '@/lib/contract/reschedule';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { AddOnsFollowed } from './add-ons-followed';

// What a change did with each add-on, as the traveller reads it (issue 28 §2; decision 46), in both locales.

const base = {
  passengerId: 'P1',
  segmentIndex: 0,
  name: { zh: '', en: '' },
  weightKg: null,
  flightNo: 'YQ1003',
  // 00:30 on 13 Dec in Beijing, still 12 Dec in UTC: the airport's date is shown.
  depTime: '2026-12-12T16:30:00.000Z',
  depTimeZone: 'Asia/Shanghai',
  seatNo: null,
  newSeatNo: null,
  refundAmount: 0,
  refundNo: null,
  reason: null,
} satisfies Partial<AddOnFollow>;

const ADD_ONS: AddOnFollow[] = [
  { ...base, kind: 'BAGGAGE', weightKg: 20, outcome: 'MOVED' },
  { ...base, kind: 'WHEELCHAIR', outcome: 'MOVED' },
  {
    ...base,
    kind: 'SEAT',
    seatNo: '3A',
    outcome: 'REFUNDED',
    refundAmount: 6000,
    refundNo: 'RF2026120100000001',
    reason: 'SEAT_MAP_DIFFERS',
  },
];

function renderIn(locale: 'en-US' | 'zh-CN', addOns = ADD_ONS) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      <AddOnsFollowed addOns={addOns} currency="CNY" locale={locale} who={() => 'ZHANG/YUNQUE'} headingId="h" />
    </NextIntlClientProvider>,
  );
}

describe('AddOnsFollowed (decision 46)', () => {
  it('says where each add-on went, and what was refunded and why, in English', () => {
    renderIn('en-US');
    expect(screen.getByRole('heading', { name: 'Your add-ons after the change' })).toBeInTheDocument();
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines[0]).toBe('ZHANG/YUNQUE: Checked bag 20 kg — moved to YQ1003 Dec 13');
    expect(lines[1]).toMatch(/^ZHANG\/YUNQUE: Wheelchair — asked again for YQ1003 Dec 13/);
    expect(lines[2]).toMatch(/^ZHANG\/YUNQUE: Seat 3A — refunded .*60(\.00)?: the new flight's seat map differs$/);
  });

  it('in Chinese', () => {
    renderIn('zh-CN');
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines[0]).toBe('ZHANG/YUNQUE：托运行李 20 公斤 — 已转至 YQ1003 12月13日');
    expect(lines[2]).toMatch(/座位 3A — 已退款 .*60.*：新航班的座位图不同$/);
  });

  it('shows nothing when the change carried no add-on', () => {
    const { container } = renderIn('en-US', []);
    expect(container).toBeEmptyDOMElement();
  });
});
