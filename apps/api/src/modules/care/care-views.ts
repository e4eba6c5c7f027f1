// What each side reads of a care period (docs/decisions/044-entrusted-care.md): the owner the whole period and its
// carer; the person or store entrusted only the item as shared, never the owner's number, the item's history or
// any other item of the owner.
import type {
  CaredItem,
  CareEndReason,
  EntrustedCare,
  OwnerCare,
  StoreCare,
  Token,
} from '@heirloom/contract';
import { itemAddress } from '../../lib/digital-link';
import type { MediaUrls } from '../../lib/media-urls';
import { mintOf } from '../items/items.presenter';
import type { CareBundle, CareRow, StoreRow } from './care.repository';

type PictureRow = { id: string; title: string; width: number; height: number };

const storeRef = (store: StoreRow) => ({ id: store.id, name: store.name, city: store.city });

function period(care: CareRow) {
  return {
    id: care.id,
    startsAt: care.startsAt.toISOString(),
    endsAt: care.endsAt.toISOString(),
    endedAt: care.endedAt?.toISOString() ?? null,
    endedBy: (care.endedBy as CareEndReason | null) ?? null,
    repairId: care.repairId,
  };
}

export function ownerCareView(bundle: CareBundle): OwnerCare {
  const { care, item, store } = bundle;
  return {
    ...period(care),
    product: { id: item.id, name: item.name },
    carer:
      care.carerKind === 'store' && store
        ? { kind: 'store', store: storeRef(store) }
        : { kind: 'person', phone: care.carerPhone ?? '' },
    share: care.share,
  };
}

/** The item as shared: pictures and certificate only when the owner shared them (else empty / null). */
export function caredItemView(
  bundle: CareBundle,
  shared: { pictures: PictureRow[]; token: Token | null },
  context: { urls: MediaUrls; publicUrl: string },
): CaredItem {
  const { care, item, brand, collection } = bundle;
  const { share } = care;
  return {
    name: item.name,
    serialNumber: item.serialNumber,
    brand: { name: brand.name, logoUrl: context.urls.clientLogo(brand.id) },
    collection: { name: collection.name },
    // private addresses (signed, short-lived): the owner's own pictures are not public
    pictures: share.pictures
      ? shared.pictures.map((p) => ({
          title: p.title,
          url: context.urls.privateImage(p.id, 'full'),
          thumbnailUrl: context.urls.privateImage(p.id, 'thumb'),
          width: p.width,
          height: p.height,
        }))
      : [],
    certificate: share.certificate
      ? {
          mint: mintOf(item),
          token: shared.token,
          digitalLink: itemAddress(context.publicUrl, item, collection.gtin),
        }
      : null,
    ownerName: share.ownerName,
    note: share.note,
  };
}

export function entrustedView(bundle: CareBundle, item: CaredItem): EntrustedCare {
  const { care } = bundle;
  return { id: care.id, startsAt: care.startsAt.toISOString(), endsAt: care.endsAt.toISOString(), item };
}

export function storeCareView(bundle: CareBundle, item: CaredItem): StoreCare {
  const { care, store } = bundle;
  if (!store) throw new Error(`care ${care.id} of a store without its store`);
  return { ...period(care), store: storeRef(store), item };
}
