import { guardianIssues, guardiansOf, positionalGuardians } from './guardian-rules';

// Spec §5 Passengers (guardian 18 or over; one adult brings at most 2 children, or 1 child and 1 infant);
// issue 28 §1 and decision 50: the chosen guardian is kept, the positional one only where none was chosen.

const ADULT = { type: 'ADT' as const, birthday: '1990-01-01' };
const TEEN = { type: 'ADT' as const, birthday: '2008-12-11' };
const CHILD = { type: 'CHD' as const, birthday: '2019-01-01' };
const INFANT = { type: 'INF' as const, birthday: '2026-05-01' };
const FLIGHT = '2026-12-10';

describe('positionalGuardians', () => {
  it('puts each infant on the next adult and every child with the first', () => {
    expect(positionalGuardians(['ADT', 'ADT', 'CHD', 'INF', 'INF'])).toEqual([null, null, 0, 0, 1]);
    expect(positionalGuardians(['ADT', 'INF', 'INF'])).toEqual([null, 0, null]);
    expect(positionalGuardians(['CHD'])).toEqual([null]);
  });
});

describe('guardiansOf', () => {
  it('keeps the chosen guardian and fills only the missing ones by position', () => {
    const party = [ADULT, ADULT, { ...INFANT, guardian: 1 }, CHILD];
    expect(guardiansOf(party)).toEqual([null, null, 1, 0]);
  });
});

describe('guardianIssues', () => {
  it('accepts one infant on the second adult', () => {
    expect(guardianIssues([ADULT, ADULT, { ...INFANT, guardian: 1 }], FLIGHT)).toEqual([null, null, null]);
  });

  it('needs an adult of the booking', () => {
    expect(guardianIssues([ADULT, { ...INFANT, guardian: 2 }], FLIGHT)[1]).toBe('guardianRequired');
    expect(guardianIssues([ADULT, CHILD, { ...INFANT, guardian: 1 }], FLIGHT)[2]).toBe('guardianRequired');
    expect(guardianIssues([ADULT, { ...INFANT, guardian: null }], FLIGHT)[1]).toBe('guardianRequired');
  });

  it('needs the guardian 18 on the first flight date: the day before the birthday no, the birthday yes', () => {
    expect(guardianIssues([TEEN, { ...CHILD, guardian: 0 }], '2026-12-10')[1]).toBe('guardianTooYoung');
    expect(guardianIssues([TEEN, { ...CHILD, guardian: 0 }], '2026-12-11')[1]).toBeNull();
  });

  it('allows 2 dependants of whom 1 infant per guardian, not a third or a second infant', () => {
    expect(guardianIssues([ADULT, { ...CHILD, guardian: 0 }, { ...INFANT, guardian: 0 }], FLIGHT)).toEqual([
      null,
      null,
      null,
    ]);
    expect(
      guardianIssues(
        [ADULT, { ...CHILD, guardian: 0 }, { ...CHILD, guardian: 0 }, { ...CHILD, guardian: 0 }],
        FLIGHT,
      )[3],
    ).toBe('companionLimit');
    expect(guardianIssues([ADULT, ADULT, { ...INFANT, guardian: 1 }, { ...INFANT, guardian: 1 }], FLIGHT)[3]).toBe(
      'companionLimit',
    );
  });
});
