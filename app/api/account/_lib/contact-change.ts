import 'server-only';
import { OWNER_PROOF_FIELDS, ResultCode, type OwnerProofField } from '@/lib/contract';
import { bffError, type BffAnswer } from '@/lib/bff-server/respond';
import type { Locale } from '@/lib/i18n/routing';
import type { UpstreamResult } from '@/lib/upstream/result';

/** The proof field airline-api named in a refusal of a phone or e-mail change (`data.field`), if any. */
export function refusedProof(result: UpstreamResult<unknown>): OwnerProofField | null {
  if (result.ok) return null;
  const field = (result.data as { field?: unknown } | undefined)?.field;
  return OWNER_PROOF_FIELDS.find((f) => f === field) ?? null;
}

/**
 * A refused proof answered with its code and `fieldErrors` naming the field, so the form puts the
 * localized message beside it; a wrong login password reads 'the login password is wrong', not the
 * login form's 'wrong account or password'.
 */
export function proofRefusal(result: UpstreamResult<unknown>, locale: Locale): BffAnswer<never> | null {
  const field = refusedProof(result);
  if (!field || result.ok) return null;
  const msgKey = result.code === ResultCode.WRONG_CREDENTIALS ? 'Security.currentPasswordWrong' : undefined;
  return bffError(result.code, locale, { fieldErrors: { [field]: result.code } }, msgKey);
}

/**
 * A phone or e-mail another account holds, refused at the confirm step once its code was entered (decision
 * 53): said in the change's own words beside the new phone or e-mail field.
 */
export function takenRefusal(
  result: UpstreamResult<unknown>,
  locale: Locale,
  field: 'cellphone' | 'email',
): BffAnswer<never> | null {
  if (result.ok || result.code !== ResultCode.ACCOUNT_EXISTS) return null;
  const msgKey = field === 'cellphone' ? 'Security.phoneTaken' : 'Security.emailTaken';
  return bffError(result.code, locale, { fieldErrors: { [field]: result.code } }, msgKey);
}
