// Registers a route of the contract's table on Fastify: schema (validation + OpenAPI), auth flag, handler.
import { MAX_IMAGE_BYTES, operationIdOf, type RouteDef, type RouteResponse } from '@heirloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

type Input<T> = T extends z.ZodType ? z.output<T> : unknown;

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Body: Input<R['body']>;
  Params: Input<R['params']>;
  Querystring: Input<R['querystring']>;
}>;

export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteResponse<R> | FastifyReply>;

export interface RouteOptions {
  rateLimit?: { max: number; timeWindow: number | string };
  bodyLimit?: number;
}

/** The body of a picture's upload: the largest picture, and room for the multipart form around it. */
export const pictureUpload: RouteOptions = { bodyLimit: MAX_IMAGE_BYTES + 1024 * 1024 };

/** A route's per-IP limit: at most `max` calls a minute from one address. */
export const limitPerMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  const config: RouteShorthandOptions['config'] = {
    auth: def.auth,
    roles: def.roles,
    beforePasskey: def.beforePasskey,
  };
  if (options.rateLimit) Object.assign(config, { rateLimit: options.rateLimit });
  app.route({
    method: def.method,
    url: def.path,
    bodyLimit: options.bodyLimit,
    config,
    schema: {
      ...(def.hidden ? { hide: true } : {}),
      ...(def.produces ? { produces: [...def.produces] } : {}),
      operationId: operationIdOf(def),
      summary: def.summary,
      tags: [...def.tags],
      ...(def.auth === 'brand'
        ? { security: [{ brandKey: [] }] }
        : def.auth === 'staff'
          ? { security: [{ staffSession: [] }] }
          : def.auth === 'optional'
            ? { security: [{}, { bearerAuth: [] }] }
            : def.auth
              ? { security: [{ bearerAuth: [] }] }
              : { security: [] }),
      ...(def.body ? { body: def.body } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      response: def.response,
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
