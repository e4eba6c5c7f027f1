// HTTP routes of heirs: the owner's (/v1/heirs), the heir's (/v1/heirs/named-me, /v1/heir-claims) and the
// console's review of a brand's part of a claim (/console/brands/:brandId/heir-claims, heir-settings).
import { consoleHeirRoutes, HEIR_DOCUMENT_MAX_BYTES, heirRoutes } from '@heirloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentBrand, currentUser } from '../../http/authenticate';
import { readerLanguage } from '../../http/reader-language';
import { registerRoute } from '../../http/route';
import { AppError } from '../../lib/errors';
import type { ClaimsReviewService } from './claims-review.service';
import type { ClaimsService } from './claims.service';
import type { DocumentRow } from './claims.repository';
import type { HeirsService } from './heirs.service';

const brandIdField = z.uuid();
const FILE_NAME_MAX = 200;

/** A file name as the browser sent it, kept for display: its last path segment, printable, bounded. */
function cleanFileName(given: string | undefined): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, FILE_NAME_MAX) || 'document';
}

/** The form of a claim's document: the field "brandId", then the one file part "file". */
async function readDocument(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError(400, 'VALIDATION', { field: 'file', detail: 'multipart/form-data expected' });
  let brandId: string | undefined;
  let file: { bytes: Buffer; fileName: string } | undefined;
  const limits = { fileSize: HEIR_DOCUMENT_MAX_BYTES, files: 1, fields: 5 };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') {
      if (part.fieldname === 'brandId') brandId = String(part.value);
      continue;
    }
    if (part.fieldname === 'file')
      file = { bytes: await part.toBuffer(), fileName: cleanFileName(part.filename) };
    else part.file.resume();
  }
  const brand = brandIdField.safeParse(brandId);
  if (!brand.success)
    throw new AppError(400, 'VALIDATION', { field: 'brandId', detail: 'a brand id is required' });
  if (!file || file.bytes.length === 0)
    throw new AppError(400, 'VALIDATION', { field: 'file', detail: 'a file is required' });
  return { brandId: brand.data, ...file };
}

function sendDocument(reply: FastifyReply, { row, bytes }: { row: DocumentRow; bytes: Buffer }) {
  const name = row.fileName.replace(/[^\w.-]+/g, '_');
  return reply
    .type(row.mediaType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

export function registerHeirRoutes(
  app: FastifyInstance,
  heirs: HeirsService,
  claims: ClaimsService,
  review: ClaimsReviewService,
): void {
  const r = heirRoutes;
  registerRoute(app, r.list, async (request) => heirs.list(currentUser(request).userId));
  registerRoute(app, r.add, async (request, reply) =>
    reply.status(201).send(await heirs.add(currentUser(request), request.body)),
  );
  registerRoute(app, r.change, async (request) =>
    heirs.change(currentUser(request), request.params.id, request.body),
  );
  registerRoute(app, r.remove, async (request, reply) => {
    await heirs.remove(currentUser(request), request.params.id);
    return reply.status(204).send();
  });
  registerRoute(app, r.safeguard, async (request) =>
    heirs.setMonths(currentUser(request).userId, request.body.months),
  );
  registerRoute(app, r.namedMe, async (request) =>
    claims.namedMe(currentUser(request).userId, request.query.lang ?? readerLanguage(request)),
  );
  registerRoute(app, r.claim, async (request, reply) =>
    reply
      .status(201)
      .send(
        await claims.claim(
          currentUser(request).userId,
          request.params.id,
          request.body.statement,
          readerLanguage(request),
        ),
      ),
  );
  registerRoute(app, r.getClaim, async (request) =>
    claims.get(currentUser(request).userId, request.params.claimId, readerLanguage(request)),
  );
  registerRoute(
    app,
    r.uploadDocument,
    async (request, reply) => {
      const userId = currentUser(request).userId;
      const form = await readDocument(request);
      const stored = await claims.upload(
        userId,
        request.params.claimId,
        form.brandId,
        form.bytes,
        form.fileName,
      );
      return reply.status(201).send(stored);
    },
    { bodyLimit: HEIR_DOCUMENT_MAX_BYTES + 1024 * 1024 },
  );
  registerRoute(app, r.document, async (request, reply) =>
    sendDocument(
      reply,
      await claims.document(currentUser(request).userId, request.params.claimId, request.params.documentId),
    ),
  );

  const c = consoleHeirRoutes;
  registerRoute(app, c.claims, async (request) =>
    review.list(currentBrand(request).clientId, request.params.limit, request.params.offset),
  );
  registerRoute(app, c.claim, async (request) =>
    review.get(currentBrand(request).clientId, request.params.claimId, readerLanguage(request)),
  );
  registerRoute(app, c.document, async (request, reply) =>
    sendDocument(
      reply,
      await review.document(
        currentBrand(request).clientId,
        request.params.claimId,
        request.params.documentId,
      ),
    ),
  );
  registerRoute(app, c.approve, async (request) =>
    review.approve(currentBrand(request), request.params.claimId, readerLanguage(request)),
  );
  registerRoute(app, c.refuse, async (request) =>
    review.refuse(
      currentBrand(request),
      request.params.claimId,
      request.body.reason,
      readerLanguage(request),
    ),
  );
  registerRoute(app, c.settings, async (request) => review.settings(currentBrand(request).clientId));
  registerRoute(app, c.setSettings, async (request) =>
    review.setSettings(currentBrand(request), request.body.documents),
  );
}
