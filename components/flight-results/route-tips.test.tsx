import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en-US.json';
import { RouteTips } from './route-tips';

const legs = [{ dept: 'CAN', dest: 'LXA', flightDate: '2026-12-10' }];
const tips = [
  { id: 'a', title: 'Security works at Baiyun T3', content: 'Allow 20 minutes more.' },
  { id: 'b', title: 'High altitude', content: 'Rest on arrival.' },
  { id: 'c', title: 'Baggage', content: 'Never shown: only two tips are.' },
];
const draw = () =>
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <RouteTips tips={tips} legs={legs} />
    </NextIntlClientProvider>,
  );

beforeEach(() => sessionStorage.clear());

// Spec §7 getTipsContent: the first tip, the second after closing it; closing that hides tips for the search.
describe('RouteTips', () => {
  it('shows the first tip, then the second once the first is closed, then none', () => {
    draw();
    expect(screen.getByRole('note')).toHaveTextContent('Security works at Baiyun T3');
    fireEvent.click(screen.getByRole('button', { name: 'Close the tip "Security works at Baiyun T3"' }));
    expect(screen.getByRole('note')).toHaveTextContent('High altitude');
    expect(screen.getByRole('note')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close the tip "High altitude"' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Travel tips are hidden for this search');
    expect(screen.queryByText('Baggage')).not.toBeInTheDocument();
  });

  it('a tip closed stays closed for the same search (another page of it, e.g. after choosing a fare)', () => {
    const first = draw();
    fireEvent.click(screen.getByRole('button', { name: /Close the tip/ }));
    first.unmount();
    draw();
    expect(screen.getByRole('note')).toHaveTextContent('High altitude');
  });
});
