// Security headers: a strict CSP (no inline script), nosniff, frame-ancestors none, referrer policy, HSTS in production.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Stripe.js and its card fields, when the stripe payment provider is configured. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export async function installSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  stripe = false,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? stripeSources.script : [])],
        styleSrc: ["'self'"],
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
}
