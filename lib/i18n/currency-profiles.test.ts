import {
  CURRENCY_CHOICE_IDS,
  CURRENCY_PROFILE_IDS,
  CURRENCY_PROFILES,
  choiceOf,
  resolveCurrencyProfile,
} from './currency-profiles';

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

describe('currency choices (spec §3 price parts: distinct choices by names a person understands)', () => {
  it('offers each language-and-currency pair once, named by its first profile', () => {
    expect(CURRENCY_CHOICE_IDS).toEqual(['zh-CN', 'zh-CN-E', 'en-US', 'en-US-C']);
    const pairs = CURRENCY_CHOICE_IDS.map((id) => `${CURRENCY_PROFILES[id].locale}/${CURRENCY_PROFILES[id].currency}`);
    expect(new Set(pairs).size).toBe(CURRENCY_CHOICE_IDS.length);
  });

  it('maps every one of the six profiles to the choice that reads the same', () => {
    expect(CURRENCY_PROFILE_IDS.map((id) => [id, choiceOf(id)])).toEqual([
      ['zh-CN', 'zh-CN'],
      ['zh-CN-C', 'zh-CN'],
      ['zh-CN-E', 'zh-CN-E'],
      ['en-US', 'en-US'],
      ['en-US-C', 'en-US-C'],
      ['en-US-E', 'en-US'],
    ]);
    for (const id of CURRENCY_PROFILE_IDS) {
      const [a, b] = [CURRENCY_PROFILES[id], CURRENCY_PROFILES[choiceOf(id)]];
      expect([b.locale, b.currency, b.symbol]).toEqual([a.locale, a.currency, a.symbol]);
    }
  });
});
