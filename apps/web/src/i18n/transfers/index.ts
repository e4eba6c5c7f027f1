// The transfers texts (`transfers.*`) join the app's resources when a screen using them loads: the sign-in screen
// and the entry chunk never carry them. Import it for its effect from each module that uses `transfers.*` keys;
// it runs once, before they render.
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

i18n.addResourceBundle('en', 'translation', { transfers: en }, true, true);
i18n.addResourceBundle('fr', 'translation', { transfers: fr }, true, true);

export const transfersTexts = { en, fr };
