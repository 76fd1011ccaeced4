import { isLatinOnly, listPageOf, listQuery, pageCountOf, pagerItems, truncateTitle } from './content-list';

describe('listPageOf', () => {
  it('reads the allowed sizes and a page', () => {
    expect(listPageOf({ page: '2', size: '20' })).toEqual({ page: 2, size: 20 });
    expect(listPageOf({ size: '100' })).toEqual({ page: 1, size: 100 });
  });
  it.each(['15', '0', '-10', '1000', 'abc', '20.0', ''])('size %s falls back to 10', (size) => {
    expect(listPageOf({ size }).size).toBe(10);
  });
  it.each(['0', '-1', '1.5', 'x', '01'])('page %s falls back to 1', (page) => {
    expect(listPageOf({ page }).page).toBe(1);
  });
  it('takes the first of repeated parameters', () => {
    expect(listPageOf({ page: ['3', '4'], size: ['30', '40'] })).toEqual({ page: 3, size: 30 });
  });
});

describe('pager', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(28, 10)).toBe(3);
    expect(pageCountOf(30, 10)).toBe(3);
  });
  it('shows first, last and a window with gaps', () => {
    expect(pagerItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('leaves defaults out of the query', () => {
    expect(listQuery(1, 10)).toBe('');
    expect(listQuery(2, 10)).toBe('?page=2');
    expect(listQuery(1, 20)).toBe('?size=20');
  });
});

describe('truncateTitle (spec §9)', () => {
  it('keeps 25 characters of Latin-only text', () => {
    expect(truncateTitle('a'.repeat(25))).toBe('a'.repeat(25));
    expect(truncateTitle('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
    expect(truncateTitle('Online check-in hours: new rules')).toBe('Online check-in hours: ne…');
  });
  it('keeps 10 characters of any other text', () => {
    expect(truncateTitle('一二三四五六七八九十')).toBe('一二三四五六七八九十');
    expect(truncateTitle('一二三四五六七八九十一')).toBe('一二三四五六七八九十…');
    expect(truncateTitle('关于A320 neo的公告说明')).toBe('关于A320 neo…');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(truncateTitle('𠀀'.repeat(10))).toBe('𠀀'.repeat(10));
  });
  it('tells Latin-only text apart', () => {
    expect(isLatinOnly('Café 2026: 50% off!')).toBe(true);
    expect(isLatinOnly('Fly to 北京')).toBe(false);
    expect(isLatinOnly('Hello，world')).toBe(false);
  });
});
