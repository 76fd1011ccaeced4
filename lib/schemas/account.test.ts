import { AccountLoginSchema, BindRequestSchema, RegisterBodySchema, fieldErrorsOf, loginBodyOf } from './account';

describe('loginBodyOf (spec §7: @ is an e-mail, otherwise a phone with 86)', () => {
  it('sends an account with @ as a lower-case e-mail', () => {
    const r = loginBodyOf({ account: ' Demo@Skylark.example ', password: 'x', remember: true });
    expect(r).toEqual({
      ok: true,
      body: { email: 'demo@skylark.example', cellphoneCode: '86', channelNo: 'B2C', password: 'x', remember: true },
    });
  });
  it('sends any other account as a mainland phone', () => {
    const r = loginBodyOf({ account: '13800138000', password: 'Skylark2026' });
    expect(r.ok && r.body).toMatchObject({ cellphoneCode: '86', cellphone: '13800138000', remember: false });
    expect(r.ok && 'email' in r.body && r.body.email).toBeFalsy();
  });
  it('reports a malformed phone or e-mail on the account field with the rule key', () => {
    expect(loginBodyOf({ account: '1380013800', password: 'x' })).toEqual({
      ok: false,
      fieldErrors: { account: 'phoneInvalid' },
    });
    expect(loginBodyOf({ account: 'a@b', password: 'x' })).toEqual({
      ok: false,
      fieldErrors: { account: 'emailInvalid' },
    });
  });
  it('reports missing fields', () => {
    expect(loginBodyOf({ account: '', password: '' })).toEqual({
      ok: false,
      fieldErrors: { account: 'phoneRequired', password: 'passwordRequired' },
    });
    expect(AccountLoginSchema.safeParse({ account: 'x', password: 'y', remember: 'yes' }).success).toBe(false);
  });
});

describe('fieldErrorsOf', () => {
  const register = {
    cellphoneCode: '86',
    cellphone: '13800138000',
    verifyCode: '123456',
    password: 'Abcdef12',
    agreement: true,
    captchaToken: 't',
  };
  const errorsOf = (input: Record<string, unknown>) => {
    const r = RegisterBodySchema.safeParse(input);
    return r.success ? {} : fieldErrorsOf(r.error, input);
  };

  it('accepts a valid registration', () => {
    expect(errorsOf(register)).toEqual({});
  });
  it('names the precise password rule at its boundaries', () => {
    expect(errorsOf({ ...register, password: 'Ab1de' })).toEqual({ password: 'passwordLength' });
    expect(errorsOf({ ...register, password: 'Ab1def' })).toEqual({});
    expect(errorsOf({ ...register, password: 'Abcdefghijklmn12' })).toEqual({});
    expect(errorsOf({ ...register, password: 'Abcdefghijklmn123' })).toEqual({ password: 'passwordLength' });
    expect(errorsOf({ ...register, password: 'abcdefgh' })).toEqual({ password: 'passwordClasses' });
    expect(errorsOf({ ...register, password: 'abc def1' })).toEqual({ password: 'passwordSpaces' });
    expect(errorsOf({ ...register, password: '密码abc123' })).toEqual({ password: 'passwordChinese' });
  });
  it('names the code, phone, e-mail, agreement and captcha problems', () => {
    expect(errorsOf({ ...register, verifyCode: '12345' })).toEqual({ verifyCode: 'codeLength' });
    expect(errorsOf({ ...register, verifyCode: '123 45' })).toEqual({ verifyCode: 'codeSpaces' });
    expect(errorsOf({ ...register, cellphone: '23800138000' })).toEqual({ cellphone: 'phoneInvalid' });
    expect(errorsOf({ ...register, email: 'nope' })).toEqual({ email: 'emailInvalid' });
    expect(errorsOf({ ...register, agreement: false })).toEqual({ agreement: 'agreementRequired' });
    const { captchaToken: _omit, ...noCaptcha } = register;
    expect(errorsOf(noCaptcha)).toEqual({ captchaToken: 'captchaRequired' });
  });
});

describe('BindRequestSchema', () => {
  it('never takes the bind ticket from the browser', () => {
    const r = BindRequestSchema.parse({
      method: 'PHONE',
      bindTicket: 'forged',
      cellphoneCode: '86',
      cellphone: '13800138000',
      verifyCode: '123456',
    });
    expect(r).not.toHaveProperty('bindTicket');
    expect(r.remember).toBe(false);
  });
});
