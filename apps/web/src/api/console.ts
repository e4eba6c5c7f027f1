// The brand console's calls (decision 019): its own HTTP client (base /api/console, the staff session's token, no
// refresh: a session that ended sends the person back to the sign-in), and one query or mutation per console
// route. Loaded with the console's chunks only.
import {
  buildPath,
  consoleCatalogueRoutes,
  consoleRoutes,
  consoleTagRoutes,
  type AuditEntry,
  type BrandRepair,
  type ConsoleCollection,
  type ConsoleItem,
  type ConsoleKey,
  type ConsoleMessage,
  type ConsoleOrder,
  type ConsoleOverview,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  type RepairState,
  type SavStore,
  type StaffInvitation,
  type StaffList,
  type StaffMe,
  type StaffMember,
  type StaffRole,
  type StaffSession,
  type StoreInput,
  type TagAlert,
  type TagMasterKey,
  type TagTemplate,
  type TapEntry,
  type ConsoleTag,
} from '@heirloom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { HTTP_TIMEOUT_MS } from './client';
import { consoleSession } from './console-session';
import { apiErrorOf, httpStatus } from './errors';
import { createHttp } from './http';
import { create, PasskeyCeremonyError, passkeysSupported, sign } from './passkey-ceremony';

export type {
  AuditEntry,
  BrandRepair,
  ConsoleCollection,
  ConsoleItem,
  ConsoleKey,
  ConsoleMessage,
  ConsoleOrder,
  ConsoleOverview,
  Passkey,
  SavStore,
  StaffInvitation,
  StaffList,
  StaffMe,
  StaffMember,
  StaffRole,
  StoreInput,
  ConsoleTag,
  TagAlert,
  TagMasterKey,
  TagTemplate,
  TapEntry,
};

const API_PREFIX = '/api';

export const consoleHttp = createHttp({
  baseURL: API_PREFIX,
  timeout: HTTP_TIMEOUT_MS,
  prepare(request) {
    request.headers['Accept-Language'] = i18n.language === 'fr' ? 'fr' : 'en';
    const token = consoleSession.token();
    if (token) request.headers.Authorization = `Bearer ${token}`;
  },
  async recover(error) {
    // the session ended (signed out elsewhere, a working day passed): back to the sign-in
    if (httpStatus(error) === 401 && consoleSession.token()) consoleSession.clear();
    // the session waits for the person's passkey (another tab signed in by link): the frame asks for it
    if (apiErrorOf(error)?.code === 'STAFF_PASSKEY_REQUIRED')
      passkeyRequired.forEach((listener) => listener());
    throw error;
  },
});

const passkeyRequired = new Set<() => void>();
/** Called when a call is refused until the person confirms the session with their passkey. */
export function onPasskeyRequired(listener: () => void): () => void {
  passkeyRequired.add(listener);
  return () => {
    passkeyRequired.delete(listener);
  };
}

const path = (route: { path: string }, params: Record<string, string | number> = {}) =>
  buildPath(route.path, params);

const get = async <T>(url: string, params?: Record<string, string | undefined>) =>
  (await consoleHttp.get<T>(url, params ? { params } : undefined)).data;
const send = async <T>(method: 'post' | 'put' | 'delete', url: string, body?: unknown) =>
  (await consoleHttp.request<T>({ method, url, data: body })).data;

// ---- signing in ----

export async function requestSignInLink(email: string): Promise<void> {
  await send('post', path(consoleRoutes.requestLink), { email });
}

/** The e-mailed link's or invitation's token, exchanged for a session (kept, so the console opens). */
export async function openSession(kind: 'link' | 'invitation', token: string): Promise<StaffSession> {
  const route = kind === 'link' ? consoleRoutes.signIn : consoleRoutes.acceptInvitation;
  const session = await send<StaffSession>('post', path(route), { token });
  consoleSession.save(session);
  return session;
}

/** The browser's passkey sheet signs the options of one console route (the server checks it with another). */
async function passkeySignature(options: { path: string }) {
  if (!passkeysSupported()) throw new PasskeyCeremonyError('unsupported');
  return sign(await send<PasskeyAuthenticationOptions>('post', path(options), {}));
}

