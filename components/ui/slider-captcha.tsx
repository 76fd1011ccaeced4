'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from './button';
import { CaptchaAudioPanel } from './captcha-audio-panel';
import { clamp, KEY_STEPS, percent } from './slider-captcha-input';
import { useCaptchaChallenge } from './use-captcha-challenge';

type Props = {
  id: string;
  /** The token once the slider is solved, null when a new challenge replaces it. */
  onVerified: (token: string | null) => void;
  /** 'please complete the verification', shown when a form needs the captcha first. */
  error?: string;
};

/**
 * The slider captcha of spec §4/§8: move the handle onto the notch by pointer or keyboard (arrows 1 %,
 * PageUp/PageDown 10 %, Home/End), release or press Enter; airline-api checks the position. The notch is
 * drawn in the challenge's picture, stretched over the track: where it is, the browser is never told. The
 * picture has decoys too; the handle carries the notch's shape (decision 54).
 *
 * For someone who cannot see the picture, the audio challenge (decision 16) reads the same challenge's
 * notch aloud as a whole percent; the number typed is answered as the position `number / 100`.
 */
export function SliderCaptcha({ id, onVerified, error }: Props) {
  const t = useTranslations('Captcha');
  const { challenge, status, failed, submit, reload } = useCaptchaChallenge(onVerified);
  // The handle's place on this challenge's track: a new challenge starts at 0.
  const [moved, setMoved] = useState({ challengeId: '', at: 0 });
  const [audioOpen, setAudioOpen] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const slider = useRef<HTMLDivElement>(null);
  const challengeId = challenge?.challengeId ?? '';
  const position = moved.challengeId === challengeId ? moved.at : 0;
  const moveTo = (at: number) => setMoved({ challengeId, at });

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
    setMoved((prev) => ({ challengeId, at: clamp(step(prev.challengeId === challengeId ? prev.at : 0)) }));
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
    if (dragging.current) moveTo(positionAt(event.clientX));
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!dragging.current) return;
    dragging.current = false;
    const at = positionAt(event.clientX);
    moveTo(at);
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
            {challenge && !passed ? (
              // The piece: the notch's shape, to find among the picture's cut-outs (decision 54).
              <span
                aria-hidden="true"
                data-testid="captcha-piece"
                className="block h-7 w-7 rounded-sm bg-cover"
                style={{ backgroundImage: `url(${challenge.piece})` }}
              />
            ) : (
              <span aria-hidden="true">{passed ? '✓' : '»'}</span>
            )}
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
            aria-controls={`${id}-audio`}
            onClick={() => setAudioOpen((open) => !open)}
          >
            {t('audioToggle')}
          </Button>
          <CaptchaAudioPanel
            id={id}
            open={audioOpen}
            challenge={challenge}
            messageId={messageId}
            busy={status === 'checking' || status === 'loading'}
            onAnswer={submit}
            onPassed={() => {
              // The panel goes with the challenge; the slider, now showing 'verified', takes the focus.
              setAudioOpen(false);
              slider.current?.focus();
            }}
            onReload={reload}
          />
        </div>
      )}
    </div>
  );
}
