// What a certificate of ownership says, as a W3C Verifiable Credential 2.0: the item (its address as id, name,
// brand, serial number, GTIN, token) and since when it is held; never who holds it
// (docs/decisions/034-ownership-credentials.md).
import type { Token } from '@heirloom/contract';
import { VC_V2_CONTEXT } from './json-ld';

/** The item a certificate is about, as it stands when the certificate is made. */
export interface CertifiedItem {
  /** its Digital Link, else its public page */
  address: string;
  name: string;
  brand: string;
  serialNumber: string;
  gtin: string | null;
  heldSince: Date;
  token: Token | null;
}

export interface StatusEntry {
  listUrl: string;
  index: number;
}

/**
 * The terms a certificate uses besides the VC 2.0 context's, defined inline (a verifier needs no other document):
 * schema.org's product and brand, GS1's GTIN, and the platform's own terms for the token and the holding.
 */
export function ownershipContext(publicUrl: string) {
  const own = `${publicUrl}/ns/ownership#`;
  return {
    '@protected': true,
    OwnershipCredential: `${own}OwnershipCredential`,
    Product: 'https://schema.org/Product',
    Brand: 'https://schema.org/Brand',
    brand: 'https://schema.org/brand',
    serialNumber: 'https://schema.org/serialNumber',
    gtin: 'https://gs1.org/voc/gtin',
    heldSince: { '@id': `${own}heldSince`, '@type': 'http://www.w3.org/2001/XMLSchema#dateTime' },
    token: `${own}token`,
    chainId: `${own}chainId`,
    contract: `${own}contract`,
    tokenId: `${own}tokenId`,
  };
}

/** The unsigned certificate (its id a URN of the row's id), with its revocation entry. */
export function ownershipCredential(
  publicUrl: string,
  issuer: string,
  id: string,
  item: CertifiedItem,
  status: StatusEntry,
  issuedAt: Date,
) {
  const subject: Record<string, unknown> = {
    id: item.address,
    type: 'Product',
    name: item.name || item.serialNumber,
    brand: { type: 'Brand', name: item.brand },
    serialNumber: item.serialNumber,
    ...(item.gtin ? { gtin: item.gtin } : {}),
    ...(item.token
      ? {
          // the chain as CAIP-2 names it (eip155:<chain id>)
          token: {
            chainId: `eip155:${item.token.chainId}`,
            contract: item.token.contract,
            tokenId: item.token.tokenId,
          },
        }
      : {}),
    heldSince: item.heldSince.toISOString(),
  };
  return {
    '@context': [VC_V2_CONTEXT, ownershipContext(publicUrl)],
    id: `urn:uuid:${id}`,
    type: ['VerifiableCredential', 'OwnershipCredential'],
    issuer,
    validFrom: issuedAt.toISOString(),
    credentialSubject: subject,
    credentialStatus: {
      id: `${status.listUrl}#${status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.index),
      statusListCredential: status.listUrl,
    },
  };
}
