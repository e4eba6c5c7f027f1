// The shop and card payment (docs/product.md "Shop and payment"): what is on sale, holds, sealed links, card
// payments (PaymentIntent or hosted Checkout Session), receipts and the guest purchase's phone proof.
import {
  localPaymentRoutes,
  PAGE_DEFAULT_LIMIT,
  shopRoutes,
  type CodeSent,
  type Language,
  type LocalIntent,
  type OrderStatus,
  type Price,
  type Reservation,
  type RouteResponse,
  type ShopCollection,
  type ShopItem,
} from '@heirloom/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { lookupQuery, paging } from './pages';

export type { CodeSent, LocalIntent, OrderStatus, Price, Reservation, ShopCollection, ShopItem };
export type ShopItemPage = RouteResponse<typeof shopRoutes.productsForSale>;
export type PaymentToken = RouteResponse<typeof shopRoutes.paymentToken>;
export type PaymentProvider = PaymentToken['provider'];
/** A started card payment: the intent's secret for the card form, and where the item will go. */
export type CardPayment = RouteResponse<typeof shopRoutes.createDan>;
export interface LocalCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const SHOP_PAGE_SIZE = PAGE_DEFAULT_LIMIT;

export async function fetchCollectionsForSale(signal?: AbortSignal): Promise<ShopCollection[]> {
  return (await call(shopRoutes.collectionsForSale, { signal })).items;
}

