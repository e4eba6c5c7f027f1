// The settings and account texts (settings, e-mail confirmation, account deletion) join the app's resources
// when one of those screens loads: the sign-in screen and the entry chunk never carry them.
// Import it for its effect from each screen that uses `settings.*` keys; it runs once, before they render.
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

i18n.addResourceBundle('en', 'translation', { settings: en }, true, true);
i18n.addResourceBundle('fr', 'translation', { settings: fr }, true, true);

export const settingsTexts = { en, fr };
