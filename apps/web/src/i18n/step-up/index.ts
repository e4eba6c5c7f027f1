// The step-up code's texts (ui/step-up-code-step: sending items, deleting the account) join the app's resources
// with the first screen that asks for a code: the entry chunk never carries them. Imported for its effect.
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

i18n.addResourceBundle('en', 'translation', { ui: { stepUpCode: en } }, true, true);
i18n.addResourceBundle('fr', 'translation', { ui: { stepUpCode: fr } }, true, true);
