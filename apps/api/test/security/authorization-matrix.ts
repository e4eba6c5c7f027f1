// The authorization matrix: every route of the contract × who calls it → the status it must answer.
// "owner" is the demo owner whose data the request names; "otherOwner" is another signed-in owner naming
// that same data; "brand" is the brand of that data (its API key), "otherBrand" another brand's key.
// authorization-matrix.test.ts runs one test per cell and fails when a contract route has no row here.
import { emptyPassportFields, type GuardedAction } from '@heirloom/contract';
import { tokenIdOf } from '../../src/chain/items-contract';
import type { StepUpDetails } from '../../src/modules/auth/step-up-binding';
import { careRows, type CareRef, type CareUse } from './care-matrix';
import type { HeirMatrixFixtures } from './heirs-matrix-fixtures';

/**
 * The brand's console staff, one per role, another brand's admin (issue 18), and one of the brand's admins who keeps
 * a passkey, signed in by e-mailed link: their session waits for the passkey.
 */
export const staffCallers = [
  'admin',
  'afterSales',
  'catalogue',
  'messages',
  'otherAdmin',
  'unconfirmed',
] as const;
export type StaffCaller = (typeof staffCallers)[number];
export const matrixCallers = ['none', 'otherOwner', 'owner', 'brand', 'otherBrand', ...staffCallers] as const;
export type Caller = (typeof matrixCallers)[number];
export type UserCaller = 'owner' | 'otherOwner';
export type Expected = Record<Caller, number>;

export interface CellRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: object;
  /** a multipart form (title, extension, isPublic + a small PNG) instead of a JSON body */
  photoForm?: true;
  /** a multipart form with a small PDF in its "file" part instead of a JSON body */
  pdfForm?: true;
  /** the fields sent before the file of a multipart form */
  formFields?: Record<string, string>;
  remoteAddress?: string;
}

/** The owner's items, one per use, so that a cell that changes one does not disturb another. */
export type ItemUse =
  | 'read'
  | 'repairV1'
  | 'repairV2'
  | 'repairOwner'
  | 'repairBrand'
  | 'repairCancel'
  | 'opposition'
  | 'finder'
  | 'sendPhone'
  | 'sendAddress'
  | 'repairConsole';
export type RepairUse = 'repairOwner' | 'repairBrand' | 'repairCancel' | 'repairConsole';

export interface ItemRef {
  id: string;
  publicId: string;
  collectionId: string;
  clientId: string;
  serialNumber: string;
  /** its collection's GTIN-14 (every demo collection has one) */
  gtin: string | null;
}

export interface MatrixFixtures {
  item(use: ItemUse): Promise<ItemRef>;
  /** the owner's own private photo; fresh: a new upload (for a cell that deletes it) */
  photo(fresh?: boolean): Promise<string>;
  repair(use: RepairUse): Promise<{ itemId: string; repairId: string }>;
  store(clientId: string): Promise<string>;
  /** a transfer of the owner's to a phone that has not signed up */
  pendingTransfer(): Promise<string>;
  /** makes sure the owner's item is declared lost */
  declared(itemId: string): Promise<void>;
  /** a message a finder wrote about the owner's declared 'finder' item */
  finderMessage(): Promise<{ itemId: string; messageId: string }>;
  userId(caller: UserCaller): Promise<string>;
  /** the ids of every item the owner holds */
  ownerItemIds(): Promise<string[]>;
  phone(caller: UserCaller): string;
  address(caller: UserCaller): Promise<string>;
  /** a grant of the caller's for exactly this (a passkey's when they have one), no recovery under way */
  grant(caller: Caller, action: GuardedAction, details?: StepUpDetails): Promise<void>;
  /** the caller's passkey (added through the real flow when they have none), no recovery under way: its id */
  passkey(caller: UserCaller): Promise<string>;
  /** the caller has no passkey (and no recovery): the SMS step-up is theirs */
  withoutPasskeys(caller: UserCaller): Promise<void>;
  /** the caller has a passkey and a recovery under way */
  recovering(caller: UserCaller): Promise<void>;
  /** the caller's passkey's signature: of a sign-in, or of a step-up asked for with this body */
  passkeySignature(caller: UserCaller, stepUp?: object): Promise<object>;
  /** a new credential of the caller's (who has no passkey yet), for registration options they were given */
  newCredential(caller: UserCaller): Promise<object>;
  /** asks for a step-up code as the caller and reads it from the SMS */
  stepUpCode(caller: UserCaller): Promise<string>;
  /** a brand's item on sale that nobody holds (every hold is released first) */
  shopItem(): Promise<{ id: string; collectionId: string }>;
  /** a hold of the owner's and its sealed cancel link */
  reservationLink(): Promise<string>;
  marketLink(): Promise<string>;
  /** an order the owner paid for (fulfilled by the provider's webhook) */
  paidOrder(): Promise<{ paymentIntentId: string; productId: string; address: string }>;
  /** a payment intent of the owner's, not paid */
  openIntent(): Promise<{ id: string; clientSecret: string }>;
  legalVersions(): Promise<{ termsAndConditions: number; privacyPolicy: number }>;
  legalDocumentId(): Promise<string>;
  /** a new phone number, with its sign-in or guest-purchase code sent */
  phoneWithCode(purpose: 'login' | 'guest'): Promise<{ phone: string; code: string }>;
  newPhone(): string;
  /** a guest who proved a new phone by its code: that phone's address and the pass to buy for it */
  guestProof(): Promise<{ address: string; guestPass: string }>;
  /** lets the 30 seconds between two codes of a phone pass */
  waitForResend(): void;
  /** a new session's refresh token (of a new account) */
  refreshToken(): Promise<string>;
  /** the brand of the data (Maison Aurèle), as console paths name it */
  brandId(): Promise<string>;
  /** an address no one uses yet */
  newEmail(): string;
  /** a new invitation to the brand's staff: its id and the e-mailed token */
  invitation(): Promise<{ id: string; token: string }>;
  /** a member of the brand's staff for cells that change them; fresh: a new one (for a cell that removes them) */
  staffMember(fresh?: boolean): Promise<string>;
  /** the e-mailed sign-in link token of a new member of the brand's staff */
  staffLinkToken(): Promise<string>;
  /** a console sign-in signature by the passkey of the 'unconfirmed' caller's person */
  staffPasskeySignature(): Promise<object>;
  /** a signature confirming the 'unconfirmed' caller's session (a challenge of that session) */
  staffConfirmSignature(): Promise<object>;
  /** a new console credential for the caller's registration options (a staff caller whose session is whole) */
  staffCredential(caller: Caller): Promise<object>;
  /** a console passkey of the caller (made if they have none), or of the 'unconfirmed' person for the others */
  staffPasskeyId(caller: Caller): Promise<string>;
  /** a new live API key of the brand: its id */
  brandKeyId(): Promise<string>;
  /** a new live authority key of the brand (issued by its admin): its id */
  authorityKeyId(): Promise<string>;
  /** the latest version of the console collection's passport (its model's, or its item's own), null: none */
  passportVersion(scope: 'model' | 'item'): Promise<number | null>;
  /** a PDF of the brand's that the owner's 'read' item's passport lists for the public: its id */
  publicDocument(): Promise<string>;
  /** a state the brand may move the repair to next */
  nextBrandState(repairId: string): Promise<string>;
  /** a collection the brand made in the console, open in the shop, with one item of its stock */
  consoleCollection(): Promise<{ id: string; itemId: string }>;
  /**
   * a fulfilled order of the brand (a new item of the console's collection, bought by the owner by card): its id;
   * fresh: a new one (for a cell that refunds it)
   */
  soldOrder(fresh?: boolean): Promise<string>;
  /** an item of the brand back from a wallet, still to resolve: a new one when `fresh` (resolving takes it) */
  arrival(fresh?: boolean): Promise<string>;
  /** a serial number no item of the brand has */
  newSerial(): string;
  /** a new item of the console's collection, without a tag: its serial number */
  untaggedSerial(): Promise<string>;
  /** a new tag of the brand, linked to a new item: its id */
  newTag(): Promise<string>;
  /** a tag UID no tag of the brand has */
  newTagUid(): string;
  /** a new item of the owner's, for a cell that entrusts it */
  careItem(): Promise<string>;
  /** a care period of the owner's (care-matrix.ts); fresh: a new one (for a cell that ends it) */
  care(use: CareUse, fresh?: boolean): Promise<CareRef>;
  /** heirs the owner named, and the owner as another account's heir (docs/decisions/043-heirs.md) */
  heirs: HeirMatrixFixtures;
}

