import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import { ProofForm, type ProofOutcome } from './proof-form';

// Decision 21: the proof of a trip (ticket or document number and a name), each error beside its field.

const onSubmit = jest.fn<Promise<ProofOutcome>, unknown[]>();

function renderForm(kinds: readonly ('ticket' | 'document')[] = ['ticket', 'document']) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <ProofForm kinds={kinds} submitLabel="Find trip" busyLabel="Searching" onSubmit={onSubmit} testId="proof" />
    </NextIntlClientProvider>,
  );
}

const find = () => fireEvent.click(screen.getByRole('button', { name: 'Find trip' }));

beforeEach(() => onSubmit.mockReset());

describe('the proof form', () => {
  it('says both required fields beside them, focuses the number and sends nothing', async () => {
    renderForm(['ticket']);
    find();
    expect(await screen.findByText('Please enter the ticket number')).toBeInTheDocument();
    expect(screen.getByLabelText('Passenger name')).toHaveAccessibleDescription(/Please enter the passenger's name/);
    expect(screen.getByLabelText('Ticket number')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the proof as the BFF takes it: the ticket number without its spaces, the name trimmed', async () => {
    onSubmit.mockResolvedValue({ ok: true });
    renderForm();
    fireEvent.change(screen.getByLabelText('Ticket number'), { target: { value: '902 1234 567890' } });
    fireEvent.change(screen.getByLabelText('Passenger name'), { target: { value: ' 张云雀 ' } });
    find();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ticketNo: '9021234567890', name: '张云雀' }));
  });

  it('places a field the BFF refused beside it, and its own failure on the alert line', async () => {
    onSubmit.mockResolvedValueOnce({ ok: false, failure: 'Refused', fieldErrors: { name: 'invalid' } });
    renderForm();
    fireEvent.change(screen.getByLabelText('Ticket number'), { target: { value: '9021234567890' } });
    fireEvent.change(screen.getByLabelText('Passenger name'), { target: { value: 'ZHANG' } });
    find();
    expect(await screen.findByText('The name can have at most 60 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Passenger name')).toHaveFocus();
    expect(screen.getByTestId('proof-failure')).toHaveTextContent('');

    onSubmit.mockResolvedValueOnce({ ok: false, failure: 'No trip found' });
    find();
    expect(await screen.findByText('No trip found')).toHaveAttribute('role', 'alert');
  });

  it('clears the number and its error when the kind of proof changes', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Ticket number'), { target: { value: '123' } });
    find();
    expect(await screen.findByText('A ticket number has 13 digits and starts with 902')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'By document number' }));
    expect(screen.getByLabelText('Document number')).toHaveValue('');
    expect(screen.queryByText('A ticket number has 13 digits and starts with 902')).not.toBeInTheDocument();
  });
});
