// Security headers: a strict CSP (no inline script or style element), nosniff, frame-ancestors none, referrer policy,
// a permissions policy, HSTS in production.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Stripe.js and its card fields, when the stripe payment provider is configured. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The headers helmet sets with these options, worked out once: @fastify/helmet rebuilt the middleware (and
 * parsed the CSP) on every request, a twentieth of a health check's time. */
export function securityHeaders(production: boolean, stripe = false): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? stripeSources.script : [])],
        styleSrc: ["'self'"],
        // style attributes (a brand's colours, a photo's proportions) in the server-rendered HTML: attributes
        // only, never a <style> element or a script (docs/decisions/017)
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? stripeSources.connect : [])],
        frameSrc: stripe ? stripeSources.frame : ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // a checkout page redirects to the stripe-hosted payment page when stripe is configured
        formAction: ["'self'", ...(stripe ? ['https://checkout.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  headers.set('permissions-policy', permissionsPolicy(stripe));
  return Object.fromEntries(headers);
}

/**
 * What the pages may ask the browser for, on every answer (the app moves between screens without loading a page,
 * so a screen cannot have a policy of its own):
 * - no camera or microphone: a photo is chosen through the file picker, which needs neither;
 * - the location for this origin only: the repair request offers to list the nearest stores first;
 * - passkeys (WebAuthn) for this origin only;
 * - no Payment Request API: the local card form is a form of ours and calls no payment API. Stripe's card
 *   fields may offer the browser's wallets through it, from its own frames: allowed to them when Stripe is on.
 */
function permissionsPolicy(stripe: boolean): string {
  return [
    'camera=()',
    'microphone=()',
    'geolocation=(self)',
    stripe ? `payment=(self "${stripeSources.script[0]}")` : 'payment=()',
    'publickey-credentials-create=(self)',
    'publickey-credentials-get=(self)',
  ].join(', ');
}

export function installSecurityHeaders(app: FastifyInstance, production: boolean, stripe = false): void {
  const headers = securityHeaders(production, stripe);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
