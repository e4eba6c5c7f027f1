// The hold's visible countdown (mm:ss, every second) with a polite announcement at a few moments only, and
// one call when the time is up.
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui';
import { formatClock, HOLD_SECONDS, holdAnnouncement, secondsLeft, type HoldAnnouncement } from './hold-time';
import styles from './purchase.module.css';

export interface HoldCountdownProps {
  /** ISO date the hold ends. Give the component a new key for a new hold. */
  expiresAt: string;
  /** Called once, when the time left reaches zero. */
  onExpire: () => void;
}

const TICK_MS = 1000;

export function HoldCountdown({ expiresAt, onExpire }: HoldCountdownProps) {
  const { t } = useTranslation();
  const [clock, setClock] = useState(() => ({ now: Date.now(), ticked: false }));
  const [startSeconds] = useState(() => secondsLeft(expiresAt, Date.now()));
  const expire = useEffectEvent(onExpire);
  const seconds = secondsLeft(expiresAt, clock.now);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = Date.now();
      setClock({ now, ticked: true });
      if (secondsLeft(expiresAt, now) === 0) {
        window.clearInterval(timer);
        expire();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  const say = (announcement: HoldAnnouncement) =>
    announcement.kind === 'start'
      ? t('shop.hold.announceStart', { minutes: announcement.minutes })
      : announcement.kind === 'minutes'
        ? t('shop.hold.announceMinutes', { count: announcement.count })
        : t('shop.hold.announceSeconds', { count: announcement.count });
  // filled after the first tick: a live region's first content, present as it appears, is often not read
  const announcement = clock.ticked && seconds > 0 ? say(holdAnnouncement(seconds, startSeconds)) : '';
  const urgent = seconds <= 60;

  return (
    <div className={styles.hold} data-urgent={urgent || undefined}>
      <p className={styles.holdLine}>
        <Icon name="clock" size={20} />
        <span>{t('shop.hold.heldFor')}</span>
        <span
          className={styles.clock}
          role="timer"
          aria-label={t('shop.hold.timer', { time: formatClock(seconds) })}
        >
          {formatClock(seconds)}
        </span>
      </p>
      <span className={styles.holdBar} aria-hidden="true">
        <span style={{ inlineSize: `${(seconds / HOLD_SECONDS) * 100}%` }} />
      </span>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
