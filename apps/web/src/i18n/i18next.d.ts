// Typed keys: every `t('…')` is checked against the English resources, so a missing or misspelt key fails
// `npm run typecheck`. The shape mirrors how the bundles join the `translation` namespace (see ./*/index.ts).
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

type Translation = typeof root & {
  ui: typeof ui & { stepUpCode: typeof stepUp };
  items: typeof items;
  aftersales: typeof aftersales;
  shop: typeof shop;
  settings: typeof settings;
  transfers: typeof transfers;
  messages: typeof messages;
  legal: typeof legal;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
