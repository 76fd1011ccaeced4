import { RefundReasonSchema } from '@/lib/contract/refund';
import { REASONS, addAttachments, attachmentIssue, guardianIssues, noteIssue } from './refund-rules';
import { order } from './refund.sample';

// Spec §5 refund rules and §9 'refund attachments 4 files of 2 MB'.

describe('refund rules in the browser', () => {
  it('offer every reason of the contract, each under its type', () => {
    const offered = new Set([...REASONS.VOLUNTARY, ...REASONS.INVOLUNTARY]);
    expect([...offered].sort()).toEqual([...RefundReasonSchema.options].sort());
  });

  it('takes jpg, png and pdf up to 2 MB, by type or by name', () => {
    const f = (name: string, type: string, size = 1) => ({ name, type, size });
    expect(attachmentIssue(f('a.pdf', 'application/pdf', 2 * 1024 * 1024))).toBeNull();
    expect(attachmentIssue(f('a.pdf', 'application/pdf', 2 * 1024 * 1024 + 1))).toBe('tooLarge');
    expect(attachmentIssue(f('a.gif', 'image/gif'))).toBe('wrongFormat');
    expect(attachmentIssue(f('scan.JPEG', ''))).toBeNull();
    expect(attachmentIssue(f('scan.docx', ''))).toBe('wrongFormat');
  });

  it('keeps 4 files and says the first refusal once', () => {
    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    const made = addAttachments(
      [],
      ['1', '2', '3', '4', '5'].map((n) => file(`${n}.png`)),
      (x) => x.name,
    );
    expect(made).toEqual({ next: ['1.png', '2.png', '3.png', '4.png'], issue: 'attachmentLimit' });
  });

  it("requires the note for 'other' only, and never over 200", () => {
    expect(noteIssue('OTHER', '  ')).toBe('noteRequired');
    expect(noteIssue('ILLNESS', '')).toBeNull();
    expect(noteIssue('ILLNESS', 'x'.repeat(201))).toBe('noteTooLong');
  });

  it('asks for an adult of the same flight beside a child (spec §5 guardian rule)', () => {
    const o = order();
    expect([...guardianIssues(o, [{ passengerId: 'P2', segmentIndex: 0 }])]).toEqual(['P2:0']);
    expect(
      guardianIssues(o, [
        { passengerId: 'P2', segmentIndex: 0 },
        { passengerId: 'P1', segmentIndex: 0 },
      ]).size,
    ).toBe(0);
    // An adult on the other flight is not a guardian on this one.
    expect(
      guardianIssues(o, [
        { passengerId: 'P2', segmentIndex: 0 },
        { passengerId: 'P1', segmentIndex: 1 },
      ]).size,
    ).toBe(1);
  });
});
