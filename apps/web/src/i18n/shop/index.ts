// The shop's texts (collections and items on sale, holds, card payment, guest purchase) join the app's
// resources when a shop screen loads: the sign-in screen and the entry chunk never carry them.
// Import it for its effect from each module that uses `shop.*` keys; it runs once, before they render.
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

i18n.addResourceBundle('en', 'translation', { shop: en }, true, true);
i18n.addResourceBundle('fr', 'translation', { shop: fr }, true, true);

export const shopTexts = { en, fr };
