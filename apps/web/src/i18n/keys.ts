// Typed keys: every `t('…')` is checked against the English texts, so a missing or misspelt key fails
// `npm run typecheck`. Each feature keeps its keys under its prefix (see ./index.ts); a plural key is named
// without its `_zero`/`_one`/`_other` ending, as `t` is called.
import type aftersales from './aftersales/en.json';
import type consoleTexts from './console/en.json';
import type root from './en.json';
import type inheritance from './inheritance/en.json';
import type items from './items/en.json';
import type legal from './legal/en.json';
import type messages from './messages/en.json';
import type settings from './settings/en.json';
import type shop from './shop/en.json';
import type stepUp from './step-up/en.json';
import type transfers from './transfers/en.json';
import type ui from './ui/en.json';
import type heirsCare from './heirsCare/en.json';

type AllTexts = typeof root & {
  ui: typeof ui & { stepUpCode: typeof stepUp };
  items: typeof items;
  aftersales: typeof aftersales;
  shop: typeof shop;
  settings: typeof settings;
  transfers: typeof transfers;
  messages: typeof messages;
  legal: typeof legal;
  console: typeof consoleTexts;
  heirsCare: typeof heirsCare;
  inheritance: typeof inheritance;
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'other'}` ? Base | K : K;

export type TextKey = WithoutPlural<Leaves<AllTexts>>;
