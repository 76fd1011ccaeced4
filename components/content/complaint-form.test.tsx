import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import { ComplaintForm } from './complaint-form';

// Spec §3 complaint form, §8 'function turned off': lib/domain's rules beside each field, then the BFF's answer.

const submitCall = jest.fn();
jest.mock('@/lib/bff-client/content', () => ({
  submitComplaint: { call: (...args: unknown[]) => submitCall(...args) },
}));
// The slider asks the BFF for its challenge; here a button stands for a solved one.
jest.mock('@/components/ui/slider-captcha', () => ({
  SliderCaptcha: ({
    id,
    error,
    onVerified,
  }: {
    id: string;
    error?: string;
    onVerified: (t: string | null) => void;
  }) => (
    <div>
      <button type="button" id={id} onClick={() => onVerified('token-1')}>
        Solve
      </button>
      {error && <p>{error}</p>}
    </div>
  ),
}));

function renderForm() {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <ComplaintForm servicePhone="95539" />
    </NextIntlClientProvider>,
  );
}

const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
function fillValid() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Li Lei' } });
  fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'E12345678' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '13800138000' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Complaint' }));
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'My flight was delayed.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
}

beforeEach(() => submitCall.mockReset());

describe('ComplaintForm', () => {
  it('says each required field beside it, focuses the first, and sends nothing', async () => {
    renderForm();
    await send();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/Enter your mobile number/);
    expect(screen.getByText('Choose suggestion or complaint')).toBeInTheDocument();
    expect(screen.getByText('Complete the security check')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(submitCall).not.toHaveBeenCalled();
  });

  it('sends a valid complaint with its token, thanks, and empties the form', async () => {
    submitCall.mockResolvedValue({ ok: true, data: null });
    renderForm();
    fillValid();
    await send();
    expect(submitCall).toHaveBeenCalledWith(
      {
        name: 'Li Lei',
        certificateNumber: 'E12345678',
        phone: '13800138000',
        type: 'complaint',
        content: 'My flight was delayed.',
        captchaToken: 'token-1',
      },
      { quiet: true },
    );
    expect(await screen.findByText('Thank you. We will contact you within 7 working days.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("places the BFF's field errors beside their fields with its line, and the closed notice", async () => {
    submitCall.mockResolvedValueOnce({
      ok: false,
      code: '4000400',
      msg: 'Please check the form',
      fieldErrors: { phone: 'phoneInvalid' },
    });
    renderForm();
    fillValid();
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the form');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/Enter a valid mobile number/);
    submitCall.mockResolvedValueOnce({ ok: false, code: '5000503', msg: 'off' });
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await send();
    await waitFor(() => expect(screen.getByText(/temporarily turned off/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
