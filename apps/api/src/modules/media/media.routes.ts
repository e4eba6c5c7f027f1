// HTTP routes of stored pictures: public ones to anyone (cacheable), private ones only through signed addresses.
import { mediaRoutes } from '@heirloom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../http/route';
import type { MediaFile, MediaService } from './media.service';

function sendFile(reply: FastifyReply, file: MediaFile) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('content-disposition', 'inline')
    .send(file.bytes);
}

export function registerMediaRoutes(app: FastifyInstance, media: MediaService): void {
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
