import { mainlandIdCheckChar, validateCertificateNumber, validateMainlandId } from './certificate-rules';

describe('certificate numbers', () => {
  it('computes the MOD 11-2 check character (GB 11643 example)', () => {
    expect(mainlandIdCheckChar('11010519491231002')).toBe('X');
    expect(validateMainlandId('11010519491231002X')).toBeNull();
    expect(validateMainlandId('110105194912310021')).toBe('idChecksumInvalid');
    expect(validateMainlandId('11010519491331002X')).toBe('certificateNumberInvalid');
    expect(validateMainlandId('11010519491231002X', '1949-12-31')).toBeNull();
    expect(validateMainlandId('11010519491231002X', '1949-12-30')).toBe('idBirthdayMismatch');
  });
  it('checks each type', () => {
    expect(validateCertificateNumber('PP', 'E1234567')).toBeNull();
    expect(validateCertificateNumber('PP', 'E12')).toBe('certificateNumberInvalid');
    expect(validateCertificateNumber('HK', 'C12345678')).toBeNull();
    expect(validateCertificateNumber('HK', 'CA1234567')).toBeNull();
    expect(validateCertificateNumber('HK', 'H12345678')).toBe('certificateNumberInvalid');
    expect(validateCertificateNumber('TW', 'L12345678')).toBeNull();
    expect(validateCertificateNumber('TW', 'L1234567')).toBe('certificateNumberInvalid');
    expect(validateCertificateNumber('TI', 'H1234567801')).toBeNull();
    expect(validateCertificateNumber('TT', '12345678')).toBeNull();
    expect(validateCertificateNumber('BC', 'O440123456')).toBeNull();
    expect(validateCertificateNumber('PI', 'USA123456789012')).toBeNull();
    expect(validateCertificateNumber('OT', 'AB-12')).toBeNull();
    expect(validateCertificateNumber('OT', '')).toBe('certificateNumberRequired');
  });
});
