// Each step of a flow is a new page for a screen reader: its marked element ([data-step-focus]) takes the
// focus when the step changes (not on the first render), so the button that was pressed does not leave it
// nowhere.
import { useEffect, useRef, type RefObject } from 'react';

export function useStepFocus<T extends HTMLElement>(step: string): RefObject<T | null> {
  const container = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    container.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [step]);
  return container;
}
