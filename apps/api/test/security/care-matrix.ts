// The authorization matrix's rows and data for entrusted care (docs/decisions/044-entrusted-care.md). The carer is
// the matrix's other owner: the owner's items entrusted to them show that the carer reads and ends what was
// entrusted, the owner does not read it as theirs, and another brand's admin is told a store's period does not exist.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { collections, items } from '../../src/db/schema';
import type { TestApp } from '../helpers';
import type {
  Caller,
  CellRequest,
  Expected,
  MatrixFixtures,
  MatrixRow,
  StaffCaller,
} from './authorization-matrix';
import type { StepUpDetails } from '../../src/modules/auth/step-up-binding';
import type { Session } from './support';

/** The care periods the rows name: to the other owner, or to a store of the brand. */
export type CareUse = 'person' | 'ownerEnd' | 'carerEnd' | 'store' | 'storeEnd';
export interface CareRef {
  itemId: string;
  careId: string;
}

const DAY_MS = 86_400_000;
const nothingShared = { pictures: false, certificate: false, ownerName: null, note: null };

/** The owner's care data: a new item of theirs per care (the demo owner's items all have a use already). */
export function careFixtures(
  t: TestApp,
  deps: {
    owner: Session;
    ownerId: () => Promise<string>;
    carerPhone: string;
    store: () => Promise<string>;
    /** the owner's grant for exactly this, with no passkey recovery under way (a recovery locks step-up) */
    grant: (action: 'entrustToPhone' | 'entrustToStore', details: StepUpDetails) => Promise<void>;
  },
) {
  const db = t.app.database.db;
  let made = 0;
  const careItem = async () => {
    const [collection] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.name, 'Heritage Chronographs'));
    const n = ++made;
    const [row] = await db
      .insert(items)
      .values({
        publicId: `matrix-care-${n}-${randomBytes(4).toString('hex')}`,
        collectionId: collection!.id,
        ownerId: await deps.ownerId(),
        name: `Matrix care ${n}`,
        serialNumber: `MATRIX-CARE-${n}-${randomBytes(2).toString('hex')}`,
        isToMint: false,
        acquiredAt: t.clock.now(),
      })
      .returning({ id: items.id });
    return row!.id;
  };
  const entrust = async (to: 'person' | 'store'): Promise<CareRef> => {
    const itemId = await careItem();
    const carer =
      to === 'person'
        ? { kind: 'person' as const, phone: deps.carerPhone }
        : { kind: 'store' as const, storeId: await deps.store() };
    await deps.grant(
      to === 'person' ? 'entrustToPhone' : 'entrustToStore',
      to === 'person' ? { phoneTo: deps.carerPhone, productsIds: [itemId] } : { productsIds: [itemId] },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${itemId}/care`,
      headers: deps.owner.headers,
      payload: {
        carer,
        endsAt: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString(),
        share: nothingShared,
      },
    });
    if (res.statusCode !== 201) throw new Error(`care not made: ${res.statusCode} ${res.body}`);
    return { itemId, careId: res.json<{ id: string }>().id };
  };
  const cache = new Map<CareUse, Promise<CareRef>>();
  const care = (use: CareUse, fresh = false) => {
    const to = use === 'store' || use === 'storeEnd' ? 'store' : 'person';
    if (fresh) return entrust(to);
    if (!cache.has(use)) cache.set(use, entrust(to));
    return cache.get(use)!;
  };
  return { careItem, care };
}

/** What the rows need of the matrix's own helpers (passed in: the two files import each other's types only). */
export interface RowHelpers {
  cells: (none: number, otherOwner: number, owner: number, brand: number, otherBrand: number) => Expected;
  owned: (ok: number) => Expected;
  signedIn: (ok: number) => Expected;
  brandConsole: (ok: number, roles?: StaffCaller[]) => Expected;
  consoleParams: (fx: MatrixFixtures, params?: Record<string, string | number>) => Promise<CellRequest>;
}

const page = { limit: 10, offset: 0 };
/** Each caller who may end a store's period ends one of their own. */
const endsOne = (caller: Caller) => caller === 'admin' || caller === 'afterSales';

export function careRows(h: RowHelpers): Record<string, MatrixRow> {
  // the carer (the other owner) reads and ends what was entrusted to them; the owner is told it does not exist
  const carerOnly = (ok: number) => h.cells(401, ok, 404, 401, 401);
  const careParams = async (fx: MatrixFixtures, use: CareUse) => ({
    params: { careId: (await fx.care(use)).careId },
  });
  return {
    'POST /v1/products/:id/care': {
      expect: h.owned(201),
      request: async (fx, caller) => {
        const id = await fx.careItem();
        const phone = fx.newPhone();
        const who = caller === 'otherOwner' ? 'otherOwner' : 'owner';
        await fx.grant(who, 'entrustToPhone', { phoneTo: phone, productsIds: [id] });
        return {
          params: { id },
          body: {
            carer: { kind: 'person', phone },
            endsAt: '2027-06-01T00:00:00.000Z',
            share: nothingShared,
          },
        };
      },
    },
    'GET /v1/products/:id/care': {
      expect: h.owned(200),
      request: async (fx) => ({ params: { id: (await fx.care('person')).itemId } }),
    },
    'GET /v1/care/given/:limit/:offset': {
      expect: h.signedIn(200),
      otherSeesNothing: true,
      request: () => ({ params: page }),
    },
    'POST /v1/care/given/:careId/end': {
      expect: h.owned(200),
      request: (fx) => careParams(fx, 'ownerEnd'),
    },
    'GET /v1/care/entrusted/:limit/:offset': {
      expect: h.signedIn(200),
      request: () => ({ params: page }),
    },
    'GET /v1/care/entrusted/:careId': {
      expect: carerOnly(200),
      request: (fx) => careParams(fx, 'person'),
    },
    'POST /v1/care/entrusted/:careId/end': {
      expect: carerOnly(200),
      request: (fx) => careParams(fx, 'carerEnd'),
    },
    'GET /console/brands/:brandId/care/:limit/:offset': {
      expect: h.brandConsole(200, ['afterSales']),
      request: (fx) => h.consoleParams(fx, page),
    },
    'GET /console/brands/:brandId/care/:careId': {
      expect: h.brandConsole(200, ['afterSales']),
      request: async (fx) => h.consoleParams(fx, { careId: (await fx.care('store')).careId }),
    },
    'POST /console/brands/:brandId/care/:careId/end': {
      expect: h.brandConsole(200, ['afterSales']),
      request: async (fx, caller) =>
        h.consoleParams(fx, { careId: (await fx.care('storeEnd', endsOne(caller))).careId }),
    },
  };
}
