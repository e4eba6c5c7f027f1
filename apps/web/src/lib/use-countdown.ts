// A seconds countdown for "resend the code in 0:24".
import { useEffect, useState } from 'react';

export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [endsAt, now]);
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  };
  return [remaining, start];
}
