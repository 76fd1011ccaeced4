import {
  personKey,
  canSaveAnother,
  documentChangeAllowed,
  isDocumentChange,
  nextDocumentChangeAt,
  SAVED_PASSENGERS_MAX,
  savedPassengerType,
  validateSavedPassenger,
  type SavedPassengerInput,
} from './saved-passenger-rules';

const DAY = 86_400_000;
const TODAY = '2026-12-01';
const base: SavedPassengerInput = {
  surname: 'LI',
  givenName: 'MING',
  gender: 'M',
  birthday: '1985-05-05',
  nationality: 'CN',
  certificateType: 'PP',
  certificateNumber: 'E12345678',
  certificateValidity: '2032-01-01',
  areaCode: '86',
  mobile: '13911112222',
};

describe('saved passenger rules (spec §2, §5, §9)', () => {
  it('allows one more at max - 1, none at max or above', () => {
    expect(canSaveAnother(SAVED_PASSENGERS_MAX - 1)).toBe(true);
    expect(canSaveAnother(SAVED_PASSENGERS_MAX)).toBe(false);
    expect(canSaveAnother(SAVED_PASSENGERS_MAX + 1)).toBe(false);
  });

  it('allows a document change at any time first, then 365 days after the last: 364 no, 365 and 366 yes', () => {
    const last = Date.parse('2026-01-01T00:00:00Z');
    expect(documentChangeAllowed(null, last)).toBe(true);
    expect(nextDocumentChangeAt(null)).toBeNull();
    expect(nextDocumentChangeAt(last)).toBe(last + 365 * DAY);
    expect(documentChangeAllowed(last, last + 364 * DAY)).toBe(false);
    expect(documentChangeAllowed(last, last + 365 * DAY - 1)).toBe(false);
    expect(documentChangeAllowed(last, last + 365 * DAY)).toBe(true);
    expect(documentChangeAllowed(last, last + 366 * DAY)).toBe(true);
  });

  it('counts a new number or type as a document change, not the case or spaces of the number', () => {
    const doc = { certificateType: 'PP', certificateNumber: 'E12345678' };
    expect(isDocumentChange(doc, { ...doc, certificateNumber: ' e12345678 ' })).toBe(false);
    expect(isDocumentChange(doc, { ...doc, certificateNumber: 'E12345679' })).toBe(true);
    expect(isDocumentChange(doc, { ...doc, certificateType: 'OT' })).toBe(true);
  });

  it('derives the type from the birthday (a newborn is an infant)', () => {
    expect(savedPassengerType('2014-12-01', TODAY)).toBe('ADT');
    expect(savedPassengerType('2014-12-02', TODAY)).toBe('CHD');
    expect(savedPassengerType('2024-12-01', TODAY)).toBe('CHD');
    expect(savedPassengerType('2024-12-02', TODAY)).toBe('INF');
    expect(savedPassengerType(TODAY, TODAY)).toBe('INF');
    expect(validateSavedPassenger({ ...base, birthday: TODAY }, TODAY)).toEqual({});
  });

  it('passes a complete passenger, and names each broken field with its rule key', () => {
    expect(validateSavedPassenger(base, TODAY)).toEqual({});
    expect(
      validateSavedPassenger(
        {
          ...base,
          surname: '',
          givenName: '',
          gender: '',
          mobile: '',
          email: 'nope',
          issuingCountry: 'x',
          certificateNumber: '',
        },
        TODAY,
      ),
    ).toEqual({
      surname: 'englishNameRequired',
      name: 'nameRequired',
      gender: 'genderRequired',
      mobile: 'phoneRequired',
      email: 'emailInvalid',
      issuingCountry: 'issuingCountryInvalid',
      certificateNumber: 'certificateNumberRequired',
    });
    expect(validateSavedPassenger({ ...base, areaCode: '0' }, TODAY)).toEqual({ areaCode: 'areaCodeInvalid' });
    expect(validateSavedPassenger({ ...base, type: 'CHD' }, TODAY)).toEqual({ birthday: 'passengerTypeMismatch' });
    expect(validateSavedPassenger({ ...base, birthday: '2026-12-02' }, TODAY)).toEqual({ birthday: 'birthdayInvalid' });
  });

  it('keeps a document expiring within 180 days, refuses one already expired (today is still valid)', () => {
    expect(validateSavedPassenger({ ...base, certificateValidity: TODAY }, TODAY)).toEqual({});
    expect(validateSavedPassenger({ ...base, certificateValidity: '2026-11-30' }, TODAY)).toEqual({
      certificateValidity: 'certificateExpired',
    });
    expect(validateSavedPassenger({ ...base, certificateValidity: '' }, TODAY)).toEqual({
      certificateValidity: 'certificateValidityRequired',
    });
  });
});

describe('personKey: who a saved passenger is, whatever the document', () => {
  it('is the same for the same names in any case and spacing, and the same birthday', () => {
    const a = personKey({ name: '李明', surname: 'li', givenName: ' ming ', birthday: '1985-05-05' });
    expect(personKey({ name: '李明', surname: 'LI', givenName: 'MING', birthday: '1985-05-05' })).toBe(a);
    expect(personKey({ name: '李明', surname: 'LI', givenName: 'MING', birthday: '1985-05-06' })).not.toBe(a);
    expect(personKey({ name: '李鸣', surname: 'LI', givenName: 'MING', birthday: '1985-05-05' })).not.toBe(a);
  });
});
