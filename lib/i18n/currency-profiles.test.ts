import { resolveCurrencyProfile, CURRENCY_PROFILES } from './currency-profiles';

describe('currency profiles (spec §1)', () => {
  it('gives each profile its language, currency and symbol', () => {
    expect(CURRENCY_PROFILES['zh-CN']).toMatchObject({ language: 'zh_CN', currency: 'CNY', symbol: '￥' });
    expect(CURRENCY_PROFILES['zh-CN-C']).toMatchObject({ language: 'zh_CN', currency: 'CNY', symbol: '￥' });
    expect(CURRENCY_PROFILES['zh-CN-E']).toMatchObject({ language: 'zh_CN', currency: 'USD', symbol: '$' });
    expect(CURRENCY_PROFILES['en-US-C']).toMatchObject({ language: 'en_US', currency: 'CNY', symbol: '￥' });
    expect(CURRENCY_PROFILES['en-US']).toMatchObject({ language: 'en_US', currency: 'USD', symbol: '$' });
    expect(CURRENCY_PROFILES['en-US-E']).toMatchObject({ language: 'en_US', currency: 'USD', symbol: '$' });
  });

  it('defaults to the language profile when nothing or garbage is saved', () => {
    expect(resolveCurrencyProfile('zh-CN', undefined).id).toBe('zh-CN');
    expect(resolveCurrencyProfile('en-US', 'xx').id).toBe('en-US');
  });

  it('keeps a saved profile of the same language', () => {
    expect(resolveCurrencyProfile('zh-CN', 'zh-CN-E').id).toBe('zh-CN-E');
    expect(resolveCurrencyProfile('en-US', 'en-US-C').id).toBe('en-US-C');
  });

  it('keeps the currency across a language switch', () => {
    expect(resolveCurrencyProfile('en-US', 'zh-CN').id).toBe('en-US-C');
    expect(resolveCurrencyProfile('en-US', 'zh-CN-E').id).toBe('en-US');
    expect(resolveCurrencyProfile('zh-CN', 'en-US-C').id).toBe('zh-CN');
    expect(resolveCurrencyProfile('zh-CN', 'en-US').id).toBe('zh-CN-E');
  });
});
