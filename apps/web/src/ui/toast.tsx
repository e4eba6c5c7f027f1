// A short confirmation at the foot of the screen, seen and heard once: it leaves after a few seconds or when closed.
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icon';
import styles from './toast.module.css';

export const TOAST_DURATION = 5000;

export interface ToastProps {
  /** What happened; empty shows nothing. It is also the announcement: no other live region should say it. */
  message: string;
  /** A visible second line (the photo's title…), outside the live region so that it is not read twice. */
  detail?: ReactNode;
  /** The close button's accessible name, in the screen's language. */
  dismissLabel: string;
  onDismiss: () => void;
  /** Milliseconds before it leaves by itself; paused while pointed at or focused, so it can be read and closed. */
  duration?: number;
}

export function Toast({ message, detail, dismissLabel, onDismiss, duration = TOAST_DURATION }: ToastProps) {
  const [held, setHeld] = useState(false);
  const open = message !== '';
  const dismiss = useEffectEvent(onDismiss);
  const box = useRef<HTMLDivElement>(null);

  // held while the pointer rests on it or focus is inside (listened to here: the box itself is no control)
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const events = [
      ['pointerenter', hold],
      ['pointerleave', release],
      ['focusin', hold],
      ['focusout', release],
    ] as const;
    for (const [name, listener] of events) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) element.removeEventListener(name, listener);
    };
  }, []);

  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(() => dismiss(), duration);
    return () => clearTimeout(timer);
  }, [open, message, held, duration]);

  return (
    // the live region stays in the page while empty: one that appears with its text is often not read
    <div className={styles.toast} data-toast="" data-open={open ? '' : undefined} ref={box}>
      {open && <Icon name="check" size={20} className={styles.icon} />}
      <div className={styles.text}>
        <p role="status" className={styles.message}>
          {message}
        </p>
        {open && detail && <p className={styles.detail}>{detail}</p>}
      </div>
      {open && (
        <button
          type="button"
          className={styles.close}
          aria-label={dismissLabel}
          onClick={() => {
            setHeld(false);
            onDismiss();
          }}
        >
          <Icon name="close" size={20} />
        </button>
      )}
    </div>
  );
}
