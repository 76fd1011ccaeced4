import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en-US.json';
import { PasswordLoginForm } from './password-login-form';

const bodies: Record<string, unknown>[] = [];
const fetchMock = jest.fn(async (_input: string, init?: RequestInit) => {
  bodies.push(JSON.parse(String(init?.body)));
  return { text: async () => JSON.stringify({ code: '0', msg: 'success', data: { registered: true } }) };
});

beforeEach(() => {
  bodies.length = 0;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderForm(onLoggedIn = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <PasswordLoginForm onLoggedIn={onLoggedIn} />
    </NextIntlClientProvider>,
  );
  return onLoggedIn;
}

describe('PasswordLoginForm', () => {
  it('says beside each empty field that it is required, and sends nothing', async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    const account = screen.getByLabelText('Phone or e-mail');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAttribute('placeholder', 'Enter your phone number or e-mail');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please fill this in')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in with the trimmed account, the password and remember me', async () => {
    const onLoggedIn = renderForm();
    fireEvent.change(screen.getByLabelText('Phone or e-mail'), { target: { value: ' 13800138000 ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me for two weeks' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(bodies).toEqual([{ account: '13800138000', password: 'secret123', remember: true }]);
    expect(onLoggedIn).toHaveBeenCalledWith(true);
  });
});
