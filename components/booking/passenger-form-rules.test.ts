import { mainlandIdCheckChar } from '@/lib/domain/certificate-rules';
import { emptyPassenger, type PassengerDraft } from './draft-store';
import { hasIssues, passengerFormIssues } from './passenger-form-rules';

const trip = { flightDates: ['2026-12-01', '2026-12-05'], international: false };
const contact = { name: '张三', areaCode: '86', mobile: '13800138000', email: 'zs@example.cn' };

function id(birthday: string): string {
  const first = `110101${birthday.replaceAll('-', '')}123`;
  return first + mainlandIdCheckChar(first);
}

function person(type: PassengerDraft['type'], birthday: string, name: string, patch: Partial<PassengerDraft> = {}) {
  return {
    ...emptyPassenger(type, 'NI'),
    name,
    gender: 'M' as const,
    birthday,
    certificateNumber: id(birthday),
    ...patch,
  };
}

const adult = person('ADT', '1990-01-01', '张三');
const child = person('CHD', '2018-06-01', '张小');
const infant = person('INF', '2026-01-01', '张宝', { certificateType: 'BC', certificateNumber: 'A123456789' });

describe('passengerFormIssues', () => {
  it('passes a family of adult, child and infant', () => {
    expect(hasIssues(passengerFormIssues([adult, child, infant], contact, trip))).toBe(false);
  });

  it('puts each rule beside its field', () => {
    const wrongSum = {
      ...adult,
      certificateNumber: adult.certificateNumber.slice(0, 17) + (adult.certificateNumber[17] === '1' ? '2' : '1'),
    };
    const issues = passengerFormIssues([wrongSum, { ...child, gender: '' }], { ...contact, email: 'x' }, trip);
    expect(issues.passengers[0]).toEqual({ certificateNumber: 'idChecksumInvalid' });
    expect(issues.passengers[1]).toEqual({ gender: 'genderRequired' });
    expect(issues.contact).toEqual({ email: 'emailInvalid' });
  });

  it('checks validity against the last flight: 180 days pass, 179 fail', () => {
    const ok = passengerFormIssues([{ ...adult, certificateValidity: '2027-06-03' }], contact, trip);
    expect(ok.passengers[0]).toEqual({});
    const short = passengerFormIssues([{ ...adult, certificateValidity: '2027-06-02' }], contact, trip);
    expect(short.passengers[0]).toEqual({ certificateValidity: 'certificateExpiring' });
  });

  it('shows English name rules under the surname', () => {
    const issues = passengerFormIssues([{ ...adult, nationality: 'US', certificateType: 'NI' }], contact, trip);
    expect(issues.passengers[0]?.surname).toBe('englishNameRequired');
  });

  it('needs a guardian of 18 or over with at most 1 infant and 2 dependants', () => {
    const young = person('ADT', '2010-01-01', '李四');
    expect(passengerFormIssues([young, child], contact, trip).passengers[1]?.guardian).toBe('guardianTooYoung');
    expect(passengerFormIssues([adult, { ...child, guardian: '' }], contact, trip).passengers[1]?.guardian).toBe(
      'guardianRequired',
    );
    const two = passengerFormIssues([adult, child, { ...child, name: '张二' }, infant], contact, trip);
    expect(two.passengers[3]?.guardian).toBe('companionLimit');
    expect(two.group).toBe('companionLimit');
  });
});
