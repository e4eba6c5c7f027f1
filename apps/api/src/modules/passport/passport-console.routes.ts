// HTTP routes of the passports in the console: a model's and an item's passport read (as of a date) and written
// from the version read, the compliance documents uploaded (multipart, field "file"), and the authority keys the
// brand's admins issue, list and revoke.
import { consolePassportRoutes, PASSPORT_DOCUMENT_MAX_BYTES } from '@heirloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentBrand } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import { AppError } from '../../lib/errors';
import { languageFromHeader } from '../../lib/messages';

/** The longest CSV text the import's schema takes (its body: up to 4 bytes a character in JSON). */
const PASSPORT_CSV_MAX_CHARS = 2_000_000;
import type { AuthorityKeys } from './authority-keys';
import type { PassportConsoleService } from './passport-console.service';
import type { PassportImport } from './passport-import';
import type { PassportDocuments } from './passport-documents';

/** The one file part named "file" of a multipart form (larger than a document may be: 413). */
async function readFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string | undefined }> {
  if (!request.isMultipart())
    throw new AppError(400, 'VALIDATION', { field: 'file', detail: 'multipart/form-data expected' });
  let file: { bytes: Buffer; fileName: string | undefined } | undefined;
  const limits = { fileSize: PASSPORT_DOCUMENT_MAX_BYTES, files: 1, fields: 5 };
  for await (const part of request.parts({ limits })) {
    if (part.type !== 'file') continue;
    if (part.fieldname === 'file') file = { bytes: await part.toBuffer(), fileName: part.filename };
    else part.file.resume();
  }
  if (!file || file.bytes.length === 0)
    throw new AppError(400, 'VALIDATION', { field: 'file', detail: 'a file is required' });
  return file;
}

export function registerConsolePassportRoutes(
  app: FastifyInstance,
  passports: PassportConsoleService,
  documents: PassportDocuments,
  authorityKeys: AuthorityKeys,
  imports: PassportImport,
): void {
  const routes = consolePassportRoutes;
  registerRoute(app, routes.modelPassport, async (request) => {
    const target = await passports.modelTarget(currentBrand(request).clientId, request.params.collectionId);
    return passports.read(target, request.query.asOf);
  });
  registerRoute(app, routes.setModelPassport, async (request) => {
    const actor = currentBrand(request);
    const target = await passports.modelTarget(actor.clientId, request.params.collectionId);
    return passports.write(actor, target, request.body.fields, request.body.baseVersion);
  });
  registerRoute(app, routes.itemPassport, async (request) => {
    const target = await passports.itemTarget(currentBrand(request).clientId, request.params.itemId);
    return passports.read(target, request.query.asOf);
  });
  registerRoute(app, routes.setItemPassport, async (request) => {
    const actor = currentBrand(request);
    const target = await passports.itemTarget(actor.clientId, request.params.itemId);
    return passports.write(actor, target, request.body.fields, request.body.baseVersion);
  });
  registerRoute(
    app,
    routes.uploadDocument,
    async (request, reply) => {
      const file = await readFile(request);
      return reply.status(201).send(await documents.upload(currentBrand(request), file.bytes, file.fileName));
    },
    { bodyLimit: PASSPORT_DOCUMENT_MAX_BYTES + 1024 * 1024 },
  );
  registerRoute(
    app,
    routes.importPassports,
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await imports.importCsv(
            currentBrand(request),
            request.body.csv,
            languageFromHeader(request.headers['accept-language']),
          ),
        ),
    { bodyLimit: PASSPORT_CSV_MAX_CHARS * 4 + 1024 },
  );
  registerRoute(app, routes.authorityKeys, async (request) => ({
    items: await authorityKeys.list(currentBrand(request).clientId),
  }));
  registerRoute(app, routes.createAuthorityKey, async (request, reply) =>
    reply
      .status(201)
      .send(await authorityKeys.issue(currentBrand(request), request.body.label, request.body.days)),
  );
  registerRoute(app, routes.revokeAuthorityKey, async (request, reply) => {
    await authorityKeys.revoke(currentBrand(request), request.params.keyId);
    return reply.status(204).send();
  });
}
