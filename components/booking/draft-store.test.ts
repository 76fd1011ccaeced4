import { draftBody } from './draft-body';
import { clearDraft, draftKey, loadDraft, newDraft, passengerSlots, saveDraft } from './draft-store';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const slots = passengerSlots({ adults: 1, children: 1, infants: 1 });

describe('draft store', () => {
  it('lists slots adults first, then children, then infants', () => {
    expect(passengerSlots({ adults: 2, children: 1, infants: 1 })).toEqual(['ADT', 'ADT', 'CHD', 'INF']);
  });

  it('keeps a draft per search under booking-draft:<query>', () => {
    const store = memory();
    const draft = newDraft(slots, 'NI', 'key-12345678');
    saveDraft('trip=OW', draft, store);
    expect([...store.map.keys()]).toEqual([draftKey('trip=OW')]);
    expect(loadDraft('trip=OW', slots, store)).toEqual(draft);
    expect(loadDraft('trip=RT', slots, store)).toBeNull();
    clearDraft('trip=OW', store);
    expect(loadDraft('trip=OW', slots, store)).toBeNull();
  });

  it('drops a draft that no longer fits the passengers of the search, or is not JSON', () => {
    const store = memory();
    saveDraft('q', newDraft(['ADT'], 'NI', 'key-12345678'), store);
    expect(loadDraft('q', slots, store)).toBeNull();
    store.setItem(draftKey('q'), '{oops');
    expect(loadDraft('q', ['ADT'], store)).toBeNull();
  });

  it('children start with the first adult as guardian, infants each on the next adult (spec §5)', () => {
    const draft = newDraft(slots, 'NI', 'k');
    expect(draft.passengers.map((p) => p.guardian)).toEqual(['', '0', '0']);
    const family = newDraft(passengerSlots({ adults: 2, children: 1, infants: 2 }), 'NI', 'k');
    expect(family.passengers.map((p) => p.guardian)).toEqual(['', '', '0', '0', '1']);
  });
});

describe('draftBody', () => {
  it('trims, upper-cases English names and numbers, and sends no guardian for an adult', () => {
    const draft = newDraft(['ADT'], 'PP', 'k');
    draft.passengers[0] = {
      ...draft.passengers[0]!,
      surname: ' zhang ',
      givenName: 'san',
      gender: 'F',
      birthday: '1990-01-01',
      certificateNumber: ' e1234567 ',
      certificateValidity: '',
    };
    const body = draftBody('q', draft, true);
    const p = body.passengers[0]!;
    expect(p).toMatchObject({ surname: 'ZHANG', givenName: 'SAN', certificateNumber: 'E1234567', gender: 'F' });
    expect(p.name).toBeUndefined();
    expect(p.certificateValidity).toBeUndefined();
    expect(p).not.toHaveProperty('guardian');
    expect(body.agreeTerms).toBe(true);
  });

  it("sends each child's and infant's chosen guardian as the adult's index (issue 28 §1)", () => {
    const draft = newDraft(passengerSlots({ adults: 2, children: 0, infants: 1 }), 'NI', 'k');
    draft.passengers[2] = { ...draft.passengers[2]!, guardian: '1' };
    expect(draftBody('q', draft, true).passengers.map((p) => p.guardian)).toEqual([undefined, undefined, 1]);
    draft.passengers[2] = { ...draft.passengers[2]!, guardian: '' };
    expect(draftBody('q', draft, true).passengers[2]).not.toHaveProperty('guardian');
  });
});
