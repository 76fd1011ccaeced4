import {
  ageOn,
  passengerTypeOn,
  validateCertificateValidity,
  validateCompanions,
  validateContact,
  validateChineseName,
  validateEnglishName,
  validatePassenger,
  validatePassengerAge,
  validatePassengers,
  type PassengerInput,
} from './passenger-rules';
import { mainlandIdCheckChar } from './certificate-rules';

const FLIGHT = '2026-12-10';
const id = (birth: string) => {
  const first = `110101${birth.replaceAll('-', '')}851`;
  return first + mainlandIdCheckChar(first);
};
const adult = (over: Partial<PassengerInput> = {}): PassengerInput => ({
  type: 'ADT',
  name: '张云雀',
  gender: 'F',
  birthday: '1990-03-07',
  nationality: 'CN',
  certificateType: 'NI',
  certificateNumber: id('1990-03-07'),
  ...over,
});
const domestic = { flightDates: [FLIGHT], international: false };

describe('passenger type by age at the flight date', () => {
  it('adult from the 12th birthday, child below it', () => {
    expect(passengerTypeOn('2014-12-10', FLIGHT)).toBe('ADT');
    expect(passengerTypeOn('2014-12-11', FLIGHT)).toBe('CHD');
  });
  it('child from the 2nd birthday, infant below it', () => {
    expect(passengerTypeOn('2024-12-10', FLIGHT)).toBe('CHD');
    expect(passengerTypeOn('2024-12-11', FLIGHT)).toBe('INF');
  });
  it('infant only when over 14 days old', () => {
    expect(passengerTypeOn('2026-11-25', FLIGHT)).toBe('INF'); // 15 days
    expect(passengerTypeOn('2026-11-26', FLIGHT)).toBeNull(); // 14 days
    expect(validatePassengerAge('INF', '2026-11-26', [FLIGHT])).toBe('infantTooYoung');
  });
  it('the declared type must hold on every flight date', () => {
    expect(validatePassengerAge('CHD', '2014-12-11', [FLIGHT])).toBeNull();
    expect(validatePassengerAge('CHD', '2014-12-11', [FLIGHT, '2026-12-12'])).toBe('passengerTypeMismatch');
    expect(validatePassengerAge('ADT', '', [FLIGHT])).toBe('birthdayRequired');
    expect(validatePassengerAge('ADT', '1990-02-30', [FLIGHT])).toBe('birthdayInvalid');
    expect(validatePassengerAge('ADT', '2027-01-01', [FLIGHT])).toBe('birthdayInvalid');
  });
  it('counts whole years', () => {
    expect(ageOn('2008-12-10', FLIGHT)).toBe(18);
    expect(ageOn('2008-12-11', FLIGHT)).toBe(17);
  });
});

describe('companions', () => {
  const a = { type: 'ADT' as const, birthday: '1990-01-01' };
  const c = { type: 'CHD' as const, birthday: '2020-01-01' };
  const i = { type: 'INF' as const, birthday: '2026-01-01' };
  it('one adult: 2 children yes, 3 no', () => {
    expect(validateCompanions([a, c, c], FLIGHT)).toBeNull();
    expect(validateCompanions([a, c, c, c], FLIGHT)).toBe('companionLimit');
  });
  it('one adult: 1 child + 1 infant yes, 2 infants no', () => {
    expect(validateCompanions([a, c, i], FLIGHT)).toBeNull();
    expect(validateCompanions([a, i, i], FLIGHT)).toBe('companionLimit');
    expect(validateCompanions([a, a, i, i], FLIGHT)).toBeNull();
  });
  it('children need an adult, and the guardian is 18 or over', () => {
    expect(validateCompanions([c], FLIGHT)).toBe('adultRequired');
    expect(validateCompanions([{ type: 'ADT', birthday: '2008-12-10' }, c], FLIGHT)).toBeNull();
    expect(validateCompanions([{ type: 'ADT', birthday: '2008-12-11' }, c], FLIGHT)).toBe('guardianTooYoung');
    expect(validateCompanions([{ type: 'ADT', birthday: '2010-01-01' }], FLIGHT)).toBeNull();
  });
  it('at most 9 passengers', () => {
    expect(validateCompanions(Array(9).fill(a), FLIGHT)).toBeNull();
    expect(validateCompanions(Array(10).fill(a), FLIGHT)).toBe('passengerLimit');
  });
});

describe('certificate validity', () => {
  it('180 days after the last flight passes, 179 fails', () => {
    expect(validateCertificateValidity('PP', '2027-06-08', FLIGHT)).toBeNull(); // 180 days
    expect(validateCertificateValidity('PP', '2027-06-07', FLIGHT)).toBe('certificateExpiring');
  });
  it('required for passports, optional for the mainland ID', () => {
    expect(validateCertificateValidity('PP', undefined, FLIGHT)).toBe('certificateValidityRequired');
    expect(validateCertificateValidity('NI', undefined, FLIGHT)).toBeNull();
    expect(validateCertificateValidity('NI', '2027-13-01', FLIGHT)).toBe('certificateValidityInvalid');
  });
});

