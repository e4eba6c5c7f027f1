// An item's ERC-721 metadata (the JSON a token's tokenURI points at), made from its public page's data, so
// that a wallet or a marketplace shows what the verify page shows — and hides what it hides.
import type { PublicItem, TokenMetadata } from '@heirloom/contract';

/** `publicUrl`: the app's public address, which the item's picture address is made absolute against. */
export function tokenMetadata(item: PublicItem, publicUrl: string): TokenMetadata {
  const absolute = (address: string) => new URL(address, `${publicUrl}/`).toString();
  const attributes: TokenMetadata['attributes'] = [
    { trait_type: 'Brand', value: item.brand.name },
    { trait_type: 'Collection', value: item.collection.name },
    { trait_type: 'Serial number', value: item.serialNumber },
    { trait_type: 'Owners', value: item.ownersCount },
  ];
  if (item.opposition.active && item.opposition.kind) {
    attributes.push({ trait_type: 'Declared', value: item.opposition.kind === 'stolen' ? 'Stolen' : 'Lost' });
  }
  // out of custody, the wallet that holds it (as the app last read the chain); a custody address is never named
  const holder = item.token?.owner;
  if (holder && !holder.custodial) attributes.push({ trait_type: 'Holder', value: holder.address });
  const image = item.images[0]?.url ?? item.brand.logoUrl;
  return {
    name: item.name || `${item.brand.name} — ${item.collection.name}`,
    description: item.description,
    ...(image ? { image: absolute(image) } : {}),
    external_url: item.digitalLink,
    attributes,
  };
}
