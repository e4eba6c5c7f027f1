// The texts in React: `useTranslation()` gives the active language's `t` and re-renders on a language change or
// when a bundle arrives. The provider lets a render (the server's, a test's) use a store of its own.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from '.';
import type { TextStore, TFunction } from './texts';

const TextsContext = createContext<TextStore>(i18n);

export function TextsProvider({ texts, children }: { texts: TextStore; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: TextStore } {
  const texts = useContext(TextsContext);
  const version = useSyncExternalStore(
    texts.subscribe,
    () => texts.version,
    () => texts.version,
  );
  // a new `t` when the texts change, so that memoised children and effects depending on it see them
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version is what tells the texts changed
  return useMemo(() => ({ t: texts.getFixedT(texts.language), i18n: texts }), [texts, version]);
}
