'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import * as account from '@/lib/bff-client/account';
import type { CaptchaChallenge } from '@/lib/contract/captcha';
import { Button } from './button';
import { heardNumber } from './slider-captcha-input';
import { TextField } from './text-field';
import type { CaptchaOutcome } from './use-captcha-challenge';

type Props = {
  /** The slider's id: the panel's ids are made from it. */
  id: string;
  open: boolean;
  challenge: CaptchaChallenge | null;
  /** The slider's message line, which the field is also described by. */
  messageId: string;
  busy: boolean;
  /** Answers a position (the number heard over 100). */
  onAnswer: (position: number) => Promise<CaptchaOutcome>;
  /** The answer passed: the panel goes with the challenge. */
  onPassed: () => void;
  onReload: () => void;
};

/**
 * The audio challenge (decision 16): the same challenge's notch read aloud as a whole percent, for someone who
 * cannot see the picture. Stays mounted while closed, so a number typed survives closing the panel.
 */
export function CaptchaAudioPanel({ id, open, challenge, messageId, busy, onAnswer, onPassed, onReload }: Props) {
  const t = useTranslations('Captcha');
  const locale = useLocale() === 'en-US' ? 'en-US' : 'zh-CN';
  const [heard, setHeard] = useState('');
  const [heardError, setHeardError] = useState<string | undefined>();
  // The recording that failed to load, by challenge: a new challenge brings a new recording.
  const [brokenFor, setBrokenFor] = useState<string | null>(null);
  const heardField = useRef<HTMLInputElement>(null);
  const audioId = `${id}-audio`;
  const audioHintId = `${id}-audio-hint`;
  const broken = !!challenge && brokenFor === challenge.challengeId;

  async function submitHeard() {
    const number = heardNumber(heard);
    if (!number) return setHeardError(t('audioEmpty'));
    if (!/^\d{1,3}$/.test(number)) return setHeardError(t('audioNotNumber'));
    setHeardError(undefined);
    const outcome = await onAnswer(Math.min(Number(number), 100) / 100);
    if (outcome === 'passed') onPassed();
    else if (outcome === 'missed') {
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

  return (
    <div id={audioId} hidden={!open} className="mt-1 space-y-2 rounded-md border border-slate-300 p-3">
      {open && (
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
              onError={() => setBrokenFor(challenge.challengeId)}
              className="block w-full max-w-full"
            />
          )}
          {broken && (
            <p role="alert" className="text-sm text-red-700">
              {t('audioUnavailable')}{' '}
              <Button variant="link" className="min-h-6" onClick={onReload}>
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
              <Button variant="outline" onClick={() => void submitHeard()} busy={busy}>
                {t('audioVerify')}
              </Button>
            }
          />
        </>
      )}
    </div>
  );
}
