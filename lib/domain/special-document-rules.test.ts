import {
  SPECIAL_DOCUMENT_IMAGE_MAX_BYTES,
  SPECIAL_DOCUMENT_TYPES,
  SpecialDocumentStatus,
  effectiveStatus,
  imageCountIssue,
  imageFileIssue,
  imageSizeAllowed,
  isExpiredOn,
  isSpecialDocumentType,
  mayChange,
  needsResubmission,
  normalizeDocumentNumber,
  validateSpecialDocument,
  validateSpecialDocumentDetails,
} from './special-document-rules';

const TODAY = '2026-12-01';
const valid = { type: 'STU', number: 'S2026001', expiry: '2027-07-01' };

describe('special document fields (spec §3 special documents, §5)', () => {
  it('knows the eight special passenger types and nothing else', () => {
    expect(SPECIAL_DOCUMENT_TYPES).toEqual([
      'STU',
      'TEACHER',
      'SOLDIER',
      'POLICE',
      'DISABLED',
      'DOCTOR',
      'NURSE',
      'CREW',
    ]);
    // A doctor's and a nurse's document also name their medical institution (medical-institution.test.ts).
    for (const type of SPECIAL_DOCUMENT_TYPES)
      expect(validateSpecialDocument({ ...valid, type, institution: '协和医院' }, TODAY)).toEqual({});
    for (const type of ['', 'stu', 'ADT', 'JJC', 'STUDENT'])
      expect(validateSpecialDocument({ ...valid, type }, TODAY)).toEqual({ type: 'typeInvalid' });
    expect(isSpecialDocumentType('CREW')).toBe(true);
    expect(isSpecialDocumentType('crew')).toBe(false);
  });

  it('takes a number of 4 to 30 characters, not 3 nor 31', () => {
    expect(validateSpecialDocument({ ...valid, number: 'AB1' }, TODAY)).toEqual({ number: 'numberLength' });
    expect(validateSpecialDocument({ ...valid, number: 'AB12' }, TODAY)).toEqual({});
    expect(validateSpecialDocument({ ...valid, number: 'A'.repeat(30) }, TODAY)).toEqual({});
    expect(validateSpecialDocument({ ...valid, number: 'A'.repeat(31) }, TODAY)).toEqual({ number: 'numberLength' });
    // Surrounding spaces do not count; Chinese characters count one each.
    expect(validateSpecialDocument({ ...valid, number: '  AB12  ' }, TODAY)).toEqual({});
    expect(validateSpecialDocument({ ...valid, number: '军字第12号' }, TODAY)).toEqual({});
    expect(validateSpecialDocument({ ...valid, number: '军字号' }, TODAY)).toEqual({ number: 'numberLength' });
  });

  it('refuses an empty number and characters outside letters, digits, Chinese, hyphen and brackets', () => {
    expect(validateSpecialDocument({ ...valid, number: '   ' }, TODAY)).toEqual({ number: 'numberRequired' });
    for (const number of ['AB 12', 'AB_12', 'AB12!', '<b>12', 'AB\u000012'])
      expect(validateSpecialDocument({ ...valid, number }, TODAY)).toEqual({ number: 'numberInvalid' });
    for (const number of ['AB-12', 'AB(12)', '京（12）3'])
      expect(validateSpecialDocument({ ...valid, number }, TODAY)).toEqual({});
    expect(normalizeDocumentNumber(' ab-12 ')).toBe('AB-12');
  });

  it('wants an expiry in the future: today is refused, tomorrow is fine', () => {
    expect(validateSpecialDocument({ ...valid, expiry: '2026-11-30' }, TODAY)).toEqual({ expiry: 'expiryPast' });
    expect(validateSpecialDocument({ ...valid, expiry: TODAY }, TODAY)).toEqual({ expiry: 'expiryPast' });
    expect(validateSpecialDocument({ ...valid, expiry: '2026-12-02' }, TODAY)).toEqual({});
    expect(validateSpecialDocument({ ...valid, expiry: '' }, TODAY)).toEqual({ expiry: 'expiryRequired' });
    for (const expiry of ['2027-02-30', '2027-7-1', '01/07/2027', '2027-07-01T00:00'])
      expect(validateSpecialDocument({ ...valid, expiry }, TODAY)).toEqual({ expiry: 'expiryInvalid' });
  });

  it('checks number and expiry alone for a document submitted again (its type stays)', () => {
    expect(validateSpecialDocumentDetails({ number: 'AB12', expiry: '2026-12-02' }, TODAY)).toEqual({});
    expect(validateSpecialDocumentDetails({ number: 'AB1', expiry: TODAY }, TODAY)).toEqual({
      number: 'numberLength',
      expiry: 'expiryPast',
    });
  });

  it('names every wrong field at once', () => {
    expect(validateSpecialDocument({ type: 'X', number: '', expiry: 'x' }, TODAY)).toEqual({
      type: 'typeInvalid',
      number: 'numberRequired',
      expiry: 'expiryInvalid',
    });
  });
});

