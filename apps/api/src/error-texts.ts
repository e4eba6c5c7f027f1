// Every error code's text, in English and French: the texts beside each module merged into one registry. Typed by
// the contract's list (ERROR_CODES): a code without a text, or a text of no code, fails the typecheck.
import type { ErrorCode, Language } from '@heirloom/contract';
import { commonTexts } from './lib/errors.texts';
import { authTexts } from './modules/auth/auth.texts';
import { brandTexts } from './modules/brand/brand.texts';
import { careTexts } from './modules/care/care.texts';
import { catalogueTexts } from './modules/catalogue/catalogue.texts';
import { heirsTexts } from './modules/heirs/heirs.texts';
import { imagesTexts } from './modules/images/images.texts';
import { itemsTexts } from './modules/items/items.texts';
import { legalTexts } from './modules/legal/legal.texts';
import { mediaTexts } from './modules/media/media.texts';
import { messagesTexts } from './modules/messages/messages.texts';
import { passkeysTexts } from './modules/passkeys/passkeys.texts';
import { passportTexts } from './modules/passport/passport.texts';
import { paymentsTexts } from './modules/payments/payments.texts';
import { protectionTexts } from './modules/protection/protection.texts';
import { repairsTexts } from './modules/repairs/repairs.texts';
import { shopTexts } from './modules/shop/shop.texts';
import { staffTexts } from './modules/staff/staff.texts';
import { tagsTexts } from './modules/tags/tags.texts';
import { transfersTexts } from './modules/transfers/transfers.texts';
import { usersTexts } from './modules/users/users.texts';
import type { ErrorText, Params } from './lib/messages';

export const errorTexts: Readonly<Record<ErrorCode, ErrorText>> = {
  ...commonTexts,
  ...authTexts,
  ...passkeysTexts,
  ...passportTexts,
  ...imagesTexts,
  ...mediaTexts,
  ...itemsTexts,
  ...transfersTexts,
  ...brandTexts,
  ...repairsTexts,
  ...protectionTexts,
  ...messagesTexts,
  ...legalTexts,
  ...usersTexts,
  ...shopTexts,
  ...paymentsTexts,
  ...staffTexts,
  ...catalogueTexts,
  ...tagsTexts,
  ...careTexts,
  ...heirsTexts,
};

/** The text of an error code in the reader's language, filled with its params. */
export function messageFor(code: ErrorCode, language: Language, params: Params = {}): string {
  // a code from outside the list (a cast) reads as the server's own failure
  const text = (errorTexts[code] ?? errorTexts.INTERNAL)[language];
  return typeof text === 'function' ? text(params) : text;
}
