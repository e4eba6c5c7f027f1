// The shop and card payment (docs/product.md "Shop and payment"): collections and items on sale,
// reservations, sealed links, PaymentIntent and Checkout Session flows, receipts, guest purchase.
import { z } from 'zod';
import { defineRoute } from './route';
import {
  attributeSchema,
  conflictRouteErrors,
  descriptionFields,
  errorSchema,
  idParams,
  languageSchema,
  pageOf,
  pageParamsSchema,
  phoneSchema,
} from './common';
import { brandSchema, collectionFields, itemFiltersSchema } from './items';
import { codeSentSchema, codeSchema } from './auth';

/** How long a reservation holds an item for its buyer. */
export const RESERVATION_MINUTES = 15;
/** A buyer may hold this many items at once (one per item, several items). */
export const MAX_ACTIVE_RESERVATIONS = 3;
export const paymentProviders = ['local', 'stripe'] as const;

const uuid = z.uuid();

/** An amount in the currency's minor unit (cents), with its ISO 4217 code. */
export const priceSchema = z.object({
  amount: z.number().int().min(0),
  currency: z.string().length(3),
});
export type Price = z.infer<typeof priceSchema>;

export const shopCollectionSchema = z
  .object({
    ...collectionFields,
    price: priceSchema,
    /** items that can still be bought (not sold, not held by someone else) */
    itemsLeft: z.number().int(),
    itemsTotal: z.number().int(),
  })
  .meta({ id: 'ShopCollection' });
export type ShopCollection = z.infer<typeof shopCollectionSchema>;

