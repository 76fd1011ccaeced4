import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ResultCode, type CertificationStatus, type MemberInfo, type ThirdPartyProvider } from '@/lib/contract';
import { member, realName, thirdPartyIdentity } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { hashPassword, needsRehash } from './secrets';
import type { MemberRow } from './tokens';

/** How a phone is keyed in codes, limits and outbox: '86-13800138000'. */
export const phoneTarget = (cellphoneCode: string, cellphone: string) => `${cellphoneCode}-${cellphone}`;

/** A phone or e-mail as a message may show it: '138****0000', 'd***@skylark.example'. */
export function maskContact(contact: { cellphone: string } | { email: string }): string {
  if ('cellphone' in contact) {
    const n = contact.cellphone;
    return n.length <= 7 ? `${n.slice(0, 2)}****` : `${n.slice(0, 3)}****${n.slice(-4)}`;
  }
  const [name = '', domain = ''] = contact.email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export type AccountRef = { email?: string; cellphoneCode?: string; cellphone?: string };

/** The target of a code or the key of a login: the phone when given, else the e-mail. */
export function targetOf(ref: AccountRef): string {
  if (ref.cellphone !== undefined) return phoneTarget(ref.cellphoneCode ?? '86', ref.cellphone);
  if (ref.email !== undefined) return ref.email.toLowerCase();
  throw new ApiError(ResultCode.BAD_REQUEST, 'no phone or e-mail');
}

export async function findMember(s: Services, ref: AccountRef): Promise<MemberRow | undefined> {
  const where =
    ref.cellphone !== undefined
      ? and(eq(member.cellphoneCode, ref.cellphoneCode ?? '86'), eq(member.cellphone, ref.cellphone))
      : eq(member.email, (ref.email ?? '').toLowerCase());
  const [row] = await s.db.select().from(member).where(where);
  return row;
}

export type NewMember = {
  cellphoneCode?: string;
  cellphone?: string;
  email?: string;
  passwordHash?: string | null;
};

/** Creates a member; a phone or e-mail taken meanwhile (unique index) is ACCOUNT_EXISTS. */
export async function createMember(s: Services, fields: NewMember): Promise<MemberRow> {
  try {
    const [row] = await s.db
      .insert(member)
      .values({
        id: randomUUID(),
        cellphoneCode: fields.cellphone ? (fields.cellphoneCode ?? '86') : null,
        cellphone: fields.cellphone ?? null,
        email: fields.email?.toLowerCase() ?? null,
        passwordHash: fields.passwordHash ?? null,
        regTime: new Date(s.clock.now()),
      })
      .returning();
    if (!row) throw new Error('member not created');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
    throw err;
  }
}

/**
 * After a successful password check: a hash made with an older scrypt cost is made again with today's,
 * now that the password is known. Only the hash it was checked against is replaced (a change meanwhile wins).
 */
export async function rehashIfOld(s: Services, m: MemberRow, password: string): Promise<void> {
  if (m.passwordHash === null || !needsRehash(m.passwordHash)) return;
  await s.db
    .update(member)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(member.id, m.id), eq(member.passwordHash, m.passwordHash)));
}

/** PostgreSQL 23505, whether drizzle wrapped the driver's error or not. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function certificationStatus(s: Services, memberId: string): Promise<CertificationStatus> {
  const [row] = await s.db.select({ status: realName.status }).from(realName).where(eq(realName.memberId, memberId));
  return (row?.status ?? 0) as CertificationStatus;
}

/** Spec §3 Member with the member-home summary. */
export async function memberInfo(s: Services, m: MemberRow, token: string): Promise<MemberInfo> {
  const bindings = await s.db
    .select({ provider: thirdPartyIdentity.provider })
    .from(thirdPartyIdentity)
    .where(eq(thirdPartyIdentity.memberId, m.id));
  return {
    token,
    memberId: m.id,
    walletStatus: m.walletStatus,
    memberBaseInfo: {
      name: m.name,
      lastLoginTime: m.lastLoginTime?.toISOString() ?? null,
      regTime: m.regTime.toISOString(),
      email: m.email,
      cellphoneCode: m.cellphoneCode,
      cellphone: m.cellphone,
    },
    summary: {
      nickname: m.nickname,
      memberNo: String(8_800_000_000 + m.seq),
      points: m.points,
      balance: { amount: m.balance, currency: 'CNY' },
      coupons: m.coupons,
      growthValue: m.growthValue,
      certificationStatus: await certificationStatus(s, m.id),
    },
    hasPassword: m.passwordHash !== null,
    passwordResetRequired: m.passwordResetRequired,
    thirdPartyBindings: bindings.map((b) => b.provider as ThirdPartyProvider).sort(),
  };
}
