import type { LimitRule } from '@/lib/bff-server/route';

/** A visitor's tries at one order (or ticket) from one address, and at any from that address, a minute. */
export const PROOF_TRIES_PER_SUBJECT = 5;
export const PROOF_TRIES_PER_ADDRESS = 10;

/**
 * The limits of a lookup by a visitor's proof (the order lookup, the self-service hall's, the irregular flights'):
 * counted per address and subject and per address, never per subject alone, so tries from one address cannot lock
 * the order's real traveller out (decision 12, issue 29 §2). An address not known for sure (`ip` null) shares one
 * bucket per subject. A proof that opens the order gives its hits back (`refundLimits`), as a login does.
 */
export function proofLimits(area: string, ip: string | null, subject: string): LimitRule[] {
  const key = subject.trim().toUpperCase();
  if (!ip) return [{ key: `${area}:unknown:${key}`, limit: PROOF_TRIES_PER_SUBJECT }];
  return [
    { key: `${area}:${ip}:${key}`, limit: PROOF_TRIES_PER_SUBJECT },
    { key: `${area}:ip:${ip}`, limit: PROOF_TRIES_PER_ADDRESS },
  ];
}
