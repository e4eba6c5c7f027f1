// The data the authorization matrix names, made through the real routes on the demo data (memoized, so
// each cell of a row names the same thing), plus the sessions and keys of the five callers.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  chainTransfers,
  collections,
  custodyArrivals,
  items,
  legalDocuments,
  orders,
  passkeyRecoveries,
  passkeys,
  reservations,
  savStores,
  staffMembers,
  users,
} from '../../src/db/schema';
import { demoBrandKey } from '../../src/modules/brand/brand-keys';
import { LocalPayments } from '../../src/providers/local-db/payments';
import { newPhone, signIn, type TestApp } from '../helpers';
import { multipart, pngImage } from '../media-fixtures';
import { pdfDocument } from '../passport-fixtures';
import { SoftAuthenticator } from '../soft-authenticator';
import {
  type Caller,
  type ItemRef,
  type ItemUse,
  type MatrixFixtures,
  type RepairUse,
  type StaffCaller,
  staffCallers,
  type UserCaller,
} from './authorization-matrix';
import { careFixtures } from './care-matrix';
import { heirMatrixFixtures } from './heirs-matrix-fixtures';
import { grantFor, type Session } from './support';
import {
  brandId,
  colleague,
  consoleCall,
  firstAdmin,
  mailedToken,
  signInByLink,
  type Staff,
} from '../staff-fixtures';

const OWNER_PHONE = '+33600000001';
const OTHER_PHONE = '+33600000002';
export const BRAND_KEY = demoBrandKey('maison-aurele');
export const OTHER_BRAND_KEY = demoBrandKey('atelier-nuit');
/** The brand's collection on sale (Maison Aurèle's watches). */
const SHOP_COLLECTION = 'Atelier 1931 — Limited Edition';

const itemNames: Record<ItemUse, string> = {
  read: 'Chronographe 1931',
  repairV1: 'Lune Perpétuelle',
  repairV2: 'Pilote 42',
  repairOwner: 'Sac Voyageur 48h',
  repairBrand: 'Pochette Soirée',
  repairCancel: 'Cabas Riviera',
  opposition: 'Composition No. 7',
  finder: 'Grand Cru 2019 — Magnum',
  sendPhone: 'Runner 02 “Aurora”',
  sendAddress: 'High-top “Nocturne”',
  repairConsole: 'Tourbillon Nuit',
};

const isStaff = (caller: Caller): caller is StaffCaller =>
  (staffCallers as readonly string[]).includes(caller);

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}

export interface MatrixWorld {
  fx: MatrixFixtures;
  /** the bearer header of a caller (user callers: a new session when fresh) */
  headers(caller: Caller, fresh?: boolean): Promise<Record<string, string>>;
}

