// Typed keys: every `t('…')` is checked against the English resources, so a missing or misspelt key fails
// `npm run typecheck`. One namespace per feature, each keeping its keys under its prefix (see ./index.ts).
import 'i18next';
import type aftersales from './aftersales/en.json';
import type root from './en.json';
import type items from './items/en.json';
import type legal from './legal/en.json';
import type messages from './messages/en.json';
import type settings from './settings/en.json';
import type shop from './shop/en.json';
import type stepUp from './step-up/en.json';
import type transfers from './transfers/en.json';
import type ui from './ui/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: ['items', 'aftersales', 'shop', 'settings', 'transfers', 'messages', 'legal', 'step-up'];
    resources: {
      common: typeof root & { ui: typeof ui };
      items: { items: typeof items };
      aftersales: { aftersales: typeof aftersales };
      shop: { shop: typeof shop };
      settings: { settings: typeof settings };
      transfers: { transfers: typeof transfers };
      messages: { messages: typeof messages };
      legal: { legal: typeof legal };
      'step-up': { ui: { stepUpCode: typeof stepUp } };
    };
  }
}
