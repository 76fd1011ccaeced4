import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { ResultCode } from '@/lib/contract/codes';
import messages from '@/messages/en-US.json';
import { RefundForm } from './refund-form';
import { application, order, ORDER_NO, quote } from './refund.sample';

// Decision 23; spec §2 /refunds/selair/{orderNo}; §3 refund application; §4 'an involuntary refund request that
// does not meet the conditions is converted to voluntary, with a fee'; §5 refund rules (reason, note for 'other',
// 4 attachments of 2 MB, child or infant only with the guardian); §8 'the refund application has been submitted'.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const quoteCall = jest.fn();
const uploadWithProgress = jest.fn();
jest.mock('@/lib/bff-client/refunds', () => {
  const actual = jest.requireActual<typeof import('@/lib/bff-client/refunds')>('@/lib/bff-client/refunds');
  return {
    quote: { ...actual.quote, call: (...args: unknown[]) => quoteCall(...args) },
    commit: actual.commit,
    commitInput: actual.commitInput,
    uploadWithProgress: (...args: unknown[]) => uploadWithProgress(...args),
  };
});

const MB2 = 2 * 1024 * 1024;
/** A File of `size` bytes without allocating them (jsdom reads `size` from the parts). */
function file(name: string, type: string, size = 10): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

beforeEach(() => {
  quoteCall.mockReset();
  uploadWithProgress.mockReset();
  quoteCall.mockResolvedValue({ ok: true, data: quote() });
});

function renderForm() {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <RefundForm order={order()} locale="en-US" orderHref={`/member/ticketorderdetail/${ORDER_NO}`} />
    </NextIntlClientProvider>,
  );
}

const item = (name: RegExp, flight: string) =>
  within(screen.getByRole('group', { name: new RegExp(flight) })).getByRole('checkbox', { name });
const choose = (name: RegExp, flight = 'YQ1001') => fireEvent.click(item(name, flight));
const reason = () => screen.getByLabelText('Reason (required)') as HTMLSelectElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit the refund application' }));
const picker = () => screen.getByLabelText('Attachments (optional)');
const pick = (...files: File[]) => fireEvent.change(picker(), { target: { files } });
/** The multipart input the form sent: its payload parsed, the attempt and the files. */
const sent = (call = 0) => {
  const input = uploadWithProgress.mock.calls[call]![1] as { payload: string; attempt: string; attachments: File[] };
  return { ...input, payload: JSON.parse(input.payload) as Record<string, unknown> };
};

async function readyToSubmit() {
  renderForm();
  choose(/张云雀/);
  fireEvent.change(reason(), { target: { value: 'PLAN_CHANGED' } });
  await screen.findByTestId('refund-quote');
}

describe('RefundForm: what can be chosen (spec §4 ticket statuses)', () => {
  it('offers only usable issued tickets, and shows the others with their status', () => {
    renderForm();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    const back = screen.getByRole('group', { name: /YQ1002/ });
    expect(within(back).queryByRole('checkbox', { name: /李白鹭/ })).not.toBeInTheDocument();
    expect(within(back).getByText('Refunded ticket: cannot be refunded')).toBeInTheDocument();
  });

  it('says the guardian rule beside a child chosen without an adult, and asks no quote until one is chosen', async () => {
    renderForm();
    choose(/张小雀/);
    expect(screen.getByTestId('refund-guardian')).toHaveTextContent(
      'A child or infant can only be refunded together with the guardian',
    );
    expect(item(/张小雀/, 'YQ1001')).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 300));
    expect(quoteCall).not.toHaveBeenCalled();
    choose(/李白鹭/);
    expect(screen.queryByTestId('refund-guardian')).not.toBeInTheDocument();
    await waitFor(() => expect(quoteCall).toHaveBeenCalledTimes(1));
    expect(quoteCall.mock.calls[0]![0]).toEqual({
      orderNo: ORDER_NO,
      items: [
        { passengerId: 'P2', segmentIndex: 0 },
        { passengerId: 'P3', segmentIndex: 0 },
      ],
      refundType: 'VOLUNTARY',
    });
  });

  it('lets a child go alone once no adult of that flight can be refunded any more', () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={messages}>
        <RefundForm
          order={order({
            tickets: order().tickets.map((t) =>
              t.passengerIndex !== 1 ? { ...t, ticketStatus: 3, productStatus: 4 } : t,
            ),
          })}
          locale="en-US"
        />
      </NextIntlClientProvider>,
    );
    choose(/张小雀/);
    expect(screen.queryByTestId('refund-guardian')).not.toBeInTheDocument();
  });
});

