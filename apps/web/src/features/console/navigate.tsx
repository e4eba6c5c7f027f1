// Moves to another console address once rendered (a screen that only chooses where to go).
import { useEffect } from 'react';
import { useNavigate } from '../../lib/router';

export function Navigate({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [to, navigate]);
  return null;
}
