// The payments module: card payments and guest purchase, the provider's webhook, the local provider's card
// pages outside production, and the housekeeping of holds and paid orders.
import { defineModule } from '../module';
import { appOrigin } from '../../lib/app-origins';
import { LocalPayments } from '../../providers/local-db/payments';
import { repeatWhileOpen } from '../timers';
import { GuestPasses } from './guest-passes';
import { GuestPurchaseService } from './guest-purchase.service';
import { registerLocalPayRoutes } from './local-pay.routes';
import { PaymentsRepository } from './payments.repository';
import { registerPaymentRoutes } from './payments.routes';
import { PaymentsService } from './payments.service';
import { PurchaseFulfilment } from './purchase-fulfilment';

export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['auth', 'custody', 'shop', 'transfers', 'notifications'],
  async register(api, { auth, custody, shop, transfers, notifier }) {
    const { clock, config, database, log, providers, seals, users } = api.deps;
    const { publicUrl } = config;
    const repo = new PaymentsRepository(database.db);
    const passes = new GuestPasses(seals, clock);
    const fulfilment = new PurchaseFulfilment({
      repo,
      custody,
      users,
      transfers,
      shop,
      provider: providers.payments,
      notifier,
      publicUrl,
      clock,
      log,
    });
    const payments = new PaymentsService({
      repo,
      fulfilment,
      shop,
      provider: providers.payments,
      sms: providers.sms,
      email: providers.email,
      publicUrl,
      clock,
      log,
      passes,
    });
    const guestPurchase = new GuestPurchaseService({ auth, users, passes, publicUrl, clock });

    // Holds past their 15 minutes go back on sale; paid orders not handed over yet are looked at again.
    const housekeeping = () => shop.releaseExpired().then(() => payments.sweep());
    repeatWhileOpen(api, 30_000, housekeeping, 'shop housekeeping failed');
    const localPayments = providers.payments instanceof LocalPayments ? providers.payments : undefined;
    // the local provider's webhooks go through our own route, signature and all, as Stripe's would
    localPayments?.connect(async (body, signature) => {
      const res = await api.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      return res.statusCode;
    });
    api.addHook('onClose', async () => localPayments?.idle());

    const perIpPerMinute = config.limits.authRequestsPerIpPerMinute;
    registerPaymentRoutes(api, payments, guestPurchase, perIpPerMinute, (origin) =>
      appOrigin(origin, publicUrl, config.production),
    );
    // the test-card pages exist only where test cards may be used (config refuses them in production)
    if (localPayments && !config.production) registerLocalPayRoutes(api, localPayments, perIpPerMinute);
    return { payments };
  },
});