describe('RefundForm: type, reason and note (spec §5)', () => {
  it('asks for the items and a reason before anything is sent', async () => {
    renderForm();
    submit();
    expect(await screen.findByTestId('refund-items-error')).toHaveTextContent('Please choose');
    expect(reason()).toHaveAttribute('aria-invalid', 'true');
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('offers the reasons of the type chosen, and drops one the other type has not', () => {
    renderForm();
    const options = () => Array.from(reason().options).map((o) => o.value);
    expect(options()).toEqual(['', 'PLAN_CHANGED', 'DUPLICATE_BOOKING', 'OTHER']);
    fireEvent.change(reason(), { target: { value: 'DUPLICATE_BOOKING' } });
    fireEvent.click(screen.getByRole('radio', { name: /Involuntary refund/ }));
    expect(options()).toEqual(['', 'FLIGHT_DELAYED', 'FLIGHT_CANCELLED', 'ILLNESS', 'OTHER']);
    expect(reason().value).toBe('');
    fireEvent.change(reason(), { target: { value: 'OTHER' } });
    fireEvent.click(screen.getByRole('radio', { name: /Voluntary refund/ }));
    expect(reason().value).toBe('OTHER');
  });

  it("requires a note for 'other' (at most 200, counted) and a reason, before sending anything", async () => {
    await readyToSubmit();
    fireEvent.change(reason(), { target: { value: '' } });
    submit();
    expect(await screen.findByText('Please choose a refund reason')).toBeInTheDocument();
    expect(reason()).toHaveAccessibleDescription('Please choose a refund reason');
    expect(screen.getByTestId('refund-form-error')).toHaveTextContent('Please correct the items marked above');
    fireEvent.change(reason(), { target: { value: 'OTHER' } });
    const note = screen.getByLabelText('Description (required)');
    expect(note).toHaveAttribute('maxLength', '200');
    submit();
    expect(await screen.findByText('Please describe the reason')).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
    fireEvent.change(note, { target: { value: 'Family matter' } });
    expect(screen.getByTestId('refund-note-count')).toHaveTextContent('13/200');
    uploadWithProgress.mockResolvedValue({ ok: true, data: application({ reason: 'OTHER', note: 'Family matter' }) });
    submit();
    await waitFor(() => expect(uploadWithProgress).toHaveBeenCalledTimes(1));
    expect(sent().payload).toMatchObject({ reason: 'OTHER', note: 'Family matter' });
  });
});

describe('RefundForm: attachments (spec §5, §9: 4 files of 2 MB, jpg, png or pdf)', () => {
  it('refuses a 5th file, a file of 2 MB + 1 byte and a wrong format in the browser, beside the picker', () => {
    renderForm();
    pick(file('notes.txt', 'text/plain'));
    expect(screen.getByText('Wrong format: choose a JPG, PNG or PDF file')).toBeInTheDocument();
    pick(file('big.pdf', 'application/pdf', MB2 + 1));
    expect(screen.getByText('File too large: each attachment at most 2 MB')).toBeInTheDocument();
    expect(screen.getByTestId('refund-attachments-count')).toHaveTextContent('0/4 files');
    pick(
      file('a.pdf', 'application/pdf', MB2),
      file('b.jpg', 'image/jpeg'),
      file('c.png', 'image/png'),
      file('d.pdf', 'application/pdf'),
    );
    expect(screen.getByTestId('refund-attachments-count')).toHaveTextContent('4/4 files');
    expect(screen.queryByText(/Wrong format|File too large/)).not.toBeInTheDocument();
    pick(file('e.pdf', 'application/pdf'));
    expect(screen.getByText('At most 4 attachments can be uploaded')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '3. Attachments' })).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove attachment 4: d.pdf' }));
    expect(screen.getByTestId('refund-attachments-count')).toHaveTextContent('3/4 files');
  });

  it('sends the files in order with the application, and shows the upload progress', async () => {
    await readyToSubmit();
    pick(file('a.pdf', 'application/pdf'), file('b.png', 'image/png'));
    let finish: (value: unknown) => void = () => undefined;
    uploadWithProgress.mockImplementation((_op, _input, onProgress: (f: number) => void) => {
      onProgress(0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    submit();
    const bar = await screen.findByLabelText('Uploading the application');
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    finish({ ok: true, data: application() });
    await screen.findByText('The refund application has been submitted');
    expect(sent().attachments.map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
  });
});

describe('RefundForm: the quote and the submission', () => {
  it('shows the lines, the fee with its rate, the totals and the route back; quotes again when the type changes', async () => {
    await readyToSubmit();
    const line = screen.getByRole('row', { name: /张云雀/ });
    expect(line).toHaveTextContent('张云雀');
    expect(line).toHaveTextContent('YQ1001');
    expect(line).toHaveTextContent('￥160 (20%)');
    expect(line).toHaveTextContent('￥720');
    expect(screen.getByLabelText('Total refund')).toHaveTextContent('￥720');
    expect(screen.getByTestId('refund-points')).toHaveTextContent('120 points');
    expect(screen.getByText('The original online payment')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Involuntary refund/ }));
    await waitFor(() => expect(quoteCall).toHaveBeenCalledTimes(2));
    expect(quoteCall.mock.calls[1]![0]).toMatchObject({ refundType: 'INVOLUNTARY' });
  });

  it("says 'only taxes are refunded' on such a line", async () => {
    const [first] = quote().lines;
    quoteCall.mockResolvedValue({ ok: true, data: quote({ lines: [{ ...first!, onlyTaxes: true, feeRate: null }] }) });
    await readyToSubmit();
    expect(screen.getByTestId('refund-only-taxes')).toHaveTextContent('Only taxes are refunded');
  });

  it('needs the voluntary fee accepted when an involuntary request was converted (spec §4)', async () => {
    quoteCall.mockResolvedValue({
      ok: true,
      data: quote({ requestedType: 'INVOLUNTARY', refundType: 'VOLUNTARY', converted: true }),
    });
    renderForm();
    choose(/张云雀/);
    fireEvent.click(screen.getByRole('radio', { name: /Involuntary refund/ }));
    fireEvent.change(reason(), { target: { value: 'FLIGHT_DELAYED' } });
    expect(
      await screen.findByText(/^The flight was neither delayed nor cancelled, so this refund is voluntary/),
    ).toBeInTheDocument();
    submit();
    expect(
      await screen.findByText('Please accept the voluntary refund with its fee, or change your choice'),
    ).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the voluntary refund with its fee' }));
    uploadWithProgress.mockResolvedValue({ ok: true, data: application() });
    submit();
    await waitFor(() => expect(uploadWithProgress).toHaveBeenCalledTimes(1));
    expect(sent().payload).toEqual({
      orderNo: ORDER_NO,
      items: [{ passengerId: 'P1', segmentIndex: 0 }],
      refundType: 'INVOLUNTARY',
      reason: 'FLIGHT_DELAYED',
      note: '',
      confirmVoluntary: true,
      quotedAmount: 72000,
    });
  });

  it('quotes again when the amount changed, keeps the form and its files, and sends the new amount', async () => {
    await readyToSubmit();
    pick(file('a.pdf', 'application/pdf'));
    uploadWithProgress.mockResolvedValueOnce({
      ok: false,
      code: ResultCode.REFUND_AMOUNT_CHANGED,
      msg: 'The refund amount has changed; please check it again',
    });
    quoteCall.mockResolvedValue({ ok: true, data: quote({ totalAmount: 64000 }) });
    submit();
    expect(await screen.findByTestId('refund-notice')).toHaveTextContent('The refund amount has changed');
    await waitFor(() => expect(screen.getByLabelText('Total refund')).toHaveTextContent('￥640'));
    expect(quoteCall).toHaveBeenCalledTimes(2);
    expect(reason().value).toBe('PLAN_CHANGED');
    expect(item(/张云雀/, 'YQ1001')).toBeChecked();
    expect(screen.getByTestId('refund-attachments-count')).toHaveTextContent('1/4 files');
    uploadWithProgress.mockResolvedValueOnce({ ok: true, data: application({ amount: 64000 }) });
    submit();
    await screen.findByText('The refund application has been submitted');
    // The fields disabled during the first upload are sent as they were.
    expect(sent(1).payload).toMatchObject({ quotedAmount: 64000, refundType: 'VOLUNTARY', reason: 'PLAN_CHANGED' });
    // A different submission is a different attempt.
    expect(sent(1).attempt).not.toBe(sent(0).attempt);
  });

  it('sends a retried submission of the same form as the same attempt (one application)', async () => {
    await readyToSubmit();
    uploadWithProgress.mockResolvedValueOnce({ ok: false, code: 'NETWORK', msg: '' });
    submit();
    expect(await screen.findByTestId('refund-form-error')).toHaveTextContent('Network anomaly, please try again later');
    uploadWithProgress.mockResolvedValueOnce({ ok: true, data: application() });
    submit();
    await screen.findByText('The refund application has been submitted');
    expect(sent(1).attempt).toBe(sent(0).attempt);
    expect(sent(0).attempt).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows another refusal's message, keeps the form, and tries anew after it (the refusal was definite)", async () => {
    await readyToSubmit();
    uploadWithProgress.mockResolvedValueOnce({
      ok: false,
      code: ResultCode.REFUND_CHECKED_IN,
      msg: 'A refund or change needs the check-in cancelled first',
    });
    submit();
    expect(await screen.findByTestId('refund-form-error')).toHaveTextContent('check-in cancelled first');
    expect(item(/张云雀/, 'YQ1001')).toBeChecked();
    uploadWithProgress.mockResolvedValueOnce({ ok: true, data: application() });
    submit();
    await screen.findByText('The refund application has been submitted');
    expect(sent(1).attempt).not.toBe(sent(0).attempt);
  });

  it("says 'the refund application has been submitted' and shows its tracker (spec §8)", async () => {
    await readyToSubmit();
    uploadWithProgress.mockResolvedValue({ ok: true, data: application() });
    submit();
    const done = (await screen.findByText('The refund application has been submitted')).parentElement!;
    expect(within(done).getByRole('status')).toHaveTextContent('The refund application has been submitted');
    // The form's button was low on the page: the confirmation takes the focus (and so the view).
    expect(within(done).getByRole('status')).toHaveFocus();
    expect(within(done).getByTestId('refund-tracker')).toHaveTextContent('Refund application RF2026120100000001');
    expect(within(done).getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/member/ticketorderdetail/${ORDER_NO}`,
    );
  });
});
