import { mainlandIdCheckChar } from '@/lib/domain/certificate-rules';
import { emptyPassenger } from './draft-store';
import { passengerErrorSummary } from './passenger-error-summary';
import { passengerFormIssues } from './passenger-form-rules';
import { issuesToErrors } from './passenger-form-values';

// the empty passenger form lists the actual problems in field order, linked to the fields;
// the guardian-age rule appears when it is the real problem. Spec §5 Passengers (guardian 18 or over).

const trip = { flightDates: ['2026-12-01', '2026-12-05'], international: false };
const emptyContact = { name: '', areaCode: '86', mobile: '', email: '' };
const contact = { name: '张三', areaCode: '86', mobile: '13800138000', email: 'zs@example.cn' };

function id(birthday: string): string {
  const first = `110101${birthday.replaceAll('-', '')}123`;
  return first + mainlandIdCheckChar(first);
}

const summaryOf = (passengers: ReturnType<typeof emptyPassenger>[], c = contact) =>
  passengerErrorSummary(issuesToErrors(passengerFormIssues(passengers, c, trip)), passengers);

describe('passengerErrorSummary', () => {
  // As a new draft starts: area code 86, the child's guardian the first adult.
  it('lists every empty field of an adult and a child, then the contact, in the order they are drawn', () => {
    const passengers = [emptyPassenger('ADT', 'NI'), emptyPassenger('CHD', 'NI')];
    const entries = summaryOf(passengers, emptyContact);
    const ids = entries.map((e) => e.fieldId);
    expect(ids).toEqual([
      'p0-name',
      'p0-gender',
      'p0-birthday',
      'p0-certificateNumber',
      'p1-name',
      'p1-gender',
      'p1-birthday',
      'p1-certificateNumber',
      'contact-name',
      'contact-email',
      'contact-mobile',
    ]);
    // No banner about the guardian's age while the adult's date of birth is simply missing.
    expect(entries.some((e) => e.key === 'guardianTooYoung')).toBe(false);
  });

  it("shows the guardian-age rule, at the adult's date of birth, when it is the real problem", () => {
    const young = {
      ...emptyPassenger('ADT', 'NI'),
      name: '李四',
      gender: 'M' as const,
      birthday: '2012-01-01',
      certificateNumber: id('2012-01-01'),
    };
    const child = {
      ...young,
      type: 'CHD' as const,
      name: '李小',
      birthday: '2019-01-01',
      certificateNumber: id('2019-01-01'),
      guardian: '0',
    };
    const entries = summaryOf([young, child]);
    expect(entries[0]).toMatchObject({ fieldId: 'p0-birthday', key: 'guardianTooYoung', field: 'group' });
    expect(entries).toContainEqual(expect.objectContaining({ fieldId: 'p1-guardian', key: 'guardianTooYoung' }));
  });

  it('is empty when the form passes', () => {
    const adult = {
      ...emptyPassenger('ADT', 'NI'),
      name: '李四',
      gender: 'M' as const,
      birthday: '1990-01-01',
      certificateNumber: id('1990-01-01'),
    };
    expect(summaryOf([adult])).toEqual([]);
  });
});
