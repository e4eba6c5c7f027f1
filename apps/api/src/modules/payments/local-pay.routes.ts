// The local payment provider's own HTTP surface: confirming an intent with a card (what Stripe.js does)
// and the hosted card page of checkout sessions (what Stripe Checkout does). Registered only when the
// local provider is in use.
import { formatPrice, localPaymentRoutes, parseCardExpiry, type Language } from '@heirloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitPerMinute, registerRoute, type RouteOptions } from '../../http/route';
import { notFound } from '../../lib/errors';
import { languageFromHeader } from '../../lib/messages';
import {
  checkoutCss,
  checkoutPage,
  closedPage,
  refusalText,
} from '../../providers/payments/local-checkout-page';
import type { LocalPayments } from '../../providers/local-db/payments';

function languageOf(request: FastifyRequest): Language {
  const asked = (request.query as { lang?: string } | undefined)?.lang;
  return asked === 'fr' || asked === 'en' ? asked : languageFromHeader(request.headers['accept-language']);
}

/** The card page's expiry as typed; not a month and a year → 0/0, which the provider refuses as invalid. */
function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const expiry = parseCardExpiry(value);
  return { expMonth: expiry?.month ?? 0, expYear: expiry?.year ?? 0 };
}

/** The hosted card page of a checkout session, or the page that says it is closed, with its status. */
async function checkoutPageOf(
  local: LocalPayments,
  request: FastifyRequest,
  id: string,
  error?: string,
): Promise<{ status: number; html: string }> {
  const language = languageOf(request);
  const session = await local.session(id);
  if (!session) return { status: 404, html: closedPage(language, 'closed', '/shop') };
  const view = await local.getCheckoutSession(id);
  if (view?.status === 'expired') {
    return { status: 410, html: closedPage(language, 'expired', session.cancelUrl ?? '/shop') };
  }
  if (view?.status !== 'open') return { status: 409, html: closedPage(language, 'closed', '/shop') };
  return {
    status: error ? 402 : 200,
    html: checkoutPage({
      language,
      sessionId: id,
      description: session.description ?? '',
      amount: formatPrice(session.amount, session.currency, language),
      cancelUrl: session.cancelUrl,
      error,
    }),
  };
}

/** A card page, never kept by a cache (it shows a session's current state). */
function sendPage(reply: FastifyReply, { status, html }: { status: number; html: string }) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

export function registerLocalPayRoutes(
  app: FastifyInstance,
  local: LocalPayments,
  perIpPerMinute: number,
): void {
  const perIp = limitPerMinute(perIpPerMinute);
  registerRoute(
    app,
    localPaymentRoutes.confirmIntent,
    async (request) => {
      const { clientSecret, ...card } = request.body;
      const intent = await local.confirmIntent(request.params.id, clientSecret, card);
      if (!intent) throw notFound();
      return intent;
    },
    perIp,
  );
  // the card pages post a url-encoded form: parsed in a scope of their own
  app.register(async (scope) => registerCheckoutPages(scope, local, perIp));
}

/** The hosted checkout: its style sheet, the card page, and the card form posted back to it. */
function registerCheckoutPages(scope: FastifyInstance, local: LocalPayments, perIp: RouteOptions): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  registerRoute(scope, localPaymentRoutes.checkoutCss, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(checkoutCss),
  );

  registerRoute(
    scope,
    localPaymentRoutes.checkoutPage,
    async (request, reply) => sendPage(reply, await checkoutPageOf(local, request, request.params.id)),
    perIp,
  );

  registerRoute(
    scope,
    localPaymentRoutes.payCheckout,
    async (request, reply) => {
      // the url-encoded form, as the content-type parser above reads it (no schema: any field may be missing)
      const body = request.body as Record<string, string> | null | undefined;
      const form = typeof body === 'object' && body ? body : {};
      const result = await local.paySession(request.params.id, {
        number: String(form.number ?? ''),
        cvc: String(form.cvc ?? ''),
        ...parseExpiry(String(form.expiry ?? '')),
      });
      if (result.ok) return reply.redirect(result.redirect, 303);
      const language = languageOf(request);
      const message =
        typeof result.refusal === 'string'
          ? undefined
          : refusalText(language, result.refusal.declineCode ?? result.refusal.code);
      return sendPage(reply, await checkoutPageOf(local, request, request.params.id, message));
    },
    perIp,
  );
}
