// Tabs with panels (docs/product.md "Widgets"): a disabled tab cannot be selected, by click or keyboard.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Content of each tab, by tab id. Only the selected panel is mounted. */
  panels: Partial<Record<string, ReactNode>>;
  /** Controlled selection; leave out and use defaultSelectedId to let the tabs keep it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** Names the tab list for screen readers. */
  label?: string;
  className?: string;
}

/** The selected tab (the parent's, else its own), and the arrow keys that move the selection with focus. */
function useTabSelection({ tabs, selectedId, defaultSelectedId, onChange }: TabsProps) {
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const wanted = selectedId ?? ownSelection;
  // a disabled or unknown selection falls back to the first tab that can be selected
  const current = enabled.find((tab) => tab.id === wanted) ?? enabled[0];

  const select = (tab: TabItem) => {
    if (tab.disabled || tab.id === current?.id) return;
    setOwnSelection(tab.id);
    onChange?.(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!current || enabled.length === 0) return;
    const at = enabled.indexOf(current);
    const targets: Record<string, TabItem | undefined> = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    // selection follows focus: panels here are cheap to show
    select(target);
    tabRefs.current.get(target.id)?.focus();
  };
  return { current, select, onKeyDown, tabRefs };
}

export function Tabs(props: TabsProps) {
  const { tabs, panels, label, className } = props;
  const baseId = useId();
  const { current, select, onKeyDown, tabRefs } = useTabSelection(props);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab) => {
          const selected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className={styles.tab}
              aria-selected={selected}
              // only the mounted panel can be pointed at
              aria-controls={selected ? panelId(tab.id) : undefined}
              aria-disabled={tab.disabled || undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={panelId(current.id)}
          aria-labelledby={tabId(current.id)}
          // focusable as the ARIA tabs pattern asks, so a panel that scrolls (from 768 px) can be
          // scrolled from the keyboard; jsx-a11y's recommended set allows this, its strict set does not
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={styles.panel}
        >
          {panels[current.id]}
        </div>
      )}
    </div>
  );
}
