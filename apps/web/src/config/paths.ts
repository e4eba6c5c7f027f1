// The web app's routes, in one table (docs/product.md "Screens and routes"), and the addresses of one collection or item.
export const paths = {
  login: '/login',
  home: '/',
  collection: '/collections/:id',
  item: '/items/:id',
  itemGallery: '/items/:id/gallery',
  itemSend: '/items/:id/send',
  itemRepair: '/items/:id/repair',
  itemRepairTracking: '/items/:id/repair/:repairId',
  itemOpposition: '/items/:id/opposition',
  /** the item's repair request as its linkset names it, by its public id (gs1:serviceInfo): to its own page */
  repairRequest: '/repair/:publicId',
  itemMessage: '/items/:id/messages/:messageId',
  legal: '/legal',
  activity: '/activity',
  verify: '/verify/:publicId',
  /** the same page at the item's GS1 Digital Link (docs/decisions/022-gs1-digital-link.md) */
  digitalLink: '/01/:gtin/21/:serial',
  settings: '/settings',
  settingsLegal: '/settings/legal/:type',
  deleteAccount: '/settings/delete-account',
  /** passkeys and their recovery (decision 018); the API's security notices link here */
  settingsSecurity: '/settings/security',
  /** the heirs the owner names, the safeguard, and every care period they give (docs/product.md "Heirs" and "Entrusted care") */
  settingsHeirs: '/settings/heirs',
  settingsHeirNew: '/settings/heirs/new',
  settingsHeir: '/settings/heirs/:heirId',
  /** entrusting the item to a person or a brand store for a while */
  itemEntrust: '/items/:id/entrust',
  accountDeleted: '/account-deleted',
  confirmEmail: '/confirm-email',
  shop: '/shop',
  shopCollection: '/shop/:collectionId',
  shopItem: '/shop/item/:id',
  /** ?data=<encryptedData>: a brand's QR code or link to one item on sale */
  shopMarket: '/shop/market',
  /** ?session_id=cs_… (back from a hosted card page) or ?payment_intent=pi_… */
  shopComplete: '/shop/complete',
  /** the people who named the signed-in user as their heir, and their claim (decision 043) */
  namedMe: '/named-me',
  heirClaim: '/heir-claims/:claimId',
  /** the items others entrusted to the signed-in user (decision 044) */
  entrusted: '/entrusted',
  entrustedOne: '/entrusted/:careId',
} as const;

/** The brand console (decision 019): its own screens, desktop first, for brand staff (not owners). */
export const consolePaths = {
  signIn: '/console/sign-in',
  join: '/console/join',
  home: '/console',
  overview: '/console/:brandId',
  repairs: '/console/:brandId/repairs',
  stores: '/console/:brandId/stores',
  collections: '/console/:brandId/collections',
  collection: '/console/:brandId/collections/:collectionId',
  /** a model's passport, and an item's own passport fields (?serial=: the item's serial number, for its title) */
  passport: '/console/:brandId/collections/:collectionId/passport',
  itemPassport: '/console/:brandId/collections/:collectionId/items/:itemId/passport',
  orders: '/console/:brandId/orders',
  messages: '/console/:brandId/messages',
  tags: '/console/:brandId/tags',
  staff: '/console/:brandId/staff',
  keys: '/console/:brandId/keys',
  /** market-surveillance keys for authorities, to read every item's passport (admins) */
  authorityKeys: '/console/:brandId/authority-keys',
  royalty: '/console/:brandId/royalty',
  audit: '/console/:brandId/audit',
  /** heirs' claims on the brand's items (after-sales), one claim, and the documents the brand asks heirs (admins) */
  heirClaims: '/console/:brandId/heir-claims',
  heirClaim: '/console/:brandId/heir-claims/:claimId',
  heirSettings: '/console/:brandId/heir-settings',
  /** items entrusted to the brand's stores (after-sales), and one care period */
  care: '/console/:brandId/care',
  careOne: '/console/:brandId/care/:careId',
  /** the signed-in person's own passkeys (in the frame of the brand they came from) */
  account: '/console/:brandId/account',
} as const;

export type ConsoleSection = Exclude<
  keyof typeof consolePaths,
  'signIn' | 'join' | 'home' | 'collection' | 'passport' | 'itemPassport' | 'heirClaim' | 'careOne'
