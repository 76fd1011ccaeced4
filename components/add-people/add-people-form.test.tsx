import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { ResultCode } from '@/lib/contract/codes';
import messages from '@/messages/en-US.json';
import { AddPeopleForm } from './add-people-form';
import {
  addition,
  CERTIFICATES,
  check,
  NATIONALITIES,
  NEW_ORDER_NO,
  ORDER_NO,
  segment,
  TODAY,
} from './add-people.sample';

// Decision 25; spec §2 /addpeople/airandpeople/{type}/{orderNo}; §4 order type 5; §5 passengers; §8 'a passenger
// under 18 cannot add a child or infant', 'cannot add child/infant: limit reached', 'child or infant tickets
// remaining insufficient'; §9 one adult brings at most 2 children, or 1 child and 1 infant.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push }),
}));
const checkCall = jest.fn();
const commitCall = jest.fn();
jest.mock('@/lib/bff-client/add-people', () => ({
  check: { call: (...args: unknown[]) => checkCall(...args) },
  commit: { call: (...args: unknown[]) => commitCall(...args) },
}));
const onPaying = jest.fn();

beforeEach(() => {
  for (const mock of [checkCall, commitCall, push, onPaying]) mock.mockReset();
});

function renderForm(data = check(), type: 'CHD' | 'INF' = 'CHD') {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <AddPeopleForm
        orderNo={ORDER_NO}
        type={type}
        initialCheck={data}
        certificates={CERTIFICATES}
        nationalities={NATIONALITIES}
        today={TODAY}
        locale="en-US"
        orderHref={`/member/ticketorderdetail/${ORDER_NO}`}
        onPaying={onPaying}
      />
    </NextIntlClientProvider>,
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const chooseAdult = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const confirm = () => fireEvent.click(screen.getByTestId('add-people-confirm'));
const PASSENGER = {
  name: '张小雀',
  gender: 'F',
  birthday: '2020-05-01',
  nationality: 'CN',
  certificateType: 'BC',
  certificateNumber: 'M123456789',
};
function fillChild() {
  type('add-people-name', '张小雀');
  type('add-people-gender', 'F');
  type('add-people-birthday', '2020-05-01');
  type('add-people-certificateType', 'BC');
  type('add-people-certificateNumber', 'm123456789');
}

describe('AddPeopleForm: who may bring one (spec §5, §8, §9)', () => {
  it('shows blocked adults disabled with the reason in words; the others selectable', () => {
    renderForm();
    expect(screen.getAllByTestId('add-people-adult')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /张云雀/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /李白鹭/ })).toBeEnabled();
    const full = screen.getByRole('radio', { name: /王满员/ });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription(
      'Cannot add: cannot add child/infant: limit reached (at most 2 children, or 1 child and 1 infant)',
    );
    expect(screen.getByRole('radio', { name: /赵少年/ })).toHaveAccessibleDescription(
      'Cannot add: a passenger under 18 cannot add a child or infant',
    );
    expect(screen.getAllByTestId('add-people-block')).toHaveLength(2);
  });

  it('says so when no adult may bring one, and offers no fields', () => {
    const data = check();
    renderForm({ ...data, adults: data.adults.map((a) => ({ ...a, block: a.block ?? 'checkedIn' })) });
    expect(screen.getByTestId('add-people-no-adult')).toHaveTextContent(
      'No adult of this order can bring a child now.',
    );
    expect(screen.queryByTestId('add-people-confirm')).toBeNull();
    expect(screen.getByRole('radio', { name: /张云雀/ })).toHaveAccessibleDescription(
      'Cannot add: checked in: please cancel the check-in first',
    );
  });

  it('chooses the only adult who may at once', () => {
    const data = check();
    renderForm({ ...data, adults: data.adults.filter((a) => a.passengerId !== 'P3') });
    expect(screen.getByRole('radio', { name: /张云雀/ })).toBeChecked();
    expect(screen.getByTestId('add-people-total')).toHaveTextContent('￥900');
  });
});