describe('special document images (spec §5 at most 5 images, each at most 5 MB, right format; §9)', () => {
  it('needs 1 to 5 images: 0 and 6 are refused, 1 and 5 are fine', () => {
    expect(imageCountIssue(0)).toBe('imageRequired');
    expect(imageCountIssue(1)).toBeNull();
    expect(imageCountIssue(5)).toBeNull();
    expect(imageCountIssue(6)).toBe('imageLimit');
  });

  it('takes 5 MB exactly and refuses 5 MB and one byte', () => {
    expect(SPECIAL_DOCUMENT_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(imageSizeAllowed(5 * 1024 * 1024)).toBe(true);
    expect(imageSizeAllowed(5 * 1024 * 1024 + 1)).toBe(false);
    const png = { type: 'image/png', name: 'card.png' };
    expect(imageFileIssue({ ...png, size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageFileIssue({ ...png, size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });

  it('takes jpg and png, by type or (no type given) by name; a text file is the wrong format', () => {
    expect(imageFileIssue({ type: 'image/jpeg', name: 'a.jpg', size: 10 })).toBeNull();
    expect(imageFileIssue({ type: '', name: 'a.JPEG', size: 10 })).toBeNull();
    expect(imageFileIssue({ type: '', name: 'a.png', size: 10 })).toBeNull();
    expect(imageFileIssue({ type: 'text/plain', name: 'notes.txt', size: 10 })).toBe('wrongFormat');
    expect(imageFileIssue({ type: 'text/plain', name: 'renamed.png', size: 10 })).toBe('wrongFormat');
    expect(imageFileIssue({ type: 'image/gif', name: 'a.gif', size: 10 })).toBe('wrongFormat');
    expect(imageFileIssue({ type: '', name: 'a.txt', size: 10 })).toBe('wrongFormat');
    // The format is said before the size.
    expect(imageFileIssue({ type: 'text/plain', name: 'big.txt', size: 6 * 1024 * 1024 })).toBe('wrongFormat');
  });
});

describe('special document status (spec §4: 1 certifying, 2 certified, 3 failed, 4 certified, 5 invalid)', () => {
  it('reads a certified document as invalid from its expiry day on, and others as stored', () => {
    expect(effectiveStatus(2, '2026-12-02', TODAY)).toBe(SpecialDocumentStatus.CERTIFIED);
    expect(effectiveStatus(2, TODAY, TODAY)).toBe(SpecialDocumentStatus.INVALID);
    expect(effectiveStatus(4, '2026-12-02', TODAY)).toBe(4);
    expect(effectiveStatus(4, '2026-11-30', TODAY)).toBe(SpecialDocumentStatus.INVALID);
    expect(effectiveStatus(1, '2026-11-30', TODAY)).toBe(SpecialDocumentStatus.CERTIFYING);
    expect(effectiveStatus(3, '2026-11-30', TODAY)).toBe(SpecialDocumentStatus.FAILED);
    expect(isExpiredOn('2026-12-02', TODAY)).toBe(false);
  });

  it('keeps a document under review as it is, and asks for failed and invalid ones again', () => {
    expect(mayChange(1)).toBe(false);
    for (const status of [2, 3, 4, 5] as const) expect(mayChange(status)).toBe(true);
    expect([1, 2, 3, 4, 5].filter((s) => needsResubmission(s as 1))).toEqual([3, 5]);
  });
});
