'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import * as account from '@/lib/bff-client/account';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import type { CaptchaChallenge } from '@/lib/contract/captcha';
import { Button } from './button';
import { TextField } from './text-field';

type Status = 'loading' | 'ready' | 'checking' | 'passed' | 'initFailed';
type Props = {
  id: string;
  /** The token once the slider is solved, null when a new challenge replaces it. */
  onVerified: (token: string | null) => void;
  /** 'please complete the verification', shown when a form needs the captcha first. */
  error?: string;
};

const KEY_STEPS: Record<string, (p: number) => number> = {
  ArrowRight: (p) => p + 0.01,
  ArrowUp: (p) => p + 0.01,
  ArrowLeft: (p) => p - 0.01,
  ArrowDown: (p) => p - 0.01,
  PageUp: (p) => p + 0.1,
  PageDown: (p) => p - 0.1,
  Home: () => 0,
  End: () => 1,
};
const requestChallenge = () => account.captchaChallenge.call(undefined, { quiet: true });
const clamp = (p: number) => Math.min(1, Math.max(0, Math.round(p * 1000) / 1000));
const percent = (p: number) => Math.round(p * 100);
/** What the audio answer field takes: 1–3 digits, full-width ones (a Chinese input method's) included. */
const heardNumber = (text: string) => text.trim().replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10));

/**
 * The slider captcha of spec §4/§8: move the handle onto the notch by pointer or keyboard (arrows 1 %,
 * PageUp/PageDown 10 %, Home/End), release or press Enter; airline-api checks the position. The notch is
 * drawn in the challenge's picture, stretched over the track: where it is, the browser is never told.
 *
 * For someone who cannot see the picture, the audio challenge (decision 16) reads the same challenge's
 * notch aloud as a whole percent; the number typed is answered as the position `number / 100`.
 */
