// Path matching: which routes a pathname shows and with which parameters, and locations read from an href.
import type { Location, Match, Params, RouteObject } from './types';

/**
 * A route path as a regular expression: `:name` takes one segment, `*` alone takes anything, a trailing slash is
 * optional on either side, and letters match in any case.
 */
function pattern(path: string): RegExp {
  if (path === '*') return /^.*$/;
  const source = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

const patterns = new Map<string, { regex: RegExp; names: string[] }>();
function compiled(path: string) {
  let found = patterns.get(path);
  if (!found) {
    const names = path.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : []));
    patterns.set(path, (found = { regex: pattern(path), names }));
  }
  return found;
}

/** A segment as the screen reads it: percent-decoded, or as it came when it is not valid percent-encoding. */
const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The routes a pathname shows, outermost first: the first route in table order whose path matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): Match[] | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoutes(route.children, pathname);
      if (inner) return [{ route, params: inner.at(-1)?.params ?? {} }, ...inner];
      continue;
    }
    if (route.path === undefined) continue;
    const { regex, names } = compiled(route.path);
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    names.forEach((name, index) => (params[name] = decode(found[index + 1] ?? '')));
    return [{ route, params }];
  }
  return null;
}

/** The location an href (absolute, or a path with its query and hash) points to, with its entry's state and key. */
export function locationOf(href: string, usr: unknown, key: string): Location {
  const url = new URL(href, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: usr, key };
}

/** A location back as an href: path, query and hash. */
export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  location.pathname + location.search + location.hash;