/** A passkey's signature over the options of one console route, checked by another: what the second answers. */
async function passkeySigned<T>(options: { path: string }, check: { path: string }): Promise<T> {
  return send<T>('post', path(check), { response: await passkeySignature(options) });
}

/** Signs in with a console passkey: the browser offers the ones it holds for this site, no address asked. */
export async function signInWithConsolePasskey(): Promise<StaffSession> {
  const session = await passkeySigned<StaffSession>(
    consoleRoutes.passkeyOptions,
    consoleRoutes.passkeySignIn,
  );
  consoleSession.save(session);
  return session;
}

/** Confirms a link's session with one of the person's passkeys: the console opens. */
export const confirmWithConsolePasskey = (): Promise<StaffMe> =>
  passkeySigned<StaffMe>(consoleRoutes.confirmOptions, consoleRoutes.confirm);

export async function signOutOfConsole(): Promise<void> {
  try {
    await send('delete', path(consoleRoutes.signOut));
  } finally {
    consoleSession.clear();
  }
}

/** Signs out; the next person to sign in on this browser sees nothing of this one's. */
export function useConsoleSignOut(): () => void {
  const queryClient = useQueryClient();
  return () =>
    void signOutOfConsole()
      .catch(() => undefined)
      .finally(() => queryClient.removeQueries({ queryKey: consoleKeys.all }));
}

// ---- queries ----

export const consoleKeys = {
  all: ['console'] as const,
  me: () => ['console', 'me'] as const,
  passkeys: () => ['console', 'passkeys'] as const,
  brand: (brandId: string) => ['console', 'brand', brandId] as const,
  of: (brandId: string, ...rest: (string | number | undefined)[]) =>
    ['console', 'brand', brandId, ...rest] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: consoleKeys.me(),
    queryFn: () => get<StaffMe>(path(consoleRoutes.me)),
    staleTime: 60_000,
  });

export const myPasskeysQuery = () =>
  queryOptions({
    queryKey: consoleKeys.passkeys(),
    queryFn: async () => (await get<{ items: Passkey[] }>(path(consoleRoutes.passkeys))).items,
  });

export const overviewQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'overview'),
    queryFn: () => get<ConsoleOverview>(path(consoleCatalogueRoutes.overview, { brandId })),
  });

export const REPAIR_BOARD_SIZE = 100;
export const repairsQuery = (brandId: string, state: RepairState) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'repairs', state),
    queryFn: () =>
      get<{ items: BrandRepair[]; total: number }>(
        path(consoleRoutes.repairs, { brandId, limit: REPAIR_BOARD_SIZE, offset: 0 }),
        { state },
      ),
  });

export const staffQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'staff'),
    queryFn: () => get<StaffList>(path(consoleRoutes.staff, { brandId })),
  });

export const storesQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'stores'),
    queryFn: async () => (await get<{ items: SavStore[] }>(path(consoleRoutes.stores, { brandId }))).items,
  });

export const keysQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'keys'),
    queryFn: async () => (await get<{ items: ConsoleKey[] }>(path(consoleRoutes.keys, { brandId }))).items,
  });

export const AUDIT_PAGE_SIZE = 50;
export const auditQuery = (brandId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'audit', offset),
    queryFn: () =>
      get<{ items: AuditEntry[]; total: number }>(
        path(consoleRoutes.audit, { brandId, limit: AUDIT_PAGE_SIZE, offset }),
      ),
  });

export const collectionsQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'collections'),
    queryFn: async () =>
      (await get<{ items: ConsoleCollection[] }>(path(consoleCatalogueRoutes.collections, { brandId })))
        .items,
  });

export const ITEMS_PAGE_SIZE = 50;
export const itemsQuery = (brandId: string, collectionId: string, offset: number, search: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'items', collectionId, offset, search),
    queryFn: () =>
      get<{ items: ConsoleItem[]; total: number }>(
        path(consoleCatalogueRoutes.items, { brandId, collectionId, limit: ITEMS_PAGE_SIZE, offset }),
        { search: search || undefined },
      ),
  });

