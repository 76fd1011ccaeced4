'use client';

import type { CaptchaProofOfWork, CaptchaProofOfWorkAnswer } from '@/lib/contract/captcha';

type Solution = CaptchaProofOfWorkAnswer['solution'];

/**
 * Solves a challenge's proof of work (decision 54) in a Web Worker, while the person looks at the picture:
 * about half a second on a phone, a few hundred milliseconds on a computer. Null when it could not be solved
 * (no worker, an error): the answer then goes without it, fails, and a new challenge comes.
 */
export function solveProofOfWork(challenge: CaptchaProofOfWork): Promise<CaptchaProofOfWorkAnswer | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./captcha-proof.worker.ts', import.meta.url), { type: 'module' });
    const done = (solution: Solution | null) => {
      worker.terminate();
      resolve(solution ? { challenge, solution } : null);
    };
    worker.onmessage = (event: MessageEvent<Solution | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });
}
