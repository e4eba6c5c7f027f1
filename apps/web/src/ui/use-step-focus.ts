// Each step of a flow is a new page for a screen reader: its marked element takes the focus when the step
// changes (not on the first render), so the button that was pressed does not leave it nowhere.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * `selector` finds the element in the returned ref's container ([data-step-focus] unless told, e.g. the step's
 * h1); one that cannot take the focus is made focusable by script only (tabindex -1).
 */
export function useStepFocus<T extends HTMLElement>(
  step: string,
  selector = '[data-step-focus]',
): RefObject<T | null> {
  const container = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const target = container.current?.querySelector<HTMLElement>(selector);
    if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex'))
      target.setAttribute('tabindex', '-1');
    target?.focus();
  }, [step, selector]);
  return container;
}