export const MESSAGES_PAGE_SIZE = 20;
export const messagesQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'messages'),
    queryFn: () =>
      get<{ items: ConsoleMessage[]; total: number }>(
        path(consoleCatalogueRoutes.messages, { brandId, limit: MESSAGES_PAGE_SIZE, offset: 0 }),
      ),
  });

// ---- changes ----

/** A change to the brand's data: sent, then the brand's cached reads are read again (the audit log too). */
function useBrandChange<Input, Output>(brandId: string, change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    // not awaited: the caller's own success (a message, a form reset) comes first, while its screen is still there
    onSuccess: () => void client.invalidateQueries({ queryKey: consoleKeys.brand(brandId) }),
  });
}

export const useMoveRepair = (brandId: string) =>
  useBrandChange(brandId, (input: { repairId: string; state: RepairState; note?: string }) =>
    send<BrandRepair>('post', path(consoleRoutes.moveRepair, { brandId, repairId: input.repairId }), {
      state: input.state,
      ...(input.note ? { note: input.note } : {}),
    }),
  );

export const useNoteRepair = (brandId: string) =>
  useBrandChange(brandId, (input: { repairId: string; note: string }) =>
    send<BrandRepair>('post', path(consoleRoutes.noteRepair, { brandId, repairId: input.repairId }), {
      note: input.note,
    }),
  );

export const useInvite = (brandId: string) =>
  useBrandChange(brandId, (input: { email: string; roles: StaffRole[] }) =>
    send<StaffInvitation>('post', path(consoleRoutes.invite, { brandId }), input),
  );

export const useWithdrawInvitation = (brandId: string) =>
  useBrandChange(brandId, (invitationId: string) =>
    send('delete', path(consoleRoutes.withdrawInvitation, { brandId, invitationId })),
  );

export const useSetRoles = (brandId: string) =>
  useBrandChange(brandId, (input: { staffId: string; roles: StaffRole[] }) =>
    send<StaffMember>('put', path(consoleRoutes.setRoles, { brandId, staffId: input.staffId }), {
      roles: input.roles,
    }),
  );

export const useRemoveStaff = (brandId: string) =>
  useBrandChange(brandId, (staffId: string) =>
    send('delete', path(consoleRoutes.removeStaff, { brandId, staffId })),
  );

export const useSaveStore = (brandId: string) =>
  useBrandChange(brandId, (input: { storeId?: string; store: StoreInput }) =>
    input.storeId
      ? send<SavStore>(
          'put',
          path(consoleRoutes.updateStore, { brandId, storeId: input.storeId }),
          input.store,
        )
      : send<SavStore>('post', path(consoleRoutes.createStore, { brandId }), input.store),
  );

export const useCreateKey = (brandId: string) =>
  useBrandChange(brandId, (label: string) =>
    send<ConsoleKey & { key: string }>('post', path(consoleRoutes.createKey, { brandId }), { label }),
  );

export const useRevokeKey = (brandId: string) =>
  useBrandChange(brandId, (keyId: string) =>
    send<ConsoleKey>('delete', path(consoleRoutes.revokeKey, { brandId, keyId })),
  );

// ---- the catalogue ----

export interface CollectionDraft {
  name: string;
  description: { en?: string; fr?: string };
  theme: { primary: string; accent: string } | null;
  /** the model's GTIN-14, or null for none */
  gtin: string | null;
}

export const useSaveCollection = (brandId: string) =>
  useBrandChange(brandId, (input: { collectionId?: string; collection: CollectionDraft }) =>
    input.collectionId
      ? send<ConsoleCollection>(
          'put',
          path(consoleCatalogueRoutes.updateCollection, { brandId, collectionId: input.collectionId }),
          input.collection,
        )
      : send<ConsoleCollection>(
          'post',
          path(consoleCatalogueRoutes.createCollection, { brandId }),
          input.collection,
        ),
  );

