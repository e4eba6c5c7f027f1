// The items texts (`items.*`) join the app's resources when a screen using them loads: the sign-in screen
// and the entry chunk never carry them. Import it for its effect from each module that uses `items.*` keys;
// it runs once, before they render.
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

i18n.addResourceBundle('en', 'translation', { items: en }, true, true);
i18n.addResourceBundle('fr', 'translation', { items: fr }, true, true);

export const itemsTexts = { en, fr };
