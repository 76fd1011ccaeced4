import { placeName } from './place-name';

// A route on a certificate names each end once (found by a fresh-clone walk: "Guangzhou Guangzhou Baiyun …").
describe('placeName', () => {
  it('drops the city when the airport already starts with it, in both languages', () => {
    expect(placeName('Guangzhou', 'Guangzhou Baiyun International Airport')).toBe(
      'Guangzhou Baiyun International Airport',
    );
    expect(placeName('广州', '广州白云国际机场')).toBe('广州白云国际机场');
  });

  it('keeps the city before an airport named otherwise, and copes with a missing part', () => {
    expect(placeName('Tokyo', 'Narita International Airport')).toBe('Tokyo Narita International Airport');
    expect(placeName('上海', '浦东国际机场')).toBe('上海 浦东国际机场');
    expect(placeName('Beijing', '')).toBe('Beijing');
    expect(placeName('', 'PEK')).toBe('PEK');
    expect(placeName('Macau', 'Macau')).toBe('Macau');
  });
});
