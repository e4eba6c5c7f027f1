// The refusals of the heirs' and care screens (packages/contract heirs.ts and care.ts), each said in the screens' own
// words; any other failure as the app says it everywhere (api/errors.ts).
import type { ErrorCode } from '@heirloom/contract';
import { errorCode, errorMessage } from '../api/errors';
import type { TFunction } from '../i18n';

const MAPPED = [
  'ITEM_IN_CARE',
  'CARE_ITEM_BUSY',
  'CARE_TO_SELF',
  'CARE_END_INVALID',
  'CARE_REPAIR_MISMATCH',
  'CARE_ENDED',
  'STORE_NOT_OF_BRAND',
  'HEIR_IS_SELF',
  'HEIR_EXISTS',
  'TOO_MANY_HEIRS',
  'HEIR_ITEM_NOT_OWNED',
  'HEIR_REST_TAKEN',
  'STEP_UP_REQUIRED',
  'PASSKEY_REQUIRED',
] as const satisfies readonly ErrorCode[];
type Mapped = (typeof MAPPED)[number];

const isMapped = (code: ErrorCode | undefined): code is Mapped =>
  (MAPPED as readonly (ErrorCode | undefined)[]).includes(code);

export function heirsCareErrorText(error: unknown, t: TFunction): string {
  const code = errorCode(error);
  return isMapped(code) ? t(`heirsCare.errors.${code}`) : errorMessage(error, t);
}
