// One typed call per contract route: `call(route, { params, query, body })` fills the route's `:param`
// placeholders (encoded), sends its method through an HTTP client (with all it does: language, session,
// refresh, errors, abort signals) and answers the route's success body, typed by its response schema.
// Types only from the contract's main entry: this file stays free of zod, for the sign-in screen.
import type { RouteDef, RouteResponse } from '@heirloom/contract';
import { buildPath } from '@heirloom/contract/light';
import type { z } from 'zod';
import type { HttpClient, HttpRequest, Method } from './http';

declare const routeType: unique symbol;

/**
 * A route as the zod-free entry knows it: its method and path, typed as the contract's full declaration (taken
 * with `import type`, so nothing of zod comes with it). Made by `lightRoute`.
 */
export interface LightRoute<R extends RouteDef> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly [routeType]?: R;
}

/**
 * For the screens that load before zod (the sign-in): `lightRoute<typeof authRoutes.login>('POST', authPaths.login)`
 * calls as the route itself, and fails to compile if the method or path differ from the contract's.
 */
export function lightRoute<R extends RouteDef>(method: R['method'], path: R['path']): LightRoute<R> {
  return { method, path };
}

export type Callable = RouteDef | LightRoute<RouteDef>;
/** The contract's declaration behind a route or a light route. */
export type DefOf<R> = R extends RouteDef ? R : R extends LightRoute<infer D> ? D : never;

/** The `:name` placeholders of a path: '/v1/products/:id/repair/:repairId' → 'id' | 'repairId'. */
export type Placeholders<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Placeholders<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Scalar = string | number;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : Record<never, never>;
/** A placeholder's value: what the route's params schema takes for it (a string or number when it coerces). */
type ParamValue<D extends RouteDef, K extends string> = K extends keyof SchemaInput<D['params']>
  ? unknown extends SchemaInput<D['params']>[K]
    ? Scalar
    : Extract<SchemaInput<D['params']>[K], Scalar>
  : Scalar;
export type CallParams<D extends RouteDef> = string extends D['path']
  ? Record<string, Scalar>
  : { [K in Placeholders<D['path']>]: ParamValue<D, K> };

type ParamsPart<D extends RouteDef> = [keyof CallParams<D>] extends [never]
  ? { params?: undefined }
  : { params: CallParams<D> };
type QueryPart<D extends RouteDef> = D['querystring'] extends z.ZodType
  ? Record<never, never> extends z.input<D['querystring']>
    ? { query?: z.input<D['querystring']> }
    : { query: z.input<D['querystring']> }
  : { query?: undefined };
/** The declared body; a route without one takes a multipart form (an upload) or an empty object. */
type BodyPart<D extends RouteDef> = D['body'] extends z.ZodType
  ? Record<never, never> extends z.input<D['body']>
    ? { body?: z.input<D['body']> }
    : { body: z.input<D['body']> }
  : { body?: FormData | Record<never, never> };

/** What a call may add to how it is sent. */
export type CallOptions = Partial<Pick<HttpRequest, 'signal' | 'timeout' | 'onUploadProgress'>>;
export type CallInput<D extends RouteDef> = ParamsPart<D> & QueryPart<D> & BodyPart<D> & CallOptions;
/** The input is optional when the route needs nothing (no placeholder, no required body or query). */
type CallArgs<D extends RouteDef> =
  Record<never, never> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

export type CallResult<R extends Callable> = RouteResponse<DefOf<R>>;
export type Call = <R extends Callable>(route: R, ...args: CallArgs<DefOf<R>>) => Promise<CallResult<R>>;

interface LooseInput extends CallOptions {
  params?: Record<string, Scalar>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The query's values as the HTTP client sends them (undefined ones are left out). */
function queryParams(query: Record<string, unknown> | undefined): HttpRequest['params'] {
  if (!query) return undefined;
  const params: NonNullable<HttpRequest['params']> = {};
  for (const [key, value] of Object.entries(query)) {
    if (
      value === undefined ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    )
      params[key] = value;
    else params[key] = String(value);
  }
  return params;
}

/** The typed call through one HTTP client (the owner's app's, or the console's). */
export function callWith(client: HttpClient): Call {
  return async (route, ...[input]) => {
    const { params, query, body, ...options } = (input ?? {}) as LooseInput;
    const response = await client.request({
      ...options,
      method: route.method.toLowerCase() as Method,
      url: buildPath(route.path, params),
      ...(body === undefined ? {} : { data: body }),
      ...(query ? { params: queryParams(query) } : {}),
    });
    // the route's success body, as the contract declares it (the server answers with that schema)
    return response.data as never;
  };
}
