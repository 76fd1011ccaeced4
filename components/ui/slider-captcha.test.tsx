import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { captchaAudio } from '@/lib/bff-client/account';
import messages from '@/messages/en-US.json';
import { SliderCaptcha } from './slider-captcha';

// The proof of work's worker (decision 54) is not in jsdom: solved at once, naming its challenge.
jest.mock('./captcha-proof', () => ({
  solveProofOfWork: async (challenge: { parameters: { data: { challengeId: string } } }) => ({
    challenge,
    solution: { counter: 7, derivedKey: `key-of-${challenge.parameters.data.challengeId}` },
  }),
}));

const challenge = (id: string) => ({
  challengeId: id,
  image: `data:image/png;base64,${id}-picture`,
  piece: `data:image/png;base64,${id}-piece`,
  proofOfWork: { parameters: { data: { challengeId: id } }, signature: 'ab' },
  expiresAt: '2030-01-01T00:00:00.000Z',
});
const proofOf = (id: string) => expect.objectContaining({ solution: { counter: 7, derivedKey: `key-of-${id}` } });
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
  expect(screen.getByText(/the gaps are in the picture/)).toBeInTheDocument();
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
  // With the challenge's proof of work, solved without a pointer (decision 54).
  expect(answers).toEqual([expect.objectContaining({ position: 0.22, challengeId: 'c1', proofOfWork: proofOf('c1') })]);
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
  // The handle carries the notch's shape, the piece to match among the picture's cut-outs (decision 54).
  expect(screen.getByTestId('captcha-piece').style.backgroundImage).toContain('data:image/png;base64,c1-piece');
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

test('two captchas on one page (the login tabs) each get their own challenge', async () => {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <SliderCaptcha id="one" onVerified={jest.fn()} />
      <SliderCaptcha id="two" onVerified={jest.fn()} />
    </NextIntlClientProvider>,
  );
  await waitFor(() => expect(challenges).toBe(2));
  const tracks = await screen.findAllByTestId('captcha-track');
  await waitFor(() =>
    expect(tracks.map((track) => track.getAttribute('data-challenge-id')).sort()).toEqual(['c1', 'c2']),
  );
});

describe('the audio challenge (decision 16)', () => {
  async function openAudio() {
    const slider = await screen.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    const toggle = screen.getByRole('button', { name: 'Audio challenge' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return { slider, field: screen.getByRole('textbox', { name: 'Number you heard' }) };
  }
  const player = () => document.querySelector('audio');

  test("plays the current challenge from the BFF's URL, in the page's language", async () => {
    renderCaptcha();
    const { field } = await openAudio();
    expect(screen.getByText(/Use the audio challenge below/)).toHaveClass('sr-only');
    expect(screen.getByText('Play the recording and type the number you hear')).toBeVisible();
    expect(player()).toHaveAttribute('src', captchaAudio.url({ challengeId: 'c1', locale: 'en-US' }));
    expect(player()).toHaveAttribute('controls');
    expect(player()).toHaveAccessibleName('Verification recording');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription(/Play the recording and type the number you hear/);
    fireEvent.click(screen.getByRole('button', { name: 'Audio challenge' }));
    expect(player()).toBeNull();
  });

  test('an empty field or one that is not a number is refused beside it, and nothing is sent', async () => {
    renderCaptcha();
    const { field } = await openAudio();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the number you heard')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'forty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the number as 1 to 3 digits')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '1234' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field).toHaveAccessibleDescription(/Enter the number as 1 to 3 digits/);
    expect(answers).toEqual([]);
  });

  test('the number heard is answered as its percent; success is the slider success', async () => {
    const onVerified = renderCaptcha();
    const { slider, field } = await openAudio();
    fireEvent.change(field, { target: { value: ' 47 ' } });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => {
      field.dispatchEvent(enter);
    });
    // Enter verifies the number and does not submit the form the captcha sits in.
    expect(enter.defaultPrevented).toBe(true);
    expect(answers).toEqual([
      { challengeId: 'c1', position: 0.47, durationMs: expect.any(Number), proofOfWork: proofOf('c1') },
    ]);
    expect(onVerified).toHaveBeenCalledWith('tok-1');
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(slider).toHaveAttribute('aria-valuetext', 'Verified');
    expect(slider).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Audio challenge' })).toBeNull();
  });

  test('a wrong number says so, brings a new challenge and recording, and keeps the focus in the field', async () => {
    acceptAnswer = false;
    const onVerified = renderCaptcha();
    const { field } = await openAudio();
    fireEvent.change(field, { target: { value: '５２' } }); // full-width digits, as a Chinese input method types
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(answers).toEqual([expect.objectContaining({ challengeId: 'c1', position: 0.52 })]);
    // Told as a miss by ear, not 'drag the slider again'.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'That was not the number. Listen to the new recording and try again.',
      ),
    );
    expect(onVerified).toHaveBeenCalledWith(null);
    expect(challenges).toBe(2);
    await waitFor(() => expect(player()).toHaveAttribute('src', expect.stringContaining('challengeId=c2')));
    expect(screen.getByRole('button', { name: 'Audio challenge' })).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/That was not the number/);
  });

  test('a recording that cannot be loaded says so and offers a new one', async () => {
    renderCaptcha();
    await openAudio();
    fireEvent.error(player()!);
    expect(screen.getByRole('alert')).toHaveTextContent('The recording could not be loaded.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get a new recording' }));
    });
    await waitFor(() => expect(player()).toHaveAttribute('src', expect.stringContaining('challengeId=c2')));
    expect(screen.queryByText(/The recording could not be loaded/)).toBeNull();
  });
});
