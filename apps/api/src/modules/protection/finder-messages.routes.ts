// HTTP routes of the owner's side of finder messages (Heirloom's own): read them, mark them handled.
import { finderMessageRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/authenticate';
import { registerRoute } from '../../http/route';
import type { FinderMessagesService } from './finder-messages.service';

export function registerFinderMessageRoutes(
  app: FastifyInstance,
  finderMessages: FinderMessagesService,
): void {
  registerRoute(app, finderMessageRoutes.list, async (request) => {
    const { id, limit, offset } = request.params;
    return finderMessages.list(currentUser(request).userId, id, limit, offset);
  });
  registerRoute(app, finderMessageRoutes.mark, async (request) =>
    finderMessages.mark(
      currentUser(request).userId,
      request.params.id,
      request.params.messageId,
      request.body.handled,
    ),
  );
}
