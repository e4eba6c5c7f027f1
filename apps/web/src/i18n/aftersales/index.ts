// The after-sales texts (repairs, lost/stolen declarations, the public authenticity page) join the app's
// resources when one of those screens loads: the sign-in screen and the entry chunk never carry them.
// Import it for its effect from each screen that uses `aftersales.*` keys; it runs once, before they render.
import { i18n } from '..';
import '../items'; // the `items.*` texts these screens sit next to
import en from './en.json';
import fr from './fr.json';

i18n.addResourceBundle('en', 'translation', { aftersales: en }, true, true);
i18n.addResourceBundle('fr', 'translation', { aftersales: fr }, true, true);

export const aftersalesTexts = { en, fr };
