// Back link (docs/product.md "Widgets"): to a given route, or back in history, with a page transition; may drop a step-up grant.
import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/react';
import { Link, useLocation, useNavigate } from '../lib/router';
import styles from './back-link.module.css';
import { cx } from './class-names';
import { Icon } from './icon';
import { markNeedsReverification } from './reverification';

export interface BackLinkProps {
  /** Route to go to; without it, the previous page. */
  to?: string;
  /** Accessible and visible name; "Back" by default. */
  label?: string;
  /** Leaving here means the owner must prove their identity again (e.g. out of a send flow). */
  requireReverification?: boolean;
  /** Where "back" goes when the app was opened on this page (no previous page of ours). */
  fallbackTo?: string;
  className?: string;
}

export function BackLink({
  to,
  label,
  requireReverification = false,
  fallbackTo = '/',
  className,
}: BackLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const name = label ?? t('ui.backLink.back');
  const content = (
    <>
      <Icon name="chevron-left" />
      <span>{name}</span>
    </>
  );

  const markIfNeeded = () => {
    if (requireReverification) markNeedsReverification();
  };

  if (to !== undefined) {
    // a real link: it can be opened elsewhere, and it navigates with a view transition
    return (
      <Link to={to} viewTransition onClick={markIfNeeded} className={cx(styles.back, className)}>
        {content}
      </Link>
    );
  }

  const goBack = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    markIfNeeded();
    // "default" is the key of the page the app was opened on: going back would leave the app
    if (location.key === 'default') void navigate(fallbackTo, { viewTransition: true, replace: true });
    // the router replays the forward navigation's view transition in reverse on this POP
    else void navigate(-1);
  };

  return (
    <button type="button" onClick={goBack} className={cx(styles.back, className)}>
      {content}
    </button>
  );
}
