// GS1 Digital Link URIs of items (docs/decisions/022-gs1-digital-link.md): `https://<host>/01/<gtin14>/21/<serial>`,
// built for an item whose collection has a GTIN and read back by the resolver, in the key qualifiers' order GS1
// requires for a GTIN (22 consumer product variant, 10 lot, 21 serial).
import { isGtin14 } from '@heirloom/contract';

/** GS1's AI encodable character set 82, the characters of AIs 10, 21 and 22 (GS1 General Specifications). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;
/** The longest value of AIs 22, 10 and 21: 20 characters each. */
const QUALIFIER_MAX = 20;

/** The key qualifiers of a GTIN, in the only order a Digital Link may give them. */
const QUALIFIERS = ['22', '10', '21'] as const;
type Qualifier = (typeof QUALIFIERS)[number];

export interface DigitalLinkKey {
  gtin: string;
  /** AI 22, consumer product variant */
  cpv?: string;
  /** AI 10, batch or lot */
  lot?: string;
  /** AI 21, serial number */
  serial?: string;
}

const names: Record<Qualifier, 'cpv' | 'lot' | 'serial'> = { '22': 'cpv', '10': 'lot', '21': 'serial' };

/** Whether a value can be an AI 21 (or 10, 22): 1 to 20 characters of character set 82. */
export function isAiValue(value: string): boolean {
  return value.length >= 1 && value.length <= QUALIFIER_MAX && CSET82.test(value);
}

/**
 * A value as a URI path segment, as GS1's Digital Link grammar writes character set 82: letters, digits, `-`, `.`,
 * `_` and the double quote as they are, every other character percent-encoded in capitals.
 */
function encodeSegment(value: string): string {
  return value.replace(
    /[^A-Za-z0-9\-._"]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * The item's Digital Link, or null when its GTIN is not a GTIN-14 or its serial number no AI 21 value (or `.` or
 * `..`, which every URL parser, a browser's too, reads as a step in the path, whether percent-encoded or not).
 */
export function digitalLinkUri(origin: string, gtin: string, serial: string): string | null {
  if (!isGtin14(gtin) || !isAiValue(serial) || serial === '.' || serial === '..') return null;
  return `${origin}/01/${gtin}/21/${encodeSegment(serial)}`;
}

/** The address an item's QR code, page and token name: its Digital Link, else its `/verify/<publicId>` page. */
export function itemAddress(
  origin: string,
  item: { publicId: string; serialNumber: string },
  gtin: string | null,
): string {
  return (gtin && digitalLinkUri(origin, gtin, item.serialNumber)) ?? `${origin}/verify/${item.publicId}`;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A Digital Link's key read from its path (its query, which later tap parameters use, is no part of the key): the
 * GTIN-14 with a correct check digit, then key qualifiers in GS1's order, each at most once; null for anything else.
 */
export function parseDigitalLinkPath(pathname: string): DigitalLinkKey | null {
  const segments = pathname.split('/');
  const [empty, primary, gtin, ...rest] = segments;
  if (empty !== '' || primary !== '01' || gtin === undefined || !isGtin14(gtin)) return null;
  if (rest.length % 2 !== 0) return null;
  const key: DigitalLinkKey = { gtin };
  let next = 0;
  for (let i = 0; i < rest.length; i += 2) {
    const ai = rest[i] as Qualifier;
    const position = QUALIFIERS.indexOf(ai, next);
    if (position < 0) return null;
    next = position + 1;
    const value = decoded(rest[i + 1] ?? '');
    if (value === null || !isAiValue(value)) return null;
    key[names[ai]] = value;
  }
  return key;
}
