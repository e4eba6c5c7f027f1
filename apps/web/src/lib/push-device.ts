// This browser as a push device, as signing out needs it: the id it registered under, and its subscription.
export const DEVICE_UUID_KEY = 'heirloom.deviceUUID';

/** The id this browser registered for push under, if it ever registered. */
export function storedDeviceUUID(): string | null {
  try {
    return localStorage.getItem(DEVICE_UUID_KEY);
  } catch {
    return null;
  }
}

/** Drops this browser's push subscription, if it has one; never fails (signing out must go on). */
export async function dropPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // no Push API in this browser, or it refused: the server has forgotten the device anyway
  }
}
