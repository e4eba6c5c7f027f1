// How a repair is answered: to its owner (in the reader's language), and to the brand's after-sales staff
// (with the item and the pictures its owner made public).
import type { BrandNote, BrandRepair, Language, Repair, RepairState } from '@heirloom/contract';
import { repairNotice } from './repair-texts';
import { brandNoteIn } from '../../lib/localized';
import type { RepairBundle } from './repairs.repository';

export function present({ repair, store, steps }: RepairBundle, reader: Language): Repair {
  const note = brandNoteIn(repair.note, reader);
  return {
    id: repair.id,
    productId: repair.itemId,
    store: {
      id: store.id,
      name: store.name,
      address: store.address,
      postalCode: store.postalCode,
      city: store.city,
      country: store.country,
      phone: store.phone,
      email: store.email,
      openingHours: store.openingHours,
      latitude: store.latitude,
      longitude: store.longitude,
    },
    details: repair.details,
    state: repair.state as RepairState,
    note: note?.text ?? null,
    noteLang: note?.lang ?? null,
    createdAt: repair.createdAt.toISOString(),
    updatedAt: repair.updatedAt.toISOString(),
    history: steps.map((s) => {
      const stepNote = brandNoteIn(s.note, reader);
      return {
        kind: s.kind as Repair['history'][number]['kind'],
        state: s.state as RepairState,
        actor: s.actor as 'owner' | 'brand',
        note: stepNote?.text ?? null,
        noteLang: stepNote?.lang ?? null,
        at: s.createdAt.toISOString(),
      };
    }),
  };
}

export type BrandPhoto = BrandRepair['photos'][number];
export const presentForBrand = (
  bundle: RepairBundle,
  reader: Language,
  photos: BrandPhoto[] = [],
): BrandRepair => ({
  ...present(bundle, reader),
  product: bundle.item,
  photos,
});

/** The owner's notice of the brand's move or note, in either language. */
export function ownerNotice(
  publicUrl: string,
  bundle: RepairBundle,
  note: BrandNote | null,
  noteOnly: boolean,
) {
  const { repair, store, item } = bundle;
  const link = `${publicUrl}/items/${item.id}/repair/${repair.id}`;
  return (language: Language) =>
    repairNotice(language, {
      item: item.name,
      store: store.name,
      state: repair.state as RepairState,
      note: brandNoteIn(note, language)?.text ?? null,
      link,
      noteOnly,
    });
}
