// Path matching as a library's: parameters, wildcards, trailing slashes, encoded segments, case, table order,
// nested routes, and locations read from hrefs with their query strings and hashes.
import { describe, expect, it } from 'vitest';
import { hrefOf, locationOf, matchRoutes } from './path';
import type { RouteObject } from './types';

const paths = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map(({ route, params }) => ({ path: route.path, params })) ?? null;

describe('matchRoutes', () => {
  it('matches a static path, and nothing else', () => {
    const routes = [{ path: '/shop' }];
    expect(paths(routes, '/shop')).toEqual([{ path: '/shop', params: {} }]);
    expect(paths(routes, '/shops')).toBeNull();
    expect(paths(routes, '/shop/more')).toBeNull();
    expect(paths(routes, '/')).toBeNull();
  });

  it('reads each :param from one segment', () => {
    const routes = [{ path: '/items/:id/repair/:repairId' }];
    expect(paths(routes, '/items/abc/repair/r1')).toEqual([
      { path: '/items/:id/repair/:repairId', params: { id: 'abc', repairId: 'r1' } },
    ]);
    expect(paths(routes, '/items/abc/repair')).toBeNull();
    expect(paths(routes, '/items//repair/r1')).toBeNull();
    expect(paths(routes, '/items/a/b/repair/r1')).toBeNull();
  });

  it('takes a trailing slash or not, on the path and on the pathname', () => {
    expect(paths([{ path: '/activity' }], '/activity/')).toEqual([{ path: '/activity', params: {} }]);
    expect(paths([{ path: '/activity/' }], '/activity')).toEqual([{ path: '/activity/', params: {} }]);
    expect(paths([{ path: '/items/:id' }], '/items/7/')).toEqual([
      { path: '/items/:id', params: { id: '7' } },
    ]);
    expect(paths([{ path: '/activity' }], '/activity//')).toBeNull();
  });

  it('matches the root only on itself', () => {
    const routes = [{ path: '/' }];
    expect(paths(routes, '/')).toEqual([{ path: '/', params: {} }]);
    expect(paths(routes, '/anything')).toBeNull();
  });

  it('ignores the case of letters, and keeps the parameters as written', () => {
    expect(paths([{ path: '/shop/item/:id' }], '/Shop/ITEM/AbC')).toEqual([
      { path: '/shop/item/:id', params: { id: 'AbC' } },
    ]);
  });

  it('decodes encoded segments, and keeps a segment that is not valid percent-encoding as it came', () => {
    const routes = [{ path: '/verify/:publicId' }];
    expect(paths(routes, '/verify/a%20b%2Fc')?.[0]?.params).toEqual({ publicId: 'a b/c' });
    expect(paths(routes, '/verify/caf%C3%A9')?.[0]?.params).toEqual({ publicId: 'café' });
    expect(paths(routes, '/verify/100%')?.[0]?.params).toEqual({ publicId: '100%' });
    expect(paths(routes, '/verify/%E0%A4%A')?.[0]?.params).toEqual({ publicId: '%E0%A4%A' });
  });

  it('takes the characters of a regular expression literally in static segments', () => {
    const routes = [{ path: '/a.b/(c)' }];
    expect(paths(routes, '/a.b/(c)')).not.toBeNull();
    expect(paths(routes, '/axb/(c)')).toBeNull();
  });

  it('matches anything with the wildcard', () => {
    const routes = [{ path: '/login' }, { path: '*' }];
    expect(paths(routes, '/no/such/page')).toEqual([{ path: '*', params: {} }]);
    expect(paths(routes, '/')).toEqual([{ path: '*', params: {} }]);
    expect(paths(routes, '/login')).toEqual([{ path: '/login', params: {} }]);
  });

  it('keeps the first route in table order that matches', () => {
    const routes = [{ path: '/shop/item/:id' }, { path: '/shop/:collectionId' }, { path: '/shop/complete' }];
    expect(paths(routes, '/shop/complete')).toEqual([
      { path: '/shop/:collectionId', params: { collectionId: 'complete' } },
    ]);
    expect(paths(routes, '/shop/item/9')).toEqual([{ path: '/shop/item/:id', params: { id: '9' } }]);
  });

  it('answers a layout route and its matching child, outermost first, the layout with the child’s params', () => {
    const routes: RouteObject[] = [
      { path: '/login' },
      { children: [{ path: '/' }, { path: '/items/:id' }] },
      { path: '*' },
    ];
    expect(paths(routes, '/items/42')).toEqual([
      { path: undefined, params: { id: '42' } },
      { path: '/items/:id', params: { id: '42' } },
    ]);
    expect(paths(routes, '/elsewhere')).toEqual([{ path: '*', params: {} }]);
  });

  it('passes over a route with neither path nor children', () => {
    expect(paths([{}, { path: '/' }], '/')).toEqual([{ path: '/', params: {} }]);
    expect(matchRoutes([], '/')).toBeNull();
  });

  it('matches on the pathname only: the query string is not part of it', () => {
    const { pathname } = locationOf('/items/5?tab=history#top', undefined, 'k');
    expect(paths([{ path: '/items/:id' }], pathname)).toEqual([{ path: '/items/:id', params: { id: '5' } }]);
  });
});

describe('locationOf and hrefOf', () => {
  it('splits an href into its path, query string and hash, with the entry’s state and key', () => {
    expect(locationOf('/shop/market?data=a%2Bb&x=1#buy', { from: 'qr' }, 'k1')).toEqual({
      pathname: '/shop/market',
      search: '?data=a%2Bb&x=1',
      hash: '#buy',
      state: { from: 'qr' },
      key: 'k1',
    });
  });

  it('reads an absolute address by its path', () => {
    const location = locationOf('https://heirloom.example/login?token=t', undefined, 'default');
    expect(location).toMatchObject({ pathname: '/login', search: '?token=t', hash: '' });
  });

  it('keeps encoded characters in the path as they are', () => {
    expect(locationOf('/verify/a%20b', undefined, 'k').pathname).toBe('/verify/a%20b');
  });

  it('gives back the href it read', () => {
    for (const href of ['/', '/items/1', '/collections/c?status=active&sort=name', '/settings#legal']) {
      expect(hrefOf(locationOf(href, undefined, 'k'))).toBe(href);
    }
  });
});
