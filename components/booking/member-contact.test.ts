import { memberContact } from './member-contact';

const empty = { name: '', areaCode: '86', mobile: '', email: '' };
const info = (over: Partial<Record<'name' | 'cellphoneCode' | 'cellphone' | 'email', string | null>>) => ({
  memberBaseInfo: {
    name: '张三',
    lastLoginTime: null,
    regTime: '2026-01-01T00:00:00Z',
    email: 'zhang@example.com',
    cellphoneCode: '86',
    cellphone: '13800000001',
    ...over,
  },
});

describe('the booking contact of a logged-in member (issue 28 §6)', () => {
  it('starts from the member’s name, bound phone and e-mail', () => {
    expect(memberContact(info({}), empty)).toEqual({
      name: '张三',
      areaCode: '86',
      mobile: '13800000001',
      email: 'zhang@example.com',
    });
  });

  it('leaves out what the account lacks, and fills nothing from an account with nothing', () => {
    expect(memberContact(info({ email: null, name: null }), empty)).toEqual({
      name: '',
      areaCode: '86',
      mobile: '13800000001',
      email: '',
    });
    expect(memberContact(info({ email: null, name: null, cellphone: null }), empty)).toBeNull();
  });

  it('keeps a contact the traveller has begun: one typed character is enough', () => {
    expect(memberContact(info({}), { ...empty, email: 'a' })).toBeNull();
    expect(memberContact(info({}), { ...empty, name: '李' })).toBeNull();
  });

  it('takes the phone’s area code without a plus', () => {
    expect(memberContact(info({ cellphoneCode: '+852', cellphone: '61234567' }), empty)?.areaCode).toBe('852');
  });
});
