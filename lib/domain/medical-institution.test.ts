import {
  institutionOf,
  medicalInstitutionIssue,
  validateSpecialDocument,
  validateSpecialDocumentDetails,
} from './special-document-rules';

// Spec §5 Account: "medical-institution name 4 to 20 consecutive characters" (a doctor's or a nurse's document).

const TODAY = '2026-12-01';
const doctor = { type: 'DOCTOR', number: 'D2026001', expiry: '2027-07-01' };

describe('medicalInstitutionIssue (spec §5)', () => {
  it('takes 4 characters and refuses 3', () => {
    expect(medicalInstitutionIssue('协和医院')).toBeNull();
    expect(medicalInstitutionIssue('人民院')).toBe('institutionLength');
  });

  it('takes 20 characters and refuses 21', () => {
    expect(medicalInstitutionIssue('A'.repeat(20))).toBeNull();
    expect(medicalInstitutionIssue('A'.repeat(21))).toBe('institutionLength');
    expect(medicalInstitutionIssue('中'.repeat(20))).toBeNull();
    expect(medicalInstitutionIssue('中'.repeat(21))).toBe('institutionLength');
  });

  it('needs one, and the characters consecutive: surrounding spaces go, a space inside is refused', () => {
    expect(medicalInstitutionIssue('')).toBe('institutionRequired');
    expect(medicalInstitutionIssue('   ')).toBe('institutionRequired');
    expect(medicalInstitutionIssue('  广州市第一人民医院  ')).toBeNull();
    expect(medicalInstitutionIssue('广州 第一人民医院')).toBe('institutionSpaces');
    expect(medicalInstitutionIssue('City\tHospital')).toBe('institutionSpaces');
  });
});

describe('the institution in a special document', () => {
  it("is required of a doctor's and a nurse's document and checked there", () => {
    expect(validateSpecialDocument(doctor, TODAY)).toEqual({ institution: 'institutionRequired' });
    expect(validateSpecialDocument({ ...doctor, type: 'NURSE', institution: '中山医院' }, TODAY)).toEqual({});
    expect(validateSpecialDocument({ ...doctor, institution: '医院' }, TODAY)).toEqual({
      institution: 'institutionLength',
    });
  });

  it('is not asked of the other kinds, and not kept for them', () => {
    expect(validateSpecialDocument({ ...doctor, type: 'STU' }, TODAY)).toEqual({});
    expect(institutionOf('STU', 'anything')).toBeNull();
    expect(institutionOf('NURSE', ' 中山医院 ')).toBe('中山医院');
  });

  it('a resubmission without its type checks a given institution only; with the type, a missing one too', () => {
    const details = { number: 'D2026001', expiry: '2027-07-01' };
    expect(validateSpecialDocumentDetails(details, TODAY)).toEqual({});
    expect(validateSpecialDocumentDetails({ ...details, institution: 'ab' }, TODAY)).toEqual({
      institution: 'institutionLength',
    });
    expect(validateSpecialDocumentDetails(details, TODAY, 'DOCTOR')).toEqual({ institution: 'institutionRequired' });
    expect(validateSpecialDocumentDetails(details, TODAY, 'TEACHER')).toEqual({});
  });
});