export const useSetCover = (brandId: string) =>
  useBrandChange(brandId, async (input: { collectionId: string; file: File }) => {
    const form = new FormData();
    form.append('image', input.file, input.file.name);
    return (
      await consoleHttp.request<ConsoleCollection>({
        method: 'put',
        url: path(consoleCatalogueRoutes.setCover, { brandId, collectionId: input.collectionId }),
        data: form,
      })
    ).data;
  });

export const useSetSale = (brandId: string) =>
  useBrandChange(
    brandId,
    (input: { collectionId: string; onSale: boolean; price?: { amount: number; currency: string } }) =>
      send<ConsoleCollection>(
        'put',
        path(consoleCatalogueRoutes.setSale, { brandId, collectionId: input.collectionId }),
        {
          onSale: input.onSale,
          ...(input.price ? { price: input.price } : {}),
        },
      ),
  );

export interface ItemDraft {
  serialNumber: string;
  name: string;
  description: { en?: string; fr?: string };
}

export const useCreateItem = (brandId: string) =>
  useBrandChange(brandId, (input: { collectionId: string; item: ItemDraft }) =>
    send<ConsoleItem>(
      'post',
      path(consoleCatalogueRoutes.createItem, { brandId, collectionId: input.collectionId }),
      input.item,
    ),
  );

export const useImportItems = (brandId: string) =>
  useBrandChange(brandId, (input: { collectionId: string; csv: string }) =>
    send<{ imported: number; items: ConsoleItem[] }>(
      'post',
      path(consoleCatalogueRoutes.importItems, { brandId, collectionId: input.collectionId }),
      { csv: input.csv },
    ),
  );

export const useSetItemPicture = (brandId: string) =>
  useBrandChange(brandId, async (input: { itemId: string; file: File }) => {
    const form = new FormData();
    form.append('image', input.file, input.file.name);
    return (
      await consoleHttp.request<ConsoleItem>({
        method: 'put',
        url: path(consoleCatalogueRoutes.setItemPicture, { brandId, itemId: input.itemId }),
        data: form,
      })
    ).data;
  });

export const useSetItemSale = (brandId: string) =>
  useBrandChange(brandId, (input: { itemId: string; onSale: boolean }) =>
    send<ConsoleItem>('put', path(consoleCatalogueRoutes.setItemSale, { brandId, itemId: input.itemId }), {
      onSale: input.onSale,
    }),
  );

export const useMarketLink = (brandId: string) =>
  useMutation({
    mutationFn: (input: { itemId: string; days: number }) =>
      send<{ url: string; expiresAt: string }>(
        'post',
        path(consoleCatalogueRoutes.marketLink, { brandId, itemId: input.itemId }),
        { days: input.days },
      ),
  });

export interface MessageDraft {
  productId?: string;
  collectionId?: string;
  title: { en: string; fr?: string };
  body: { en: string; fr?: string };
  link?: string;
}

export const useSendMessage = (brandId: string) =>
  useBrandChange(brandId, (message: MessageDraft) =>
    send<ConsoleMessage>('post', path(consoleCatalogueRoutes.sendMessage, { brandId }), message),
  );

/** A return: the order refunded to its card, its item back in the brand's stock (the buyer is told). */
export const useRefundOrder = (brandId: string) =>
  useBrandChange(brandId, (input: { orderId: string; reason: string }) =>
    send<ConsoleOrder>(
      'post',
      path(consoleCatalogueRoutes.refundOrder, { brandId, orderId: input.orderId }),
      { reason: input.reason },
    ),
  );

export const ORDERS_PAGE_SIZE = 50;
export const ordersQuery = (brandId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'orders', offset),
    queryFn: () =>
      get<{ items: ConsoleOrder[]; total: number }>(
        path(consoleCatalogueRoutes.orders, { brandId, limit: ORDERS_PAGE_SIZE, offset }),
      ),
  });

// ---- passkeys ----

/** Adds a console passkey: the server's options, the browser's sheet, the server's check. */
export const useAddConsolePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!passkeysSupported()) throw new PasskeyCeremonyError('unsupported');
      const options = await send<PasskeyRegistrationOptions>(
        'post',
        path(consoleRoutes.passkeyRegistrationOptions),
        {},
      );
      return send<Passkey>('post', path(consoleRoutes.registerPasskey), { response: await create(options) });
    },
    // the person's passkeys and their count on `me`
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};

