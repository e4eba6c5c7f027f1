// The legal gate's texts join the app's resources with the gate's screen: the entry chunk never carries them.
// Import it for its effect from each module that uses `legal.*` keys; it runs once, before they render.
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

i18n.addResourceBundle('en', 'translation', { legal: en }, true, true);
i18n.addResourceBundle('fr', 'translation', { legal: fr }, true, true);

export const legalTexts = { en, fr };
