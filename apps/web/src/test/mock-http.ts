// Test support: the one HTTP client answers from a handler instead of the network, and records each call.
import { afterEach, beforeEach } from 'vitest';
import { http } from '../api/client';
import { consoleHttp } from '../api/console';
import { consoleSession } from '../api/console-session';
import type { HttpRequest } from '../api/http';
import { offlineTransport } from './offline-transport';

export interface MockReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}
export type MockHandler = (call: HttpRequest) => MockReply | Promise<MockReply>;

/** "POST /v1/products/count": what a test usually wants to check about a call. */
export const describeCall = (call: HttpRequest) => `${call.method.toUpperCase()} ${call.url}`;

export function bodyOf(call: HttpRequest | undefined): unknown {
  const data: unknown = call?.data;
  return typeof data === 'string' ? JSON.parse(data) : data;
}

export function apiError(status: number, message = 'Refused', field?: string): MockReply {
  return { status, data: { statusCode: status, error: 'Error', code: 'TEST', message, field } };
}

const SETTINGS = '/v1/clients/settings';
/** An item's passport, as its owner or the public reads it (apps/web/src/api/passport.ts). */
const PASSPORT = /^\/(v1\/items\/[^/]+\/passport|public\/passports\/[^/]+\/[^/]+)$/;
const NO_PASSPORT: MockReply = {
  status: 404,
  data: { statusCode: 404, code: 'PASSPORT_NOT_FOUND', message: 'This item has no passport.' },
};

/**
 * Installs the fake network around each test of the file; set `mock.handler` in a test to answer.
 * Every screen also reads the brand settings (theme, page title): that call is answered by `mock.settings`
 * (unavailable by default: the app keeps its own look) and counted apart, so `calls` holds the screen's own.
 * An item's page and its public page read its passport too: answered by `mock.passport` (none by default: 404
 * PASSPORT_NOT_FOUND) and counted apart in `passportCalls`.
 */
export function mockHttp() {
  const mock = {
    calls: [] as HttpRequest[],
    handler: (() => apiError(404, 'Not mocked')) as MockHandler,
    settings: apiError(503, 'Unavailable') as MockReply,
    settingsCalls: [] as HttpRequest[],
    passport: NO_PASSPORT as MockReply | MockHandler,
    passportCalls: [] as HttpRequest[],
  };
  beforeEach(() => {
    mock.calls.length = 0;
    mock.settings = apiError(503, 'Unavailable');
    mock.settingsCalls.length = 0;
    mock.passport = NO_PASSPORT;
    mock.passportCalls.length = 0;
    http.transport = async (call) => {
      const isSettings = call.url === SETTINGS;
      const isPassport = PASSPORT.test(call.url);
      (isSettings ? mock.settingsCalls : isPassport ? mock.passportCalls : mock.calls).push(call);
      const { passport } = mock;
      const reply = isSettings
        ? mock.settings
        : isPassport
          ? typeof passport === 'function'
            ? await passport(call)
            : passport
          : await mock.handler(call);
      const { headers } = reply;
      return {
        status: reply.status,
        data: reply.data,
        ...(headers ? { header: (name: string) => headers[name.toLowerCase()] ?? null } : {}),
      };
    };
  });
  // after the test, no network: what a screen still asks (a retry, a refetch) fails as offline
  afterEach(() => {
    http.transport = offlineTransport;
  });
  return mock;
}

/**
 * The console's HTTP client answers from `mock.handler` (404 when it does not), around each test of the file;
 * `signedIn`: a staff session is kept for each test (and cleared after).
 */
export function mockConsoleHttp({ signedIn = false } = {}) {
  const mock = {
    calls: [] as HttpRequest[],
    handler: (() => undefined) as (call: HttpRequest) => MockReply | undefined,
  };
  beforeEach(() => {
    mock.calls.length = 0;
    consoleHttp.transport = async (call) => {
      mock.calls.push(call);
      const reply = mock.handler(call) ?? apiError(404, 'Not found.');
      return { status: reply.status, data: reply.data };
    };
    if (signedIn) signInToConsole();
  });
  afterEach(() => {
    consoleHttp.transport = offlineTransport;
    consoleSession.clear();
    mock.handler = () => undefined;
  });
  return mock;
}

/** A staff session for the next hour, as a sign-in keeps it. */
export const signInToConsole = () =>
  consoleSession.save({ token: 'hls_test', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