export const useRemoveConsolePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: string) => send('delete', path(consoleRoutes.removePasskey, { passkeyId })),
    // the person's passkeys and their count on `me`
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};

/** An admin removes a member's lost passkeys. */
export const useResetPasskeys = (brandId: string) =>
  useBrandChange(brandId, (staffId: string) =>
    send('delete', path(consoleRoutes.resetPasskeys, { brandId, staffId })),
  );

// ---- tags (docs/decisions/024-tags-and-taps.md) ----

export const TAGS_PAGE_SIZE = 25;
export const tagsQuery = (brandId: string, offset: number, search: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'tags', offset, search),
    queryFn: () =>
      get<{ items: ConsoleTag[]; total: number }>(path(consoleTagRoutes.list, { brandId }), {
        limit: String(TAGS_PAGE_SIZE),
        offset: String(offset),
        q: search || undefined,
      }),
  });

export const TAG_ALERTS_PAGE_SIZE = 20;
export const tagAlertsQuery = (brandId: string, offset: number, limit = TAG_ALERTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'tag-alerts', offset, limit),
    queryFn: () =>
      get<{ items: TagAlert[]; total: number }>(path(consoleTagRoutes.alerts, { brandId }), {
        limit: String(limit),
        offset: String(offset),
      }),
  });

export const ITEM_TAPS_PAGE_SIZE = 20;
export const itemTapsQuery = (brandId: string, itemId: string, offset: number) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'item-taps', itemId, offset),
    queryFn: () =>
      get<{ items: TapEntry[]; total: number }>(path(consoleTagRoutes.itemTaps, { brandId, itemId }), {
        limit: String(ITEM_TAPS_PAGE_SIZE),
        offset: String(offset),
      }),
  });

export const tagTemplateQuery = (brandId: string, tagId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'tag-template', tagId),
    queryFn: () => get<TagTemplate>(path(consoleTagRoutes.template, { brandId, tagId })),
    staleTime: Infinity,
  });

export const tagMasterKeyQuery = (brandId: string) =>
  queryOptions({
    queryKey: consoleKeys.of(brandId, 'tag-master-key'),
    queryFn: () => get<TagMasterKey>(path(consoleTagRoutes.masterKey, { brandId })),
  });

export interface TagDraft {
  uid: string;
  serial: string;
  fileReadKey?: string;
}

export const useCreateTag = (brandId: string) =>
  useBrandChange(brandId, (tag: TagDraft) =>
    send<ConsoleTag>('post', path(consoleTagRoutes.create, { brandId }), tag),
  );

export const useImportTags = (brandId: string) =>
  useBrandChange(brandId, (csv: string) =>
    send<{ imported: number; tags: ConsoleTag[] }>('post', path(consoleTagRoutes.import, { brandId }), {
      csv,
    }),
  );

export const useUnlinkTag = (brandId: string) =>
  useBrandChange(brandId, (tagId: string) =>
    send<ConsoleTag>('post', path(consoleTagRoutes.unlink, { brandId, tagId }), {}),
  );

export const useReplaceTag = (brandId: string) =>
  useBrandChange(brandId, (input: { tagId: string; uid: string; fileReadKey?: string }) =>
    send<ConsoleTag>('post', path(consoleTagRoutes.replace, { brandId, tagId: input.tagId }), {
      uid: input.uid,
      ...(input.fileReadKey ? { fileReadKey: input.fileReadKey } : {}),
    }),
  );

/**
 * Sets the brand's tag master key (an admin): the person's passkey signs the console's confirm options first, and
 * its assertion goes with the key (none given: the server makes one and answers it, once).
 */
export const useSetTagMasterKey = (brandId: string) =>
  useBrandChange(brandId, async (key: string | undefined) =>
    send<{ masterKey: string | null; status: TagMasterKey }>(
      'put',
      path(consoleTagRoutes.setMasterKey, { brandId }),
      { ...(key ? { key } : {}), passkey: await passkeySignature(consoleRoutes.confirmOptions) },
    ),
  );
