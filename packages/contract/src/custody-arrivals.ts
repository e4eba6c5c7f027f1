// Tokens sent out that a wallet sent into a custody address no owner can take them back at (their sender's
// account is gone, or the address is not the one they were sent out from): the items went to their brand's
// stock, and the console lists them until the brand marks each one resolved.
import { z } from 'zod';
import { okSchema, pageOf } from './common';
import { brandPage, brandParams, brandRoute, staffErrors } from './console';

/** account_gone: the address it was sent out from, whose owner deleted their account; not_its_owner: another. */
export const custodyArrivalReasons = ['account_gone', 'not_its_owner'] as const;

export const custodyArrivalSchema = z
  .object({
    id: z.uuid(),
    item: z.object({ id: z.uuid(), name: z.string(), serialNumber: z.string(), publicId: z.string() }),
    reason: z.enum(custodyArrivalReasons),
    /** the custody address the token arrived at */
    address: z.string(),
    /** the wallet's transaction that sent it there */
    txHash: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CustodyArrival' });
export type CustodyArrival = z.infer<typeof custodyArrivalSchema>;

export const consoleArrivalRoutes = {
  list: brandRoute({
    method: 'GET',
    path: '/console/brands/:brandId/arrivals/:limit/:offset',
    summary: 'Tokens that came back from a wallet into the brand’s stock, still to resolve, newest first',
    roles: ['catalogue'],
    params: brandPage,
    response: { 200: pageOf(custodyArrivalSchema), ...staffErrors },
  }),
  resolve: brandRoute({
    method: 'POST',
    path: '/console/brands/:brandId/arrivals/:arrivalId/resolve',
    summary: 'Marks an arrival resolved (the item stays in the brand’s stock): it leaves the list',
    roles: ['catalogue'],
    params: brandParams.extend({ arrivalId: z.uuid() }),
    response: { 200: okSchema, ...staffErrors },
  }),
};
