// @vitest-environment happy-dom
// The histories as a library's: push, replace, back and forward, the entries ahead dropped by a push, the first
// entry's key, listeners told of moves made outside the router; the browser's keeps its fields in history.state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserHistory, memoryHistory, newKey, type Entry } from './history';

const entry = (href: string, key = newKey(), usr?: unknown): Entry => ({ href, key, usr });
const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('memoryHistory', () => {
  it('opens on the last entry given, the first one keyed "default"', () => {
    const history = memoryHistory(['/a', '/b', '/c']);
    expect(history.current().href).toBe('/c');
    history.go(-2);
    expect(history.current()).toMatchObject({ href: '/a', key: 'default' });
  });

  it('opens on the index given, and on "/" when given nothing', () => {
    expect(memoryHistory(['/a', '/b', '/c'], 1).current().href).toBe('/b');
    expect(memoryHistory().current()).toEqual({ href: '/', usr: undefined, key: 'default' });
  });

  it('pushes an entry and goes back and forward over it', () => {
    const history = memoryHistory(['/']);
    history.push(entry('/items/1', 'k1', { from: 'home' }));
    expect(history.current()).toEqual({ href: '/items/1', key: 'k1', usr: { from: 'home' } });
    history.go(-1);
    expect(history.current().href).toBe('/');
    history.go(1);
    expect(history.current().href).toBe('/items/1');
  });

  it('drops the entries ahead when it pushes', () => {
    const history = memoryHistory(['/a', '/b', '/c']);
    history.go(-2);
    history.push(entry('/d'));
    history.go(1);
    expect(history.current().href).toBe('/d');
    history.go(-1);
    expect(history.current().href).toBe('/a');
  });

  it('replaces the current entry without adding one', () => {
    const history = memoryHistory(['/a', '/b']);
    history.replace(entry('/login', 'k2'));
    expect(history.current()).toMatchObject({ href: '/login', key: 'k2' });
    history.go(-1);
    expect(history.current().href).toBe('/a');
    history.go(1);
    expect(history.current().href).toBe('/login');
  });

  it('stays within its entries, and tells its listener of a move a moment later, as the browser does', async () => {
    const history = memoryHistory(['/a', '/b']);
    const onPop = vi.fn();
    const stop = history.listen(onPop);
    history.go(5);
    history.go(-5);
    expect(history.current().href).toBe('/a');
    expect(onPop).not.toHaveBeenCalled();
    await tick();
    expect(onPop).toHaveBeenCalledTimes(1);
    history.go(0);
    await tick();
    expect(onPop).toHaveBeenCalledTimes(1);
    stop();
    history.go(1);
    await tick();
    expect(onPop).toHaveBeenCalledTimes(1);
  });

  it('does not tell its listener of its own pushes and replaces', async () => {
    const history = memoryHistory(['/']);
    const onPop = vi.fn();
    history.listen(onPop);
    history.push(entry('/a'));
    history.replace(entry('/b'));
    await tick();
    expect(onPop).not.toHaveBeenCalled();
  });
});

describe('newKey', () => {
  it('gives a new short key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newKey));
    expect(keys.size).toBe(100);
    expect([...keys].every((key) => /^[0-9a-z]{1,8}$/.test(key))).toBe(true);
  });
});

describe('browserHistory', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('reads the address bar, with the key "default" for an entry the app did not write', () => {
    window.history.replaceState(null, '', '/shop?x=1#top');
    expect(browserHistory().current()).toEqual({ href: '/shop?x=1#top', usr: undefined, key: 'default' });
  });

  it('writes pushed and replaced entries to the address bar, their own fields to history.state', () => {
    const history = browserHistory();
    const length = window.history.length;
    history.push({ href: '/items/3?tab=photos', key: 'k3', usr: { back: '/' }, vt: true });
    expect(window.location.pathname + window.location.search).toBe('/items/3?tab=photos');
    expect(window.history.length).toBe(length + 1);
    expect(history.current()).toEqual({
      href: '/items/3?tab=photos',
      key: 'k3',
      usr: { back: '/' },
      vt: true,
    });
    history.replace({ href: '/items/4', key: 'k4', usr: undefined });
    expect(window.history.length).toBe(length + 1);
    expect(history.current()).toMatchObject({ href: '/items/4', key: 'k4' });
  });

  it('keeps an encoded path as it is', () => {
    const history = browserHistory();
    history.push(entry('/verify/a%20b', 'k5'));
    expect(history.current().href).toBe('/verify/a%20b');
  });

  it('tells its listener when the reader goes back and forward, until stopped', async () => {
    const history = browserHistory();
    history.push(entry('/a', 'ka'));
    history.push(entry('/b', 'kb'));
    const moved = () =>
      new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
    const onPop = vi.fn(() => history.current().href);
    const stop = history.listen(onPop);
    let popped = moved();
    history.go(-1);
    await popped;
    expect(onPop).toHaveLastReturnedWith('/a');
    expect(history.current().key).toBe('ka');
    popped = moved();
    history.go(1);
    await popped;
    expect(onPop).toHaveLastReturnedWith('/b');
    stop();
    popped = moved();
    history.go(-1);
    await popped;
    expect(onPop).toHaveBeenCalledTimes(2);
  });
});
