// HTTP routes of the photo gallery (paths exactly as in docs/product.md "Calls"); addImage reads a multipart form.
import { addImageFields, itemRoutes, MAX_IMAGE_BYTES } from '@heirloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/authenticate';
import { nulCharacterAt, nulCharacterRefused } from '../../http/input-guard';
import { readerLanguage } from '../../http/reader-language';
import { pictureUpload, registerRoute } from '../../http/route';
import { AppError } from '../../lib/errors';
import type { ImagesService, NewPhoto } from './images.service';

/** Reads the form: text fields and one file part named "image" (at most 15 MB, else 413). */
async function readPhotoForm(request: FastifyRequest): Promise<NewPhoto> {
  if (!request.isMultipart())
    throw new AppError(400, 'VALIDATION', { field: 'image', detail: 'multipart/form-data expected' });
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  for await (const part of request.parts({
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 2048 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  const nul = nulCharacterAt(fields);
  if (nul !== undefined) throw nulCharacterRefused(nul);
  const parsed = addImageFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    throw new AppError(400, 'VALIDATION', { field, detail: issue?.message ?? 'invalid' });
  }
  if (!bytes || bytes.length === 0)
    throw new AppError(400, 'VALIDATION', { field: 'image', detail: 'a file is required' });
  return {
    title: parsed.data.title,
    titleLang: readerLanguage(request),
    isPublic: parsed.data.isPublic,
    bytes,
  };
}

export function registerImageRoutes(app: FastifyInstance, images: ImagesService): void {
  registerRoute(
    app,
    itemRoutes.addImage,
    async (request, reply) => {
      const ownerId = currentUser(request).userId;
      await images.assertOwner(ownerId, request.params.id);
      const photo = await readPhotoForm(request);
      return reply.status(201).send(await images.add(ownerId, request.params.id, photo));
    },
    pictureUpload,
  );

  registerRoute(app, itemRoutes.images, async (request) => ({
    items: await images.list(currentUser(request).userId, request.params.id),
  }));

  registerRoute(app, itemRoutes.image, async (request) =>
    images.get(currentUser(request).userId, request.params.id, request.params.imageId),
  );

  registerRoute(app, itemRoutes.updateImage, async (request) => {
    const { id, imageId, privacy } = request.params;
    return images.setPrivacy(currentUser(request).userId, id, imageId, privacy === 'public');
  });

  registerRoute(app, itemRoutes.deleteImage, async (request, reply) => {
    await images.delete(currentUser(request).userId, request.params.id, request.params.imageId);
    return reply.status(204).send();
  });
}
