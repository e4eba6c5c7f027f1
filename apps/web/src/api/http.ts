// A small HTTP client on XMLHttpRequest (it replaces axios: 19 KB gzip off the sign-in screen): JSON in and out
// (or a file out, as a Blob: `responseType: 'blob'`, its errors still read as JSON), a timeout, an AbortSignal, upload progress, and the failures docs/product.md "Errors" names in its words —
// 'timeout of 10000ms exceeded', 'Network Error', 'Request aborted' — and a rejection for any non-2xx status.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Params = Record<string, string | number | boolean | undefined>;

/** One call as the app made it: its path is relative to the client's base (`/v1/products/count`). */
export interface HttpRequest {
  method: Method;
  url: string;
  data?: unknown;
  params?: Params;
  headers: Record<string, string>;
  timeout: number;
  signal?: AbortSignal;
  onUploadProgress?: (progress: { loaded: number; total?: number }) => void;
  /**
   * `blob`: a success's body is kept as a Blob (a file to save: a PDF); a failure's body still reads as JSON,
   * the API's error in the user's language. Default `json`.
   */
  responseType?: 'json' | 'blob';
  /** Set when the call is sent again (after a session refresh): it is never sent a third time. */
  retried?: boolean;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  /** One of its headers, by name (what a caller reads of them: Retry-After). */
  header?: (name: string) => string | null;
}

/** The codes axios gave the same failures, so that logs and tests read the same. */
export type HttpErrorCode =
  'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly request?: HttpRequest,
    /** The server's answer, when there was one (a non-2xx status). */
    readonly response?: HttpResponse,
  ) {
    super(message);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** Cancelled by its caller (its AbortSignal): a query that is no longer wanted, an upload the owner stopped. */
export const isCancel = (error: unknown): boolean => isHttpError(error) && error.code === 'ERR_CANCELED';

/** Sends a call and answers with its status and body, whatever the status; fails only without an answer. */
export type Transport = (request: HttpRequest, url: string) => Promise<HttpResponse>;

type Options = Partial<
  Pick<HttpRequest, 'params' | 'headers' | 'timeout' | 'signal' | 'onUploadProgress' | 'responseType'>
>;

export interface HttpClient {
  readonly baseURL: string;
  readonly timeout: number;
  /** How calls leave: XMLHttpRequest, or a test's handler. */
  transport: Transport;
  request<T = unknown>(request: Omit<HttpRequest, 'headers' | 'timeout'> & Options): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: Options): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: Options): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
}

export interface HttpSetup {
  baseURL: string;
  timeout: number;
  /** Adds what every call carries (language, bearer token) just before it leaves. */
  prepare?: (request: HttpRequest) => Promise<void> | void;
  /** A failed call's second chance (a session refresh): answers in its place, or throws. */
  recover?: (error: HttpError, request: HttpRequest) => Promise<HttpResponse>;
}

/** `/api` + `v1/x` or `/v1/x` → `/api/v1/x`, with the query string of its params. */
export function fullUrl(baseURL: string, request: Pick<HttpRequest, 'url' | 'params'>): string {
  const path = `${baseURL.replace(/\/+$/, '')}/${request.url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

export function createHttp(setup: HttpSetup): HttpClient {
  const send = async <T>(request: HttpRequest): Promise<HttpResponse<T>> => {
    await setup.prepare?.(request);
    const response = await client.transport(request, fullUrl(setup.baseURL, request));
    if (response.status >= 200 && response.status < 300) return response as HttpResponse<T>;
    throw new HttpError(
      `Request failed with status code ${response.status}`,
      response.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
      request,
      response,
    );
  };
  const client: HttpClient = {
    baseURL: setup.baseURL,
    timeout: setup.timeout,
    transport: xhrTransport,
    async request<T>(call: Omit<HttpRequest, 'headers' | 'timeout'> & Options) {
      const request: HttpRequest = {
        ...call,
        headers: { ...call.headers },
        timeout: call.timeout ?? setup.timeout,
      };
      try {
        return await send<T>(request);
      } catch (error) {
        if (!setup.recover || !isHttpError(error)) throw error;
        return (await setup.recover(error, request)) as HttpResponse<T>;
      }
    },
    get: (url, options) => client.request({ ...options, method: 'get', url }),
    delete: (url, options) => client.request({ ...options, method: 'delete', url }),
    post: (url, data, options) => client.request({ ...options, method: 'post', url, data }),
    put: (url, data, options) => client.request({ ...options, method: 'put', url, data }),
    patch: (url, data, options) => client.request({ ...options, method: 'patch', url, data }),
  };
  return client;
}

/** JSON when the text is JSON, else the text (an empty body reads as undefined). */
function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer's body: a file asked for as a Blob stays one when it came; an error's body is read as JSON. */
async function bodyOf(xhr: XMLHttpRequest): Promise<unknown> {
  if (xhr.responseType !== 'blob') return parsed(xhr.responseText);
  const blob = xhr.response as Blob | null;
  if (xhr.status >= 200 && xhr.status < 300) return blob ?? undefined;
  return blob ? parsed(await textOf(blob)) : undefined;
}

/** A Blob's text, by a FileReader (older browsers, and jsdom, have no Blob.text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** The browser's transport. Cancelled calls (their signal) fail with ERR_CANCELED, as axios's did. */
export const xhrTransport: Transport = (request, url) =>
  new Promise((resolve, reject) => {
    const { signal } = request;
    const fail = (message: string, code: HttpErrorCode) => reject(new HttpError(message, code, request));
    if (signal?.aborted) return fail('canceled', 'ERR_CANCELED');
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', cancel);
    xhr.open(request.method.toUpperCase(), url);
    xhr.timeout = request.timeout;
    if (request.responseType === 'blob') xhr.responseType = 'blob';
    // a file's call says what it takes (the file, or the JSON of an error); others take JSON
    if (!request.headers.Accept) xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    let body: XMLHttpRequestBodyInit | null = null;
    if (request.data instanceof FormData) body = request.data;
    else if (request.data !== undefined) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      body = JSON.stringify(request.data);
    }
    xhr.onload = () => {
      done();
      bodyOf(xhr).then(
        (data) => resolve({ status: xhr.status, data, header: (name) => xhr.getResponseHeader(name) }),
        () => fail('Network Error', 'ERR_NETWORK'),
      );
    };
    xhr.onerror = () => {
      done();
      fail('Network Error', 'ERR_NETWORK');
    };
    xhr.ontimeout = () => {
      done();
      fail(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED');
    };
    xhr.onabort = () => {
      done();
      if (signal?.aborted) fail('canceled', 'ERR_CANCELED');
      else fail('Request aborted', 'ECONNABORTED');
    };
    const progress = request.onUploadProgress;
    if (progress) {
      xhr.upload.onprogress = (event) =>
        progress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(body);
  });
