import type { DraftInput } from '@/lib/draft/draft-store';
import {
  ADD_ON_DRAFT_TTL_MS,
  addOnDrafts,
  parseAddOnDraft,
  picksOf,
  segmentsWithPicks,
  withChoice,
  withMailing,
  withSegmentPicks,
  type AddOnDraft,
  type AddOnPick,
} from './add-on-draft';

// Decision 28: the add-on pages keep their choices per order in the tab, for 30 minutes.

const NOW = Date.parse('2026-12-01T02:00:00Z');
/** The stored text of a draft saved at `savedAt`; `over` may plant values the types refuse. */
const stored = (draft: Record<string, unknown>, savedAt: number) =>
  addOnDrafts.encode(draft as unknown as DraftInput<AddOnDraft>, savedAt);
const raw = (over: Record<string, unknown> = {}, savedAt = NOW) =>
  stored({ picks: { '0': [{ kind: 'PRIORITY', passengerId: 'P1' }] }, claim: null, ...over }, savedAt);

describe('the add-on draft', () => {
  it('lasts 30 minutes: at 30 minutes it is still read, 1 ms later it is gone; a future one is refused', () => {
    expect(parseAddOnDraft(raw(), NOW + ADD_ON_DRAFT_TTL_MS)).not.toBeNull();
    expect(parseAddOnDraft(raw(), NOW + ADD_ON_DRAFT_TTL_MS + 1)).toBeNull();
    expect(parseAddOnDraft(raw({}, NOW + 1), NOW)).toBeNull();
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
    expect(withSegmentPicks(null, 1, picks)).toEqual({ picks: { '1': picks }, claim: null, mailing: null });
  });
});

describe('the mailed itinerary in the draft (decision 30)', () => {
  const address = {
    recipient: '张云雀',
    areaCode: '86',
    phone: '13812345678',
    provinceCode: '440000',
    cityCode: '440100',
    districtCode: '440104',
    province: '广东省',
    city: '广州市',
    district: '越秀区',
    address: '环市东路 1 号',
    zip: '510000',
  };

  it('is one pick of the order on the segment its order is made on, with the address; dropping it keeps the rest', () => {
    const bag = { kind: 'BAGGAGE' as const, passengerId: 'P1', productCode: 'BAG10' };
    const start = {
      picks: { '0': [bag], '1': [{ kind: 'MAILING' as const }] },
      claim: null,
      mailing: null,
      savedAt: 1,
    };
    const chosen = withMailing(start, 0, address);
    expect(chosen.picks).toEqual({ '0': [bag, { kind: 'MAILING' }], '1': [] });
    expect(chosen.mailing).toEqual(address);
    const dropped = withMailing({ ...chosen, savedAt: 1 }, 0, null);
    expect(dropped.picks).toEqual({ '0': [bag], '1': [] });
  });

  it('parses back from storage; a broken address is dropped, the picks stay', () => {
    const raw = stored(
      {
        picks: { '0': [{ kind: 'MAILING' }, { kind: 'EXTRA_SEAT', passengerId: 'P1' }] },
        claim: null,
        mailing: address,
      },
      5,
    );
    expect(parseAddOnDraft(raw, 10)).toMatchObject({
      mailing: address,
      picks: { '0': [{ kind: 'MAILING' }, { kind: 'EXTRA_SEAT', passengerId: 'P1' }] },
    });
    const broken = stored({ picks: { '0': [{ kind: 'MAILING' }] }, claim: null, mailing: { recipient: 1 } }, 5);
    expect(parseAddOnDraft(broken, 10)).toMatchObject({ mailing: null, picks: { '0': [{ kind: 'MAILING' }] } });
  });
});
