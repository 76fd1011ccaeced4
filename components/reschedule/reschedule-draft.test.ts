/** @jest-environment jsdom */
import {
  changeParentOf,
  clearChangeDraft,
  DRAFT_TTL_MS,
  readChangeDraft,
  rememberChangeParent,
  updateChangeDraft,
  writeChangeDraft,
} from './reschedule-draft';
import { choice } from './reschedule.sample';

const DRAFT = {
  items: [{ passengerId: 'P1', segmentIndex: 0 }],
  dates: [{ segmentIndex: 0, date: '2026-12-12' }],
  choices: [choice()],
  attempt: null,
};

describe('the date-change draft (decision 23: /modify/selair → selnewair → confirm)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps a choice per order, and clears it', () => {
    writeChangeDraft('A1', DRAFT, 1_000);
    expect(readChangeDraft('A1', 1_000)).toEqual({ ...DRAFT, savedAt: 1_000 });
    expect(readChangeDraft('B2', 1_000)).toBeNull();
    clearChangeDraft('A1');
    expect(readChangeDraft('A1', 1_000)).toBeNull();
  });

  it('lasts 30 minutes (both sides of the bound)', () => {
    writeChangeDraft('A1', DRAFT, 0);
    expect(readChangeDraft('A1', DRAFT_TTL_MS)).not.toBeNull();
    expect(readChangeDraft('A1', DRAFT_TTL_MS + 1)).toBeNull();
  });

  it('drops dates of segments nobody moves and flights chosen for another date', () => {
    writeChangeDraft(
      'A1',
      {
        ...DRAFT,
        dates: [...DRAFT.dates, { segmentIndex: 1, date: '2026-12-20' }],
        choices: [choice({ date: '2026-12-13' })],
      },
      1_000,
    );
    expect(readChangeDraft('A1', 1_000)).toMatchObject({ dates: DRAFT.dates, choices: [] });
  });

  it('changes a part and keeps the rest; a tampered draft reads as none', () => {
    writeChangeDraft('A1', DRAFT);
    updateChangeDraft('A1', { attempt: { signature: 's', id: 'attempt-1' } });
    expect(readChangeDraft('A1')).toMatchObject({ items: DRAFT.items, attempt: { id: 'attempt-1' } });
    window.sessionStorage.setItem('reschedule-draft:A1', '{"items":[],"savedAt":1}');
    expect(readChangeDraft('A1', 1)).toBeNull();
    window.sessionStorage.setItem('reschedule-draft:A1', 'not json');
    expect(readChangeDraft('A1')).toBeNull();
  });

  it('remembers the original of a new order for the result page, and nothing odd', () => {
    rememberChangeParent('N1', { orderNo: 'YQ1', isMember: false });
    expect(changeParentOf('N1')).toEqual({ orderNo: 'YQ1', isMember: false });
    expect(changeParentOf('N2')).toBeNull();
    window.sessionStorage.setItem('reschedule-parent:N3', '{"orderNo":"../x"}');
    expect(changeParentOf('N3')).toBeNull();
  });
});
