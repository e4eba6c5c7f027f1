// The item page's and history's after-sales texts (its actions, the authenticity block, repair states, loss or
// theft in the history), under `items.*`: they join the resources with the item page, never the entry chunk.
import { i18n } from '..';
import en from './items.en.json';
import fr from './items.fr.json';

i18n.addResourceBundle('en', 'translation', { items: en }, true, true);
i18n.addResourceBundle('fr', 'translation', { items: fr }, true, true);

export const itemAftersalesTexts = { en, fr };
