import { validatePhone, MAINLAND_AREA_CODE } from './account-rules';

/** The checks every kind of the member's address book shares: issues answered as message keys, field by field. */

export type Issues<F extends string> = Partial<Record<F, string>>;

const chars = (v: string) => [...v.trim()].length;

/** A required text of at most `max` characters; a field keeps the first issue found. */
export function required(
  issues: Record<string, string>,
  field: string,
  value: string,
  max: number,
  tooLong = 'tooLong',
) {
  if (issues[field]) return;
  if (!value.trim()) issues[field] = 'required';
  else if (chars(value) > max) issues[field] = tooLong;
}

/** A text that may be left out, at most `max` characters when given. */
export function optional(issues: Record<string, string>, field: string, value: string | undefined, max: number) {
  if (!issues[field] && value && chars(value) > max) issues[field] = 'tooLong';
}

/** A phone valid for its area code (the mainland's when none): a bad area code is the area code's issue. */
export function phone(issues: Record<string, string>, areaCode: string, number: string, numberField: string) {
  const issue = validatePhone(areaCode.trim() || MAINLAND_AREA_CODE, number.trim());
  if (issue) issues[issue === 'areaCodeInvalid' ? 'areaCode' : numberField] = issue;
}
