import {
  ADD_ON_DRAFT_TTL_MS,
  parseAddOnDraft,
  picksOf,
  segmentsWithPicks,
  withChoice,
  withSegmentPicks,
  type AddOnPick,
} from './add-on-draft';

// Issue 15 §2: the add-on pages keep their choices per order in the tab, for 30 minutes.

const NOW = Date.parse('2026-12-01T02:00:00Z');
const raw = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ picks: { '0': [{ kind: 'PRIORITY', passengerId: 'P1' }] }, claim: null, savedAt: NOW, ...over });

describe('the add-on draft', () => {
  it('lasts 30 minutes: at 30 minutes it is still read, 1 ms later it is gone; a future one is refused', () => {
    expect(parseAddOnDraft(raw(), NOW + ADD_ON_DRAFT_TTL_MS)).not.toBeNull();
    expect(parseAddOnDraft(raw(), NOW + ADD_ON_DRAFT_TTL_MS + 1)).toBeNull();
    expect(parseAddOnDraft(raw({ savedAt: NOW + 1 }), NOW)).toBeNull();
    expect(parseAddOnDraft('not json', NOW)).toBeNull();
    expect(parseAddOnDraft(null, NOW)).toBeNull();
  });

  it('keeps only well-formed picks of segments 0-3 and a whole claim account', () => {
    const draft = parseAddOnDraft(
      raw({
        picks: {
          '0': [
            { kind: 'MEAL', passengerId: 'P1', productCode: 'MEAL_RICE' },
            { kind: 'SOUP', passengerId: 'P1' },
          ],
          '7': [{ kind: 'PRIORITY', passengerId: 'P1' }],
          '1': [{ kind: 'BAGGAGE', passengerId: 'P1' }],
        },
        claim: { provinceCode: '440000', bank: 'ICBC' },
      }),
      NOW,
    )!;
    expect(draft.picks).toEqual({ '0': [{ kind: 'MEAL', passengerId: 'P1', productCode: 'MEAL_RICE' }], '1': [] });
    expect(draft.claim).toBeNull();
    expect(segmentsWithPicks(draft)).toEqual([0]);
    expect(picksOf(draft, 1)).toEqual([]);
  });

  it('replaces one choice per passenger and kind; insurance product by product', () => {
    let picks: AddOnPick[] = [];
    picks = withChoice(picks, 'P1', 'BAGGAGE', 'BAG10');
    picks = withChoice(picks, 'P1', 'BAGGAGE', 'BAG20');
    picks = withChoice(picks, 'P2', 'BAGGAGE', 'BAG5');
    picks = withChoice(picks, 'P1', 'INSURANCE', 'INS_DELAY');
    picks = withChoice(picks, 'P1', 'INSURANCE', 'INS_BAGGAGE');
    picks = withChoice(picks, 'P1', 'PRIORITY', 'PRIORITY');
    expect(picks).toEqual([
      { kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG20' },
      { kind: 'BAGGAGE', passengerId: 'P2', productCode: 'BAG5' },
      { kind: 'INSURANCE', passengerId: 'P1', productCode: 'INS_DELAY' },
      { kind: 'INSURANCE', passengerId: 'P1', productCode: 'INS_BAGGAGE' },
      { kind: 'PRIORITY', passengerId: 'P1' },
    ]);
    picks = withChoice(picks, 'P1', 'INSURANCE', 'INS_DELAY', false);
    picks = withChoice(picks, 'P2', 'BAGGAGE', null);
    picks = withChoice(picks, 'P1', 'PRIORITY', 'PRIORITY', false);
    expect(picks).toEqual([
      { kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG20' },
      { kind: 'INSURANCE', passengerId: 'P1', productCode: 'INS_BAGGAGE' },
    ]);
    expect(withSegmentPicks(null, 1, picks)).toEqual({ picks: { '1': picks }, claim: null });
  });
});
