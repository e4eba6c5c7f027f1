// HTTP routes of the certificates of ownership: the owner's certificate, the public status lists (readable from
// any origin) and the public check.
import { credentialRoutes, VC_MEDIA_TYPE } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/authenticate';
import { allowPreflight, readableFromAnyOrigin } from '../../http/cross-origin';
import { readerLanguage } from '../../http/reader-language';
import { limitPerMinute, registerRoute } from '../../http/route';
import type { CredentialsService } from './credentials.service';

export function registerCredentialRoutes(
  app: FastifyInstance,
  credentials: CredentialsService,
  perIpPerMinute: number,
): void {
  registerRoute(app, credentialRoutes.pdf, async (request, reply) => {
    const { pdf, serialNumber } = await credentials.certificatePdf(
      currentUser(request).userId,
      request.params.id,
      readerLanguage(request),
    );
    const name = `certificate-${serialNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  registerRoute(app, credentialRoutes.issue, async (request, reply) => {
    const credential = await credentials.issue(currentUser(request).userId, request.params.id);
    return reply.type(VC_MEDIA_TYPE).header('cache-control', 'no-store').send(credential);
  });

  registerRoute(app, credentialRoutes.statusList, async (request, reply) => {
    const list = await credentials.statusList(request.params.list);
    // read by any verifier, from any page; a revocation shows within a minute
    return readableFromAnyOrigin(reply)
      .type(VC_MEDIA_TYPE)
      .header('cache-control', 'public, max-age=60')
      .send(list);
  });
  allowPreflight(app, credentialRoutes.statusList.path);

  // each check canonicalises and verifies signatures: counted per IP like the other public checks
  registerRoute(
    app,
    credentialRoutes.verify,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return credentials.check(request.body.credential);
    },
    limitPerMinute(perIpPerMinute),
  );
}