export async function fetchItemsForSale(
  collectionId: string,
  offset = 0,
  limit = SHOP_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ShopItemPage> {
  return call(shopRoutes.productsForSale, { params: { id: collectionId, limit, offset }, body: {}, signal });
}

/** One item on sale; a sold one still answers (availability "sold"), others are 404. */
export async function fetchItemForSale(id: string, signal?: AbortSignal): Promise<ShopItem> {
  return call(shopRoutes.productForSale, { params: { id }, signal });
}

/** Holds the item for the signed-in buyer for 15 minutes (the same hold again when already theirs). */
export async function reserveItem(id: string): Promise<Reservation> {
  return call(shopRoutes.reserveV1, { params: { id } });
}

/** v2: holds the item given, or any available item of the collection. */
export async function reserveInCollection(collectionId: string, productId?: string): Promise<Reservation> {
  const body = productId ? { collectionId, productId } : { collectionId };
  return call(shopRoutes.reserveV2, { body });
}

/** Ends a hold with its sealed token (the reservation's `encryptedProductId`). */
export async function cancelReservation(encryptedProductId: string): Promise<void> {
  await call(shopRoutes.cancelReservation, { body: { encryptedProductId } });
}

/** Opens the item a QR code or link names (400 TOKEN_INVALID / TOKEN_EXPIRED otherwise). */
export async function openMarketLink(encryptedData: string, signal?: AbortSignal): Promise<ShopItem> {
  return call(shopRoutes.market, { body: { encryptedData }, signal });
}

/** The payment provider the card form talks to, and its publishable key (`secret`). */
export async function fetchPaymentToken(signal?: AbortSignal): Promise<PaymentToken> {
  return call(shopRoutes.paymentToken, { signal });
}

/** createDAN: starts (or finds again) the card payment of an item; the amount is the server's price. */
export async function startCardPayment(productId: string): Promise<CardPayment> {
  return call(shopRoutes.createDan, { body: { productId } });
}

export interface CaptureRequest {
  paymentIntentId: string;
  productId: string;
  address: string;
}

/** captureDAN: hands the paid item over (idempotent: a second call changes nothing). */
export async function capturePayment(request: CaptureRequest): Promise<OrderStatus> {
  return call(shopRoutes.captureDan, { body: request });
}

export interface CheckoutRequest {
  productId: string;
  address: string;
  /** a guest's proof of the address's phone (getAddressFromPhone); a signed-in buyer's own address needs none */
  guestPass?: string;
  /** The buyer's idempotency key: the same one gives the same hosted page back. */
  externalId: string;
}

/** The hosted card page (the local provider's, or Stripe Checkout) to send the buyer to. */
export async function startCheckoutSession(request: CheckoutRequest): Promise<string> {
  return (await call(shopRoutes.createCheckoutSession, { body: request })).url;
}

/** Where a payment stands, by its payment intent (pi_…) or checkout session (cs_…). */
export async function fetchOrderStatus(reference: string, signal?: AbortSignal): Promise<OrderStatus> {
  return call(shopRoutes.orderStatus, { params: { reference }, signal });
}

/** docs/product.md "Errors": true when the receipt went to the buyer's phone, false on a refusal or any error. */
export async function receipt(paymentIntentId: string, phone: string): Promise<boolean> {
  try {
    return (await call(shopRoutes.receipt, { body: { paymentIntentId, phone } })) === true;
  } catch {
    return false;
  }
}

/** Guest purchase: a code to the phone that will receive the item (and an e-mail for the receipt). */
export async function requestGuestCode(phone: string, language: Language, email = ''): Promise<CodeSent> {
  const body = { phone, language, ...(email.trim() ? { email: email.trim() } : {}) };
  return call(shopRoutes.getCodeForDan, { body });
}

/** What a guest's code proves: the phone's custodial address, and the pass to buy for it (30 minutes). */
export type GuestProof = RouteResponse<typeof shopRoutes.getAddressFromPhone>;

/** Guest purchase: the code proves the phone; the answer is that phone's address and its guest pass. */
export async function guestAddress(phone: string, code: string): Promise<GuestProof> {
  return call(shopRoutes.getAddressFromPhone, { body: { phone, code } });
}

/** The local provider only: pays an intent with a test card, as Stripe.js would. A refusal is an answer. */
export async function confirmLocalCard(
  paymentIntentId: string,
  clientSecret: string,
  card: LocalCard,
): Promise<LocalIntent> {
  return call(localPaymentRoutes.confirmIntent, {
    params: { id: paymentIntentId },
    body: { clientSecret, ...card },
  });
}

export const shopKeys = {
  all: ['shop'] as const,
  collections: () => [...shopKeys.all, 'collections'] as const,
  items: (collectionId: string) => [...shopKeys.all, 'collection', collectionId] as const,
  item: (id: string) => [...shopKeys.all, 'item', id] as const,
  market: (encryptedData: string) => [...shopKeys.all, 'market', encryptedData] as const,
  paymentToken: () => [...shopKeys.all, 'payment-token'] as const,
  order: (reference: string) => [...shopKeys.all, 'order', reference] as const,
};

export const collectionsForSaleQuery = () =>
  queryOptions({
    queryKey: shopKeys.collections(),
    queryFn: ({ signal }) => fetchCollectionsForSale(signal),
  });

export const itemsForSaleQuery = (collectionId: string) =>
  infiniteQueryOptions({
    queryKey: shopKeys.items(collectionId),
    ...paging,
    queryFn: ({ pageParam, signal }) => fetchItemsForSale(collectionId, pageParam, SHOP_PAGE_SIZE, signal),
  });

export const itemForSaleQuery = (id: string) =>
  lookupQuery(shopKeys.item(id), (signal) => fetchItemForSale(id, signal));

export const marketLinkQuery = (encryptedData: string) =>
  // an altered or expired link (400) will not get better by asking again
  lookupQuery(shopKeys.market(encryptedData), (signal) => openMarketLink(encryptedData, signal));

export const paymentTokenQuery = () =>
  queryOptions({
    queryKey: shopKeys.paymentToken(),
    queryFn: ({ signal }) => fetchPaymentToken(signal),
    // the provider does not change while the app runs
    staleTime: Infinity,
  });

export const orderStatusQuery = (reference: string) =>
  lookupQuery(shopKeys.order(reference), (signal) => fetchOrderStatus(reference, signal));
