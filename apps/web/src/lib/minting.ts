// docs/product.md "States": until its certificate is minted an item shows the mint label instead of its name and the pending
// placeholder instead of its picture, everywhere it appears: card, headings, page title, alt texts and labels,
// photos, QR code and share sheet. The brand has not revealed it yet; a leak in one place defeats the rest.
import { useTranslation } from '../i18n/react';

/** The item's name as it may be shown: the card's mint label while it is being minted. */
export function useShownName(item: { name: string; isToMint: boolean }): string;
export function useShownName(item: { name: string; isToMint: boolean } | undefined): string | undefined;
export function useShownName(item: { name: string; isToMint: boolean } | undefined): string | undefined {
  const { t } = useTranslation();
  if (!item) return undefined;
  return item.isToMint ? t('items.item.mintText') : item.name;
}

/**
 * The photos that may be shown. While minting only the owner's own: what they took is theirs (they may keep
 * adding photos), but the brand's picture (titled with the item's name) stays hidden with the name.
 */
export function shownPhotos<T extends { mine: boolean }>(photos: readonly T[], isToMint: boolean): T[] {
  return isToMint ? photos.filter((photo) => photo.mine) : [...photos];
}
