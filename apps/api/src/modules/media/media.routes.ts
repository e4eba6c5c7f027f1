// HTTP routes of stored pictures: public ones to anyone (cacheable), private ones only through signed addresses.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MediaFile, MediaService } from './media.service';

const imageParams = z.object({ imageId: z.uuid(), variant: z.enum(['full', 'thumb']) });
const imageQuery = z.object({
  v: z.string().max(64).optional(),
  exp: z.coerce.number().int().positive().optional(),
  sig: z.string().max(128).optional(),
});
const idParams = z.object({ id: z.uuid() });

function sendFile(reply: FastifyReply, file: MediaFile) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('content-disposition', 'inline')
    .send(file.bytes);
}

export function registerMediaRoutes(app: FastifyInstance, media: MediaService): void {
  const hidden = { hide: true, tags: ['media'] };

  app.get(
    '/media/images/:imageId/:variant',
    { schema: { ...hidden, params: imageParams, querystring: imageQuery } },
    async (request, reply) => {
      const { imageId, variant } = request.params as z.infer<typeof imageParams>;
      const { exp, sig } = request.query as z.infer<typeof imageQuery>;
      return sendFile(reply, await media.image(imageId, variant, { exp, sig }));
    },
  );

  app.get(
    '/media/clients/:id/logo.svg',
    { schema: { ...hidden, params: idParams } },
    async (request, reply) => {
      const logo = await media.clientLogo((request.params as z.infer<typeof idParams>).id);
      // An SVG can carry script: serve it sandboxed, for use in <img> only.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return sendFile(reply, logo);
    },
  );

  app.get(
    '/media/collections/:id/cover',
    { schema: { ...hidden, params: idParams } },
    async (request, reply) =>
      sendFile(reply, await media.collectionCover((request.params as z.infer<typeof idParams>).id)),
  );
}
