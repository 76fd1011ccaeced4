import { normalizeComplaint, validateComplaint } from './content-complaint';

const ok = {
  name: '张三',
  certificateNumber: 'E12345678',
  phone: '13800138000',
  type: 'complaint',
  content: '航班延误后没有收到任何短信通知。',
  captchaToken: 't',
};

describe('validateComplaint', () => {
  it('accepts a complete form', () => expect(validateComplaint(ok)).toEqual({}));

  it('names every missing field', () => {
    expect(
      validateComplaint({ name: '', certificateNumber: '', phone: '', type: '', content: '', captchaToken: null }),
    ).toEqual({
      name: 'nameRequired',
      certificateNumber: 'documentRequired',
      phone: 'phoneRequired',
      type: 'typeRequired',
      content: 'contentRequired',
      captchaToken: 'captchaRequired',
    });
  });

  it('checks formats', () => {
    expect(validateComplaint({ ...ok, certificateNumber: 'AB1' }).certificateNumber).toBe('documentInvalid');
    expect(validateComplaint({ ...ok, phone: '12345' }).phone).toBe('phoneInvalid');
    expect(validateComplaint({ ...ok, phone: '+85291234567' }).phone).toBeUndefined();
    expect(validateComplaint({ ...ok, type: 'praise' }).type).toBe('typeRequired');
  });

  it('bounds the content at 10 and 500 characters', () => {
    expect(validateComplaint({ ...ok, content: '一二三四五六七八九' }).content).toBe('contentTooShort');
    expect(validateComplaint({ ...ok, content: '一二三四五六七八九十' }).content).toBeUndefined();
    expect(validateComplaint({ ...ok, content: 'x'.repeat(500) }).content).toBeUndefined();
    expect(validateComplaint({ ...ok, content: 'x'.repeat(501) }).content).toBe('contentTooLong');
  });

  it('can leave the captcha to a later step', () => {
    expect(validateComplaint({ ...ok, captchaToken: null }, { needCaptcha: false })).toEqual({});
  });
});

it('normalizes before sending', () => {
  expect(normalizeComplaint({ ...ok, phone: '138 0013-8000', certificateNumber: ' e123456 ' })).toMatchObject({
    phone: '13800138000',
    certificateNumber: 'E123456',
  });
});
