import {
  BAGGAGE_DIMENSION_MAX_CM,
  BAGGAGE_PURPOSE_MAX,
  COMPANION_NAME_MAX,
  OVERSIZE_SIDE_CM,
  SERVICE_REQUEST_CUTOFF_MS,
  companionNameIssue,
  dimensionIssue,
  isOversize,
  requestStatus,
  serviceRequestBlock,
  serviceRequestCancellable,
  serviceRequestEndsAt,
  serviceRequestOpen,
  validateSpecialBaggage,
  validateWheelchair,
  type ServiceRequestFacts,
  type SpecialBaggageInput,
  type WheelchairInput,
} from './service-request-rules';

const HOUR = 3_600_000;
const DEP = Date.parse('2026-12-10T02:00:00Z');

const facts = (over: Partial<ServiceRequestFacts> = {}): ServiceRequestFacts => ({
  passengerType: 'ADT',
  ticketUsable: true,
  departureMs: DEP,
  openRequest: false,
  ...over,
});

const wheelchair = (over: Partial<WheelchairInput> = {}): WheelchairInput => ({
  wheelchairType: 'GROUND',
  companionName: '张三',
  companionAreaCode: '86',
  companionMobile: '13800138000',
  atArrival: true,
  ...over,
});

const baggage = (over: Partial<SpecialBaggageInput> = {}): SpecialBaggageInput => ({
  baggageType: 'GOLF',
  lengthCm: '120',
  widthCm: '40',
  heightCm: '30',
  purpose: '',
  ...over,
});

describe('when a request is taken (spec §5 Services; decision 29)', () => {
  it('closes 24 hours before departure: 24 h + 1 ms is taken, exactly 24 h is not', () => {
    expect(SERVICE_REQUEST_CUTOFF_MS).toBe(24 * HOUR);
    expect(serviceRequestEndsAt(DEP)).toBe(DEP - 24 * HOUR);
    expect(serviceRequestOpen(DEP, DEP - 24 * HOUR - 1)).toBe(true);
    expect(serviceRequestOpen(DEP, DEP - 24 * HOUR)).toBe(false);
    expect(serviceRequestBlock(facts(), DEP - 24 * HOUR - 1)).toBeNull();
    expect(serviceRequestBlock(facts(), DEP - 24 * HOUR)).toBe('tooLate');
  });

  it('may be withdrawn until departure (1 ms before: yes; at it: no), only while submitted or confirmed', () => {
    expect(serviceRequestCancellable('SUBMITTED', DEP, DEP - 1)).toBe(true);
    expect(serviceRequestCancellable('CONFIRMED', DEP, DEP - 1)).toBe(true);
    expect(serviceRequestCancellable('CONFIRMED', DEP, DEP)).toBe(false);
    expect(serviceRequestCancellable('REJECTED', DEP, DEP - HOUR)).toBe(false);
    expect(serviceRequestCancellable('CANCELLED', DEP, DEP - HOUR)).toBe(false);
  });

  it('names the first reason in order: infant, ticket, too late, duplicate', () => {
    const now = DEP - 48 * HOUR;
    expect(serviceRequestBlock(facts({ passengerType: 'INF', ticketUsable: false }), now)).toBe('infant');
    expect(serviceRequestBlock(facts({ passengerType: 'CHD' }), now)).toBeNull();
    expect(serviceRequestBlock(facts({ ticketUsable: false, openRequest: true }), DEP)).toBe('ticketNotUsable');
    expect(serviceRequestBlock(facts({ openRequest: true }), DEP)).toBe('tooLate');
    expect(serviceRequestBlock(facts({ openRequest: true }), now)).toBe('duplicate');
  });
});

