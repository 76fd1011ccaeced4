import path from 'node:path';
import { OTHER, appRoutePatterns, routeLabeller } from './route-label.mjs';

// Decision 58: the web's metrics name a request by its route pattern, from a set the app's folders bound.
describe('routeLabeller', () => {
  const label = routeLabeller([
    '/',
    '/news/newList',
    '/news/newItem/:id',
    '/member/ticketorderdetail/:id',
    '/api/orders/mine',
  ]);

  it('takes the locale and the query off and names dynamic segments :id', () => {
    expect(label('/zh-CN')).toBe('/');
    expect(label('/en-US/')).toBe('/');
    expect(label('/en-US/news/newList?page=2')).toBe('/news/newList');
    expect(label('/zh-CN/news/newItem/k123')).toBe('/news/newItem/:id');
    expect(label('/en-US/member/ticketorderdetail/SK20261201000123')).toBe('/member/ticketorderdetail/:id');
    expect(label('/api/orders/mine')).toBe('/api/orders/mine');
  });

  it('prefers an exact folder to a dynamic one', () => {
    const both = routeLabeller(['/news/newList', '/news/:id']);
    expect(both('/zh-CN/news/newList')).toBe('/news/newList');
    expect(both('/zh-CN/news/anything')).toBe('/news/:id');
  });

  it('keeps its own paths and Next’s assets by their first folder', () => {
    expect(label('/metrics')).toBe('/metrics');
    expect(label('/readyz')).toBe('/readyz');
    expect(label('/_next/static/chunks/abc123.js')).toBe('/_next/static');
    expect(label('/_next/image?url=x')).toBe('/_next/image');
  });

  it('names every path it does not know other, so invented paths make no new series', () => {
    for (const invented of [
      '/zh-CN/wp-admin',
      '/en-US/news/newItem/a/b',
      '/.env',
      '/zh-CNx',
      '/api/x/y/z',
      '/fr-FR/news/newList',
    ]) {
      expect(label(invented)).toBe(OTHER);
    }
  });
});

describe('appRoutePatterns', () => {
  const patterns = appRoutePatterns(path.join(__dirname, '../../app'));

  it('reads the app’s folders: locale off, groups and private folders left out, dynamic ones :id', () => {
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/news/newList',
        '/news/newItem/:id',
        '/member/ticketorderdetail/:id',
        '/api/orders',
      ]),
    );
    expect(patterns.some((p) => /\(|\[|\/_/.test(p))).toBe(false);
    const label = routeLabeller(patterns);
    expect(label('/en-US/member/ticketorderdetail/SK1')).toBe('/member/ticketorderdetail/:id');
    expect(label('/zh-CN/no/such/page')).toBe(OTHER);
  });
});
