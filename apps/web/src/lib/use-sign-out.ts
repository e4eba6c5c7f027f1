// Log out from a screen: the session ends, then the sign-in screen replaces this one.
import { useState } from 'react';
import { useNavigate } from './router';
import { logout } from '../api/auth';
import { paths } from '../config/paths';

/** `leaving` while the server is told; `viewTransition` animates the way to the sign-in screen. */
export function useSignOut({ viewTransition = false }: { viewTransition?: boolean } = {}) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // the local session is cleared anyway; the server session expires on its own
    }
    void navigate(paths.login, { replace: true, ...(viewTransition ? { viewTransition } : {}) });
  };
  return { leaving, signOut };
}
