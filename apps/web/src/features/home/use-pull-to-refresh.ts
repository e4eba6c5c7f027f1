// Pull-to-refresh: a downward touch pull from the very top of the page, past a threshold, refreshes.
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

export const PULL_THRESHOLD = 72;
const MAX_PULL = 112;

export interface PullState {
  /** How far the content is pulled down, in px (0 when idle). */
  distance: number;
  /** Far enough: letting go now refreshes. */
  armed: boolean;
  refreshing: boolean;
  /** The same refresh, for the visible button (mouse and keyboard users). */
  refresh: () => void;
}

export function usePullToRefresh(
  target: RefObject<HTMLElement | null>,
  onRefresh: () => Promise<unknown>,
): PullState {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };
  const refreshFromGesture = useEffectEvent(refresh);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let startY: number | null = null;
    let pulled = 0;

    const onStart = (event: TouchEvent) => {
      // only a one-finger pull that starts with the page scrolled to the top
      startY = window.scrollY <= 0 && event.touches.length === 1 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = (event.touches[0]?.clientY ?? startY) - startY;
      // resistance: the content follows the finger at half speed, up to a limit
      pulled = dy > 0 ? Math.min(dy / 2, MAX_PULL) : 0;
      setDistance(pulled);
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (pulled >= PULL_THRESHOLD) refreshFromGesture();
      pulled = 0;
      setDistance(0);
    };

    // the browser's own pull-to-refresh would reload the whole app instead
    const root = document.documentElement;
    const previous = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = previous;
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [target]);

  return { distance, armed: distance >= PULL_THRESHOLD, refreshing, refresh };
}
