import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import * as account from '@/lib/bff-client/account';
import messages from '@/messages/zh-CN.json';
import { useVerifyCode, VerifyCodeButton } from './verify-code-button';

const envelope = (data: unknown, code = '0', msg = 'success') => ({
  text: async () => JSON.stringify({ code, msg, data }),
});
let answer = envelope({ expiresAt: '2030-01-01T00:00:00.000Z', resendAfterSeconds: 60 });
const fetchMock = jest.fn(async () => answer);
const body = {
  event: 'LOGIN' as const,
  type: 'SMS' as const,
  cellphoneCode: '86',
  cellphone: '13800138000',
  captchaToken: 't',
};

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  answer = envelope({ expiresAt: '2030-01-01T00:00:00.000Z', resendAfterSeconds: 60 });
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

// The button draws the state its form's hook holds.
function Harness({ prepare }: { prepare: () => typeof body | null }) {
  return <VerifyCodeButton code={useVerifyCode({ prepare })} />;
}

const renderButton = (prepare: () => typeof body | null = () => body) =>
  render(
    <NextIntlClientProvider locale="zh-CN" messages={messages}>
      <Harness prepare={prepare} />
    </NextIntlClientProvider>,
  );

test('after a send the button counts down in seconds, then offers a resend', async () => {
  renderButton();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  });
  expect(fetchMock).toHaveBeenCalledWith(
    account.sendCode.url(body),
    expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }),
  );
  const button = screen.getByRole('button', { name: '重新发送(60s)' });
  expect(button).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('验证码已发送');
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(button).toHaveTextContent('重新发送(59s)');
  for (let i = 0; i < 59; i += 1) {
    act(() => {
      jest.advanceTimersByTime(1000);
    });
  }
  expect(button).toHaveTextContent('重新发送');
  expect(button).not.toHaveTextContent('s)');
  expect(button).toBeEnabled();
});

test('nothing is sent while the form is not ready', async () => {
  renderButton(() => null);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  });
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a refused send starts no countdown and says why beside the button', async () => {
  answer = envelope(null, '3000009', '短信发送失败，请重试');
  renderButton();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  });
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('短信发送失败，请重试');
});
