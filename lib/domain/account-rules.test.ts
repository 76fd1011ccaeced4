import {
  loginAccountOf,
  validateEmail,
  validateMainlandMobile,
  validateName,
  validateNickname,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
  validateVerifyCode,
} from './account-rules';

describe('password (6 to 16, no spaces, no Chinese, two classes)', () => {
  it('length boundaries 5 / 6 / 16 / 17', () => {
    expect(validatePassword('abc12')).toBe('passwordLength');
    expect(validatePassword('abc123')).toBeNull();
    expect(validatePassword('abcdefgh12345678')).toBeNull();
    expect(validatePassword('abcdefgh123456789')).toBe('passwordLength');
  });
  it('required, spaces, Chinese', () => {
    expect(validatePassword('')).toBe('passwordRequired');
    expect(validatePassword('abc 123')).toBe('passwordSpaces');
    expect(validatePassword('abc123\t')).toBe('passwordSpaces');
    expect(validatePassword('abc123密码')).toBe('passwordChinese');
  });
  it('needs two of digit, lowercase, uppercase, special', () => {
    for (const one of ['123456', 'abcdef', 'ABCDEF', '!@#$%^']) expect(validatePassword(one)).toBe('passwordClasses');
    for (const two of ['abc123', 'ABC123', 'abcDEF', 'abc!@#', 'ABC!@#', '123!@#'])
      expect(validatePassword(two)).toBeNull();
  });
  it('the confirmation must match', () => {
    expect(validatePasswordConfirm('abc123', 'abc123')).toBeNull();
    expect(validatePasswordConfirm('abc123', 'abc124')).toBe('passwordMismatch');
  });
});

describe('phones', () => {
  it('mainland: 11 digits starting with 1', () => {
    expect(validateMainlandMobile('')).toBe('phoneRequired');
    expect(validateMainlandMobile('13800138000')).toBeNull();
    expect(validateMainlandMobile('1380013800')).toBe('phoneInvalid');
    expect(validateMainlandMobile('138001380001')).toBe('phoneInvalid');
    expect(validateMainlandMobile('23800138000')).toBe('phoneInvalid');
    expect(validateMainlandMobile('1380013800a')).toBe('phoneInvalid');
  });
  it('with area code: 86 is mainland, others 5 to 15 digits', () => {
    expect(validatePhone('86', '13800138000')).toBeNull();
    expect(validatePhone('86', '23800138000')).toBe('phoneInvalid');
    expect(validatePhone('852', '6123')).toBe('phoneInvalid');
    expect(validatePhone('852', '61234')).toBeNull();
    expect(validatePhone('852', '123456789012345')).toBeNull();
    expect(validatePhone('852', '1234567890123456')).toBe('phoneInvalid');
    expect(validatePhone('852', '')).toBe('phoneRequired');
    for (const bad of ['', '+86', '012', '12345']) expect(validatePhone(bad, '13800138000')).toBe('areaCodeInvalid');
  });
});

describe('verification code: exactly 6, no spaces', () => {
  it('boundaries', () => {
    expect(validateVerifyCode('')).toBe('codeRequired');
    expect(validateVerifyCode('12345')).toBe('codeLength');
    expect(validateVerifyCode('123456')).toBeNull();
    expect(validateVerifyCode('1234567')).toBe('codeLength');
    expect(validateVerifyCode('123 45')).toBe('codeSpaces');
    expect(validateVerifyCode(' 12345')).toBe('codeSpaces');
  });
});

describe('e-mail', () => {
  it('required and valid', () => {
    expect(validateEmail('')).toBe('emailRequired');
    expect(validateEmail('a@b.cn')).toBeNull();
    expect(validateEmail('first.last@mail.example.com')).toBeNull();
    for (const bad of ['ab.cn', 'a@b', 'a @b.cn', 'a@b..cn', '@b.cn', `${'a'.repeat(250)}@b.cn`])
      expect(validateEmail(bad)).toBe('emailInvalid');
  });
});

describe('nickname: at most 10', () => {
  it('boundaries', () => {
    expect(validateNickname('')).toBe('nicknameRequired');
    expect(validateNickname('   ')).toBe('nicknameRequired');
    expect(validateNickname('云雀小飞侠云雀小飞侠')).toBeNull();
    expect(validateNickname('abcdefghij')).toBeNull();
    expect(validateNickname('abcdefghijk')).toBe('nicknameTooLong');
    expect(validateNickname('😀'.repeat(10))).toBeNull();
  });
});

describe('name: 2 to 20', () => {
  it('boundaries and characters', () => {
    expect(validateName('')).toBe('nameRequired');
    expect(validateName('张')).toBe('nameLength');
    expect(validateName('张三')).toBeNull();
    expect(validateName('阿'.repeat(20))).toBeNull();
    expect(validateName('阿'.repeat(21))).toBe('nameLength');
    expect(validateName('买买提·艾力')).toBeNull();
    expect(validateName('ZHANG/SAN')).toBeNull();
    expect(validateName('张三1')).toBe('nameInvalid');
    expect(validateName(' 张三')).toBe('nameInvalid');
  });
});

describe('login account (spec §7)', () => {
  it('e-mail when it has an @, else a phone with 86', () => {
    expect(loginAccountOf(' A@B.cn ')).toEqual({ email: 'a@b.cn' });
    expect(loginAccountOf('13800138000')).toEqual({ cellphoneCode: '86', cellphone: '13800138000' });
  });
});
