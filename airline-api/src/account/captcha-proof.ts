import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaProofOfWork, CaptchaProofOfWorkAnswer } from '@/lib/contract';
import { randomSecret } from './secrets';

/**
 * The slider's proof of work (decision 54): with each challenge the browser gets an ALTCHA challenge
 * (altcha-lib, SHA-256) and must find the counter that gives the key whose first 16 bytes it is shown. The
 * counter is drawn between WORK_MIN and WORK_MAX, so the work is that many hashes at most: about half a
 * second on a phone in a worker, while the person looks at the picture. It costs a script the same per try.
 *
 * The challenge is signed, and so is the key, with secrets this process draws at start: a restart makes the
 * challenges out then fail their answer, and the person gets a new one. Its `data` names the slider
 * challenge, so a proof goes with one challenge only, which takes one answer.
 */
export const WORK_MIN = 15_000;
export const WORK_MAX = 45_000;
let work = { min: WORK_MIN, max: WORK_MAX };

/**
 * Tests only (airline-api/test/test-server.ts): less work, so suites that solve dozens of sliders run in
 * seconds. Production code never calls it; the attack test puts WORK_MIN and WORK_MAX back to measure them.
 */
export function setProofOfWorkForTests(range: { min: number; max: number }): void {
  work = range;
}
const SIGNATURE_SECRET = randomSecret(32);
const KEY_SIGNATURE_SECRET = randomSecret(32);

export async function proofOfWork(challengeId: string): Promise<CaptchaProofOfWork> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(work.min, work.max + 1),
    data: { challengeId },
    deriveKey,
    hmacSignatureSecret: SIGNATURE_SECRET,
    hmacKeySignatureSecret: KEY_SIGNATURE_SECRET,
  });
  return { parameters: challenge.parameters, signature: challenge.signature ?? '' } as CaptchaProofOfWork;
}

/** True when the answer's proof is this process's challenge for `challengeId`, solved. */
export async function proofIsGood(challengeId: string, answer: CaptchaProofOfWorkAnswer | undefined) {
  if (!answer || answer.challenge.parameters.data?.challengeId !== challengeId) return false;
  const result = await verifySolution({
    challenge: answer.challenge,
    solution: answer.solution,
    deriveKey,
    hmacSignatureSecret: SIGNATURE_SECRET,
    hmacKeySignatureSecret: KEY_SIGNATURE_SECRET,
  });
  return result.verified;
}
