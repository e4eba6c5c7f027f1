// A screen's selected tab kept in the address (`?tab=…`), so that coming back to the screen lands on the same tab;
// the first tab is the default and leaves the address without the parameter.
import { useSearchParams } from '../lib/router';

const TAB_PARAM = 'tab';

/** The selected tab (the first one when the address names none it knows) and the way to select another. */
export function useTabParam<Tab extends string>(
  tabs: readonly [Tab, ...Tab[]],
): [Tab, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(TAB_PARAM);
  const [first] = tabs;
  const tab = tabs.find((name) => name === wanted) ?? first;
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === first) updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
