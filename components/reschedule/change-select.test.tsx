import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import messages from '@/messages/en-US.json';
import { ChangeSelect } from './change-select';
import { readChangeDraft, writeChangeDraft } from './reschedule-draft';
import { choice, NOW, order, ORDER_NO, TODAY } from './reschedule.sample';

// Decision 23; spec §2 /modify/selair/{orderNo}; §4 ticket statuses; §9 'under 4 hours not allowed'
// (a child or infant moves only together with its guardian; BASIC is not changeable).

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push }),
}));

beforeEach(() => {
  push.mockReset();
  window.sessionStorage.clear();
});

function renderSelect(o = order()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <ChangeSelect order={o} locale="en-US" nowMs={NOW} />
    </NextIntlClientProvider>,
  );
}

const group = (flight: string) => screen.getByRole('group', { name: new RegExp(flight) });
const item = (name: RegExp, flight = 'YQ1001') => within(group(flight)).getByRole('checkbox', { name });
const choose = (name: RegExp, flight = 'YQ1001') => fireEvent.click(item(name, flight));
const dateOf = (flight = 'YQ1001') => within(group(flight)).getByLabelText('New date (required)') as HTMLInputElement;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('ChangeSelect: what can move (spec §4, §9)', () => {
  it('offers only usable issued tickets and shows the others with their status', () => {
    renderSelect();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(within(group('YQ1002')).queryByRole('checkbox', { name: /李白鹭/ })).not.toBeInTheDocument();
    expect(within(group('YQ1002')).getByText('Changed: cannot be changed')).toBeInTheDocument();
  });

  it('says why a BASIC segment, or one under 4 hours away, cannot move, and offers nothing in it', () => {
    const o = order();
    renderSelect(
      order({
        segments: [
          { ...o.segments[0]!, fareFamily: 'BASIC' },
          { ...o.segments[1]!, depTime: new Date(NOW + 3 * 3_600_000).toISOString() },
        ],
      }),
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    const blocks = screen.getAllByTestId('change-segment-block').map((b) => b.textContent);
    expect(blocks).toEqual([
      'This fare (Basic) cannot be changed.',
      'The date cannot be changed less than 4 hours before departure',
    ]);
  });
});

describe('ChangeSelect: the guardian rule is said before asking (decision 23)', () => {
  it('marks a child chosen without an adult and does not go on until one is chosen', async () => {
    renderSelect();
    choose(/张小雀/);
    expect(screen.getByTestId('change-guardian')).toHaveTextContent(
      'A child or infant can only be moved together with the guardian',
    );
    expect(item(/张小雀/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(dateOf(), { target: { value: '2026-12-12' } });
    next();
    expect(await screen.findByTestId('change-items-error')).toHaveTextContent(
      'A child or infant can only be moved together with the guardian',
    );
    expect(push).not.toHaveBeenCalled();
    choose(/李白鹭/);
    expect(screen.queryByTestId('change-guardian')).not.toBeInTheDocument();
    expect(screen.queryByTestId('change-items-error')).not.toBeInTheDocument();
    next();
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/modify/selnewair/${ORDER_NO}`));
  });
});

describe('ChangeSelect: the new date (not before today at the airport)', () => {
  it('asks a date for each segment moved, from today in the airport’s zone, and refuses an earlier one', async () => {
    renderSelect();
    expect(within(group('YQ1001')).queryByLabelText('New date (required)')).not.toBeInTheDocument();
    choose(/张云雀/);
    // 04:00 on 1 December in Beijing is still 30 November in UTC: the airport's date decides.
    expect(dateOf()).toHaveAttribute('min', TODAY);
    next();
    expect(await screen.findByText('Please choose the new date')).toBeInTheDocument();
    fireEvent.change(dateOf(), { target: { value: '2026-11-30' } });
    expect(screen.queryByText('Please choose the new date')).not.toBeInTheDocument();
    next();
    expect(await screen.findByText(`The new date cannot be before today (${TODAY})`)).toBeInTheDocument();
    expect(dateOf()).toHaveAttribute('aria-invalid', 'true');
    expect(push).not.toHaveBeenCalled();
    fireEvent.change(dateOf(), { target: { value: TODAY } });
    next();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
  });

  it('requires at least one passenger', async () => {
    renderSelect();
    next();
    expect(await screen.findByTestId('change-items-error')).toHaveTextContent(
      'Please choose at least one passenger and flight',
    );
    expect(screen.getByTestId('change-form-error')).toHaveTextContent('Please correct the items marked above');
    expect(push).not.toHaveBeenCalled();
  });
});

describe('ChangeSelect: the choice is kept in the tab', () => {
  it('writes the passengers and dates, and finds them again', async () => {
    renderSelect();
    choose(/张云雀/);
    choose(/李白鹭/);
    fireEvent.change(dateOf(), { target: { value: '2026-12-12' } });
    next();
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(readChangeDraft(ORDER_NO)).toMatchObject({
      items: [
        { passengerId: 'P1', segmentIndex: 0 },
        { passengerId: 'P3', segmentIndex: 0 },
      ],
      dates: [{ segmentIndex: 0, date: '2026-12-12' }],
      choices: [],
      attempt: null,
    });
  });

  it('restores a draft and keeps its flights while the same passengers move; drops them when that changes', async () => {
    writeChangeDraft(ORDER_NO, {
      items: [{ passengerId: 'P1', segmentIndex: 0 }],
      dates: [{ segmentIndex: 0, date: '2026-12-12' }],
      choices: [choice()],
      attempt: null,
    });
    renderSelect();
    expect(item(/张云雀/)).toBeChecked();
    expect(dateOf().value).toBe('2026-12-12');
    next();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(readChangeDraft(ORDER_NO)?.choices).toHaveLength(1);
    choose(/李白鹭/);
    next();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(2));
    expect(readChangeDraft(ORDER_NO)?.choices).toHaveLength(0);
  });
});
