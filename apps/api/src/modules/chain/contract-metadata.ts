// The items contract's own metadata (ERC-7572: what `contractURI()` points at), in the fields OpenSea documents
// for a contract. One contract holds every brand's items (decision 013), so it speaks of the platform; each item's
// brand and collection are in its token's metadata, and each brand's royalty is the contract's ERC-2981 answer.
import type { ContractMetadata } from '@heirloom/contract';

/** `publicUrl`: the app's public address, which the pictures' and the link's addresses are made absolute against. */
export function contractMetadata(publicUrl: string): ContractMetadata {
  const absolute = (address: string) => new URL(address, `${publicUrl.replace(/\/+$/, '')}/`).toString();
  return {
    // the contract's ERC-721 name, so that a marketplace shows one name for both
    name: 'Heirloom Items',
    description:
      'Each token is the digital twin of a luxury item: it proves the item is authentic and who holds it. ' +
      "Tokens are held for their owners by Heirloom until an owner sends one to a wallet; each token's page " +
      "names the item's brand, collection and serial number.",
    image: absolute('icon-512.png'),
    external_link: absolute(''),
  };
}
