// The route table's building block: one definition per endpoint, shared by the server and the web client.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** The path as docs/product.md "Calls" names it, relative to /api, with `:param` placeholders. */
  path: string;
  /**
   * true: a user's bearer access token is required; 'brand': a brand API key (401 without);
   * 'optional': open to guests, and a valid bearer token (when sent) tells who the caller is;
   * 'staff': a brand staff member's console session (hls_…), and for a path with `:brandId` their membership of
   * that brand (404 without) with one of `roles` (403 without; an admin may do everything).
   */
  auth: boolean | 'brand' | 'optional' | 'staff';
  /** 'staff' routes of one brand: the roles that may call it besides the brand's admins (none: admins only). */
  roles?: readonly string[];
  /**
   * 'staff' routes a session may call before it is confirmed with the person's passkey (a session opened by an
   * e-mailed link for someone who has one); every other console route answers it 403 STAFF_PASSKEY_REQUIRED.
   */
  beforePasskey?: boolean;
  /** Left out of the OpenAPI document (a page, or a stand-in provider's own endpoint). */
  hidden?: boolean;
  /** The content types of its success answer when it is a file, not JSON (the document says so). */
  produces?: readonly string[];
  summary: string;
  tags: readonly string[];
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  response: Record<number, z.ZodType>;
}

/** Whether a value is a route of the contract (and not a table of them, or a schema). */
export const isRouteDef = (value: unknown): value is RouteDef =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'response' in value;

export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}

type OkStatus = 200 | 201 | 204;
/** The success body type of a route. */
export type RouteResponse<R extends RouteDef> = {
  [S in keyof R['response'] & OkStatus]: R['response'][S] extends z.ZodType
    ? z.output<R['response'][S]>
    : never;
}[keyof R['response'] & OkStatus];
/** The body a client sends (before server-side defaults). */
export type RouteBody<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : never;

/** Fills `:param` placeholders: buildPath('/v1/products/:id', {id: 'x'}) → '/v1/products/x'. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
