// Reusable modal (docs/product.md "Widgets"): top, middle or bottom; standard or full; backdrop click and Escape close it.
import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/react';
import { cx } from './class-names';
import { Icon } from './icon';
import { isTopModal, lockBodyScroll, pushModal, tabbableIn } from './modal-support';
import styles from './modal.module.css';

export type ModalPosition = 'top' | 'middle' | 'bottom';
export type ModalDisplay = 'standard' | 'full';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  position?: ModalPosition;
  /** "full" covers the whole screen; width and height then do not apply. */
  display?: ModalDisplay;
  /** CSS lengths, e.g. "32rem" or "80dvh". */
  width?: string;
  height?: string;
  /** Visible heading that names the dialog; without it give an aria-label. */
  title?: string;
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

// How many modals contain this one (a modal opened from inside another).
const ModalDepth = createContext(0);

export function Modal(props: ModalProps) {
  // Mounted only while open, so opening and closing are the panel's mount and unmount.
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

/**
 * While the modal is open and on top: Escape closes it, Tab cycles inside it, the page behind does not scroll;
 * focus goes in at opening and back to the opener at closing.
 */
function useModalFocus(id: string, depth: number, onClose: () => void) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (!panel || !isTopModal(id)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // keep Tab and Shift+Tab cycling inside the dialog
      const items = tabbableIn(panel);
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  });

  useEffect(() => {
    const panel = panelRef.current;
    const overlay = overlayRef.current;
    if (!panel || !overlay) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const popModal = pushModal(id, depth, overlay);
    const unlockScroll = lockBodyScroll();
    // a widget can ask for first focus (a search box); else its first control, else the dialog itself
    // (so its name is read), never the close button first
    const content = bodyRef.current;
    const initial =
      panel.querySelector<HTMLElement>('[data-autofocus]') ?? (content && tabbableIn(content)[0]) ?? panel;
    if (isTopModal(id)) initial.focus();
    const onKeyDown = (event: KeyboardEvent) => handleKeyDown(event);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      popModal();
      if (opener?.isConnected) opener.focus();
    };
  }, [id, depth]);
  return { overlayRef, panelRef, bodyRef };
}

function OpenModal({
  onClose,
  position = 'middle',
  display = 'standard',
  width,
  height,
  title,
  'aria-label': ariaLabel,
  className,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const depth = use(ModalDepth);
  const titleId = `${id}-title`;
  const { overlayRef, panelRef, bodyRef } = useModalFocus(id, depth, onClose);

  const size = { '--modal-width': width, '--modal-height': height } as CSSProperties;

  return (
    <div ref={overlayRef} className={styles.overlay} data-position={position} data-display={display}>
      {/* Pointer convenience only: keyboard users have Escape and the close button. */}
      <div className={styles.backdrop} role="presentation" data-modal-backdrop="" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx(styles.panel, className)}
        style={size}
      >
        <div className={styles.header}>
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('ui.modal.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          <ModalDepth value={depth + 1}>{children}</ModalDepth>
        </div>
      </div>
    </div>
  );
}
