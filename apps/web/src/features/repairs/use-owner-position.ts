// The owner's position, only when they ask for it ("Use my location"), to list the nearest stores first.
import { useCallback, useState } from 'react';
import type { Position } from './store-distance';

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: Position }
  /** the owner (or the browser's settings) said no */
  | { status: 'denied' }
  | { status: 'failed' }
  | { status: 'unsupported' };

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

export function useOwnerPosition(): [PositionState, () => void] {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: 'located', position: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' }),
      OPTIONS,
    );
  }, []);
  return [state, locate];
}
