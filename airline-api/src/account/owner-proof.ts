import { ResultCode, type OwnerProofField } from '@/lib/contract';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { gatewayFor } from './code-delivery';
import type { Services } from '../services';
import { countAttempt } from './attempt-limits';
import { checkCode } from './codes';
import { maskContact, phoneTarget } from './members';
import { verifyPassword } from './secrets';
import type { MemberRow } from './tokens';

/**
 * Proving the account before its phone or e-mail changes (spec §2 security centre): a session alone is not
 * enough, since a borrowed or stolen one would otherwise move the account's codes (and so its password
 * reset) to someone else. The proof is the login password or a code sent to the contact being changed
 * (event VERIFY_OWNER); the owner of that contact is told once it has changed.
 */

export type ContactKind = 'phone' | 'email';
export type OwnerProof = { currentPassword?: string; ownerVerifyCode?: string };

/** Password proofs per member: 10 an hour, so a session cannot be used to guess the password. */
const PASSWORD_PROOFS_PER_HOUR = 10;

/** The member's current phone or e-mail as a code target ('86-13800138000', 'a@b.c'), or null. */
export function currentTarget(m: MemberRow, kind: ContactKind): string | null {
  if (kind === 'phone') return m.cellphone ? phoneTarget(m.cellphoneCode ?? '86', m.cellphone) : null;
  return m.email;
}

const refused = (code: Exclude<ResultCode, '0'>, field: OwnerProofField, detail?: string) =>
  new ApiError(code, detail ?? field, { field });

/**
 * Checks the proof of a change of `kind` without using a code up; answers the code to use up once the
 * change goes through (null for a password proof). Refusals carry `data.field`.
 */
export async function checkOwnerProof(
  s: Services,
  m: MemberRow,
  kind: ContactKind,
  proof: OwnerProof,
): Promise<{ target: string; code: string } | null> {
  if (proof.currentPassword !== undefined) {
    if (m.passwordHash === null) throw refused(ResultCode.BAD_REQUEST, 'currentPassword', 'no password set');
    await countAttempt(s, [{ key: `owner:password:${m.id}`, limit: PASSWORD_PROOFS_PER_HOUR, windowMs: 3_600_000 }]);
    if (!(await verifyPassword(proof.currentPassword, m.passwordHash)))
      throw refused(ResultCode.WRONG_CREDENTIALS, 'currentPassword');
    return null;
  }
  const target = currentTarget(m, kind);
  if (proof.ownerVerifyCode === undefined || target === null)
    throw refused(ResultCode.BAD_REQUEST, 'ownerVerifyCode', 'the current password or a code to the current contact');
  try {
    await checkCode(s, { target, event: 'VERIFY_OWNER', code: proof.ownerVerifyCode, consume: false });
  } catch (err) {
    if (err instanceof ApiError) throw refused(err.code, 'ownerVerifyCode');
    throw err;
  }
  return { target, code: proof.ownerVerifyCode };
}

/** Uses up the owner code of a proof checked by checkOwnerProof (a password proof has nothing to use up). */
export async function useOwnerProof(s: Services, used: { target: string; code: string } | null): Promise<void> {
  if (!used) return;
  try {
    await checkCode(s, { target: used.target, event: 'VERIFY_OWNER', code: used.code, consume: true });
  } catch (err) {
    if (err instanceof ApiError) throw refused(err.code, 'ownerVerifyCode');
    throw err;
  }
}

/**
 * Tells the old phone or e-mail that it no longer belongs to the account, naming the new one masked. Sent
 * through the code gateway in the change's own transaction: no gateway (sandbox off) sends nothing.
 */
export async function noticeContactChanged(
  s: Services,
  db: Db,
  kind: ContactKind,
  oldTarget: string,
  next: { cellphone: string } | { email: string },
): Promise<void> {
  const delivery = gatewayFor(s, kind === 'phone' ? 'SMS' : 'EMAIL');
  if (!delivery) return;
  const shown = maskContact(next);
  const text =
    kind === 'phone'
      ? `【云雀航空】您账号的手机号已更换为 ${shown}。如非本人操作，请立即联系客服。Skylark Airlines: your phone was changed to ${shown}. If this was not you, contact us at once.`
      : `【云雀航空】您账号的邮箱已更换为 ${shown}。如非本人操作，请立即联系客服。Skylark Airlines: your e-mail was changed to ${shown}. If this was not you, contact us at once.`;
  await delivery.deliver(db, {
    channel: kind === 'phone' ? 'SMS' : 'EMAIL',
    to: oldTarget,
    event: kind === 'phone' ? 'PHONE_CHANGED' : 'EMAIL_CHANGED',
    code: '',
    text,
    sentAt: new Date(s.clock.now()),
  });
}

/**
 * The text a member's code request sends to a phone or e-mail another account holds (decision 53): its code,
 * so that a requester who does hold it learns at the confirm step that it is taken, and a word to its owner
 * that the change will not go through. Both languages, as every text of the gateway.
 */
export function takenContactText(kind: ContactKind, code: string): string {
  return kind === 'phone'
    ? `【云雀航空】验证码 ${code}。有人申请将另一个账号的手机号更换为本号码，本号码已注册，更换不会成功。如非本人操作，请忽略。Skylark Airlines code ${code}: someone asked to move another account to this phone, which is already registered, so the change will not go through. If this was not you, ignore this message.`
    : `【云雀航空】验证码 ${code}。有人申请将另一个账号的邮箱更换为本邮箱，本邮箱已注册，更换不会成功。如非本人操作，请忽略。Skylark Airlines code ${code}: someone asked to move another account to this e-mail address, which is already registered, so the change will not go through. If this was not you, ignore this message.`;
}
