'use client';

import { useEffect, useRef, useState } from 'react';
import * as account from '@/lib/bff-client/account';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { CaptchaChallenge, CaptchaProofOfWorkAnswer } from '@/lib/contract/captcha';
import { solveProofOfWork } from './captcha-proof';

export type CaptchaStatus = 'loading' | 'ready' | 'checking' | 'passed' | 'initFailed';
export type CaptchaOutcome = 'passed' | 'missed' | 'busy';

export type CaptchaChallengeState = {
  challenge: CaptchaChallenge | null;
  status: CaptchaStatus;
  /** The last answer was refused (cleared by a pass or a reload). */
  failed: boolean;
  /** Sends a position; a miss burns the challenge, so a new one is loaded ('missed' once it is there). */
  submit: (position: number) => Promise<CaptchaOutcome>;
  /** A new challenge, the slider loading meanwhile. */
  reload: () => void;
};

/**
 * The challenge of one slider captcha (components/ui/slider-captcha.tsx) and its answer. Each slider asks for
 * its own challenge (share: false): two captchas on one page (the login dialog's tabs) must not get the same
 * one-use challenge. A miss keeps 'checking' until the next challenge is there, as the slider shows no loading.
 *
 * Each challenge's proof of work (decision 54) is solved in a worker as soon as it arrives, whatever the
 * person then uses (pointer, keys or the audio form); an answer given before it is done waits for it.
 */
export function useCaptchaChallenge(onVerified: (token: string | null) => void): CaptchaChallengeState {
  const query = useBffQuery(account.captchaChallenge, undefined, { share: false });
  const [verdict, setVerdict] = useState<'open' | 'checking' | 'passed'>('open');
  const [reloading, setReloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const challenge = query.data ?? null;
  const proof = useRef<{ challengeId: string; solved: Promise<CaptchaProofOfWorkAnswer | null> } | null>(null);
  useEffect(() => {
    if (challenge && proof.current?.challengeId !== challenge.challengeId)
      proof.current = { challengeId: challenge.challengeId, solved: solveProofOfWork(challenge.proofOfWork) };
  }, [challenge]);
  const status: CaptchaStatus =
    verdict !== 'open' ? verdict : query.isPending || reloading ? 'loading' : query.isError ? 'initFailed' : 'ready';

  async function submit(position: number): Promise<CaptchaOutcome> {
    if (!challenge || status !== 'ready') return 'busy';
    setVerdict('checking');
    const solved = proof.current?.challengeId === challenge.challengeId ? await proof.current.solved : null;
    const result = await account.captchaAnswer.call(
      {
        challengeId: challenge.challengeId,
        position,
        // The time since the challenge arrived: airline-api refuses answers given too fast to be a person's.
        durationMs: Date.now() - query.settledAt,
        ...(solved ? { proofOfWork: solved } : {}),
      },
      { quiet: true },
    );
    if (result.ok) {
      setFailed(false);
      setVerdict('passed');
      onVerified(result.data.captchaToken);
      return 'passed';
    }
    setFailed(true);
    onVerified(null);
    await query.refetch();
    setVerdict('open');
    return 'missed';
  }

  function reload() {
    setReloading(true);
    setFailed(false);
    const done = () => setReloading(false);
    void query.refetch().then(done, done);
  }

  return { challenge, status, failed, submit, reload };
}
