import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en-US.json';
import { SliderCaptcha } from './slider-captcha';

const challenge = (id: string) => ({
  challengeId: id,
  image: `data:image/png;base64,${id}-picture`,
  expiresAt: '2030-01-01T00:00:00.000Z',
});
const envelope = (data: unknown, code = '0', msg = 'success') => ({
  text: async () => JSON.stringify({ code, msg, data }),
});

let answers: { position: number }[] = [];
let acceptAnswer = true;
let challengeFails = false;
let challenges = 0;
const fetchMock = jest.fn(async (_input: string, init?: RequestInit): Promise<{ text: () => Promise<string> }> => {
  if (init?.method === 'POST') {
    answers.push(JSON.parse(String(init.body)));
    return acceptAnswer
      ? envelope({ captchaToken: 'tok-1', expiresAt: '2030-01-01T00:00:00.000Z' })
      : envelope(null, '3000004', 'verification failed');
  }
  return challengeFails ? envelope(null, '5000502', 'down') : envelope(challenge(`c${(challenges += 1)}`));
});

beforeEach(() => {
  answers = [];
  acceptAnswer = true;
  challengeFails = false;
  challenges = 0;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderCaptcha(onVerified = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <SliderCaptcha id="cap" onVerified={onVerified} />
    </NextIntlClientProvider>,
  );
  return onVerified;
}

test('the keyboard alone solves it: arrows, PageUp and Enter send the position', async () => {
  const onVerified = renderCaptcha();
  const slider = await screen.findByRole('slider', { name: 'Slider verification' });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  expect(screen.getByText(/onto the gap in the picture/)).toBeInTheDocument();
  fireEvent.keyDown(slider, { key: 'PageUp' });
  fireEvent.keyDown(slider, { key: 'PageUp' });
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.keyDown(slider, { key: 'ArrowLeft' });
  expect(slider).toHaveAttribute('aria-valuenow', '22');
  expect(slider).toHaveAttribute('aria-valuetext', '22%');
  await act(async () => {
    fireEvent.keyDown(slider, { key: 'Enter' });
  });
  expect(answers).toEqual([expect.objectContaining({ position: 0.22, challengeId: 'c1' })]);
  expect(onVerified).toHaveBeenCalledWith('tok-1');
  expect(screen.getByRole('status')).toHaveTextContent('Verified');
});

test("the track shows the challenge's picture; no text or attribute says where the notch is", async () => {
  renderCaptcha();
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  const track = screen.getByTestId('captcha-track');
  expect(track.style.backgroundImage).toContain('data:image/png;base64,c1-picture');
  expect(track).toHaveAttribute('data-challenge-id', 'c1');
  expect(slider).toHaveAttribute('aria-valuenow', '0');
  expect(screen.queryByTestId('captcha-notch')).toBeNull();
});

test('Home and End go to the ends, and the handle stays within 0..100', async () => {
  renderCaptcha();
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'PageUp' });
  expect(slider).toHaveAttribute('aria-valuenow', '100');
  fireEvent.keyDown(slider, { key: 'Home' });
  fireEvent.keyDown(slider, { key: 'ArrowLeft' });
  expect(slider).toHaveAttribute('aria-valuenow', '0');
});

test('a refused answer says so and brings a new challenge', async () => {
  acceptAnswer = false;
  const onVerified = renderCaptcha();
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  await act(async () => {
    fireEvent.keyDown(slider, { key: 'Enter' });
  });
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed, drag the slider again'),
  );
  expect(onVerified).toHaveBeenCalledWith(null);
  expect(challenges).toBe(2);
});

test('a challenge that cannot load offers "click to reload"', async () => {
  challengeFails = true;
  renderCaptcha();
  const reload = await screen.findByRole('button', { name: 'Could not load: click to reload' });
  challengeFails = false;
  await act(async () => {
    fireEvent.click(reload);
  });
  expect(await screen.findByRole('slider')).toBeInTheDocument();
});