export interface MatrixRow {
  expect: Expected;
  request?: (fx: MatrixFixtures, caller: Caller) => Promise<CellRequest> | CellRequest;
  /** user callers sign in anew for this cell: the route ends their session */
  freshSession?: true;
  /** a 200 for another owner that must not name any of the owner's items */
  otherSeesNothing?: true;
}

/** Staff sessions reach console routes only: elsewhere they are no valid token (401), unless tokens go unread. */
const cells = (
  none: number,
  otherOwner: number,
  owner: number,
  brand: number,
  otherBrand: number,
  staff = 401,
): Expected => ({
  none,
  otherOwner,
  owner,
  brand,
  otherBrand,
  ...(Object.fromEntries(staffCallers.map((caller) => [caller, staff])) as Record<StaffCaller, number>),
});
/** The owner's data: anyone else is told it does not exist. */
const owned = (ok: number) => cells(401, 404, ok, 401, 401);
/** Any signed-in owner, about their own account. */
const signedIn = (ok: number) => cells(401, ok, ok, 401, 401);
/** No sign-in: tokens are not even read. */
const open = (status: number) => cells(status, status, status, status, status, status);
/** Guests and owners; a token that is sent must be a valid user token (a brand key is not). */
const guestOrUser = (ok: number) => cells(ok, ok, ok, 401, 401);
/** The brand's data: another brand's key is told it does not exist. */
const brandOwned = (ok: number) => cells(401, 401, 401, ok, 404);
/** Any brand, about its own data. */
const brandOnly = (ok: number) => cells(401, 401, 401, ok, ok);
/**
 * A console route of the brand: its admins and the staff with one of `roles` (others 403); another brand's
 * admin naming it is told it does not exist.
 */
const brandConsole = (ok: number, roles: StaffCaller[] = []): Expected => ({
  ...cells(401, 401, 401, 401, 401),
  admin: ok,
  afterSales: roles.includes('afterSales') ? ok : 403,
  catalogue: roles.includes('catalogue') ? ok : 403,
  messages: roles.includes('messages') ? ok : 403,
  otherAdmin: 404,
  unconfirmed: 403,
});
/** Any signed-in staff member, about themselves (the routes a session waiting for its passkey may call too). */
const staffSelf = (ok: number) => cells(401, 401, 401, 401, 401, ok);
/** Any signed-in staff member whose session does not wait for their passkey, about themselves. */
const staffWhole = (ok: number): Expected => ({ ...staffSelf(ok), unconfirmed: 403 });
/** The console path's brand and more params. */
const consoleParams = async (
  fx: MatrixFixtures,
  params: Record<string, string | number> = {},
  body?: object,
) => ({
  params: { brandId: await fx.brandId(), ...params },
  ...withBody(body),
});
const consoleStore = {
  name: 'Matrix store',
  address: '1 rue de Rivoli',
  postalCode: '75001',
  city: 'Paris',
  country: 'FR',
  openingHours: [{ day: 1, opens: '10:00', closes: '18:00' }],
  latitude: 48.86,
  longitude: 2.35,
};
const consoleRepair = async (fx: MatrixFixtures, body?: object) =>
  consoleParams(fx, { repairId: (await fx.repair('repairConsole')).repairId }, body);

const user = (caller: Caller): UserCaller => (caller === 'otherOwner' ? 'otherOwner' : 'owner');
const isUser = (caller: Caller): caller is UserCaller => caller === 'owner' || caller === 'otherOwner';
const page = { limit: 10, offset: 0 };
/** A model's passport for the matrix's writes (the same each time: after the first, a write changes nothing). */
const matrixPassport = {
  ...emptyPassportFields(),
  manufacturer: { name: 'Matrix SA', gln: '9520123456788', country: 'FR' },
  countryOfOrigin: 'FR',
};
const CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';
/** A request body, when there is one (the row helpers below take it last). */
const withBody = (body?: object) => (body ? { body } : {});
const itemParams = async (fx: MatrixFixtures, use: ItemUse, body?: object) => ({
  params: { id: (await fx.item(use)).id },
  ...withBody(body),
});
/** The owner's photo of the 'read' item (fresh: a new upload). */
const photoParams = async (fx: MatrixFixtures, fresh?: boolean) => ({
  id: (await fx.item('read')).id,
  imageId: await fx.photo(fresh),
});
/** The brand's side of the 'repairBrand' repair, with that body. */
const brandRepairRequest = async (fx: MatrixFixtures, body?: object) => ({
  params: { repairId: (await fx.repair('repairBrand')).repairId },
  ...withBody(body),
});
/** A request whose params name the owner's 'read' item by one of its ids. */
const readItemParams =
  (params: (item: ItemRef) => CellRequest['params']) =>
  async (fx: MatrixFixtures): Promise<CellRequest> => ({ params: params(await fx.item('read')) });
/** A send of the owner's item of that use to that recipient, with the caller's grant for exactly it. */
const sendRequest =
  (
    action: 'sendToPhone' | 'sendToAddress',
    use: ItemUse,
    recipient: (fx: MatrixFixtures) => Pick<StepUpDetails, 'phoneTo' | 'addressTo'>,
  ) =>
  async (fx: MatrixFixtures, caller: Caller): Promise<CellRequest> => {
    const body = { ...recipient(fx), productsIds: [(await fx.item(use)).id] };
    await fx.grant(caller, action, body);
    return { body };
  };