export const shopItemAvailability = ['available', 'reserved', 'reserved_by_you', 'sold'] as const;
export const shopItemSchema = z
  .object({
    id: uuid,
    name: z.string(),
    ...descriptionFields,
    serialNumber: z.string(),
    attributes: z.array(attributeSchema),
    pictures: z.array(z.object({ url: z.string(), thumbnailUrl: z.string(), title: z.string() })),
    nftCollection: z.object({ id: uuid, name: z.string(), clientId: uuid }),
    brand: brandSchema,
    price: priceSchema,
    availability: z.enum(shopItemAvailability),
    /** when the caller holds it: until when */
    reservedUntil: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ShopItem' });
export type ShopItem = z.infer<typeof shopItemSchema>;

export const reservationSchema = z
  .object({
    id: uuid,
    productId: uuid,
    collectionId: uuid,
    expiresAt: z.iso.datetime(),
    /** a sealed token: POST /products/cancel {encryptedProductId} cancels this reservation */
    encryptedProductId: z.string(),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof reservationSchema>;

/** A sealed token (AES-256-GCM, base64url): opaque to clients. */
const sealed = z.string().trim().min(20).max(2000);
const evmAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'An address is 0x followed by 40 hexadecimal characters');
const paymentIntentId = z
  .string()
  .trim()
  .regex(/^pi_[A-Za-z0-9_]{6,120}$/, 'A payment intent id starts with pi_');

export const reserveV2Body = z.object({ collectionId: uuid, productId: uuid.optional() }).strict();
export const cancelReservationBody = z.object({ encryptedProductId: sealed }).strict();
export const marketBody = z.object({ encryptedData: sealed }).strict();
/** Proof, for 30 minutes, that a guest checked the phone of an address: no one buys in another's name. */
export const GUEST_PASS_MINUTES = 30;
const guestPassSchema = z
  .string()
  .min(20)
  .max(600)
  .regex(/^[A-Za-z0-9_-]+$/, 'Malformed pass');
export const guestAddressSchema = z.object({ address: z.string(), guestPass: z.string() });

export const createDanBody = z
  .object({
    productId: uuid,
    /** who receives the item: a custodial address (guest purchase); signed in, the caller by default */
    address: evmAddress.optional(),
    /** a guest purchase: the pass getAddressFromPhone gave for that address (proves its phone) */
    guestPass: guestPassSchema.optional(),
  })
  .strict();
export const captureDanBody = z.object({ paymentIntentId, productId: uuid, address: evmAddress }).strict();
export const checkoutSessionBody = z
  .object({
    productId: uuid,
    address: evmAddress,
    /** the caller's idempotency key: the same externalId returns the same session */
    externalId: z.string().trim().min(8).max(100),
    /** a guest purchase: the pass getAddressFromPhone gave for that address (proves its phone) */
    guestPass: guestPassSchema.optional(),
  })
  .strict();
export const receiptBody = z.object({ paymentIntentId, phone: phoneSchema }).strict();
export const guestCodeBody = z
  .object({
    phone: phoneSchema,
    language: languageSchema.default('en'),
    email: z.union([z.email().max(254), z.literal('')]).optional(),
    /** like sign-in: required when the server has a captcha configured (else this route would bypass it) */
    recaptchaToken: z.string().max(4000).optional(),
  })
  .strict();
export const guestAddressBody = z.object({ phone: phoneSchema, code: codeSchema }).strict();

export const orderStates = ['created', 'paid', 'fulfilled', 'refunded', 'failed', 'cancelled'] as const;
export const orderStatusSchema = z
  .object({
    state: z.enum(orderStates),
    productId: uuid,
    productName: z.string(),
    price: priceSchema,
    paymentIntentId: z.string().nullable(),
    /** when a payment was refused: the card's reason (card_declined, insufficient_funds, …) */
    failure: z.string().nullable(),
  })
  .meta({ id: 'OrderStatus' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const localCardBody = z
  .object({
    clientSecret: z.string().min(10).max(300),
    number: z.string().trim().max(30),
    expMonth: z.coerce.number().int().min(1).max(12),
    expYear: z.coerce.number().int().min(0).max(9999),
    cvc: z.string().trim().max(8),
  })
  .strict();
export const localIntentSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'processing', 'succeeded', 'canceled']),
  error: z.object({ code: z.string(), declineCode: z.string().nullable(), message: z.string() }).nullable(),
});
export type LocalIntent = z.infer<typeof localIntentSchema>;

export const shopListBody = z.object({ filters: itemFiltersSchema.optional() }).strict();

export const shopRoutes = {
  collectionsForSale: defineRoute({
    method: 'GET',
    path: '/nft-collections/forSale',
    auth: false,
    summary: 'Collections on sale, with price, brand, cover and items left',
    tags: ['shop'],
    response: { 200: z.object({ items: z.array(shopCollectionSchema) }) },
  }),
  productsForSale: defineRoute({
    method: 'POST',
    path: '/products/getProductsForSale/:id/:limit/:offset',
    auth: 'optional',
    summary: "A collection's items on sale (sold ones excluded), with availability",
    tags: ['shop'],
    params: pageParamsSchema.extend({ id: uuid }),
    body: shopListBody,
    response: {
      200: pageOf(shopItemSchema).extend({ collection: shopCollectionSchema }),
      ...conflictRouteErrors,
    },
  }),
  productForSale: defineRoute({
    method: 'GET',
    path: '/products/forSale/:id',
    auth: 'optional',
    summary: 'One item on sale (ours: the shop item page)',
    tags: ['shop'],
    params: idParams,
    response: { 200: shopItemSchema, ...conflictRouteErrors },
  }),
  reserveV1: defineRoute({
    method: 'POST',
    path: '/v1/products/reserve/:id',
    auth: true,
    summary: `Hold an item on sale for ${RESERVATION_MINUTES} minutes (the same hold again if already yours)`,
    tags: ['shop'],
    params: idParams,
    response: { 200: reservationSchema, ...conflictRouteErrors },
  }),
  reserveV2: defineRoute({
    method: 'POST',
    path: '/v2/products/reserve',
    auth: true,
    summary: 'Hold an item of a collection: the one given, or any available one',
    tags: ['shop'],
    body: reserveV2Body,
    response: { 200: reservationSchema, ...conflictRouteErrors },
  }),
  cancelReservation: defineRoute({
    method: 'POST',
    path: '/products/cancel',
    auth: false,
    summary: 'Cancel a reservation from its sealed link',
    tags: ['shop'],
    body: cancelReservationBody,
    response: { 200: z.literal(true), ...conflictRouteErrors },
  }),
  market: defineRoute({
    method: 'POST',
    path: '/products/market',
    auth: 'optional',
    summary: 'Open an item on sale from a QR code or link (sealed token)',
    tags: ['shop'],
    body: marketBody,
    response: { 200: shopItemSchema, ...conflictRouteErrors },
  }),
  paymentToken: defineRoute({
    method: 'GET',
    path: '/payment/token',
    auth: false,
    summary: 'The publishable key (secret) and the payment provider the web app talks to',
    tags: ['payment'],
    response: { 200: z.object({ secret: z.string(), provider: z.enum(paymentProviders) }) },
  }),
  createDan: defineRoute({
    method: 'POST',
    path: '/payment/createDAN',
    auth: 'optional',
    summary: 'Start a card payment (PaymentIntent) for an item; the amount is the server’s price',
    tags: ['payment'],
    body: createDanBody,
    response: {
      200: z.object({
        client_secret: z.string(),
        paymentIntentId: z.string(),
        price: priceSchema,
        expiresAt: z.iso.datetime(),
        /** the custodial address the item goes to (captureDAN names it again) */
        address: z.string(),
      }),
      ...conflictRouteErrors,
    },
  }),
  captureDan: defineRoute({
    method: 'POST',
    path: '/payment/captureDAN',
    auth: 'optional',
    summary: 'Hand the paid item to the owner of `address` (checked with the provider; idempotent)',
    tags: ['payment'],
    body: captureDanBody,
    response: { 200: orderStatusSchema, ...conflictRouteErrors, 402: errorSchema },
  }),
  createCheckoutSession: defineRoute({
    method: 'POST',
    path: '/payment/createCheckoutSession',
    auth: 'optional',
    summary: 'Start a hosted card page (Checkout Session) for an item → its url',
    tags: ['payment'],
    body: checkoutSessionBody,
    response: { 200: z.object({ url: z.string() }), ...conflictRouteErrors },
  }),
  orderStatus: defineRoute({
    method: 'GET',
    path: '/payment/orders/:reference',
    auth: false,
    summary: 'Where a payment stands, by its payment intent or checkout session id (ours)',
    tags: ['payment'],
    params: z.object({ reference: z.string().regex(/^(pi|cs)_[A-Za-z0-9_]{6,120}$/) }),
    response: { 200: orderStatusSchema, ...conflictRouteErrors },
  }),
  receipt: defineRoute({
    method: 'POST',
    path: '/payment/receipt',
    auth: false,
    summary: "Send the receipt by SMS (and e-mail when known) to the buyer's phone → true/false",
    tags: ['payment'],
    body: receiptBody,
    response: { 200: z.boolean(), 400: errorSchema },
  }),
  getCodeForDan: defineRoute({
    method: 'POST',
    path: '/users/getCodeForDAN',
    auth: false,
    summary: 'Guest purchase: send a code to the phone that will receive the item',
    tags: ['payment'],
    body: guestCodeBody,
    response: { 200: codeSentSchema, 400: errorSchema, 429: errorSchema, 502: errorSchema },
  }),
  getAddressFromPhone: defineRoute({
    method: 'POST',
    path: '/users/getAddressFromPhone',
    auth: false,
    summary: "Guest purchase: prove the code, get that phone's custodial address (account made if needed)",
    tags: ['payment'],
    body: guestAddressBody,
    response: { 200: guestAddressSchema, 400: errorSchema, 401: errorSchema },
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/payment/webhook',
    auth: false,
    summary: 'Payment provider events (Stripe-Signature verified); each fulfils at most once',
    tags: ['payment'],
    response: { 200: z.object({ received: z.literal(true) }), 400: errorSchema },
  }),
  brandMarketLink: defineRoute({
    method: 'POST',
    path: '/brand/market-links',
    auth: 'brand',
    summary: "A sealed link (for a QR code) that opens one of the brand's items on sale",
    tags: ['brand'],
    body: z.object({ productId: uuid, days: z.number().int().min(1).max(365).default(90) }).strict(),
    response: { 200: z.object({ encryptedData: z.string(), url: z.string() }), ...conflictRouteErrors },
  }),
} as const;

const checkoutSessionParams = z.object({ id: z.string() });
const htmlPage = z.string().meta({ description: 'An HTML page' });
/** The card page, or why it cannot be shown: 404 no such session, 409 not open any more, 410 expired. */
const checkoutPageResponses = { 200: htmlPage, 402: htmlPage, 404: htmlPage, 409: htmlPage, 410: htmlPage };

/** The local provider's own endpoints (what Stripe.js and Stripe's hosted page do for the stripe one). */
export const localPaymentRoutes = {
  confirmIntent: defineRoute({
    method: 'POST',
    path: '/local-pay/intents/:id/confirm',
    auth: false,
    summary: 'Local payment provider: pay an intent with a test card (4242… succeeds)',
    tags: ['payment'],
    params: z.object({ id: z.string().max(140) }),
    body: localCardBody,
    response: { 200: localIntentSchema, 400: errorSchema, 404: errorSchema },
  }),
  checkoutCss: defineRoute({
    method: 'GET',
    path: '/local-pay/checkout.css',
    auth: false,
    hidden: true,
    summary: "Local payment provider: the hosted card page's stylesheet",
    tags: ['payment'],
    response: { 200: z.string().meta({ description: 'CSS' }) },
  }),
  checkoutPage: defineRoute({
    method: 'GET',
    path: '/local-pay/checkout/:id',
    auth: false,
    hidden: true,
    summary:
      "Local payment provider: a checkout session's hosted card page (as Stripe Checkout's); ?lang=en|fr",
    tags: ['payment'],
    params: checkoutSessionParams,
    response: checkoutPageResponses,
  }),
  payCheckout: defineRoute({
    method: 'POST',
    path: '/local-pay/checkout/:id',
    auth: false,
    hidden: true,
    summary:
      "Local payment provider: the card page's form (number, expiry, cvc, url-encoded); paid: 303 to the " +
      'success address, refused: the page again with the reason (402)',
    tags: ['payment'],
    params: checkoutSessionParams,
    response: { 303: z.null(), ...checkoutPageResponses },
  }),
} as const;
