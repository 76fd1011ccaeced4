import { createHash } from 'node:crypto';
import type { CaptchaProofOfWork, CaptchaProofOfWorkAnswer } from '@/lib/contract';

/**
 * Solves a challenge's proof of work (decision 54) as a script would: SHA-256 of salt, nonce and a 32-bit
 * counter, counting up until the key starts with the prefix. Synchronous and in Node, so about 20–60 ms, the
 * cheapest a machine pays (a phone's worker takes about ten times as long).
 */
export function solveProofOfWork(challenge: CaptchaProofOfWork): CaptchaProofOfWorkAnswer {
  const { salt, nonce, keyPrefix, keyLength } = challenge.parameters;
  const head = Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex')]);
  const input = Buffer.alloc(head.length + 4);
  head.copy(input);
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    input.writeUInt32BE(counter, head.length);
    const key = createHash('sha256')
      .update(input)
      .digest('hex')
      .slice(0, keyLength * 2);
    if (key.startsWith(keyPrefix)) return { challenge, solution: { counter, derivedKey: key } };
  }
  throw new Error('no counter solves the proof of work');
}
