// Reading a credential handed in for a check: the JSON as pasted or uploaded, before its proof is checked, and
// the item it names once it is (docs/decisions/034-ownership-credentials.md).
import type { CredentialCheck } from '@heirloom/contract';

type CheckedItem = Extract<CredentialCheck, { status: 'valid' }>['item'];

/** The most a credential's JSON may take, as text (one of this platform's takes a few kB). */
export const MAX_CREDENTIAL_TEXT = 65_536;

const URN_UUID = /^urn:uuid:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The credential if it can be one of this platform's: an object (parsed when given as text) with a URN of a
 * UUID as id and the platform as issuer; undefined otherwise (it cannot be valid, whatever its proof).
 */
export function readCredential(
  input: string | Record<string, unknown>,
  issuer: string,
): { id: string; document: Record<string, unknown> & { validFrom: string } } | undefined {
  let document: unknown = input;
  // an object as large as a text refused by the route's schema is not one of the platform's either
  if (typeof input !== 'string' && JSON.stringify(input).length > MAX_CREDENTIAL_TEXT) return undefined;
  if (typeof input === 'string') {
    try {
      document = JSON.parse(input);
    } catch {
      return undefined;
    }
  }
  if (!isObject(document)) return undefined;
  const id = typeof document.id === 'string' ? URN_UUID.exec(document.id)?.[1] : undefined;
  const from = isObject(document.issuer) ? document.issuer.id : document.issuer;
  if (!id || from !== issuer || typeof document.validFrom !== 'string') return undefined;
  return { id, document: { ...document, validFrom: document.validFrom } };
}

/** The item a (checked) certificate names, as the answer gives it; undefined when a field is missing. */
export function readCertifiedItem(document: Record<string, unknown>): CheckedItem | undefined {
  const subject = document.credentialSubject;
  if (!isObject(subject) || !isObject(subject.brand)) return undefined;
  const { id, name, serialNumber, gtin, heldSince } = subject;
  const brand = subject.brand.name;
  const texts = [id, name, serialNumber, heldSince, brand];
  if (!texts.every((t): t is string => typeof t === 'string')) return undefined;
  return {
    id: id as string,
    name: name as string,
    brand: brand as string,
    serialNumber: serialNumber as string,
    gtin: typeof gtin === 'string' ? gtin : null,
    heldSince: heldSince as string,
  };
}