const shopItemParams = async (fx: MatrixFixtures) => ({ params: { id: (await fx.shopItem()).id } });
const checksummedParams = () => ({ params: { address: CHECKSUMMED } });
const repairParams = async (fx: MatrixFixtures, use: RepairUse, body?: object) => {
  const { itemId, repairId } = await fx.repair(use);
  return { params: { id: itemId, repairId }, ...withBody(body) };
};
const repairRequest = async (fx: MatrixFixtures, use: ItemUse) => {
  const item = await fx.item(use);
  return {
    params: { id: item.id },
    body: { savStore: await fx.store(item.clientId), details: 'The crown no longer winds.' },
  };
};
const legal = (type: string, language?: string): [string, MatrixRow] => [
  `GET /v1/legals/${type}${language ? '/:language' : ''}`,
  { expect: open(200), request: (): CellRequest => ({ params: language ? { language } : {} }) },
];
const legalVersions = (type: string, language?: string): [string, MatrixRow] => [
  `GET /v1/legals/type/${type}${language ? '/:language' : ''}`,
  { expect: open(200), request: (): CellRequest => ({ params: language ? { language } : {} }) },
];
const acceptLegal = (type: 'termsAndConditions' | 'privacyPolicy'): [string, MatrixRow] => [
  `POST /legals/accept/${type}`,
  { expect: signedIn(200), request: async (fx) => ({ body: { version: (await fx.legalVersions())[type] } }) },
];

