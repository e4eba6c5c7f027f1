// HTTP routes of stored pictures: public ones to anyone (cacheable, and readable from any origin: token metadata
// points to them), private ones only through signed addresses, same-origin.
import { mediaRoutes } from '@heirloom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowPreflight, readableFromAnyOrigin } from '../../http/cross-origin';
import { registerRoute } from '../../http/route';
import type { MediaFile, MediaService } from './media.service';

function sendFile(reply: FastifyReply, file: MediaFile) {
  if (file.isPublic) readableFromAnyOrigin(reply);
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('content-disposition', 'inline')
    .send(file.bytes);
}

export function registerMediaRoutes(app: FastifyInstance, media: MediaService): void {
  for (const route of [mediaRoutes.image, mediaRoutes.clientLogo, mediaRoutes.collectionCover]) {
    allowPreflight(app, route.path);
  }
  registerRoute(app, mediaRoutes.image, async (request, reply) => {
    const { imageId, variant } = request.params;
    const { exp, sig } = request.query;
    return sendFile(reply, await media.image(imageId, variant, { exp, sig }));
  });

  registerRoute(app, mediaRoutes.clientLogo, async (request, reply) => {
    const logo = await media.clientLogo(request.params.id);
    // An SVG can carry script: serve it sandboxed, for use in <img> only.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return sendFile(reply, logo);
  });

  registerRoute(app, mediaRoutes.collectionCover, async (request, reply) =>
    sendFile(reply, await media.collectionCover(request.params.id)),
  );
}