>;

const at = (id: string) => encodeURIComponent(id);

/**
 * Links of the console: `consoleHrefs.section(brandId, 'repairs')` → "/console/<brand>/repairs" (a section of two
 * words in the address with a hyphen: 'authorityKeys' → "authority-keys").
 */
export const consoleHrefs = {
  section: (brandId: string, section: ConsoleSection) =>
    section === 'overview'
      ? `/console/${at(brandId)}`
      : `/console/${at(brandId)}/${section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
  collection: (brandId: string, collectionId: string) =>
    `/console/${at(brandId)}/collections/${at(collectionId)}`,
  passport: (brandId: string, collectionId: string) =>
    `/console/${at(brandId)}/collections/${at(collectionId)}/passport`,
  itemPassport: (brandId: string, collectionId: string, itemId: string, serial: string) =>
    `/console/${at(brandId)}/collections/${at(collectionId)}/items/${at(itemId)}/passport?serial=${encodeURIComponent(serial)}`,
  heirClaim: (brandId: string, claimId: string) => `/console/${at(brandId)}/heir-claims/${at(claimId)}`,
  care: (brandId: string, careId: string) => `/console/${at(brandId)}/care/${at(careId)}`,
};

/** Links to one thing: `hrefs.item(id)` → "/items/<id>". */
export const hrefs = {
  collection: (id: string) => `/collections/${at(id)}`,
  item: (id: string) => `/items/${at(id)}`,
  itemGallery: (id: string) => `/items/${at(id)}/gallery`,
  /** The send flow, for this item and possibly others picked with it. */
  itemSend: (id: string, ids: readonly string[] = []) => {
    const others = ids.filter((other) => other !== id);
    const query = others.length > 0 ? `?ids=${[id, ...others].map(at).join(',')}` : '';
    return `/items/${at(id)}/send${query}`;
  },
  /** The repair request, or the open repair's tracking when there is one. */
  itemRepair: (id: string) => `/items/${at(id)}/repair`,
  itemRepairTracking: (id: string, repairId: string) => `/items/${at(id)}/repair/${at(repairId)}`,
  itemOpposition: (id: string) => `/items/${at(id)}/opposition`,
  itemEntrust: (id: string) => `/items/${at(id)}/entrust`,
  /** Changing or removing one heir. */
  settingsHeir: (heirId: string) => `/settings/heirs/${at(heirId)}`,
  /** The item page on its messages tab, and one message. */
  itemMessages: (id: string) => `/items/${at(id)}?tab=messages`,
  itemMessage: (id: string, messageId: string) => `/items/${at(id)}/messages/${at(messageId)}`,
  /** The legal gate, then on to `next` (a path of this app) once accepted. */
  legal: (next?: string) => (next && next !== '/' ? `/legal?next=${encodeURIComponent(next)}` : '/legal'),
  /** The public authenticity page (no sign-in), the address behind an item's QR code. */
  verify: (publicId: string) => `/verify/${at(publicId)}`,
  /** One legal text to read from the settings: termsAndConditions or privacyPolicy. */
  settingsLegal: (type: string) => `/settings/legal/${at(type)}`,
  /** The shop: one collection's items on sale, one item on sale. */
  shopCollection: (id: string) => `/shop/${at(id)}`,
  shopItem: (id: string) => `/shop/item/${at(id)}`,
  /** An heir's claim; an item entrusted to the user. */
  heirClaim: (claimId: string) => `/heir-claims/${at(claimId)}`,
  entrustedOne: (careId: string) => `/entrusted/${at(careId)}`,
};

/** Screens anyone may open, signed in or not: the session's end does not send them to /login. */
export function isPublicScreen(pathname: string): boolean {
  return (
    pathname === paths.login ||
    pathname.startsWith('/verify/') ||
    pathname.startsWith('/01/') ||
    // the e-mail link works signed out too; the goodbye screen follows the session's end
    pathname === paths.confirmEmail ||
    pathname === paths.accountDeleted ||
    // the shop: signed-in owners buy as themselves, anyone else through the guest purchase
    pathname === paths.shop ||
    pathname.startsWith(`${paths.shop}/`)
  );
}
