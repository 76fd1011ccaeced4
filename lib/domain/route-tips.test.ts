import { TIPS_SHOWN, closedCount, tipOnShow, tipsSearchKey } from './route-tips';

// Spec §7 getTipsContent: "first item shown as tip, second item shown after closing".
describe('tipOnShow', () => {
  const tips = ['first', 'second', 'third'];

  it('shows the first, then the second after one close, then none: never a third', () => {
    expect(TIPS_SHOWN).toBe(2);
    expect(tipOnShow(tips, 0)).toBe('first');
    expect(tipOnShow(tips, 1)).toBe('second');
    expect(tipOnShow(tips, 2)).toBeNull();
  });

  it('with one tip, closing it leaves none; with none there is nothing to show', () => {
    expect(tipOnShow(['only'], 0)).toBe('only');
    expect(tipOnShow(['only'], 1)).toBeNull();
    expect(tipOnShow([], 0)).toBeNull();
  });

  it('a count below zero shows nothing rather than a wrong tip', () => {
    expect(tipOnShow(tips, -1)).toBeNull();
  });
});

describe('tipsSearchKey and closedCount', () => {
  it('names the search by its legs, so another date or route is another search', () => {
    const key = tipsSearchKey([{ dept: 'CAN', dest: 'LXA', flightDate: '2026-12-10' }]);
    expect(key).toBe('sf-tips:CAN-LXA-2026-12-10');
    expect(tipsSearchKey([{ dept: 'CAN', dest: 'LXA', flightDate: '2026-12-11' }])).not.toBe(key);
  });

  it('reads 0, 1 and 2 as kept and anything else as nothing closed', () => {
    expect(closedCount(null)).toBe(0);
    expect(closedCount('1')).toBe(1);
    expect(closedCount('2')).toBe(2);
    expect(closedCount('3')).toBe(0);
    expect(closedCount('-1')).toBe(0);
    expect(closedCount('x')).toBe(0);
  });
});
