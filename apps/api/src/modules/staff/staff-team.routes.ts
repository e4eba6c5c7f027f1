// HTTP routes of a brand's staff as its admins manage them: members and invitations, roles, removal, and the
// brand's audit log.
import { consoleRoutes, type Language } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentBrand } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import type { StaffTeamService } from './staff-team.service';

export function registerStaffTeamRoutes(
  app: FastifyInstance,
  staff: StaffTeamService,
  language: (request: { headers: { 'accept-language'?: string } }) => Language,
): void {
  registerRoute(app, consoleRoutes.staff, async (request) => staff.list(currentBrand(request).clientId));
  registerRoute(app, consoleRoutes.invite, async (request, reply) => {
    const { invitation } = await staff.invite(
      currentBrand(request),
      request.body.email,
      request.body.roles,
      language(request),
    );
    return reply.status(201).send(invitation);
  });
  registerRoute(app, consoleRoutes.withdrawInvitation, async (request, reply) => {
    await staff.withdrawInvitation(currentBrand(request), request.params.invitationId);
    return reply.status(204).send();
  });
  registerRoute(app, consoleRoutes.setRoles, async (request) =>
    staff.setRoles(currentBrand(request), request.params.staffId, request.body.roles),
  );
  registerRoute(app, consoleRoutes.removeStaff, async (request, reply) => {
    await staff.remove(currentBrand(request), request.params.staffId);
    return reply.status(204).send();
  });
  registerRoute(app, consoleRoutes.audit, async (request) =>
    staff.auditPage(currentBrand(request).clientId, request.params.limit, request.params.offset),
  );
}
