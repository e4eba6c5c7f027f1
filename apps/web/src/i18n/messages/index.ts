// The brand messages' texts (badges, the item's messages, one message) join the app's resources with the first
// screen that shows a badge: the sign-in screen and the entry chunk never carry them.
// Import it for its effect from each module that uses `messages.*` keys; it runs once, before they render.
import { i18n } from '..';
import en from './en.json';
import fr from './fr.json';

i18n.addResourceBundle('en', 'translation', { messages: en }, true, true);
i18n.addResourceBundle('fr', 'translation', { messages: fr }, true, true);

export const messagesTexts = { en, fr };
