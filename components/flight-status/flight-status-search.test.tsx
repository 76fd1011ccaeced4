import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en-US.json';
import { FlightStatusSearch } from './flight-status-search';

function renderSearch(props: Partial<Parameters<typeof FlightStatusSearch>[0]> = {}) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <FlightStatusSearch
        action="/en-US/flightDynamics"
        by="route"
        flightNo=""
        date="2026-12-01"
        range={{ first: '2026-11-30', last: '2026-12-03' }}
        errors={{}}
        cityFields={{ dep: <p>origin field</p>, arr: <p>destination field</p> }}
        {...props}
      />
    </NextIntlClientProvider>,
  );
}

describe('the flight status search (spec §2 /flightDynamics)', () => {
  it('asks by route first: the city fields, a date within range, a GET to the page', () => {
    renderSearch();
    const panel = screen.getByRole('tabpanel', { name: 'By route' });
    expect(within(panel).getByText('origin field')).toBeTruthy();
    expect(within(panel).getByText('destination field')).toBeTruthy();
    const date = within(panel).getByLabelText('Date') as HTMLInputElement;
    expect([date.name, date.value, date.min, date.max]).toEqual(['date', '2026-12-01', '2026-11-30', '2026-12-03']);
    expect(date.getAttribute('aria-describedby')).toBe('flight-status-route-date-hint');
    const form = date.closest('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual(['/en-US/flightDynamics', 'get']);
  });

  it('opens on the flight number tab for a flight query, with its errors beside the fields', () => {
    renderSearch({
      by: 'flight',
      flightNo: 'Y1',
      errors: { flightNo: 'Enter a flight number such as YQ1001', date: 'Please choose a date' },
    });
    const panel = screen.getByRole('tabpanel', { name: 'By flight number' });
    const number = within(panel).getByLabelText('Flight number') as HTMLInputElement;
    expect([number.name, number.value, number.maxLength]).toEqual(['flightNo', 'Y1', 6]);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toContain('flight-status-number-error');
    expect(screen.getByText('Enter a flight number such as YQ1001').id).toBe('flight-status-number-error');
    expect(within(panel).getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    // The route form is not the one sent: its date carries no error.
    fireEvent.click(screen.getByRole('tab', { name: 'By route' }));
    const route = screen.getByRole('tabpanel', { name: 'By route' });
    expect(within(route).getByLabelText('Date').getAttribute('aria-invalid')).toBeNull();
  });
});
