// Test support: the one axios instance answers from a handler instead of the network, and records each call.
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach } from 'vitest';
import { http } from '../api/client';

export interface MockReply {
  status: number;
  data?: unknown;
}
export type MockHandler = (call: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

/** "POST /v1/products/count": what a test usually wants to check about a call. */
export const describeCall = (call: InternalAxiosRequestConfig) =>
  `${(call.method ?? 'get').toUpperCase()} ${call.url ?? ''}`;

export function bodyOf(call: InternalAxiosRequestConfig | undefined): unknown {
  const data: unknown = call?.data;
  return typeof data === 'string' ? JSON.parse(data) : data;
}

export function apiError(status: number, message = 'Refused', field?: string): MockReply {
  return { status, data: { statusCode: status, error: 'Error', code: 'TEST', message, field } };
}

const SETTINGS = '/v1/clients/settings';

/**
 * Installs the fake network around each test of the file; set `mock.handler` in a test to answer.
 * Every screen also reads the brand settings (theme, page title): that call is answered by `mock.settings`
 * (unavailable by default: the app keeps its own look) and counted apart, so `calls` holds the screen's own.
 */
export function mockHttp() {
  const mock = {
    calls: [] as InternalAxiosRequestConfig[],
    handler: (() => apiError(404, 'Not mocked')) as MockHandler,
    settings: apiError(503, 'Unavailable') as MockReply,
    settingsCalls: [] as InternalAxiosRequestConfig[],
  };
  const original = http.defaults.adapter;
  beforeEach(() => {
    mock.calls.length = 0;
    mock.settings = apiError(503, 'Unavailable');
    mock.settingsCalls.length = 0;
    http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
      const isSettings = config.url === SETTINGS;
      (isSettings ? mock.settingsCalls : mock.calls).push(config);
      const reply = isSettings ? mock.settings : await mock.handler(config);
      const response = {
        config,
        status: reply.status,
        data: reply.data,
        headers: {},
        statusText: String(reply.status),
      } as AxiosResponse;
      if (reply.status >= 400) {
        throw new AxiosError(
          `Request failed with status code ${reply.status}`,
          'ERR_BAD_REQUEST',
          config,
          null,
          response,
        );
      }
      return response;
    }) as AxiosAdapter;
  });
  afterEach(() => {
    http.defaults.adapter = original;
  });
  return mock;
}
