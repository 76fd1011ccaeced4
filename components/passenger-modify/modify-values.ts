import { plainResolver } from '@/components/ui/plain-resolver';
import type { PassengerModifyCandidate } from '@/lib/contract/passenger-modify';
import type { ModifyDraft } from './modify-draft';
import { MODIFY_STRING_FIELDS, validateModify, type ModifyValues } from './modify-rules';

/** The order in which the fields are focused when the pre-check refuses several. */
export const FIELD_ORDER: readonly (keyof ModifyValues)[] = MODIFY_STRING_FIELDS;

export const eligibleOf = (passengers: PassengerModifyCandidate[]) => passengers.filter((p) => p.block === null);

/** The draft's values while its passenger may still change; else a fresh form, its only passenger chosen. */
export function initialValues(passengers: PassengerModifyCandidate[], draft: ModifyDraft | null): ModifyValues {
  const eligible = eligibleOf(passengers);
  const fromDraft = draft && eligible.some((p) => p.passengerId === draft.values.passengerId) ? draft.values : null;
  if (fromDraft) return fromDraft;
  const only = eligible.length === 1 ? eligible[0]! : null;
  return {
    passengerId: only?.passengerId ?? '',
    field: 'NAME',
    name: '',
    surname: '',
    givenName: '',
    certificateType: only?.certificateType ?? 'NI',
    certificateNumber: '',
    certificateValidity: '',
    mobile: '',
    mobileConfirm: '',
  };
}

/** The form's resolver: a passenger first, then lib/domain's rules of the part chosen (validateModify). */
export function modifyResolver(passengers: PassengerModifyCandidate[], today: string) {
  return plainResolver<ModifyValues, ModifyValues>(
    (v) => {
      const passenger = eligibleOf(passengers).find((p) => p.passengerId === v.passengerId);
      return passenger ? validateModify(v, passenger, today) : { passengerId: 'choosePassenger' };
    },
    (v) => v,
  );
}
