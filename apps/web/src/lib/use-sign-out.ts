// Log out from a screen: the session ends, the sign-in screen replaces this one, and the owner's data cached in
// memory goes.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from './router';
import { logout } from '../api/auth';
import { paths } from '../config/paths';

/** `leaving` while the server is told; `viewTransition` animates the way to the sign-in screen. */
export function useSignOut({ viewTransition = false }: { viewTransition?: boolean } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // the local session is cleared anyway; the server session expires on its own
    }
    await navigate(paths.login, { replace: true, ...(viewTransition ? { viewTransition } : {}) });
    // nothing of this owner's stays in memory for whoever signs in next in this tab (once their screens are gone)
    queryClient.clear();
  };
  return { leaving, signOut };
}
