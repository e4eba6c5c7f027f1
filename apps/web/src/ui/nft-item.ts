// The NFT item fields the cards show (docs/product.md "Entities"); API items carry more and fit as they are.

export interface NftCardItem {
  name: string;
  /** Public image preferred; the private one (short-lived signed URL) is the fallback. */
  icon: { publicUrl?: string | null; privateUrl?: string | null };
  nftCollection: { name: string };
  /** The certificate is still being minted. */
  isToMint: boolean;
}

/** Image addresses to try, best first. */
export function imageSources(item: NftCardItem): string[] {
  return [item.icon.publicUrl, item.icon.privateUrl].filter((url): url is string => Boolean(url));
}
