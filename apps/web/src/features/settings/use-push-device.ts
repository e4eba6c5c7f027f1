// Push on this device: subscribed or not, and turning it on (permission, VAPID key, subscription) or off.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { forgetPushDevice, pushConfigQuery, registerPushDevice, userKeys } from '../../api/users';
import {
  currentSubscription,
  deviceUUID,
  PushError,
  subscribeToPush,
  unsubscribeFromPush,
  type PushProblem,
} from '../../lib/push-subscription';

export type PushFailure = { problem: PushProblem } | { problem: 'failed' | 'offFailed'; error: unknown };

export function usePushDevice() {
  const queryClient = useQueryClient();
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PushFailure>();

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: userKeys.all });

  /** True once this device receives push. */
  const turnOn = async (): Promise<boolean> => {
    setBusy(true);
    setFailure(undefined);
    let subscription: PushSubscription | undefined;
    try {
      subscription = await subscribeToPush(
        async () => (await queryClient.fetchQuery(pushConfigQuery())).vapidPublicKey,
      );
      await registerPushDevice(deviceUUID(), JSON.stringify(subscription));
      setSubscribed(true);
      refreshUser();
      return true;
    } catch (error) {
      // a subscription the server does not know would never be used: drop it
      await subscription?.unsubscribe().catch(() => false);
      setFailure(error instanceof PushError ? { problem: error.problem } : { problem: 'failed', error });
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** True once this device no longer receives push (the server forgot it first: nothing half done). */
  const turnOff = async (): Promise<boolean> => {
    setBusy(true);
    setFailure(undefined);
    setSubscribed(false);
    try {
      await forgetPushDevice(deviceUUID());
      await unsubscribeFromPush();
      refreshUser();
      return true;
    } catch (error) {
      setSubscribed(true);
      setFailure({ problem: 'offFailed', error });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { subscribed, busy, failure, turnOn, turnOff };
}
