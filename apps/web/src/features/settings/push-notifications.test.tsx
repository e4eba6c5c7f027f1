// The push switch with mocked browser APIs: unsupported browser, denied permission, subscribe and register
// with a stable device id, turn off (unsubscribe, forget the device).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiError, bodyOf, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { makeUser, signIn } from '../../test/fixtures/settings';
import { applicationServerKey, DEVICE_UUID_KEY } from '../../lib/push-subscription';
import { accountApi, type AccountApiOptions } from '../../test/settings-api';
import { SettingsScreen } from './settings-screen';

const mock = mockHttp();
const ENDPOINT = 'https://push.example/subscription/1';

interface FakeSubscription {
  endpoint: string;
  toJSON: () => object;
  unsubscribe: () => Promise<boolean>;
}

interface FakeBrowser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: FakeSubscription | null;
  subscribe: Mock<(options?: PushSubscriptionOptionsInit) => Promise<FakeSubscription>>;
  requestPermission: Mock<() => Promise<NotificationPermission>>;
}

/** Notification + PushManager + a ready service worker whose pushManager subscribes. */
function fakePushBrowser(permission: NotificationPermission, answer: NotificationPermission): FakeBrowser {
  const browser: FakeBrowser = {
    permission,
    answer,
    subscription: null,
    subscribe: vi.fn<(options?: PushSubscriptionOptionsInit) => Promise<FakeSubscription>>(),
    requestPermission: vi.fn<() => Promise<NotificationPermission>>(),
  };
  browser.requestPermission.mockImplementation(async () => {
    browser.permission = browser.answer;
    return browser.answer;
  });
  const unsubscribe = vi.fn(async () => {
    browser.subscription = null;
    return true;
  });
  browser.subscribe.mockImplementation(async () => {
    browser.subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe,
    };
    return browser.subscription;
  });
  const registration = {
    pushManager: { subscribe: browser.subscribe, getSubscription: async () => browser.subscription },
  };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      get permission() {
        return browser.permission;
      },
      requestPermission: browser.requestPermission,
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return browser;
}

function open(options: AccountApiOptions = {}) {
  const api = accountApi(options);
  mock.handler = api.handler;
  renderScreen(<SettingsScreen />, '/settings', '/settings');
  return api;
}

const pushSwitch = () => screen.findByRole('switch', { name: 'Push notifications on this device' });

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('push notifications', () => {
  it('explains an unsupported browser and stays off', async () => {
    const user = userEvent.setup();
    open();
    const push = await pushSwitch();
    expect(push).not.toBeChecked();
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser cannot receive push notifications.',
    );
    expect(push).not.toBeChecked();
    expect(mock.calls.map(describeCall)).not.toContain('POST /users/fcmToken');
  });

  it('explains a denied permission and stays off, without subscribing', async () => {
    const user = userEvent.setup();
    const browser = fakePushBrowser('default', 'denied');
    open();
    const push = await pushSwitch();
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked for this site.');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(push).not.toBeChecked();
    expect(mock.calls.map(describeCall)).not.toContain('POST /users/fcmToken');
  });

  it('asks, subscribes with the VAPID key and registers this device under a stable id', async () => {
    const user = userEvent.setup();
    const browser = fakePushBrowser('default', 'granted');
    const api = open({
      user: makeUser({
        settings: { ...makeUser().settings, notifications: { sms: true, email: true, push: false } },
      }),
    });
    const push = await pushSwitch();
    await user.click(push);
    await waitFor(() => expect(push).toBeChecked());
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey('BEl62iUYgUivxIkv69yViEuiBIa-Ib9'),
    });
    const deviceUUID = localStorage.getItem(DEVICE_UUID_KEY);
    expect(deviceUUID).toMatch(/^[0-9a-f-]{36}$/);
    const register = mock.calls.find((call) => describeCall(call) === 'POST /users/fcmToken');
    expect(bodyOf(register)).toEqual({
      deviceUUID,
      token: JSON.stringify({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
    });
    // the account had push off: it is turned on with the device
    await waitFor(() => expect(api.state.user.settings.notifications.push).toBe(true));
    expect(mock.calls.map(describeCall)).toContain('GET /users/pushConfig');
  });

  it('turns off: the server forgets this device, the browser unsubscribes', async () => {
    const user = userEvent.setup();
    const browser = fakePushBrowser('granted', 'granted');
    await browser.subscribe();
    const unsubscribe = browser.subscription!.unsubscribe;
    localStorage.setItem(DEVICE_UUID_KEY, '0f0e0d0c-0b0a-4909-8807-060504030201');
    const api = open({ user: makeUser({ pushDevices: 1 }) });
    const push = await pushSwitch();
    await waitFor(() => expect(push).toBeChecked());
    await user.click(push);
    await waitFor(() => expect(unsubscribe).toHaveBeenCalled());
    expect(bodyOf(mock.calls.find((call) => describeCall(call) === 'POST /users/fcmToken/delete'))).toEqual({
      deviceUUID: '0f0e0d0c-0b0a-4909-8807-060504030201',
    });
    expect(push).not.toBeChecked();
    await waitFor(() => expect(api.state.user.settings.notifications.push).toBe(false));
  });

  it('stays on with the reason when the server cannot forget the device', async () => {
    const user = userEvent.setup();
    const browser = fakePushBrowser('granted', 'granted');
    await browser.subscribe();
    const api = open({ user: makeUser({ pushDevices: 1 }) });
    mock.handler = (call) =>
      call.url === '/users/fcmToken/delete' ? apiError(503, 'Try again later.') : api.handler(call);
    const push = await pushSwitch();
    await waitFor(() => expect(push).toBeChecked());
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Push notifications could not be turned off. Try again later.',
    );
    expect(push).toBeChecked();
    expect(browser.subscription).not.toBeNull();
  });
});
