import type { CertificationStatus, MemberInfo, Money, ThirdPartyProvider } from '@/lib/contract';

/** What pages show of a member (header, /member/index, security centre); the token never leaves the server. */
export type MemberView = {
  memberId: string;
  nickname: string | null;
  name: string | null;
  memberNo: string;
  points: number;
  /** Wallet balance in minor units. */
  balance: Money;
  coupons: number;
  growthValue: number;
  certificationStatus: CertificationStatus;
  walletStatus: 'T' | 'F';
  phoneMasked: string | null;
  emailMasked: string | null;
  hasPassword: boolean;
  passwordResetRequired: boolean;
  thirdPartyBindings: ThirdPartyProvider[];
};

/** 13800138000 → 138****8000; short foreign numbers keep only their last 4. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return `${'*'.repeat(Math.max(phone.length - 4, 1))}${phone.slice(-4)}`;
}

/** demo@skylark.example → d***@skylark.example */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export function toMemberView(info: MemberInfo): MemberView {
  const base = info.memberBaseInfo;
  return {
    memberId: info.memberId,
    nickname: info.summary.nickname,
    name: base.name,
    memberNo: info.summary.memberNo,
    points: info.summary.points,
    balance: info.summary.balance,
    coupons: info.summary.coupons,
    growthValue: info.summary.growthValue,
    certificationStatus: info.summary.certificationStatus,
    walletStatus: info.walletStatus,
    phoneMasked: maskPhone(base.cellphone),
    emailMasked: maskEmail(base.email),
    hasPassword: info.hasPassword,
    passwordResetRequired: info.passwordResetRequired,
    thirdPartyBindings: info.thirdPartyBindings,
  };
}
