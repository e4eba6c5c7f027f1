// HTTP routes of card payments and guest purchase (paths exactly as in docs/product.md "Calls"), and the provider's webhook.
import { shopRoutes } from '@heirloom/contract';
import type { FastifyInstance } from 'fastify';
import { limitPerMinute, registerRoute } from '../../http/route';
import type { GuestPurchaseService } from './guest-purchase.service';
import type { PaymentsService } from './payments.service';

export function registerPaymentRoutes(
  app: FastifyInstance,
  payments: PaymentsService,
  guest: GuestPurchaseService,
  perIpPerMinute: number,
  /** the app's origin a browser came from (its Origin header), PUBLIC_URL's for anything else */
  returnOrigin: (origin: string | undefined) => string,
): void {
  const perIp = limitPerMinute(perIpPerMinute);
  registerRoute(app, shopRoutes.paymentToken, async () => payments.token());

  registerRoute(
    app,
    shopRoutes.createDan,
    async (request) => payments.createDan(request.auth?.userId ?? null, request.body),
    perIp,
  );

  registerRoute(app, shopRoutes.captureDan, async (request) => payments.captureDan(request.body), perIp);

  registerRoute(
    app,
    shopRoutes.createCheckoutSession,
    async (request) =>
      payments.createCheckoutSession(
        request.auth?.userId ?? null,
        request.body,
        returnOrigin(request.headers.origin),
      ),
    perIp,
  );

  registerRoute(
    app,
    shopRoutes.orderStatus,
    async (request) => payments.orderStatus(request.params.reference),
    perIp,
  );

  registerRoute(
    app,
    shopRoutes.receipt,
    async (request) => payments.receipt(request.body.paymentIntentId, request.body.phone),
    limitPerMinute(10),
  );

  registerRoute(
    app,
    shopRoutes.getCodeForDan,
    async (request) => guest.sendCode(request.body, request.ip),
    perIp,
  );

  registerRoute(
    app,
    shopRoutes.getAddressFromPhone,
    async (request) => guest.address(request.body.phone, request.body.code),
    perIp,
  );

  // The signature covers the exact bytes sent: this route reads its body as text, unparsed.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    registerRoute(scope, shopRoutes.webhook, async (request) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['stripe-signature'];
      return payments.webhook(body, typeof signature === 'string' ? signature : undefined);
    });
  });
}
