/// <reference lib="webworker" />
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { CaptchaProofOfWork } from '@/lib/contract/captcha';

/**
 * The slider captcha's proof of work (decision 54), off the page's thread: counts up until the key starts
 * with the challenge's prefix (altcha-lib, Web Crypto SHA-256), then posts the counter and key, or null.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<CaptchaProofOfWork>) => {
  const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: 60_000 }).catch(() => null);
  scope.postMessage(solution ? { counter: solution.counter, derivedKey: solution.derivedKey } : null);
};
