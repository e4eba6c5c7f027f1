// Web Push on this device: the browser's permission, the service worker's subscription, a stable device id.
import { DEVICE_UUID_KEY } from './push-device';

export { DEVICE_UUID_KEY };
/** The service worker is normally ready at once; past this, the browser is not going to give us one. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

/** Why push could not be turned on: the screen explains each in the user's language. */
export type PushProblem = 'unsupported' | 'denied' | 'unavailable';

export class PushError extends Error {
  constructor(readonly problem: PushProblem) {
    super(`Push ${problem}`);
    this.name = 'PushError';
  }
}

/** Notification permission, a service worker and the Push API: all three are needed. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** One id per browser, made once and kept: the server replaces this device's subscription, never piles them up. */
export function deviceUUID(): string {
  try {
    const known = localStorage.getItem(DEVICE_UUID_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_UUID_KEY, made);
    return made;
  } catch {
    // storage unavailable (private mode): an id for this visit only
    return crypto.randomUUID();
  }
}

/** The VAPID key as the bytes PushManager wants (base64url → Uint8Array). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function readyRegistration(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushError('unavailable')), SERVICE_WORKER_WAIT_MS);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      () => {
        clearTimeout(timer);
        reject(new PushError('unavailable'));
      },
    );
  });
}

/** This browser's current subscription, if any (without asking anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported() || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the permission first (browsers want it straight from the tap), then the server's VAPID key, then
 * subscribes through the service worker.
 */
export async function subscribeToPush(vapidKey: () => Promise<string | null>): Promise<PushSubscription> {
  if (!isPushSupported()) throw new PushError('unsupported');
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushError('denied');
  const vapidPublicKey = await vapidKey();
  if (!vapidPublicKey) throw new PushError('unavailable');
  const registration = await readyRegistration();
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(vapidPublicKey),
    });
  } catch (error) {
    // the browser refuses without a prompt when notifications are blocked
    if (error instanceof DOMException && error.name === 'NotAllowedError') throw new PushError('denied');
    throw new PushError('unavailable');
  }
}

export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