export function SliderCaptcha({ id, onVerified, error }: Props) {
  const t = useTranslations('Captcha');
  const locale = useLocale() === 'en-US' ? 'en-US' : 'zh-CN';
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [position, setPosition] = useState(0);
  const [failed, setFailed] = useState(false);
  const [audioOpen, setAudioOpen] = useState(false);
  const [heard, setHeard] = useState('');
  const [heardError, setHeardError] = useState<string | undefined>();
  const [audioBroken, setAudioBroken] = useState(false);
  const shownAt = useRef(0);
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const slider = useRef<HTMLDivElement>(null);
  const heardField = useRef<HTMLInputElement>(null);

  const apply = useCallback((result: BffResult<CaptchaChallenge>) => {
    if (!result.ok) return setStatus('initFailed');
    shownAt.current = Date.now();
    setChallenge(result.data);
    setPosition(0);
    setAudioBroken(false);
    setStatus('ready');
  }, []);
  const fetchChallenge = () => requestChallenge().then(apply);

  useEffect(() => {
    let live = true;
    void requestChallenge().then((result) => live && apply(result));
    return () => {
      live = false;
    };
  }, [apply]);

  function reload() {
    setStatus('loading');
    setFailed(false);
    void fetchChallenge();
  }

  /** Sends an answer; a miss burns the challenge, so a new one is loaded ('missed' once it is there). */
  async function submit(at: number): Promise<'passed' | 'missed' | 'busy'> {
    if (!challenge || status !== 'ready') return 'busy';
    setStatus('checking');
    const result = await account.captchaAnswer.call(
      { challengeId: challenge.challengeId, position: at, durationMs: Date.now() - shownAt.current },
      { quiet: true },
    );
    if (result.ok) {
      setFailed(false);
      setStatus('passed');
      onVerified(result.data.captchaToken);
      return 'passed';
    }
    setFailed(true);
    onVerified(null);
    await fetchChallenge();
    return 'missed';
  }

  async function submitHeard() {
    const number = heardNumber(heard);
    if (!number) return setHeardError(t('audioEmpty'));
    if (!/^\d{1,3}$/.test(number)) return setHeardError(t('audioNotNumber'));
    setHeardError(undefined);
    const outcome = await submit(Math.min(Number(number), 100) / 100);
    if (outcome === 'passed') {
      // The panel goes with the challenge; the slider, now showing 'verified', takes the focus.
      setAudioOpen(false);
      slider.current?.focus();
    } else if (outcome === 'missed') {
      // A new challenge and recording: the field is cleared and keeps the focus for the next try.
      setHeard('');
      heardField.current?.focus();
    }
  }

  function onHeardKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // The captcha sits inside the page's form: Enter verifies the number rather than submitting it.
    event.preventDefault();
    void submitHeard();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (status !== 'ready') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit(position);
      return;
    }
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    setPosition((p) => clamp(step(p)));
  }

  const positionAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? clamp((clientX - rect.left) / rect.width) : 0;
  };
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (status !== 'ready') return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) setPosition(positionAt(event.clientX));
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!dragging.current) return;
    dragging.current = false;
    const at = positionAt(event.clientX);
    setPosition(at);
    void submit(at);
  }

  if (status === 'initFailed') {
    return (
      <Button variant="secondary" block onClick={reload} className="text-sm">
        {t('reload')}
      </Button>
    );
  }

  const passed = status === 'passed';
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const audioId = `${id}-audio`;
  const audioHintId = `${id}-audio-hint`;
  // A miss by ear is told as one: 'drag the slider again' would not help someone who cannot see it.
  const missed = audioOpen ? t('audioFailed') : t('failed');
  const message = passed ? t('passed') : failed ? missed : status === 'checking' ? t('checking') : (error ?? '');
  return (
    <div>
      <p id={hintId} className="mb-1 text-sm text-slate-700">
        {t('instructions')}
        {challenge && !passed && <span className="sr-only">{`${t('keyboardHint')} ${t('audioHint')}`}</span>}
      </p>
      <div
        className={`h-10 rounded-md border px-5 ${passed ? 'border-brand-700 bg-brand-50' : 'border-slate-400 bg-slate-100'}`}
      >
        <div
          ref={track}
          data-testid="captcha-track"
          data-challenge-id={challenge && !passed ? challenge.challengeId : undefined}
          className="relative h-full bg-no-repeat"
          style={
            challenge && !passed
              ? { backgroundImage: `url(${challenge.image})`, backgroundSize: '100% 100%' }
              : undefined
          }
        >
          <div
            ref={slider}
            id={id}
            role="slider"
            tabIndex={status === 'loading' ? -1 : 0}
            aria-label={t('label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent(passed ? 1 : position)}
            aria-valuetext={passed ? t('passed') : t('valueText', { value: percent(position) })}
            aria-describedby={`${hintId} ${messageId}`}
            aria-disabled={status !== 'ready' || undefined}
            aria-invalid={(!passed && (failed || Boolean(error))) || undefined}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            className="absolute top-0 flex h-full w-10 cursor-grab touch-none select-none items-center justify-center rounded-md bg-brand-700 text-white shadow"
            style={{ left: `calc(${(passed ? 1 : position) * 100}% - 20px)` }}
          >
            <span aria-hidden="true">{passed ? '✓' : '»'}</span>
          </div>
        </div>
      </div>
      <p id={messageId} role="status" className={`mt-1 min-h-5 text-sm ${passed ? 'text-brand-700' : 'text-red-700'}`}>
        {message}
      </p>
      {!passed && (
        <div>
          <Button
            variant="link"
            className="min-h-6 text-sm"
            aria-expanded={audioOpen}
            aria-controls={audioId}
            onClick={() => setAudioOpen((open) => !open)}
          >
            {t('audioToggle')}
          </Button>
          <div id={audioId} hidden={!audioOpen} className="mt-1 space-y-2 rounded-md border border-slate-300 p-3">
            {audioOpen && (
              <>
                <p id={audioHintId} className="text-sm text-slate-700">
                  {t('audioInstructions')}
                </p>
                {challenge && (
                  <audio
                    key={challenge.challengeId}
                    controls
                    preload="auto"
                    aria-label={t('audioPlayer')}
                    src={account.captchaAudio.url({ challengeId: challenge.challengeId, locale })}
                    onError={() => setAudioBroken(true)}
                    className="block w-full max-w-full"
                  />
                )}
                {audioBroken && (
                  <p role="alert" className="text-sm text-red-700">
                    {t('audioUnavailable')}{' '}
                    <Button variant="link" className="min-h-6" onClick={reload}>
                      {t('audioReload')}
                    </Button>
                  </p>
                )}
                <TextField
                  ref={heardField}
                  id={`${id}-audio-answer`}
                  label={t('audioLabel')}
                  inputMode="numeric"
                  autoComplete="off"
                  value={heard}
                  onChange={(event) => setHeard(event.target.value)}
                  onKeyDown={onHeardKeyDown}
                  error={heardError}
                  aria-describedby={`${audioHintId} ${messageId}`}
                  addon={
                    <Button
                      variant="outline"
                      onClick={() => void submitHeard()}
                      busy={status === 'checking' || status === 'loading'}
                    >
                      {t('audioVerify')}
                    </Button>
                  }
                />
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