describe('names', () => {
  it('Chinese 2 to 20', () => {
    expect(validateChineseName('张')).toBe('chineseNameLength');
    expect(validateChineseName('张三')).toBeNull();
    expect(validateChineseName('张'.repeat(20))).toBeNull();
    expect(validateChineseName('张'.repeat(21))).toBe('chineseNameLength');
    expect(validateChineseName('张3')).toBe('chineseNameInvalid');
  });
  it('English: letters only, 40 at most, not both empty, different', () => {
    expect(validateEnglishName('ZHANG', 'YUNQUE')).toBeNull();
    expect(validateEnglishName('', '')).toBe('englishNameRequired');
    expect(validateEnglishName('ZHANG1', 'YUN')).toBe('englishNameInvalid');
    expect(validateEnglishName('A'.repeat(40), 'B')).toBeNull();
    expect(validateEnglishName('A'.repeat(41), 'B')).toBe('englishNameTooLong');
    expect(validateEnglishName('LI', 'li')).toBe('englishNameSame');
    expect(validateEnglishName('', 'MADONNA')).toBeNull();
  });
});

describe('one passenger', () => {
  it('accepts a mainland adult with a valid ID', () => {
    expect(validatePassenger(adult(), 0, domestic)).toEqual([]);
  });
  it('checks the ID checksum and its birthday', () => {
    const bad = id('1990-03-07').slice(0, 17) + (id('1990-03-07').endsWith('0') ? '1' : '0');
    expect(validatePassenger(adult({ certificateNumber: bad }), 0, domestic)).toEqual([
      { index: 0, field: 'certificateNumber', key: 'idChecksumInvalid' },
    ]);
    expect(validatePassenger(adult({ birthday: '1990-03-08' }), 0, domestic)[0]?.key).toBe('idBirthdayMismatch');
  });
  it('international routes take a passport only, with the English name', () => {
    const intl = { flightDates: [FLIGHT], international: true };
    expect(validatePassenger(adult(), 0, intl).map((i) => i.key)).toContain('certificatePassportOnly');
    const pp = adult({ certificateType: 'PP', certificateNumber: 'E12345678', certificateValidity: '2030-01-01' });
    expect(validatePassenger(pp, 0, intl).map((i) => i.key)).toEqual(['englishNameRequired']);
    expect(validatePassenger({ ...pp, surname: 'ZHANG', givenName: 'YUNQUE' }, 0, intl)).toEqual([]);
  });
  it('a non-mainland passenger needs the English name', () => {
    const p = adult({
      nationality: 'US',
      name: '',
      certificateType: 'PP',
      certificateNumber: '123456789',
      certificateValidity: '2030-01-01',
    });
    expect(validatePassenger(p, 0, domestic).map((i) => i.key)).toEqual(['englishNameRequired', 'nameRequired']);
  });
  it('a birth certificate is for children and infants', () => {
    const inf: PassengerInput = {
      ...adult(),
      type: 'INF',
      birthday: '2026-06-01',
      certificateType: 'BC',
      certificateNumber: 'O440123456',
    };
    expect(validatePassenger(inf, 1, domestic)).toEqual([]);
    expect(validatePassenger({ ...inf, certificateNumber: '440123456' }, 1, domestic)[0]?.key).toBe(
      'certificateNumberInvalid',
    );
    expect(
      validatePassenger(adult({ certificateType: 'BC', certificateNumber: 'O440123456' }), 0, domestic)[0]?.key,
    ).toBe('certificateTypeNotAllowed');
  });
  it('gender and nationality are required', () => {
    const fields = validatePassenger(adult({ gender: '', nationality: '' }), 0, domestic).map((i) => i.field);
    expect(fields.slice(0, 2)).toEqual(['gender', 'nationality']);
  });
  it('reports the group issue beside the passengers', () => {
    const child: PassengerInput = {
      ...adult(),
      type: 'CHD',
      birthday: '2020-05-05',
      certificateNumber: id('2020-05-05'),
    };
    expect(validatePassengers([child], domestic).group).toBe('adultRequired');
  });
});

describe('contact', () => {
  it('needs name, area code, mobile and e-mail', () => {
    expect(validateContact({ name: '张三', areaCode: '86', mobile: '13800138000', email: 'a@b.cn' })).toEqual([]);
    expect(validateContact({ name: ' ', areaCode: '86', mobile: '1380013800', email: 'x' }).map((i) => i.key)).toEqual([
      'contactNameRequired',
      'phoneInvalid',
      'emailInvalid',
    ]);
  });
});
