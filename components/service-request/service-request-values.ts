import { plainResolver } from '@/components/ui/plain-resolver';
import type { ServiceRequestInput, ServiceRequestKind, ServiceRequestSegment } from '@/lib/contract/service-requests';
import {
  BAGGAGE_DIMENSION_MAX_CM,
  isOversize,
  validateSpecialBaggage,
  validateWheelchair,
  type SpecialBaggageType,
  type WheelchairType,
} from '@/lib/domain/service-request-rules';
import type { ServiceRequestSubmitRequest } from '@/lib/schemas/service-requests';

/** The service request form as typed: both kinds' fields (only the kind's own are drawn and checked). */
export type ServiceRequestValues = {
  segmentIndex: number;
  passengerId: string;
  wheelchairType: WheelchairType | '';
  companionName: string;
  companionAreaCode: string;
  companionMobile: string;
  atArrival: boolean;
  baggageType: SpecialBaggageType | '';
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  purpose: string;
};

/** What the form submits: the BFF's body less the order, which the page names. */
export type ServiceRequestChoice = Omit<ServiceRequestSubmitRequest, 'orderNo'> & { request: ServiceRequestInput };

export const SIDES = ['lengthCm', 'widthCm', 'heightCm'] as const;

/** Error keys the page has words for (ServiceRequest.errors); another server key shows the form's line. */
export const ERROR_KEYS = [
  'passengerRequired',
  'wheelchairTypeRequired',
  'companionNameRequired',
  'companionNameLength',
  'companionNameInvalid',
  'companionPhoneRequired',
  'companionPhoneInvalid',
  'areaCodeInvalid',
  'baggageTypeRequired',
  'dimensionRequired',
  'dimensionInteger',
  'dimensionTooSmall',
  'dimensionTooLarge',
  'purposeRequired',
  'purposeTooLong',
] as const;
export type ServiceRequestErrorKey = (typeof ERROR_KEYS)[number];

/** The fields of each kind, in the page's order: the first one the server refused takes the focus. */
export const FIELD_ORDER: Record<ServiceRequestKind, (keyof ServiceRequestValues)[]> = {
  WHEELCHAIR: ['passengerId', 'wheelchairType', 'companionName', 'companionAreaCode', 'companionMobile'],
  SPECIAL_BAGGAGE: ['passengerId', 'baggageType', 'lengthCm', 'widthCm', 'heightCm', 'purpose'],
};

/** The passengers of a segment who may ask for the kind. */
export const openPassengers = (segment: ServiceRequestSegment | undefined, kind: ServiceRequestKind) =>
  segment?.passengers.filter((p) => p.blocks[kind] === null) ?? [];

/** The only passenger who may ask is chosen for them; with several, none is. */
export const onlyOpenPassenger = (segment: ServiceRequestSegment | undefined, kind: ServiceRequestKind) => {
  const open = openPassengers(segment, kind);
  return open.length === 1 ? open[0]!.passengerId : '';
};

/** The first flight someone may still ask on, else the first flight. */
export const firstOpenSegment = (segments: ServiceRequestSegment[], kind: ServiceRequestKind) =>
  (segments.find((s) => openPassengers(s, kind).length > 0) ?? segments[0])?.segmentIndex ?? 0;

/** An empty form on a flight, with its only open passenger chosen (none after a request was sent). */
export function emptyValues(segmentIndex: number, passengerId: string): ServiceRequestValues {
  return {
    segmentIndex,
    passengerId,
    wheelchairType: '',
    companionName: '',
    companionAreaCode: '86',
    companionMobile: '',
    atArrival: false,
    baggageType: '',
    lengthCm: '',
    widthCm: '',
    heightCm: '',
    purpose: '',
  };
}

/** The note shows once every side is a whole number of allowed centimetres and one is over 1 metre. */
export function showsOversize(sides: readonly string[]): boolean {
  const typed = sides.map((v) => v.trim());
  const cm = typed.map(Number);
  if (!typed.every((v, i) => v !== '' && Number.isInteger(cm[i]))) return false;
  return cm.every((n) => n <= BAGGAGE_DIMENSION_MAX_CM) && isOversize(cm);
}

/** The lib/domain rules the BFF applies too, beside each field; passes the body as the route takes it. */
function check(kind: ServiceRequestKind) {
  return (v: ServiceRequestValues): Partial<Record<string, string>> => ({
    ...(v.passengerId ? {} : { passengerId: 'passengerRequired' }),
    ...(kind === 'WHEELCHAIR' ? validateWheelchair(v) : validateSpecialBaggage(v)),
  });
}

function output(kind: ServiceRequestKind) {
  return (v: ServiceRequestValues): ServiceRequestChoice => ({
    segmentIndex: v.segmentIndex,
    passengerId: v.passengerId,
    request:
      kind === 'WHEELCHAIR'
        ? {
            kind,
            wheelchairType: v.wheelchairType as WheelchairType,
            companionName: v.companionName.trim(),
            companionAreaCode: v.companionAreaCode,
            companionMobile: v.companionMobile.trim(),
            atArrival: v.atArrival,
          }
        : {
            kind,
            baggageType: v.baggageType as SpecialBaggageType,
            lengthCm: Number(v.lengthCm.trim()),
            widthCm: Number(v.widthCm.trim()),
            heightCm: Number(v.heightCm.trim()),
            purpose: v.purpose.trim(),
          },
  });
}

export const serviceRequestResolvers = {
  WHEELCHAIR: plainResolver(check('WHEELCHAIR'), output('WHEELCHAIR')),
  SPECIAL_BAGGAGE: plainResolver(check('SPECIAL_BAGGAGE'), output('SPECIAL_BAGGAGE')),
};
