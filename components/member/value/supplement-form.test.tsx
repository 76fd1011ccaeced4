import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { SupplementForm } from './supplement-form';

// Decision 65; spec §5 points supplement: the BFF's rules beside their fields before sending, then airline-api's
// answer: the one-a-day refusal as the form's line, a field it refused beside that field.

const applyCall = jest.fn();
jest.mock('@/lib/bff-client/member-value', () => ({
  applySupplement: { call: (...args: unknown[]) => applyCall(...args) },
}));
const pushToast = jest.fn();
jest.mock('@/components/ui/toast-store', () => ({ pushToast: (...args: unknown[]) => pushToast(...args) }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const DOCUMENTS = [{ id: 'REAL_NAME', certificateType: 'NI', maskedNumber: '110****8515', name: '张云雀' }];

function renderForm() {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <SupplementForm documents={DOCUMENTS} today="2026-12-20" />
    </NextIntlClientProvider>,
  );
}

function fill(values: { flightNo?: string; flightDate?: string; ticketNo?: string }) {
  if (values.flightNo !== undefined)
    fireEvent.change(screen.getByLabelText('Flight number'), { target: { value: values.flightNo } });
  if (values.flightDate !== undefined)
    fireEvent.change(screen.getByLabelText('Flight date'), { target: { value: values.flightDate } });
  if (values.ticketNo !== undefined)
    fireEvent.change(screen.getByLabelText('Ticket number'), { target: { value: values.ticketNo } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Apply for the points' }));

beforeEach(() => {
  applyCall.mockReset();
  pushToast.mockReset();
  refresh.mockReset();
});

describe('SupplementForm', () => {
  it('says each broken rule beside its field and sends nothing', async () => {
    renderForm();
    fill({ flightNo: 'Y', flightDate: '2026-11-19', ticketNo: '8021234567890' });
    send();
    expect(await screen.findByText('Only flights of the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('Enter a flight number such as YQ1234')).toBeInTheDocument();
    expect(screen.getByText('A ticket number has 13 digits and starts with 902')).toBeInTheDocument();
    fill({ flightDate: '2026-12-20' });
    expect(await screen.findByText('Only flights already flown: yesterday at the latest')).toBeInTheDocument();
    // Monday 7 December has not had its 10 working days by Sunday 20 December; Sunday the 6th has.
    fill({ flightDate: '2026-12-07' });
    expect(await screen.findByText(/apply once those days are over/)).toBeInTheDocument();
    expect(applyCall).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Flight date')).toHaveAttribute('min', '2026-11-20');
    expect(screen.getByLabelText('Flight date')).toHaveAttribute('max', '2026-12-06');
  });

  it('sends the application as the BFF takes it, and reads the page again', async () => {
    applyCall.mockResolvedValue({ ok: true, data: { status: 'APPROVED', points: 650 } });
    renderForm();
    fill({ flightNo: ' yq1234 ', flightDate: '2026-11-20', ticketNo: '9021234567890' });
    send();
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(applyCall.mock.calls[0]![0]).toEqual({
      documentId: 'REAL_NAME',
      flightNo: 'YQ1234',
      flightDate: '2026-11-20',
      ticketNo: '9021234567890',
    });
    expect(pushToast).toHaveBeenCalledWith('message', 'The points have been added.');
  });

  it('shows the one-a-day refusal as the form’s line and a refused field beside it', async () => {
    const msg = 'Points supplements can be applied for once a day; please try again tomorrow';
    applyCall.mockResolvedValueOnce({ ok: false, code: ResultCode.POINTS_SUPPLEMENT_DAILY_LIMIT, msg });
    renderForm();
    fill({ flightNo: 'YQ1234', flightDate: '2026-12-01', ticketNo: '9021234567890' });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    applyCall.mockResolvedValueOnce({
      ok: false,
      code: ResultCode.POINTS_SUPPLEMENT_INVALID,
      msg: 'refused',
      fieldErrors: { documentId: 'documentUnknown' },
    });
    send();
    expect(await screen.findByText('Choose one of your documents')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
