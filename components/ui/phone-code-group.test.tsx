import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useForm } from 'react-hook-form';
import * as account from '@/lib/bff-client/account';
import messages from '@/messages/en-US.json';
import { PhoneCodeGroup } from './phone-code-group';
import { usePhoneCaptcha } from './use-phone-captcha';

const envelope = (data: unknown) => ({ text: async () => JSON.stringify({ code: '0', msg: 'success', data }) });
let challenges = 0;
let tokens = 0;
let codeBodies: Record<string, unknown>[] = [];
let refuseSends = false;
const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
  if (input === account.sendCode.path) {
    codeBodies.push(JSON.parse(String(init?.body)));
    if (refuseSends)
      return { text: async () => JSON.stringify({ code: '3000010', msg: 'Codes are being sent too often' }) };
    return envelope({ expiresAt: '2030-01-01T00:00:00.000Z', resendAfterSeconds: 60 });
  }
  if (init?.method === 'POST')
    return envelope({ captchaToken: `tok-${(tokens += 1)}`, expiresAt: '2030-01-01T00:00:00.000Z' });
  return envelope({
    challengeId: `c${(challenges += 1)}`,
    image: 'data:image/png;base64,iVBORw0KGgo=',
    expiresAt: '2030-01-01T00:00:00.000Z',
  });
});

beforeEach(() => {
  refuseSends = false;
  challenges = 0;
  tokens = 0;
  codeBodies = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

type Values = { cellphoneCode: string; cellphone: string; email: string; verifyCode: string };

function Harness({ channel, captcha }: { channel: 'phone' | 'email'; captcha: boolean }) {
  const form = useForm<Values>({ defaultValues: { cellphoneCode: '86', cellphone: '', email: '', verifyCode: '' } });
  const group = usePhoneCaptcha({
    form,
    channel,
    event: channel === 'phone' ? 'LOGIN' : 'BIND_EMAIL',
    captchaFirst: captcha ? 'Please complete the verification' : null,
  });
  return (
    <form>
      <PhoneCodeGroup
        id="g"
        group={group}
        labels={
          channel === 'phone'
            ? { target: 'Phone number', code: 'SMS code' }
            : { target: 'New e-mail', code: 'E-mail code' }
        }
      />
      <output data-testid="sent-token">{group.sentToken ?? ''}</output>
    </form>
  );
}

const renderGroup = (channel: 'phone' | 'email' = 'phone', captcha = true) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <Harness channel={channel} captcha={captcha} />
    </NextIntlClientProvider>,
  );

async function clickGetCode() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^(Get code|Resend)$/ }));
  });
}

async function sliderReady() {
  const slider = await screen.findByRole('slider', { name: 'Slider verification' });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  return slider;
}

async function solveSlider() {
  const slider = await sliderReady();
  await act(async () => {
    fireEvent.keyDown(slider, { key: 'Enter' });
  });
  await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Verified'));
}

test('no code is sent before the phone is valid and the slider solved, and each says so', async () => {
  renderGroup();
  await sliderReady();
  await clickGetCode();
  expect(screen.getByText('Please enter a phone number')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Please complete the verification')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13800138000' } });
  await clickGetCode();
  expect(screen.getByText('Please complete the verification')).toBeInTheDocument();
  expect(codeBodies).toEqual([]);
});

test('a send spends the slider token: countdown in seconds, a new slider, and the token kept for the form', async () => {
  renderGroup();
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: ' 13800138000 ' } });
  await solveSlider();
  expect(screen.queryByText('Please complete the verification')).not.toBeInTheDocument();
  jest.useFakeTimers();
  await clickGetCode();
  expect(codeBodies).toEqual([
    { event: 'LOGIN', type: 'SMS', cellphoneCode: '86', cellphone: '13800138000', captchaToken: 'tok-1' },
  ]);
  const button = screen.getByRole('button', { name: 'Resend (60s)' });
  expect(button).toBeDisabled();
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(button).toHaveTextContent('Resend (59s)');
  expect(screen.getByTestId('sent-token')).toHaveTextContent('tok-1');
  // The token went with the send: a new challenge, not yet solved.
  expect(await sliderReady()).not.toHaveAttribute('aria-valuetext', 'Verified');
  expect(challenges).toBe(2);

  for (let i = 0; i < 59; i += 1) {
    act(() => {
      jest.advanceTimersByTime(1000);
    });
  }
  expect(button).toHaveAccessibleName('Resend');
  expect(button).toBeEnabled();
  await clickGetCode();
  expect(screen.getByText('Please complete the verification')).toBeInTheDocument();
  expect(codeBodies).toHaveLength(1);
});

test('a refused send also spent the slider token: a new slider comes for the next try', async () => {
  refuseSends = true;
  renderGroup();
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13800138000' } });
  await solveSlider();
  await clickGetCode();
  expect(codeBodies).toHaveLength(1);
  expect(await sliderReady()).not.toHaveAttribute('aria-valuetext', 'Verified');
  expect(challenges).toBe(2);
  await clickGetCode();
  expect(screen.getByText('Please complete the verification')).toBeInTheDocument();
  expect(codeBodies).toHaveLength(1);
});

test('members get no slider: the code goes to the new e-mail once it is valid', async () => {
  renderGroup('email', false);
  expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  expect(screen.getByLabelText('E-mail code')).toHaveAttribute('id', 'g-code');
  fireEvent.change(screen.getByLabelText('New e-mail'), { target: { value: 'lark@example' } });
  await clickGetCode();
  expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('New e-mail'), { target: { value: 'lark@example.com' } });
  await clickGetCode();
  expect(codeBodies).toEqual([{ event: 'BIND_EMAIL', type: 'EMAIL', email: 'lark@example.com' }]);
  expect(screen.getByRole('button', { name: 'Resend (60s)' })).toBeDisabled();
  expect(fetchMock).not.toHaveBeenCalledWith(account.captchaChallenge.url(), expect.anything());
});