export const authorizationMatrix: Record<string, MatrixRow> = {
  // sign-in and step-up
  'POST /v1/auth/sms': { expect: open(200), request: (fx) => ({ body: { phone: fx.newPhone() } }) },
  'POST /v2/auth/login': {
    expect: open(200),
    request: async (fx) => ({ body: await fx.phoneWithCode('login') }),
  },
  'POST /auth/refresh': {
    expect: open(200),
    request: async (fx) => ({ body: { refreshToken: await fx.refreshToken() } }),
  },
  'DELETE /auth/logout': { expect: signedIn(204), freshSession: true },
  'POST /transactions/requestCode': {
    expect: signedIn(200),
    // what the code confirms travels with it (a send's recipient and items); a caller with a passkey gets none
    request: async (fx, caller) => {
      await fx.withoutPasskeys(user(caller));
      fx.waitForResend();
      const productsIds = [(await fx.item('sendPhone')).id];
      return { body: { action: 'sendToPhone', phoneTo: fx.newPhone(), productsIds } };
    },
  },
  // passkeys (decision 018): the owner's own, found by nobody else
  'GET /v1/passkeys': { expect: signedIn(200), otherSeesNothing: true },
  'POST /v1/passkeys/registration/options': {
    expect: signedIn(200),
    request: async (fx, caller) => {
      await fx.withoutPasskeys(user(caller));
      return { body: {} };
    },
  },
  'POST /v1/passkeys/registration/verify': {
    expect: signedIn(200),
    // the first passkey of the caller, made by an authenticator for the options the caller was given
    request: async (fx, caller) => ({ body: { response: await fx.newCredential(user(caller)) } }),
  },
  'PATCH /v1/passkeys/:id': {
    expect: owned(200),
    request: async (fx) => ({ params: { id: await fx.passkey('owner') }, body: { name: 'Work phone' } }),
  },
  'DELETE /v1/passkeys/:id': {
    expect: owned(200),
    request: async (fx, caller) => {
      const id = await fx.passkey('owner');
      await fx.grant(caller, 'removePasskey', { passkeyId: id });
      return { params: { id } };
    },
  },
  'POST /v1/passkeys/recovery': {
    expect: signedIn(200),
    request: async (fx, caller) => {
      await fx.passkey(user(caller));
      return { body: {} };
    },
  },
  'DELETE /v1/passkeys/recovery': {
    expect: signedIn(200),
    request: async (fx, caller) => {
      await fx.recovering(user(caller));
      return {};
    },
  },
  'POST /v1/auth/passkey/options': { expect: open(200), request: () => ({ body: {} }) },
  'POST /v1/auth/passkey/login': {
    expect: open(200),
    request: async (fx) => ({ body: { response: await fx.passkeySignature('owner') } }),
  },
  'POST /v1/authorizations/passkey/options': {
    expect: signedIn(200),
    request: async (fx, caller) => {
      await fx.passkey(user(caller));
      return { body: { action: 'deleteAccount' } };
    },
  },
  'POST /v1/authorizations/passkey/verify': {
    expect: signedIn(200),
    request: async (fx, caller) => ({
      body: {
        action: 'deleteAccount',
        response: await fx.passkeySignature(user(caller), { action: 'deleteAccount' }),
      },
    }),
  },
  'POST /authorizations/checkPin': {
    expect: signedIn(200),
    // only an owner's cell asks for a code: the others are refused before any (and a phone gets 10 a day)
    request: async (fx, caller) => ({
      body: { pin: isUser(caller) ? await fx.stepUpCode(caller) : '000000' },
    }),
  },
  // system
  'GET /health': { expect: open(200) },
  'GET /dev/outbox': { expect: open(200), request: (fx) => ({ query: { to: fx.phone('owner') } }) },
  // the same to everyone on this machine; the matrix's app runs without a chain (test/dev-chain.test.ts has one)
  'GET /dev/chain': { expect: open(503) },
  // items and photos
  'GET /v1/products/count': { expect: signedIn(200) },
  'POST /v1/products/collections/:limit/:offset': {
    expect: signedIn(200),
    request: () => ({ params: page, body: {} }),
  },
  'POST /v1/products/:collectionId/:limit/:offset': {
    // a collection is the brand's: another owner sees their own items of it (none here)
    expect: signedIn(200),
    otherSeesNothing: true,
    request: async (fx) => ({
      params: { collectionId: (await fx.item('read')).collectionId, ...page },
      body: {},
    }),
  },
  'GET /v1/products/:id': { expect: owned(200), request: (fx) => itemParams(fx, 'read') },
  'GET /v1/products/public/:publicId': {
    expect: owned(200),
    request: readItemParams((item) => ({ publicId: item.publicId })),
  },
  'GET /v1/products/getProductHistory/:id': { expect: owned(200), request: (fx) => itemParams(fx, 'read') },
  'GET /v1/products/getProductToken/:id': { expect: owned(200), request: (fx) => itemParams(fx, 'read') },
  'POST /v1/products/addImage/:id': {
    expect: owned(201),
    request: async (fx) => ({ ...(await itemParams(fx, 'read')), photoForm: true }),
  },
  'GET /v1/products/images/:id': { expect: owned(200), request: (fx) => itemParams(fx, 'read') },
  'GET /v1/products/images/:id/:imageId': {
    expect: owned(200),
    request: async (fx) => ({ params: await photoParams(fx) }),
  },
  'POST /v1/products/updateImage/:id/:imageId/:privacy': {
    expect: owned(200),
    request: async (fx) => ({ params: { ...(await photoParams(fx)), privacy: 'private' } }),
  },
  'DELETE /v1/products/deleteImage/:id/:imageId': {
    expect: owned(204),
    request: async (fx) => ({ params: await photoParams(fx, true) }),
  },
  // brands
  'GET /v1/clients/settings': { expect: open(200) },
  'GET /v1/clients/:id/savStores': {
    expect: signedIn(200),
    request: readItemParams((item) => ({ id: item.clientId })),
  },
  // transfers
  'POST /transactions/sendToPhone': {
    expect: owned(200),
    request: sendRequest('sendToPhone', 'sendPhone', (fx) => ({ phoneTo: fx.newPhone() })),
  },
  'POST /transactions/sendToAddress': {
    expect: owned(200),
    request: sendRequest('sendToAddress', 'sendAddress', () => ({ addressTo: CHECKSUMMED })),
  },
  'GET /transactions/:limit/:offset/:direction': {
    expect: signedIn(200),
    otherSeesNothing: true,
    request: () => ({ params: { ...page, direction: 'all' } }),
  },
  'POST /transactions/:transferId/cancel': {
    expect: owned(200),
    request: async (fx) => ({ params: { transferId: await fx.pendingTransfer() } }),
  },
  'GET /wallets/isEthereumAddress/:address': { expect: open(200), request: checksummedParams },
  'GET /wallets/isPolygonAddress/:address': { expect: open(200), request: checksummedParams },
  // repairs: the owner's side
  'POST /v1/products/:id/repair': { expect: owned(200), request: (fx) => repairRequest(fx, 'repairV1') },
  'POST /v2/products/:id/repair': { expect: owned(201), request: (fx) => repairRequest(fx, 'repairV2') },
  'GET /v1/products/:id/repair/:repairId': {
    expect: owned(200),
    request: (fx) => repairParams(fx, 'repairOwner'),
  },
  'POST /v1/products/:id/repair/:repairId': {
    expect: owned(200),
    request: (fx) => repairParams(fx, 'repairOwner', { details: 'Also a scratch.' }),
  },
  'DELETE /v1/products/:id/repair/:repairId': {
    expect: owned(200),
    request: (fx) => repairParams(fx, 'repairCancel'),
  },
  'GET /v1/products/:id/repairs/:limit/:offset': {
    expect: owned(200),
    request: async (fx) => ({ params: { id: (await fx.repair('repairOwner')).itemId, ...page } }),
  },
  // repairs: the brand's side
  'GET /brand/repairs/:limit/:offset': { expect: brandOnly(200), request: () => ({ params: page }) },
  'GET /brand/repairs/:repairId': { expect: brandOwned(200), request: (fx) => brandRepairRequest(fx) },
  'POST /brand/repairs/:repairId/notes': {
    expect: brandOwned(200),
    request: (fx) => brandRepairRequest(fx, { note: 'We will call you.' }),
  },
  'POST /brand/repairs/:repairId/state': {
    expect: brandOwned(200),
    request: (fx) => brandRepairRequest(fx, { state: 'accepted' }),
  },
  // lost or stolen, the public page, finders
  'POST /products/makeOpposition/:id': {
    expect: owned(200),
    request: (fx) => itemParams(fx, 'opposition', { details: 'Lost on the train.' }),
  },
  'POST /products/withdrawOpposition/:id': {
    expect: owned(200),
    request: async (fx) => {
      const item = await fx.item('opposition');
      await fx.declared(item.id);
      return { params: { id: item.id }, body: { details: 'Found it again.' } };
    },
  },
  'GET /public/items/:publicId': {
    expect: open(200),
    request: readItemParams((item) => ({ publicId: item.publicId })),
  },
  'GET /public/digital-link/01/:gtin/21/:serial': {
    expect: open(200),
    request: readItemParams((item) => ({ gtin: item.gtin ?? '', serial: item.serialNumber })),
  },
  'POST /v1/products/:id/ownershipProof': {
    expect: owned(200),
    request: (fx) => itemParams(fx, 'read'),
  },
  'GET /public/ownershipProof': {
    expect: open(200),
    // a proof that opens to nothing says so ({status: 'invalid'}), to anyone
    request: async () => ({ query: { proof: 'A'.repeat(64) } }),
  },
  'GET /v1/items/:id/credential': {
    expect: owned(200),
    request: (fx) => itemParams(fx, 'read'),
  },
  // the passport: its owner's view and consent; the public one (a token sent must be an authority key)
  'GET /v1/items/:id/passport': {
    expect: owned(200),
    request: (fx) => itemParams(fx, 'read'),
    otherSeesNothing: true,
  },
  'PUT /v1/items/:id/passport/consent': {
    expect: owned(200),
    request: (fx) => itemParams(fx, 'read', { shareWithBrand: false }),
  },
  'GET /public/passports/:gtin/:serial': {
    expect: cells(200, 401, 401, 401, 401, 401),
    request: readItemParams((item) => ({ gtin: item.gtin ?? '', serial: item.serialNumber })),
  },
  'GET /public/passport-documents/:id': {
    expect: open(200),
    request: async (fx) => ({ params: { id: await fx.publicDocument() } }),
  },
  'GET /v1/items/:id/certificate.pdf': {
    expect: owned(200),
    request: (fx) => itemParams(fx, 'read'),
  },
  'GET /public/credentials/status/:list': {
    expect: open(200),
    request: async () => ({ params: { list: 1 } }),
  },
  'POST /public/credentials/verify': {
    expect: open(200),
    // what is not a credential is forged ({status: 'forged'}), to anyone
    request: async () => ({ body: { credential: '{"not":"a credential"}' } }),
  },
  // the pictures other answers point to: public ones to anyone, a private one to nobody by its bare address
  // (its owner's app gets a signed one)
  'GET /media/images/:imageId/:variant': {
    expect: open(404),
    request: async (fx) => ({ params: { imageId: await fx.photo(), variant: 'thumb' } }),
  },
  'GET /media/clients/:id/logo.svg': {
    expect: open(200),
    request: readItemParams((item) => ({ id: item.clientId })),
  },
  'GET /media/collections/:id/cover': {
    expect: open(200),
    request: readItemParams((item) => ({ id: item.collectionId })),
  },
  'GET /media/messages/:id/picture': {
    expect: open(404),
    request: async () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'GET /v1/tokens/:tokenId': {
    expect: open(200),
    request: readItemParams((item) => ({ tokenId: tokenIdOf(item.id).toString() })),
  },
  'GET /v1/contract-metadata': { expect: open(200) },
  'POST /public/items/:publicId/messages': {
    expect: open(202),
    // a finder may write only about an item declared lost or stolen
    request: async (fx, caller) => {
      const item = await fx.item('finder');
      await fx.declared(item.id);
      return {
        params: { publicId: item.publicId },
        body: { message: 'I found your watch at the station.' },
        remoteAddress: `198.51.100.${caller.length}`,
      };
    },
  },
  // the owner reads what finders wrote, marks it handled
  'GET /v1/products/:id/finderMessages/:limit/:offset': {
    expect: owned(200),
    request: async (fx) => ({ params: { id: (await fx.finderMessage()).itemId, ...page } }),
  },
  'POST /v1/products/:id/finderMessages/:messageId/handled': {
    expect: owned(200),
    request: async (fx) => {
      const { itemId, messageId } = await fx.finderMessage();
      return { params: { id: itemId, messageId }, body: { handled: true } };
    },
  },
  // brand messages
  'GET /v1/messages/:productId/:limit/:offset': {
    expect: owned(200),
    request: readItemParams((item) => ({ productId: item.id, ...page })),
  },
  'GET /v1/messages/unseenCountByNftCollections': { expect: signedIn(200) },
  'GET /v1/messages/unseenCountByProducts/:id': {
    // the id is a collection's: another owner holds nothing of it and is told 0
    expect: signedIn(200),
    otherSeesNothing: true,
    request: readItemParams((item) => ({ id: item.collectionId })),
  },
  'POST /brand/messages': {
    expect: brandOwned(201),
    request: async (fx) => ({
      body: {
        collectionId: (await fx.item('read')).collectionId,
        title: { en: 'Hello' },
        body: { en: 'News.' },
      },
    }),
  },
  'GET /brand/messages/:limit/:offset': { expect: brandOnly(200), request: () => ({ params: page }) },
  // legal
  ...Object.fromEntries([
    legal('termsAndConditions'),
    legal('termsAndConditions', 'fr'),
    legal('privacyPolicy'),
    legal('privacyPolicy', 'en'),
    legalVersions('termsAndConditions'),
    legalVersions('termsAndConditions', 'en'),
    legalVersions('privacyPolicy'),
    legalVersions('privacyPolicy', 'fr'),
  ]),
  'GET /v2/legals/:id': {
    expect: open(200),
    request: async (fx) => ({ params: { id: await fx.legalDocumentId() } }),
  },
  'GET /legals/lastLegalsAccepted': { expect: signedIn(200) },
  ...Object.fromEntries([acceptLegal('termsAndConditions'), acceptLegal('privacyPolicy')]),
  'POST /legals/accept': {
    expect: signedIn(200),
    request: async (fx) => ({ body: await fx.legalVersions() }),
  },
  // the account
  'GET /users/:id': {
    expect: owned(200),
    request: async (fx) => ({ params: { id: await fx.userId('owner') } }),
  },
  'DELETE /users/:id': {
    // the other owner holds a grant and is still told 404; the owner (no grant here) gets 403
    expect: cells(401, 404, 403, 401, 401),
    request: async (fx, caller) => {
      if (caller === 'otherOwner') await fx.grant(caller, 'deleteAccount');
      return { params: { id: await fx.userId('owner') } };
    },
  },
  'POST /users/setEmail': {
    expect: signedIn(200),
    request: () => ({ body: { email: 'owner@example.com' } }),
  },
  'POST /users/confirmEmailWithToken': {
    // the link's token is the proof: without the right one nobody confirms anything
    expect: open(400),
    request: async (fx) => ({
      body: { userId: await fx.userId('owner'), emailConfirmationToken: 'x'.repeat(43) },
    }),
  },
  'PATCH /users/settings': { expect: signedIn(200), request: () => ({ body: { marketing: false } }) },
  'GET /users/pushConfig': { expect: signedIn(200) },
  'POST /users/fcmToken': {
    expect: signedIn(200),
    request: () => ({
      body: {
        deviceUUID: '5b6f2c1e-8d4a-4f3b-9c2d-1e0f9a8b7c6d',
        token: '{"endpoint":"https://push.example.com/x","keys":{"p256dh":"BDummyKey","auth":"dummy"}}',
      },
    }),
  },
  'POST /users/fcmToken/delete': {
    expect: signedIn(200),
    request: () => ({ body: { deviceUUID: '5b6f2c1e-8d4a-4f3b-9c2d-1e0f9a8b7c6d' } }),
  },
  // the shop
  'GET /nft-collections/forSale': { expect: open(200) },
  'POST /products/getProductsForSale/:id/:limit/:offset': {
    expect: guestOrUser(200),
    request: async (fx) => ({ params: { id: (await fx.shopItem()).collectionId, ...page }, body: {} }),
  },
  'GET /products/forSale/:id': { expect: guestOrUser(200), request: shopItemParams },
  'POST /v1/products/reserve/:id': { expect: signedIn(200), request: shopItemParams },
  'POST /v2/products/reserve': {
    expect: signedIn(200),
    request: async (fx) => {
      const item = await fx.shopItem();
      return { body: { collectionId: item.collectionId, productId: item.id } };
    },
  },
  'POST /products/cancel': {
    // the sealed link is the capability (it travels in the buyer's e-mail and SMS)
    expect: open(200),
    request: async (fx) => ({ body: { encryptedProductId: await fx.reservationLink() } }),
  },
  'POST /products/market': {
    expect: guestOrUser(200),
    request: async (fx) => ({ body: { encryptedData: await fx.marketLink() } }),
  },
  'GET /payment/token': { expect: open(200) },
  'POST /payment/createDAN': {
    // a guest buys for the phone it proved (address and guest pass); a signed-in buyer gets it
    expect: guestOrUser(200),
    request: async (fx, caller) => ({
      body: {
        productId: (await fx.shopItem()).id,
        ...(caller === 'none' ? await fx.guestProof() : {}),
      },
    }),
  },
  'POST /payment/captureDAN': {
    // capturing only ever hands the item to the buyer who paid: idempotent, whoever asks
    expect: guestOrUser(200),
    request: async (fx) => ({ body: await fx.paidOrder() }),
  },
  'POST /payment/createCheckoutSession': {
    expect: guestOrUser(200),
    request: async (fx, caller) => ({
      body: {
        productId: (await fx.shopItem()).id,
        // the caller's own address, or a guest's proved one (naming another's address is refused)
        ...(caller === 'owner' || caller === 'otherOwner'
          ? { address: await fx.address(caller) }
          : await fx.guestProof()),
        externalId: `matrix-${caller}-${fx.newPhone().slice(-7)}`,
      },
    }),
  },
  'GET /payment/orders/:reference': {
    expect: open(200),
    request: async (fx) => ({ params: { reference: (await fx.paidOrder()).paymentIntentId } }),
  },
  'POST /payment/receipt': {
    expect: open(200),
    // ten a minute per address: each caller asks from one of their own
    request: async (fx, caller) => ({
      body: { paymentIntentId: (await fx.paidOrder()).paymentIntentId, phone: fx.phone('owner') },
      remoteAddress: `198.51.100.${100 + matrixCallers.indexOf(caller)}`,
    }),
  },
  'POST /users/getCodeForDAN': { expect: open(200), request: (fx) => ({ body: { phone: fx.newPhone() } }) },
  'POST /users/getAddressFromPhone': {
    expect: open(200),
    request: async (fx) => ({ body: await fx.phoneWithCode('guest') }),
  },
  'POST /payment/webhook': { expect: open(400), request: () => ({ body: { id: 'evt_1' } }) },
  'POST /brand/market-links': {
    expect: brandOwned(200),
    request: async (fx) => ({ body: { productId: (await fx.shopItem()).id } }),
  },
  'POST /local-pay/intents/:id/confirm': {
    // the client secret is the capability; a declined card keeps the intent open for the next cell
    expect: open(200),
    request: async (fx) => {
      const intent = await fx.openIntent();
      return {
        params: { id: intent.id },
        body: {
          clientSecret: intent.clientSecret,
          number: '4000000000000002',
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
        },
      };
    },
  },
  // the brand console (issue 18)
  'POST /console/auth/link': { expect: open(200), request: (fx) => ({ body: { email: fx.newEmail() } }) },
  'POST /console/auth/sign-in': {
    expect: open(200),
    request: async (fx) => ({ body: { token: await fx.staffLinkToken() } }),
  },
  'POST /console/auth/invitation': {
    expect: open(200),
    request: async (fx) => ({ body: { token: (await fx.invitation()).token } }),
  },
  'GET /console/me': { expect: staffSelf(200) },
  'POST /console/auth/passkey/options': { expect: open(200), request: () => ({ body: {} }) },
  'POST /console/auth/passkey': {
    expect: open(200),
    request: async (fx) => ({ body: { response: await fx.staffPasskeySignature() } }),
  },
  // only the session that waits has a passkey to confirm with (the others' people keep none: 409)
  'POST /console/auth/passkey/confirm/options': {
    expect: { ...staffSelf(409), unconfirmed: 200 },
    request: () => ({ body: {} }),
  },
  // the challenge is the waiting session's: any other session's confirmation is refused (400)
  'POST /console/auth/passkey/confirm': {
    expect: { ...staffSelf(400), unconfirmed: 200 },
    request: async (fx) => ({ body: { response: await fx.staffConfirmSignature() } }),
  },
  'GET /console/me/passkeys': { expect: staffWhole(200) },
  'POST /console/me/passkeys/options': { expect: staffWhole(200), request: () => ({ body: {} }) },
  'POST /console/me/passkeys': {
    expect: staffWhole(201),
    request: async (fx, caller) => ({ body: { response: await fx.staffCredential(caller) } }),
  },
  'DELETE /console/me/passkeys/:passkeyId': {
    expect: staffWhole(204),
    request: async (fx, caller) => ({ params: { passkeyId: await fx.staffPasskeyId(caller) } }),
  },
  'DELETE /console/brands/:brandId/staff/:staffId/passkeys': {
    expect: brandConsole(204),
    request: async (fx) => consoleParams(fx, { staffId: await fx.staffMember() }),
  },
  'DELETE /console/auth/session': { expect: staffSelf(204), freshSession: true },
  'GET /console/brands/:brandId/staff': { expect: brandConsole(200), request: (fx) => consoleParams(fx) },
  'POST /console/brands/:brandId/invitations': {
    expect: brandConsole(201),
    request: (fx) => consoleParams(fx, {}, { email: fx.newEmail(), roles: ['messages'] }),
  },
  'DELETE /console/brands/:brandId/invitations/:invitationId': {
    expect: brandConsole(204),
    request: async (fx) => consoleParams(fx, { invitationId: (await fx.invitation()).id }),
  },
  'PUT /console/brands/:brandId/staff/:staffId/roles': {
    expect: brandConsole(200),
    request: async (fx) => consoleParams(fx, { staffId: await fx.staffMember() }, { roles: ['messages'] }),
  },
  'DELETE /console/brands/:brandId/staff/:staffId': {
    expect: brandConsole(204),
    request: async (fx) => consoleParams(fx, { staffId: await fx.staffMember(true) }),
  },
  // tags (docs/decisions/024-tags-and-taps.md)
  'POST /public/taps': {
    // a message no chip made: forged, answered to anyone
    expect: open(200),
    request: async (fx) => ({
      body: {
        address: { publicId: (await fx.item('read')).publicId },
        sun: { e: '0'.repeat(32), c: '0'.repeat(16) },
      },
    }),
  },
  'GET /v1/products/:id/tag': { expect: owned(200), request: (fx) => itemParams(fx, 'read') },
  'GET /dev/tap/:publicId': {
    expect: open(200),
    request: async (fx) => ({ params: { publicId: (await fx.item('read')).publicId } }),
  },
  'GET /dev/tap': {
    expect: open(200),
    request: async (fx) => ({ query: { serial: (await fx.item('read')).serialNumber } }),
  },
  'GET /console/brands/:brandId/tags/master-key': {
    expect: brandConsole(200),
    request: (fx) => consoleParams(fx),
  },
  'PUT /console/brands/:brandId/tags/master-key': {
    // an admin's request reaches the passkey's check, which refuses a made-up signature
    expect: brandConsole(400),
    request: (fx) =>
      consoleParams(
        fx,
        {},
        {
          passkey: {
            id: 'AAAA',
            rawId: 'AAAA',
            type: 'public-key',
            response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
            clientExtensionResults: {},
          },
        },
      ),
  },
  'GET /console/brands/:brandId/tags': {
    expect: brandConsole(200, ['catalogue', 'afterSales']),
    request: (fx) => consoleParams(fx),
  },
  'POST /console/brands/:brandId/tags': {
    expect: brandConsole(201, ['catalogue']),
    request: async (fx) => consoleParams(fx, {}, { uid: fx.newTagUid(), serial: await fx.untaggedSerial() }),
  },
  'POST /console/brands/:brandId/tags/import': {
    expect: brandConsole(201, ['catalogue']),
    request: async (fx) =>
      consoleParams(fx, {}, { csv: `uid,serial_number\n${fx.newTagUid()},${await fx.untaggedSerial()}\n` }),
  },
  'POST /console/brands/:brandId/tags/:tagId/unlink': {
    expect: brandConsole(200, ['catalogue', 'afterSales']),
    request: async (fx) => consoleParams(fx, { tagId: await fx.newTag() }, {}),
  },
  'POST /console/brands/:brandId/tags/:tagId/replace': {
    expect: brandConsole(201, ['catalogue', 'afterSales']),
    request: async (fx) => consoleParams(fx, { tagId: await fx.newTag() }, { uid: fx.newTagUid() }),
  },
  'GET /console/brands/:brandId/tags/:tagId/template': {
    expect: brandConsole(200, ['catalogue', 'afterSales']),
    request: async (fx) => consoleParams(fx, { tagId: await fx.newTag() }),
  },
  'GET /console/brands/:brandId/items/:itemId/taps': {
    expect: brandConsole(200, ['catalogue', 'afterSales']),
    request: async (fx) => consoleParams(fx, { itemId: (await fx.consoleCollection()).itemId }),
  },
  'GET /console/brands/:brandId/tags/alerts': {
    expect: brandConsole(200, ['catalogue', 'afterSales']),
    request: (fx) => consoleParams(fx),
  },
  'GET /console/brands/:brandId/audit/:limit/:offset': {
    expect: brandConsole(200),
    request: (fx) => consoleParams(fx, page),
  },
  'GET /console/brands/:brandId/keys': { expect: brandConsole(200), request: (fx) => consoleParams(fx) },
  'POST /console/brands/:brandId/keys': {
    expect: brandConsole(201),
    request: (fx) => consoleParams(fx, {}, { label: 'Matrix' }),
  },
  'DELETE /console/brands/:brandId/keys/:keyId': {
    expect: brandConsole(200),
    request: async (fx) => consoleParams(fx, { keyId: await fx.brandKeyId() }),
  },
  // the items' passports (decision 035): catalogue staff write, after-sales read; authority keys: admins only
  'GET /console/brands/:brandId/collections/:collectionId/passport': {
    expect: brandConsole(200, ['catalogue', 'afterSales']),
    request: async (fx) => consoleParams(fx, { collectionId: (await fx.consoleCollection()).id }),
  },
  'PUT /console/brands/:brandId/collections/:collectionId/passport': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx) =>
      consoleParams(
        fx,
        { collectionId: (await fx.consoleCollection()).id },
        { fields: matrixPassport, baseVersion: await fx.passportVersion('model') },
      ),
  },
  'GET /console/brands/:brandId/items/:itemId/passport': {
    expect: brandConsole(200, ['catalogue', 'afterSales']),
    request: async (fx) => consoleParams(fx, { itemId: (await fx.consoleCollection()).itemId }),
  },
  'PUT /console/brands/:brandId/items/:itemId/passport': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx) =>
      consoleParams(
        fx,
        { itemId: (await fx.consoleCollection()).itemId },
        { fields: { countryOfOrigin: 'CH' }, baseVersion: await fx.passportVersion('item') },
      ),
  },
  'POST /console/brands/:brandId/passport-documents': {
    expect: brandConsole(201, ['catalogue']),
    request: async (fx) => ({ ...(await consoleParams(fx)), pdfForm: true }),
  },
  'GET /console/brands/:brandId/items/:itemId/passport/view': {
    expect: brandConsole(200, ['afterSales']),
    request: async (fx) => consoleParams(fx, { itemId: (await fx.item('read')).id }),
  },
  'POST /console/brands/:brandId/passports/import': {
    expect: brandConsole(201, ['catalogue']),
    request: async (fx) => {
      const item = await fx.item('read');
      return consoleParams(
        fx,
        {},
        { csv: `gtin,serial_number,care_en\n${item.gtin},${item.serialNumber},Matrix care.\n` },
      );
    },
  },
  'GET /console/brands/:brandId/authority-keys': {
    expect: brandConsole(200),
    request: (fx) => consoleParams(fx),
  },
  'POST /console/brands/:brandId/authority-keys': {
    expect: brandConsole(201),
    request: (fx) => consoleParams(fx, {}, { label: 'Matrix authority', days: 7 }),
  },
  'DELETE /console/brands/:brandId/authority-keys/:keyId': {
    expect: brandConsole(204),
    request: async (fx) => consoleParams(fx, { keyId: await fx.authorityKeyId() }),
  },
  // the brand's royalty (decision 030): admins only
  'GET /console/brands/:brandId/royalty': { expect: brandConsole(200), request: (fx) => consoleParams(fx) },
  'PUT /console/brands/:brandId/royalty': {
    expect: brandConsole(200),
    request: (fx) =>
      consoleParams(fx, {}, { receiver: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', bps: 250 }),
  },
  'GET /console/brands/:brandId/repairs/:limit/:offset': {
    expect: brandConsole(200, ['afterSales']),
    request: (fx) => consoleParams(fx, page),
  },
  'GET /console/brands/:brandId/repairs/:repairId': {
    expect: brandConsole(200, ['afterSales']),
    request: (fx) => consoleRepair(fx),
  },
  'POST /console/brands/:brandId/repairs/:repairId/state': {
    expect: brandConsole(200, ['afterSales']),
    request: async (fx) => {
      const { repairId } = await fx.repair('repairConsole');
      return consoleRepair(fx, { state: await fx.nextBrandState(repairId) });
    },
  },
  'POST /console/brands/:brandId/repairs/:repairId/notes': {
    expect: brandConsole(200, ['afterSales']),
    request: (fx) => consoleRepair(fx, { note: 'Parts ordered.' }),
  },
  'GET /console/brands/:brandId/stores': {
    expect: brandConsole(200, ['afterSales']),
    request: (fx) => consoleParams(fx),
  },
  'POST /console/brands/:brandId/stores': {
    expect: brandConsole(201, ['afterSales']),
    request: (fx) => consoleParams(fx, {}, consoleStore),
  },
  'PUT /console/brands/:brandId/stores/:storeId': {
    expect: brandConsole(200, ['afterSales']),
    request: async (fx) => consoleParams(fx, { storeId: await fx.store(await fx.brandId()) }, consoleStore),
  },
  // the console's catalogue, shop and messages
  'GET /console/brands/:brandId/overview': {
    expect: brandConsole(200, ['afterSales', 'catalogue', 'messages']),
    request: (fx) => consoleParams(fx),
  },
  'GET /console/brands/:brandId/collections': {
    expect: brandConsole(200, ['afterSales', 'catalogue', 'messages']),
    request: (fx) => consoleParams(fx),
  },
  'POST /console/brands/:brandId/collections': {
    expect: brandConsole(201, ['catalogue']),
    request: (fx) => consoleParams(fx, {}, { name: 'Matrix', description: { en: 'Made by the matrix.' } }),
  },
  'PUT /console/brands/:brandId/collections/:collectionId': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx) =>
      consoleParams(
        fx,
        { collectionId: (await fx.consoleCollection()).id },
        { name: 'Matrix collection', description: { en: 'Renamed.', fr: 'Renommée.' } },
      ),
  },
  'PUT /console/brands/:brandId/collections/:collectionId/cover': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx) => ({
      ...(await consoleParams(fx, { collectionId: (await fx.consoleCollection()).id })),
      photoForm: true,
    }),
  },
  'PUT /console/brands/:brandId/collections/:collectionId/sale': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx) =>
      consoleParams(
        fx,
        { collectionId: (await fx.consoleCollection()).id },
        { onSale: true, price: { amount: 120_000, currency: 'EUR' } },
      ),
  },
  'GET /console/brands/:brandId/collections/:collectionId/items/:limit/:offset': {
    expect: brandConsole(200, ['afterSales', 'catalogue', 'messages']),
    request: async (fx) => consoleParams(fx, { collectionId: (await fx.consoleCollection()).id, ...page }),
  },
  'POST /console/brands/:brandId/collections/:collectionId/items': {
    expect: brandConsole(201, ['catalogue']),
    request: async (fx) =>
      consoleParams(
        fx,
        { collectionId: (await fx.consoleCollection()).id },
        { serialNumber: fx.newSerial(), name: 'Matrix watch' },
      ),
  },
  'POST /console/brands/:brandId/collections/:collectionId/import': {
    expect: brandConsole(201, ['catalogue']),
    request: async (fx) =>
      consoleParams(
        fx,
        { collectionId: (await fx.consoleCollection()).id },
        { csv: `serial_number,name,Case|Boîtier\n${fx.newSerial()},Matrix watch,Steel|Acier\n` },
      ),
  },
  'PUT /console/brands/:brandId/items/:itemId/sale': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx) =>
      consoleParams(fx, { itemId: (await fx.consoleCollection()).itemId }, { onSale: true }),
  },
  'PUT /console/brands/:brandId/items/:itemId/picture': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx) => ({
      ...(await consoleParams(fx, { itemId: (await fx.consoleCollection()).itemId })),
      photoForm: true,
    }),
  },
  'POST /console/brands/:brandId/items/:itemId/market-link': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx) => consoleParams(fx, { itemId: (await fx.shopItem()).id }, { days: 30 }),
  },
  'GET /console/brands/:brandId/orders/:limit/:offset': {
    expect: brandConsole(200, ['catalogue']),
    request: (fx) => consoleParams(fx, page),
  },
  // a refund takes the item back: each caller who may refund gets an order of their own
  'POST /console/brands/:brandId/orders/:orderId/refund': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx, caller) =>
      consoleParams(
        fx,
        { orderId: await fx.soldOrder(caller === 'admin' || caller === 'catalogue') },
        { reason: 'Brought back within 14 days.' },
      ),
  },
  'GET /console/brands/:brandId/arrivals/:limit/:offset': {
    expect: brandConsole(200, ['catalogue']),
    request: (fx) => consoleParams(fx, page),
  },
  // resolving takes the arrival off the list: each caller who may resolve gets one of their own
  'POST /console/brands/:brandId/arrivals/:arrivalId/resolve': {
    expect: brandConsole(200, ['catalogue']),
    request: async (fx, caller) =>
      consoleParams(fx, { arrivalId: await fx.arrival(caller === 'admin' || caller === 'catalogue') }),
  },
  'GET /console/brands/:brandId/messages/:limit/:offset': {
    expect: brandConsole(200, ['messages']),
    request: (fx) => consoleParams(fx, page),
  },
  'POST /console/brands/:brandId/messages': {
    expect: brandConsole(201, ['messages']),
    request: async (fx) =>
      consoleParams(
        fx,
        {},
        { collectionId: (await fx.item('read')).collectionId, title: { en: 'Hello' }, body: { en: 'News.' } },
      ),
  },
  // entrusted care
  ...careRows({ cells, owned, signedIn, brandConsole, consoleParams }),
  // heirs (decision 043): the owner's heirs (each change with its step-up grant), the owner as someone's heir
  // (their claim and its documents), and the brand's review of its part of a claim (after-sales and admins)
  'GET /v1/heirs': { expect: signedIn(200), otherSeesNothing: true },
  'POST /v1/heirs': {
    expect: signedIn(201),
    request: async (fx, caller) => {
      const phone = fx.newPhone();
      await fx.grant(caller, 'changeHeirs', { phoneTo: phone });
      const share =
        caller === 'owner' ? { scope: 'chosen', itemIds: [(await fx.item('read')).id] } : { scope: 'all' };
      return { body: { phone, displayName: 'Matrix', ...share, tell: false, shareName: false } };
    },
  },
  'PUT /v1/heirs/:id': {
    expect: owned(200),
    request: async (fx, caller) => {
      const heir = await fx.heirs.heir();
      await fx.grant(caller, 'changeHeirs', { phoneTo: heir.phone });
      return {
        params: { id: heir.id },
        body: { displayName: 'Matrix 2', scope: 'all', tell: false, shareName: false },
      };
    },
  },
  'DELETE /v1/heirs/:id': {
    expect: owned(204),
    request: async (fx, caller) => {
      // the owner's cell removes it: a fresh one (the other cells are refused it)
      const heir = await fx.heirs.heir(caller === 'owner');
      await fx.grant(caller, 'changeHeirs', { phoneTo: heir.phone });
      return { params: { id: heir.id } };
    },
  },
  'PUT /v1/heirs/safeguard': { expect: signedIn(200), request: () => ({ body: { months: 24 } }) },
  'GET /v1/heirs/named-me': { expect: signedIn(200) },
  // the owner is the heir here: another owner is not, and is told the naming does not exist
  'POST /v1/heirs/named-me/:id/claim': {
    expect: owned(201),
    request: async (fx) => ({ params: { id: await fx.heirs.naming() }, body: { statement: 'Matrix.' } }),
  },
  'GET /v1/heir-claims/:claimId': {
    expect: owned(200),
    request: async (fx) => ({ params: { claimId: await fx.heirs.claim() } }),
  },
  'POST /v1/heir-claims/:claimId/documents': {
    expect: owned(201),
    request: async (fx) => ({
      params: { claimId: await fx.heirs.claim() },
      formFields: { brandId: await fx.brandId() },
      pdfForm: true,
    }),
  },
  'GET /v1/heir-claims/:claimId/documents/:documentId': {
    expect: owned(200),
    request: async (fx) => ({
      params: { claimId: await fx.heirs.claim(), documentId: await fx.heirs.document() },
    }),
  },
  'GET /console/brands/:brandId/heir-claims/:limit/:offset': {
    expect: brandConsole(200, ['afterSales']),
    request: (fx) => consoleParams(fx, page),
  },
  'GET /console/brands/:brandId/heir-claims/:claimId': {
    expect: brandConsole(200, ['afterSales']),
    request: async (fx) => consoleParams(fx, { claimId: await fx.heirs.claim() }),
  },
  'GET /console/brands/:brandId/heir-claims/:claimId/documents/:documentId': {
    expect: brandConsole(200, ['afterSales']),
    request: async (fx) =>
      consoleParams(fx, { claimId: await fx.heirs.claim(), documentId: await fx.heirs.document() }),
  },
  // a decision closes the brand's part: each caller who may decide gets a claim of their own
  'POST /console/brands/:brandId/heir-claims/:claimId/approve': {
    expect: brandConsole(200, ['afterSales']),
    request: async (fx, caller) =>
      consoleParams(fx, { claimId: await fx.heirs.claim(caller === 'admin' || caller === 'afterSales') }),
  },
  'POST /console/brands/:brandId/heir-claims/:claimId/refuse': {
    expect: brandConsole(200, ['afterSales']),
    request: async (fx, caller) =>
      consoleParams(
        fx,
        { claimId: await fx.heirs.claim(caller === 'admin' || caller === 'afterSales') },
        { reason: 'Matrix reason.' },
      ),
  },
  'GET /console/brands/:brandId/heir-settings': {
    expect: brandConsole(200, ['afterSales']),
    request: (fx) => consoleParams(fx),
  },
  'PUT /console/brands/:brandId/heir-settings': {
    expect: brandConsole(200),
    request: (fx) =>
      consoleParams(fx, {}, { documents: [{ en: 'A death certificate', fr: 'Un acte de décès' }] }),
  },
};
