// What other origins may read: an item's token metadata and the public pictures it points to, which wallets and
// marketplaces fetch from their own pages. Those answers say so (CORS for any origin, with no credentials, and
// a resource policy of cross-origin instead of this app's same-origin); the preflight a browser may send first is
// answered for their addresses. Everything else, private pictures included, stays same-origin.
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Marks this answer readable by a page of any origin (it carries nothing private). */
export function readableFromAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
}

/** Answers the CORS preflight for `path` (GET only, no credentials); the answer itself decides what is shared. */
export function allowPreflight(app: FastifyInstance, path: string): void {
  app.options(path, { schema: { hide: true } }, async (request, reply) => {
    const asked = request.headers['access-control-request-headers'];
    return reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD')
      .header('access-control-allow-headers', typeof asked === 'string' ? asked : '')
      .header('access-control-max-age', '86400')
      .send();
  });
}
