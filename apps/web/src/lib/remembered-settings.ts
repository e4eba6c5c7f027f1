// Checks the brand settings remembered in localStorage without zod: this runs on the sign-in screen,
// whose JavaScript stays small. remembered-settings.test.ts holds it to the contract's clientSettingsSchema.
import type { ClientSettings } from '@heirloom/contract';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown, keys: readonly string[], nullable = false): value is Fields =>
  isObject(value) && keys.every((key) => typeof value[key] === 'string' || (nullable && value[key] === null));

// zod's z.uuid(): RFC 9562 versions 1-8 with the variant bits, or the nil and max UUIDs
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const THEME = ['primary', 'onPrimary', 'accent', 'background', 'surface', 'text'] as const;
const SUPPORT = ['email', 'phone', 'url'] as const;
const FEATURES = ['shop', 'transfers', 'repairs', 'messages', 'gallery'] as const;

/** What the clientSettingsSchema accepts, for what the app stored itself (unknown extra fields dropped). */
export function parseRememberedSettings(value: unknown): ClientSettings | undefined {
  if (!isObject(value) || typeof value.id !== 'string' || !UUID.test(value.id)) return undefined;
  const { theme, support, features } = value;
  if (typeof value.name !== 'string' || !strings(value, ['logoUrl'], true)) return undefined;
  if (!strings(theme, THEME) || !strings(support, SUPPORT, true) || !isObject(features)) return undefined;
  if (!FEATURES.every((key) => typeof features[key] === 'boolean')) return undefined;
  const pick = <K extends string>(from: Fields, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, from[key]])) as Record<K, never>;
  return {
    id: value.id,
    name: value.name,
    logoUrl: value.logoUrl as string | null,
    theme: pick(theme, THEME),
    support: pick(support, SUPPORT),
    features: pick(features, FEATURES),
  };
}