describe('a wheelchair request (spec §5 Wheelchair)', () => {
  it('takes a complete request, with or without help at arrival', () => {
    expect(validateWheelchair(wheelchair())).toEqual({});
    expect(validateWheelchair(wheelchair({ atArrival: false, wheelchairType: 'CABIN' }))).toEqual({});
  });

  it("asks for the type first ('select wheelchair type first')", () => {
    expect(validateWheelchair(wheelchair({ wheelchairType: '' }))).toEqual({
      wheelchairType: 'wheelchairTypeRequired',
    });
    expect(validateWheelchair(wheelchair({ wheelchairType: 'ROLLER' as never })).wheelchairType).toBe(
      'wheelchairTypeRequired',
    );
  });

  it('bounds the companion name on both sides: 2 and 40 characters taken, 1 and 41 not', () => {
    expect(companionNameIssue('')).toBe('companionNameRequired');
    expect(companionNameIssue('   ')).toBe('companionNameRequired');
    expect(companionNameIssue('张')).toBe('companionNameLength');
    expect(companionNameIssue('张三')).toBeNull();
    expect(companionNameIssue('A'.repeat(COMPANION_NAME_MAX))).toBeNull();
    expect(companionNameIssue('A'.repeat(COMPANION_NAME_MAX + 1))).toBe('companionNameLength');
    expect(companionNameIssue('Mary-Jane O.Smith')).toBeNull();
    expect(companionNameIssue('Li 3')).toBe('companionNameInvalid');
    expect(companionNameIssue(' 李四 ')).toBeNull();
  });

  it('needs a valid phone: mainland 11 digits starting with 1, elsewhere 5-15 digits with a valid area code', () => {
    expect(validateWheelchair(wheelchair({ companionMobile: '' })).companionMobile).toBe('companionPhoneRequired');
    expect(validateWheelchair(wheelchair({ companionMobile: '1380013800' })).companionMobile).toBe(
      'companionPhoneInvalid',
    );
    expect(validateWheelchair(wheelchair({ companionMobile: '138001380001' })).companionMobile).toBe(
      'companionPhoneInvalid',
    );
    expect(validateWheelchair(wheelchair({ companionMobile: '23800138000' })).companionMobile).toBe(
      'companionPhoneInvalid',
    );
    expect(validateWheelchair(wheelchair({ companionAreaCode: '852', companionMobile: '1234' })).companionMobile).toBe(
      'companionPhoneInvalid',
    );
    expect(validateWheelchair(wheelchair({ companionAreaCode: '852', companionMobile: '12345' }))).toEqual({});
    expect(validateWheelchair(wheelchair({ companionAreaCode: '0' })).companionAreaCode).toBe('areaCodeInvalid');
  });
});

describe('special baggage (spec §5 Special baggage, §9 dimensions)', () => {
  it('takes integers from 1 to 149: 150 is refused and 149 accepted, 0 refused and 1 accepted', () => {
    expect(BAGGAGE_DIMENSION_MAX_CM).toBe(149);
    expect(dimensionIssue('149')).toBeNull();
    expect(dimensionIssue('150')).toBe('dimensionTooLarge');
    expect(dimensionIssue('1')).toBeNull();
    expect(dimensionIssue('0')).toBe('dimensionTooSmall');
    expect(dimensionIssue('')).toBe('dimensionRequired');
    expect(dimensionIssue('12.5')).toBe('dimensionInteger');
    expect(dimensionIssue('-3')).toBe('dimensionInteger');
    expect(dimensionIssue('1e2')).toBe('dimensionInteger');
    expect(dimensionIssue(' 80 ')).toBeNull();
  });

  it('reports each refused side beside its field and keeps the others', () => {
    expect(validateSpecialBaggage(baggage({ lengthCm: '150', heightCm: '149' }))).toEqual({
      lengthCm: 'dimensionTooLarge',
    });
    expect(validateSpecialBaggage(baggage({ baggageType: '', widthCm: '' }))).toEqual({
      baggageType: 'baggageTypeRequired',
      widthCm: 'dimensionRequired',
    });
  });

  it('asks the purpose of OTHER, and bounds it at 100 characters on both sides', () => {
    expect(validateSpecialBaggage(baggage({ baggageType: 'OTHER' }))).toEqual({ purpose: 'purposeRequired' });
    expect(validateSpecialBaggage(baggage({ baggageType: 'OTHER', purpose: 'kite' }))).toEqual({});
    expect(validateSpecialBaggage(baggage({ purpose: 'x'.repeat(BAGGAGE_PURPOSE_MAX) }))).toEqual({});
    expect(validateSpecialBaggage(baggage({ purpose: 'x'.repeat(BAGGAGE_PURPOSE_MAX + 1) }))).toEqual({
      purpose: 'purposeTooLong',
    });
  });

  it('is oversize over 1 metre on one side: 100 cm is not, 101 cm is', () => {
    expect(OVERSIZE_SIDE_CM).toBe(100);
    expect(isOversize([100, 100, 100])).toBe(false);
    expect(isOversize([101, 20, 20])).toBe(true);
    expect(isOversize([20, 20, 149])).toBe(true);
  });
});

describe('the status shown (spec §4)', () => {
  it('reads withdrawn, rejected, not ticketed, then the desk’s answer', () => {
    expect(requestStatus('SUBMITTED', true)).toBe('PENDING_CONFIRMATION');
    expect(requestStatus('CONFIRMED', true)).toBe('CONFIRMED');
    expect(requestStatus('CONFIRMED', false)).toBe('NOT_TICKETED');
    expect(requestStatus('SUBMITTED', false)).toBe('NOT_TICKETED');
    expect(requestStatus('REJECTED', false)).toBe('REJECTED');
    expect(requestStatus('CANCELLED', false)).toBe('CANCELLED');
  });
});
