// Serves stored pictures: public ones to anyone (cacheable), private ones only through signed addresses.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import type { MediaUrls } from '../../lib/media-urls';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { ClientsRepository } from '../clients/clients.repository';
import type { ImagesRepository } from '../images/images.repository';

const imageParams = z.object({ imageId: z.uuid(), variant: z.enum(['full', 'thumb']) });
const imageQuery = z.object({
  v: z.string().max(64).optional(),
  exp: z.coerce.number().int().positive().optional(),
  sig: z.string().max(128).optional(),
});
const idParams = z.object({ id: z.uuid() });

interface Deps {
  images: ImagesRepository;
  clients: ClientsRepository;
  storage: StorageProvider;
  urls: MediaUrls;
}

function sendBytes(reply: FastifyReply, bytes: Buffer, contentType: string, cacheControl: string) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('content-disposition', 'inline')
    .send(bytes);
}

export function registerMediaRoutes(app: FastifyInstance, { images, clients, storage, urls }: Deps): void {
  const hidden = { hide: true, tags: ['media'] };

  app.get(
    '/media/images/:imageId/:variant',
    { schema: { ...hidden, params: imageParams, querystring: imageQuery } },
    async (request, reply) => {
      const { imageId, variant } = request.params as z.infer<typeof imageParams>;
      const { exp, sig } = request.query as z.infer<typeof imageQuery>;
      const image = await images.byId(imageId);
      if (!image) throw notFound();
      let cacheControl = 'public, max-age=3600';
      if (exp !== undefined || sig !== undefined) {
        const verdict = exp !== undefined && sig ? urls.verify(imageId, variant, exp, sig) : 'invalid';
        if (verdict === 'expired') throw new AppError(403, 'MEDIA_LINK_EXPIRED');
        if (verdict === 'invalid') throw new AppError(403, 'MEDIA_LINK_INVALID');
        cacheControl = `private, max-age=${Math.min(urls.remainingSeconds(exp ?? 0), 600)}`;
      } else if (!image.isPublic) {
        // Unsigned request for a private picture: do not even say that it exists.
        throw notFound();
      }
      const bytes = await storage.get(variant === 'thumb' ? image.thumbKey : image.storageKey);
      if (!bytes) throw notFound();
      return sendBytes(reply, bytes, image.contentType, cacheControl);
    },
  );

  app.get(
    '/media/clients/:id/logo.svg',
    { schema: { ...hidden, params: idParams } },
    async (request, reply) => {
      const client = await clients.byId((request.params as z.infer<typeof idParams>).id);
      if (!client?.logoSvg) throw notFound();
      // An SVG can carry script: serve it sandboxed, for use in <img> only.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return sendBytes(reply, Buffer.from(client.logoSvg), 'image/svg+xml', 'public, max-age=86400');
    },
  );

  app.get(
    '/media/collections/:id/cover',
    { schema: { ...hidden, params: idParams } },
    async (request, reply) => {
      const collection = await clients.collectionById((request.params as z.infer<typeof idParams>).id);
      if (!collection?.coverKey) throw notFound();
      const bytes = await storage.get(collection.coverKey);
      if (!bytes) throw notFound();
      return sendBytes(reply, bytes, 'image/webp', 'public, max-age=86400');
    },
  );
}
