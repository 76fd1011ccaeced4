import type { MemberInfo } from '@/lib/contract';
import { maskEmail, maskPhone, toMemberView } from './member-view';

const info: MemberInfo = {
  token: 'secret-token-never-shown',
  memberId: 'm1',
  walletStatus: 'T',
  memberBaseInfo: {
    name: '张云雀',
    lastLoginTime: null,
    regTime: '2026-01-01T00:00:00.000Z',
    email: 'demo@skylark.example',
    cellphoneCode: '86',
    cellphone: '13800138000',
  },
  summary: {
    nickname: '云雀',
    memberNo: 'YQ0001',
    points: 12800,
    balance: { amount: 52000, currency: 'CNY' },
    coupons: 3,
    growthValue: 1680,
    certificationStatus: 3,
  },
  hasPassword: true,
  passwordResetRequired: false,
  thirdPartyBindings: ['WECHAT'],
};

describe('member view', () => {
  it('masks phone and e-mail', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('91234567')).toBe('****4567');
    expect(maskPhone(null)).toBeNull();
    expect(maskEmail('demo@skylark.example')).toBe('d***@skylark.example');
    expect(maskEmail(null)).toBeNull();
  });
  it('keeps the summary and never the token', () => {
    const view = toMemberView(info);
    expect(view).toMatchObject({ memberId: 'm1', nickname: '云雀', points: 12800, certificationStatus: 3 });
    expect(JSON.stringify(view)).not.toContain('secret-token');
    expect(JSON.stringify(view)).not.toContain('13800138000');
  });
});
