import { searchChannel } from './search-channel';

// Spec §7: "Channel number is B2C (B2CP Chinese or B2CPEN English for army searches)".
describe('searchChannel', () => {
  it('an army search goes on B2CP in Chinese and B2CPEN in English', () => {
    expect(searchChannel('zh_CN', true)).toBe('B2CP');
    expect(searchChannel('en_US', true)).toBe('B2CPEN');
  });

  it('any other search goes on B2C, in either language', () => {
    expect(searchChannel('zh_CN', false)).toBe('B2C');
    expect(searchChannel('en_US', false)).toBe('B2C');
  });
});
