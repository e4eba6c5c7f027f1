// What finders wrote from the public page of an item declared lost or stolen (publicRoutes.message), as its
// owner reads them in the app: newest first, each marked handled once the owner has acted on it.
import { z } from 'zod';
import { itemPageRoute, pageOf, routeErrors } from './common';
import { defineRoute } from './route';

export const receivedFinderMessageSchema = z
  .object({
    id: z.uuid(),
    /** the item it was written about */
    productId: z.uuid(),
    message: z.string(),
    /** how to reach the finder back, exactly as they typed it (an e-mail, a phone number…); null: none left */
    contact: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** when the owner marked it handled; null while it is still to act on */
    handledAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ReceivedFinderMessage' });
export type ReceivedFinderMessage = z.infer<typeof receivedFinderMessageSchema>;

export const finderMessagePageSchema = pageOf(receivedFinderMessageSchema)
  .extend({
    /** how many of the owner's messages about this item (all pages) are not handled yet: the tab's badge */
    unhandled: z.number().int().min(0),
  })
  .meta({ id: 'FinderMessagePage' });
export type FinderMessagePage = z.infer<typeof finderMessagePageSchema>;

/** handled: true marks the message handled (its first time kept), false puts it back among those to handle. */
export const markFinderMessageBody = z.object({ handled: z.boolean() }).strict();
export type MarkFinderMessage = z.infer<typeof markFinderMessageBody>;

/**
 * The owner's side of finder messages. An owner reads only the messages that came while they held the item
 * (a later owner never reads what finders wrote to an earlier one); anyone else is told 404.
 */
export const finderMessageRoutes = {
  list: itemPageRoute('id', {
    path: '/v1/products/:id/finderMessages/:limit/:offset',
    summary:
      "What finders wrote about the owner's item from its public page, newest first, with the count of " +
      "those not handled yet (Heirloom's own route)",
    tags: ['oppositions'],
    response: { 200: finderMessagePageSchema, ...routeErrors },
  }),
  mark: defineRoute({
    method: 'POST',
    path: '/v1/products/:id/finderMessages/:messageId/handled',
    auth: true,
    summary: "Mark a finder's message handled ({handled: true}) or back to handle ({handled: false})",
    tags: ['oppositions'],
    params: z.object({ id: z.uuid(), messageId: z.uuid() }),
    body: markFinderMessageBody,
    response: { 200: receivedFinderMessageSchema, ...routeErrors },
  }),
} as const;
