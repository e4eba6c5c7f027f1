// Actions that need the network, offline (decision 038): a link that moves on to such an action becomes a disabled
// button, and one sentence beside them says why; each disabled control names it (aria-describedby).
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { Link } from '../lib/router';
import { cx } from './class-names';
import styles from './needs-network.module.css';

/** "You are offline: this needs a connection.", shown only offline; `id` is what the controls point to. */
export function NeedsNetwork({ id, online }: { id: string; online: boolean }) {
  const { t } = useTranslation();
  if (online) return null;
  return (
    <p id={id} className={styles.reason}>
      {t('offline.needsNetwork')}
    </p>
  );
}

/**
 * Controls whose changes the server saves: offline, the reason first, then every control inside disabled at once and
 * naming it; laid out as if the fieldset were not there.
 */
export function OnlineFieldset({ online, children }: { online: boolean; children: ReactNode }) {
  const reasonId = useId();
  return (
    <>
      <NeedsNetwork id={reasonId} online={online} />
      <fieldset
        className={styles.fieldset}
        disabled={!online}
        aria-describedby={online ? undefined : reasonId}
      >
        {children}
      </fieldset>
    </>
  );
}

export interface OnlineLinkProps {
  to: string;
  online: boolean;
  /** the id of the NeedsNetwork sentence that says why it is disabled offline */
  reasonId: string;
  className?: string;
  'data-variant'?: string;
  'data-tone'?: string;
  children: ReactNode;
}

/** A link to an action's screen online; offline, the same look, disabled, with its reason. */
export function OnlineLink({ to, online, reasonId, className, children, ...data }: OnlineLinkProps) {
  if (online) {
    return (
      <Link to={to} viewTransition className={className} {...data}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled
      aria-describedby={reasonId}
      className={cx(className, styles.disabled)}
      {...data}
    >
      {children}
    </button>
  );
}