describe('AddPeopleForm: the price (spec §3 price parts)', () => {
  it("prices the new passenger on every flight the chosen adult still flies, in the order's currency", () => {
    renderForm();
    expect(screen.queryByTestId('add-people-quote')).toBeNull();
    expect(screen.getByText(/Choose the adult to see the price/)).toBeInTheDocument();
    chooseAdult(/张云雀/);
    const lines = screen.getAllByTestId('add-people-quote-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('YQ1001 PKX–SHA 2026-12-10');
    expect(
      within(lines[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['￥450', '￥25', '￥475']);
    expect(lines[1]).toHaveTextContent('YQ1002 SHA–PKX 2026-12-15');
    expect(screen.getByTestId('add-people-total')).toHaveTextContent('￥900');
    expect(screen.getByTestId('add-people-pay-note')).toHaveTextContent('You pay ￥900 on the payment page');
    chooseAdult(/李白鹭/);
    expect(screen.getAllByTestId('add-people-quote-line')).toHaveLength(1);
    expect(screen.getByTestId('add-people-total')).toHaveTextContent('￥425');
  });
});

describe('AddPeopleForm: the booking rules in the browser (lib/domain/passenger-rules)', () => {
  it('asks for the adult and every field before sending, with the booking form’s messages beside them', async () => {
    renderForm();
    confirm();
    expect(await screen.findByText('Please choose the accompanying adult')).toBeInTheDocument();
    expect(screen.getByTestId('add-people-error-summary')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /张云雀/ })).toHaveFocus();
    chooseAdult(/张云雀/);
    confirm();
    await waitFor(() =>
      expect(screen.getByTestId('add-people-gender')).toHaveAccessibleDescription('Please choose the gender'),
    );
    expect(screen.getByTestId('add-people-birthday')).toHaveAccessibleDescription('Please enter the date of birth');
    expect(screen.getByTestId('add-people-name')).toHaveAccessibleDescription(/Please enter the name/);
    expect(commitCall).not.toHaveBeenCalled();
  });

  it("checks the age against the chosen adult's flights: an adult's birthday is not a child's", async () => {
    renderForm();
    chooseAdult(/张云雀/);
    fillChild();
    type('add-people-birthday', '2010-05-01');
    confirm();
    await waitFor(() =>
      expect(screen.getByTestId('add-people-birthday')).toHaveAccessibleDescription(
        /The date of birth does not fit this passenger type/,
      ),
    );
    expect(screen.getByTestId('add-people-birthday')).toHaveFocus();
    // The same birthday for an infant: too old.
    type('add-people-birthday', '2026-12-01');
    confirm();
    await waitFor(() =>
      expect(screen.getByTestId('add-people-birthday')).toHaveAccessibleDescription(/An infant must be over 14 days/),
    );
    expect(commitCall).not.toHaveBeenCalled();
  });

  it('offers the passport only when the adult flies abroad', () => {
    const data = check();
    renderForm({
      ...data,
      adults: [...data.adults, { passengerId: 'P6', name: 'SMITH/ANNA', segmentIndexes: [2], block: null }],
      segments: [
        ...data.segments,
        segment({ segmentIndex: 2, flightNo: 'YQ8001', arrAirport: 'NRT', international: true }),
      ],
    });
    chooseAdult(/张云雀/);
    type('add-people-certificateType', 'BC');
    chooseAdult(/SMITH\/ANNA/);
    const select = screen.getByTestId('add-people-certificateType');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Passport']);
    expect(select).toHaveValue('PP');
  });
});

describe('AddPeopleForm: confirming (spec §4 order type 5)', () => {
  it('sends the adult, the new passenger and the total shown with an attempt id, then pays the NEW order', async () => {
    commitCall.mockResolvedValue({ ok: true, data: { order: addition() } });
    renderForm();
    chooseAdult(/张云雀/);
    fillChild();
    confirm();
    // The booking's payment page, where a member's wallet is offered as for a booking (decision 49).
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/book/pay?orderNo=${NEW_ORDER_NO}`));
    const sent = commitCall.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toEqual({
      orderNo: ORDER_NO,
      type: 'CHD',
      guardianId: 'P1',
      passenger: PASSENGER,
      quotedTotal: 90000,
      attempt: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    });
    expect(commitCall.mock.calls[0]![1]).toEqual({ quiet: true });
    // The page remembers the original order for the payment result before leaving.
    expect(onPaying).toHaveBeenCalledWith(expect.objectContaining({ orderNo: NEW_ORDER_NO }));
    expect(screen.getByTestId('add-people-redirecting')).toBeInTheDocument();
  });

  it('with nothing to pay says it is done, with the way back to the order', async () => {
    commitCall.mockResolvedValue({
      ok: true,
      data: { order: addition({ status: 'TICKETED', total: 0, paymentDeadline: null }) },
    });
    renderForm({ ...check(), segments: check().segments.map((s) => ({ ...s, fare: 0, taxes: 0, total: 0 })) }, 'INF');
    chooseAdult(/张云雀/);
    expect(screen.getByTestId('add-people-pay-note')).toHaveTextContent('Nothing to pay');
    expect(screen.getByTestId('add-people-confirm')).toHaveTextContent('Confirm');
    fillChild();
    type('add-people-birthday', '2026-01-01');
    confirm();
    const done = await screen.findByTestId('add-people-done');
    expect(done).toHaveTextContent('张小雀 has been added to the order');
    expect(within(done).getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/member/ticketorderdetail/${ORDER_NO}`,
    );
    expect(commitCall.mock.calls[0]![0]).toMatchObject({ type: 'INF', quotedTotal: 0 });
    expect(push).not.toHaveBeenCalled();
    expect(onPaying).not.toHaveBeenCalled();
  });

  it('asks the price again when it changed, says so, keeps what was typed and confirms the new total anew', async () => {
    commitCall.mockResolvedValueOnce({ ok: false, code: ResultCode.ADD_PEOPLE_PRICE_CHANGED, msg: 'x' });
    const dearer = check({
      segments: check().segments.map((s) => ({ ...s, fare: s.fare + 5000, total: s.total + 5000 })),
    });
    checkCall.mockResolvedValue({ ok: true, data: dearer });
    renderForm();
    chooseAdult(/张云雀/);
    fillChild();
    confirm();
    expect(await screen.findByTestId('add-people-notice')).toHaveTextContent('The price has changed');
    await waitFor(() => expect(screen.getByTestId('add-people-total')).toHaveTextContent('￥1,000'));
    expect(checkCall).toHaveBeenCalledWith({ orderNo: ORDER_NO, type: 'CHD' }, { quiet: true });
    expect(screen.getByTestId('add-people-name')).toHaveValue('张小雀');
    expect(screen.getByRole('radio', { name: /张云雀/ })).toBeChecked();
    commitCall.mockResolvedValue({ ok: true, data: { order: addition({ total: 100000 }) } });
    confirm();
    await waitFor(() => expect(commitCall).toHaveBeenCalledTimes(2));
    const [first, second] = commitCall.mock.calls.map((c) => c[0] as { quotedTotal: number; attempt: string });
    expect(first!.quotedTotal).toBe(90000);
    expect(second!.quotedTotal).toBe(100000);
    expect(second!.attempt).not.toBe(first!.attempt);
  });

  it('keeps the attempt after an unknown outcome (one addition); a definite refusal makes the next try new', async () => {
    commitCall
      .mockResolvedValueOnce({ ok: false, code: 'NETWORK', msg: 'Network anomaly, please try again later' })
      .mockResolvedValueOnce({
        ok: false,
        code: ResultCode.ADD_PEOPLE_TICKETS_INSUFFICIENT,
        msg: 'Not enough child or infant tickets left; please contact customer service',
      })
      .mockResolvedValueOnce({ ok: false, code: 'NETWORK', msg: '' });
    checkCall.mockResolvedValue({ ok: true, data: check() });
    renderForm();
    chooseAdult(/张云雀/);
    fillChild();
    confirm();
    expect(await screen.findByTestId('add-people-refusal')).toHaveTextContent('Network anomaly');
    confirm();
    await waitFor(() =>
      expect(screen.getByTestId('add-people-refusal')).toHaveTextContent(
        'Not enough child or infant tickets left; please contact customer service',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('add-people-confirm')).toBeEnabled());
    confirm();
    await waitFor(() => expect(commitCall).toHaveBeenCalledTimes(3));
    const [first, second, third] = commitCall.mock.calls.map((c) => c[0] as { attempt: string });
    expect(second!.attempt).toBe(first!.attempt);
    expect(third!.attempt).not.toBe(first!.attempt);
    expect(screen.getByTestId('add-people-name')).toHaveValue('张小雀');
    expect(push).not.toHaveBeenCalled();
  });

  it("shows airline-api's field errors beside their fields, in the booking's words", async () => {
    commitCall.mockResolvedValue({
      ok: false,
      code: ResultCode.ADD_PEOPLE_INVALID,
      msg: 'Please check the child’s or infant’s details',
      fieldErrors: { birthday: 'passengerTypeMismatch', englishName: 'englishNameRequired' },
    });
    renderForm();
    chooseAdult(/张云雀/);
    fillChild();
    confirm();
    expect(await screen.findByTestId('add-people-refusal')).toHaveTextContent(
      'Please check the child’s or infant’s details',
    );
    expect(screen.getByTestId('add-people-birthday')).toHaveAccessibleDescription(
      /The date of birth does not fit this passenger type/,
    );
    expect(screen.getByTestId('add-people-surname')).toHaveAccessibleDescription(
      /Please enter the surname and given name in English/,
    );
  });

  it('says an eligibility refusal in its own words and reads the adults again, each with why', async () => {
    commitCall.mockResolvedValue({
      ok: false,
      code: ResultCode.ADD_PEOPLE_LIMIT,
      msg: 'Cannot add a child or infant: the limit has been reached',
    });
    const after = check();
    checkCall.mockResolvedValue({
      ok: true,
      data: {
        ...after,
        adults: after.adults.map((a) => (a.passengerId === 'P1' ? { ...a, block: 'companionLimit' } : a)),
      },
    });
    renderForm();
    chooseAdult(/张云雀/);
    fillChild();
    confirm();
    expect(await screen.findByTestId('add-people-refusal')).toHaveTextContent(
      'Cannot add a child or infant: the limit has been reached',
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: /张云雀/ })).toBeDisabled());
    expect(screen.getByRole('radio', { name: /张云雀/ })).not.toBeChecked();
    expect(screen.getByTestId('add-people-name')).toHaveValue('张小雀');
  });
});
