import { PROOF_TRIES_PER_ADDRESS, PROOF_TRIES_PER_SUBJECT, proofLimits } from './proof-limits';

describe('the limits of a lookup by proof (issue 29 §2; decision 12)', () => {
  it('counts per address and order, and per address: never per order alone', () => {
    const a = proofLimits('lookup', '127.0.0.2', 'yq2026120100000001 ');
    const b = proofLimits('lookup', '127.0.0.3', 'YQ2026120100000001');
    expect(a).toEqual([
      { key: 'lookup:127.0.0.2:YQ2026120100000001', limit: PROOF_TRIES_PER_SUBJECT },
      { key: 'lookup:ip:127.0.0.2', limit: PROOF_TRIES_PER_ADDRESS },
    ]);
    // Two visitors share no counter, so one's wrong tries cannot refuse the other.
    expect(a.map((r) => r.key).filter((k) => b.some((r) => r.key === k))).toEqual([]);
  });

  it('keeps areas apart, and gives an address not known for sure one bucket per order', () => {
    expect(proofLimits('self-service', '127.0.0.2', 'x')[0]!.key).toBe('self-service:127.0.0.2:X');
    expect(proofLimits('lookup', null, 'YQ1')).toEqual([{ key: 'lookup:unknown:YQ1', limit: PROOF_TRIES_PER_SUBJECT }]);
  });
});