export async function matrixWorld(t: TestApp): Promise<MatrixWorld> {
  const db = t.app.database.db;
  const sessions: Record<UserCaller, Session> = {
    owner: await signIn(t, OWNER_PHONE),
    otherOwner: await signIn(t, OTHER_PHONE),
  };
  // the brand's console staff, one per role, and another brand's admin
  const aurele = await brandId(t, 'maison-aurele');
  const admin = await firstAdmin(t, 'maison-aurele', 'admin@matrix.example');
  const staff: Record<StaffCaller, Staff> = {
    admin,
    afterSales: await colleague(t, admin, 'maison-aurele', 'sav@matrix.example', ['afterSales']),
    catalogue: await colleague(t, admin, 'maison-aurele', 'catalogue@matrix.example', ['catalogue']),
    messages: await colleague(t, admin, 'maison-aurele', 'messages@matrix.example', ['messages']),
    otherAdmin: await firstAdmin(t, 'atelier-nuit', 'admin@other.matrix.example'),
    unconfirmed: await colleague(t, admin, 'maison-aurele', 'keeper@matrix.example', ['admin']),
  };
  // each staff caller's authenticator; the 'unconfirmed' caller's person keeps a passkey, and signs in by link
  const staffKeys = Object.fromEntries(
    staffCallers.map((caller) => [caller, new SoftAuthenticator(t.config.publicUrl)]),
  ) as Record<StaffCaller, SoftAuthenticator>;
  const addStaffPasskey = async (caller: StaffCaller) => {
    const options = await consoleCall(t, staff[caller], 'POST', '/me/passkeys/options', {});
    if (options.statusCode !== 200) throw new Error(`no passkey options: ${options.body}`);
    const res = await consoleCall(t, staff[caller], 'POST', '/me/passkeys', {
      response: staffKeys[caller].create(options.json()),
    });
    if (res.statusCode !== 201) throw new Error(`no passkey: ${res.body}`);
    return res.json<{ id: string }>().id;
  };
  await addStaffPasskey('unconfirmed');
  staff.unconfirmed = await signInByLink(t, staff.unconfirmed.email);
  let emails = 0;
  let serials = 0;
  let tagUids = 0;
  const newEmail = () => `person${++emails}@matrix.example`;
  const newColleague = async () => {
    const email = newEmail();
    await colleague(t, staff.admin, 'maison-aurele', email, ['catalogue']);
    const list = await consoleCall(t, staff.admin, 'GET', `/brands/${aurele}/staff`);
    return list.json<{ members: { id: string; email: string }[] }>().members.find((m) => m.email === email)!
      .id;
  };
  const target = once(newColleague);
  const inject = (method: 'GET' | 'POST', url: string, s?: Session, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });
  const ok = async (res: Awaited<ReturnType<typeof inject>>) => {
    if (res.statusCode >= 300) throw new Error(`fixture request failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const phone = (caller: UserCaller) => (caller === 'owner' ? OWNER_PHONE : OTHER_PHONE);
  const userRow = async (caller: UserCaller) =>
    (
      await db
        .select()
        .from(users)
        .where(eq(users.phone, phone(caller)))
    )[0]!;

  const itemCache = new Map<ItemUse, Promise<ItemRef>>();
  const item = (use: ItemUse) => {
    if (!itemCache.has(use)) {
      itemCache.set(
        use,
        (async () => {
          const owner = await userRow('owner');
          const [row] = await db
            .select({
              id: items.id,
              publicId: items.publicId,
              collectionId: items.collectionId,
              clientId: collections.clientId,
              serialNumber: items.serialNumber,
              gtin: collections.gtin,
            })
            .from(items)
            .innerJoin(collections, eq(items.collectionId, collections.id))
            .where(and(eq(items.name, itemNames[use]), eq(items.ownerId, owner.id)));
          if (!row) throw new Error(`the owner has no "${itemNames[use]}"`);
          return row;
        })(),
      );
    }
    return itemCache.get(use)!;
  };
  const store = async (clientId: string) =>
    (
      await db.select().from(savStores).where(eq(savStores.clientId, clientId)).orderBy(asc(savStores.name))
    )[0]!.id;

  const repairCache = new Map<RepairUse, Promise<{ itemId: string; repairId: string }>>();
  const repair = (use: RepairUse) => {
    if (!repairCache.has(use)) {
      repairCache.set(
        use,
        (async () => {
          const it = await item(use);
          const body = { savStore: await store(it.clientId), details: 'The clasp is loose.' };
          const created = await ok(
            await inject('POST', `/v2/products/${it.id}/repair`, sessions.owner, body),
          );
          return { itemId: it.id, repairId: created.id as string };
        })(),
      );
    }
    return repairCache.get(use)!;
  };

  const upload = async () => {
    const form = await multipart(
      { title: 'Box', extension: 'png', isPublic: 'false' },
      { bytes: await pngImage(), name: 'box.png', type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/addImage/${(await item('read')).id}`,
      headers: { ...sessions.owner.headers, ...form.headers },
      payload: form.payload,
    });
    return (await ok(res)).id as string;
  };
  const photo = once(upload);

  const releaseHolds = async () => {
    await db.update(reservations).set({ expiresAt: t.clock.now() }).where(eq(reservations.state, 'active'));
    await t.app.services.shop.releaseExpired();
  };
  const shopItem = async () => {
    await releaseHolds();
    const [row] = await db
      .select({ id: items.id, collectionId: items.collectionId })
      .from(items)
      .innerJoin(collections, eq(items.collectionId, collections.id))
      .where(and(eq(collections.name, SHOP_COLLECTION), isNull(items.ownerId), eq(items.status, 'on_sale')))
      .orderBy(asc(items.serialNumber));
    if (!row) throw new Error('the shop has nothing left');
    return row;
  };
  const local = () => {
    if (!(t.app.providers.payments instanceof LocalPayments)) throw new Error('local payments expected');
    return t.app.providers.payments;
  };
  const createDan = async () =>
    ok(await inject('POST', '/payment/createDAN', sessions.owner, { productId: (await shopItem()).id }));

  /** Pays the payment intent with the local provider's good test card, and lets its webhook run. */
  const payByCard = async (dan: { paymentIntentId: string; client_secret: string }) => {
    await ok(
      await inject('POST', `/local-pay/intents/${dan.paymentIntentId}/confirm`, undefined, {
        clientSecret: dan.client_secret,
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      }),
    );
    await local().idle();
  };

  const codeFor = async (purpose: 'login' | 'guest') => {
    const p = newPhone();
    const url = purpose === 'login' ? '/v1/auth/sms' : '/users/getCodeForDAN';
    await ok(await inject('POST', url, undefined, { phone: p }));
    return { phone: p, code: t.sms.lastCode(p) };
  };

  // each owner's authenticator: it holds their passkeys' private keys
  const authenticators: Record<UserCaller, SoftAuthenticator> = {
    owner: new SoftAuthenticator(t.config.publicUrl),
    otherOwner: new SoftAuthenticator(t.config.publicUrl),
  };
  /** No recovery under way for the caller (ended as if cancelled). */
  const settle = async (caller: UserCaller) => {
    const id = (await userRow(caller)).id;
    await db
      .update(passkeyRecoveries)
      .set({ cancelledAt: t.clock.now() })
      .where(
        and(
          eq(passkeyRecoveries.userId, id),
          isNull(passkeyRecoveries.cancelledAt),
          isNull(passkeyRecoveries.completedAt),
        ),
      );
  };
  const withoutPasskeys = async (caller: UserCaller) => {
    await settle(caller);
    await db.delete(passkeys).where(eq(passkeys.userId, (await userRow(caller)).id));
    authenticators[caller].credentials.length = 0;
  };
  /** A credential for registration options the caller (with no passkey) was given. */
  const newCredential = async (caller: UserCaller) => {
    await withoutPasskeys(caller);
    const options = await ok(await inject('POST', '/v1/passkeys/registration/options', sessions[caller], {}));
    return authenticators[caller].create(options);
  };

  /** A new item of the console's collection, put on sale and bought by the owner by card: the order's id. */
  let sold = 0;
  const sellOne = async () => {
    const { id: collectionId } = await fx.consoleCollection();
    const made = await ok(
      await consoleCall(t, staff.admin, 'POST', `/brands/${aurele}/collections/${collectionId}/items`, {
        serialNumber: `MATRIX-SOLD-${++sold}`,
        name: 'Matrix sale',
      }),
    );
    await ok(
      await consoleCall(t, staff.admin, 'PUT', `/brands/${aurele}/items/${made.id}/sale`, { onSale: true }),
    );
    const dan = await ok(await inject('POST', '/payment/createDAN', sessions.owner, { productId: made.id }));
    await payByCard(dan);
    const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, dan.paymentIntentId));
    if (order?.state !== 'fulfilled') throw new Error(`the matrix's sale was not fulfilled: ${order?.state}`);
    return order.id;
  };
  const soldOnce = once(sellOne);
  /** An item of the brand back from a wallet (as the chain indexer lists one, decision 031), still to resolve. */
  const arriveOne = async () => {
    const { itemId } = await fx.consoleCollection();
    const at = t.clock.now();
    const txHash = `0x${randomBytes(32).toString('hex')}`;
    const address = '0x5B34b330e4351c87CaeCDA87922e1A54BCC83AC4';
    const [event] = await db
      .insert(chainTransfers)
      .values({
        ...{
          chainId: 31337,
          contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          blockNumber: ++arrivals,
        },
        ...{ blockHash: txHash, logIndex: 0, txHash, fromAddress: address, toAddress: address },
        ...{ tokenId: '1', itemId, effect: 'stock', effectHolder: aurele, seenAt: at },
      })
      .returning();
    const [arrival] = await db
      .insert(custodyArrivals)
      .values({
        brandId: aurele,
        itemId,
        transferId: event!.id,
        reason: 'account_gone',
        address,
        txHash,
        createdAt: at,
      })
      .returning();
    return arrival!.id;
  };
  let arrivals = 0;
  const arrivedOnce = once(arriveOne);

  const fx: MatrixFixtures = {
    ...careFixtures(t, {
      owner: sessions.owner,
      ownerId: async () => (await userRow('owner')).id,
      carerPhone: OTHER_PHONE,
      store: () => store(aurele),
      grant: (action, details) => fx.grant('owner', action, details),
    }),
    guestProof: async () => {
      const { phone: p, code } = await codeFor('guest');
      return ok(await inject('POST', '/users/getAddressFromPhone', undefined, { phone: p, code }));
    },
    item,
    photo: (fresh) => (fresh ? upload() : photo()),
    repair,
    store,
    pendingTransfer: once(async () => {
      const it = (await db.select().from(items).where(eq(items.name, 'Étude en bleu')))[0]!;
      const send = { phoneTo: newPhone(), productsIds: [it.id] };
      await grantFor(t, (await userRow('owner')).id, 'sendToPhone', send);
      await ok(await inject('POST', '/transactions/sendToPhone', sessions.owner, send));
      // the transfer to that phone (the owner's returns to a brand are sent transfers too, maybe as new)
      const sent = await ok(await inject('GET', '/transactions/20/0/sent', sessions.owner));
      const pending = (sent.items as { transferId: string; counterparty: { phone?: string } }[]).find(
        (row) => row.counterparty.phone === send.phoneTo,
      );
      return pending!.transferId;
    }),
    declared: async (itemId) => {
      const row = (await db.select().from(items).where(eq(items.id, itemId)))[0]!;
      if (row.oppositionKind) return;
      await ok(
        await inject('POST', `/products/makeOpposition/${itemId}`, sessions.owner, {
          details: 'Lost again.',
        }),
      );
    },
    finderMessage: once(async () => {
      const it = await item('finder');
      await fx.declared(it.id);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/items/${it.publicId}/messages`,
        payload: { message: 'I found your bottle at the station.' },
        remoteAddress: '198.51.100.200',
      });
      await ok(res);
      const mine = await ok(await inject('GET', `/v1/products/${it.id}/finderMessages/1/0`, sessions.owner));
      return { itemId: it.id, messageId: mine.items[0].id as string };
    }),
    userId: async (caller) => (await userRow(caller)).id,
    ownerItemIds: async () =>
      (
        await db
          .select({ id: items.id })
          .from(items)
          .where(eq(items.ownerId, (await userRow('owner')).id))
      ).map((i) => i.id),
    phone,
    address: async (caller) => (await userRow(caller)).custodialAddress!,
    grant: async (caller, action, details) => {
      if (caller !== 'owner' && caller !== 'otherOwner') return;
      await settle(caller);
      await grantFor(t, (await userRow(caller)).id, action, details);
    },
    passkey: async (caller) => {
      await settle(caller);
      const id = (await userRow(caller)).id;
      const [row] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(eq(passkeys.userId, id))
        .limit(1);
      if (row) return row.id;
      const created = await ok(
        await inject('POST', '/v1/passkeys/registration/verify', sessions[caller], {
          response: await newCredential(caller),
        }),
      );
      return created.id as string;
    },
    withoutPasskeys,
    recovering: async (caller) => {
      await fx.passkey(caller);
      await ok(await inject('POST', '/v1/passkeys/recovery', sessions[caller], {}));
    },
    passkeySignature: async (caller, stepUp) => {
      await fx.passkey(caller);
      const options = stepUp
        ? (await ok(await inject('POST', '/v1/authorizations/passkey/options', sessions[caller], stepUp)))
            .options
        : await ok(await inject('POST', '/v1/auth/passkey/options', undefined, {}));
      return authenticators[caller].get(options);
    },
    newCredential,
    stepUpCode: async (caller) => {
      await withoutPasskeys(caller);
      fx.waitForResend();
      await ok(
        await inject('POST', '/transactions/requestCode', sessions[caller], { action: 'deleteAccount' }),
      );
      return t.sms.lastCode(phone(caller));
    },
    shopItem,
    reservationLink: async () =>
      (await ok(await inject('POST', `/v1/products/reserve/${(await shopItem()).id}`, sessions.owner)))
        .encryptedProductId as string,
    marketLink: async () => t.app.services.shop.marketLink((await shopItem()).id).encryptedData,
    paidOrder: once(async () => {
      const dan = await createDan();
      await payByCard(dan);
      const order = await ok(await inject('GET', `/payment/orders/${dan.paymentIntentId}`));
      return { paymentIntentId: dan.paymentIntentId, productId: order.productId, address: dan.address };
    }),
    openIntent: once(async () => {
      const dan = await createDan();
      return { id: dan.paymentIntentId as string, clientSecret: dan.client_secret as string };
    }),
    legalVersions: async () => {
      const latest = async (type: string) =>
        (await ok(await inject('GET', `/v1/legals/${type}`))).version as number;
      return {
        termsAndConditions: await latest('termsAndConditions'),
        privacyPolicy: await latest('privacyPolicy'),
      };
    },
    legalDocumentId: async () => (await db.select().from(legalDocuments).limit(1))[0]!.id,
    phoneWithCode: codeFor,
    newPhone,
    waitForResend: () => t.clock.advance(31),
    refreshToken: async () => (await signIn(t, newPhone())).refreshToken,
    brandId: async () => aurele,
    newEmail,
    invitation: async () => {
      const email = newEmail();
      t.clock.advance(1);
      const res = await consoleCall(t, staff.admin, 'POST', `/brands/${aurele}/invitations`, {
        email,
        roles: ['messages'],
      });
      return { id: (await ok(res)).id as string, token: await mailedToken(t, email, 'join') };
    },
    staffMember: (fresh) => (fresh ? newColleague() : target()),
    staffPasskeySignature: async () => {
      const options = await consoleCall(t, null, 'POST', '/auth/passkey/options', {});
      return staffKeys.unconfirmed.get(options.json());
    },
    staffConfirmSignature: async () => {
      await staffHeaders('unconfirmed');
      const options = await consoleCall(t, staff.unconfirmed, 'POST', '/auth/passkey/confirm/options', {});
      return staffKeys.unconfirmed.get(await ok(options));
    },
    staffCredential: async (caller) => {
      // a staff caller's own options; the others send a credential made for the brand's admin
      const who: StaffCaller = isStaff(caller) && caller !== 'unconfirmed' ? caller : 'admin';
      const options = await consoleCall(t, staff[who], 'POST', '/me/passkeys/options', {});
      return staffKeys[who].create(await ok(options));
    },
    staffPasskeyId: async (caller) => {
      const who: StaffCaller = isStaff(caller) ? caller : 'unconfirmed';
      const [row] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .innerJoin(staffMembers, eq(staffMembers.id, passkeys.staffId))
        .where(eq(staffMembers.email, staff[who].email))
        .limit(1);
      return row?.id ?? addStaffPasskey(who);
    },
    staffLinkToken: async () => {
      await newColleague();
      const email = `person${emails}@matrix.example`;
      t.clock.advance(1);
      await ok(await consoleCall(t, null, 'POST', '/auth/link', { email }));
      return mailedToken(t, email, 'sign-in');
    },
    brandKeyId: async () =>
      (
        await t.app.services.brandKeys.createFor(
          { clientId: aurele, kind: 'cli', id: null, label: 'cli' },
          'm',
        )
      ).row.id,
    authorityKeyId: async () =>
      (
        await ok(
          await consoleCall(t, staff.admin, 'POST', `/brands/${aurele}/authority-keys`, {
            label: 'Matrix',
            days: 1,
          }),
        )
      ).id as string,
    passportVersion: async (scope) => {
      const { id, itemId } = await fx.consoleCollection();
      const path = scope === 'model' ? `collections/${id}` : `items/${itemId}`;
      const read = await ok(await consoleCall(t, staff.admin, 'GET', `/brands/${aurele}/${path}/passport`));
      return read.version as number | null;
    },
    publicDocument: once(async () => {
      const form = await multipart(
        {},
        { bytes: await pdfDocument(), name: 'matrix.pdf', type: 'application/pdf', field: 'file' },
      );
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/console/brands/${aurele}/passport-documents`,
        headers: { ...staff.admin.headers, ...form.headers },
        payload: form.payload,
      });
      const { id } = (await ok(uploaded)) as { id: string };
      const path = `/brands/${aurele}/items/${(await fx.item('read')).id}/passport`;
      const read = await ok(await consoleCall(t, staff.admin, 'GET', path));
      const title = { en: 'Matrix' };
      const documents = [{ id, kind: 'other', title, audience: 'public' }];
      await ok(
        await consoleCall(t, staff.admin, 'PUT', path, {
          fields: { ...read.fields, documents },
          baseVersion: read.version,
        }),
      );
      return id;
    }),
    consoleCollection: once(async () => {
      const base = `/brands/${aurele}/collections`;
      const made = await ok(
        await consoleCall(t, staff.admin, 'POST', base, {
          name: 'Console',
          description: { en: 'Made here.' },
        }),
      );
      await ok(
        await consoleCall(t, staff.admin, 'PUT', `${base}/${made.id}/sale`, {
          onSale: true,
          price: { amount: 99_000, currency: 'EUR' },
        }),
      );
      const item = await ok(
        await consoleCall(t, staff.admin, 'POST', `${base}/${made.id}/items`, {
          serialNumber: 'MATRIX-0',
          name: 'Matrix stock',
        }),
      );
      return { id: made.id as string, itemId: item.id as string };
    }),
    newSerial: () => `MATRIX-${++serials}`,
    untaggedSerial: async () => {
      const { id } = await fx.consoleCollection();
      const serialNumber = `MATRIX-TAG-${++serials}`;
      await ok(
        await consoleCall(t, staff.admin, 'POST', `/brands/${aurele}/collections/${id}/items`, {
          serialNumber,
          name: 'Matrix tagged',
        }),
      );
      return serialNumber;
    },
    newTag: async () => {
      const made = await ok(
        await consoleCall(t, staff.admin, 'POST', `/brands/${aurele}/tags`, {
          uid: fx.newTagUid(),
          serial: await fx.untaggedSerial(),
        }),
      );
      return made.id as string;
    },
    newTagUid: () => `05${(++tagUids).toString(16).toUpperCase().padStart(12, '0')}`,
    soldOrder: (fresh) => (fresh ? sellOne() : soldOnce()),
    heirs: heirMatrixFixtures(t, {
      ownerId: async () => (await userRow('owner')).id,
      brandId: () => fx.brandId(),
      untaggedSerial: () => fx.untaggedSerial(),
    }),
    arrival: (fresh) => (fresh ? arriveOne() : arrivedOnce()),
    nextBrandState: async (repairId) => {
      const res = await consoleCall(t, staff.admin, 'GET', `/brands/${aurele}/repairs/${repairId}`);
      const next: Record<string, string> = {
        requested: 'accepted',
        accepted: 'in_progress',
        in_progress: 'ready_for_pickup',
      };
      return next[(await ok(res)).state as string] ?? 'accepted';
    },
  };
  /** Signs in by link again; only the 'unconfirmed' caller's person keeps a passkey (a cell may have added one). */
  const relink = async (caller: StaffCaller) => {
    const { email } = staff[caller];
    if (caller !== 'unconfirmed') {
      const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
      if (member) await db.delete(passkeys).where(eq(passkeys.staffId, member.id));
    }
    return signInByLink(t, email);
  };
  const staffHeaders = async (caller: StaffCaller, fresh?: boolean) => {
    const current = staff[caller];
    // a cell that ends its session gets a session of its own
    if (fresh) return (await relink(caller)).headers;
    // a session lasts a working day: the suite's clock moves, so a member signs in again when theirs ends
    if (current.expiresAt.getTime() - 60_000 <= t.clock.now().getTime()) staff[caller] = await relink(caller);
    // the waiting session waits again after a cell confirmed it
    if (caller === 'unconfirmed') {
      const me = await consoleCall(t, staff.unconfirmed, 'GET', '/me');
      if (!me.json<{ session: { passkeyRequired: boolean } }>().session.passkeyRequired)
        staff.unconfirmed = await relink('unconfirmed');
    }
    return staff[caller].headers;
  };

  return {
    fx,
    headers: async (caller, fresh) => {
      if (caller === 'none') return {};
      if (isStaff(caller)) return staffHeaders(caller, fresh);
      if (caller === 'brand') return { authorization: `Bearer ${BRAND_KEY}` };
      if (caller === 'otherBrand') return { authorization: `Bearer ${OTHER_BRAND_KEY}` };
      if (!fresh) return sessions[caller].headers;
      t.clock.advance(31);
      return (await signIn(t, phone(caller))).headers;
    },
  };
}
