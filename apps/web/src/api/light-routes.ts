// The routes the sign-in screen calls, as light routes: their methods and paths from the contract's zod-free
// entry, their types from its main one (`import type`, erased at build). `call` takes them like any route.
import type { authRoutes, clientRoutes, passkeyRoutes } from '@heirloom/contract';
import { authPaths, clientPaths, passkeyPaths } from '@heirloom/contract/light';
import { lightRoute } from './call';

export const lightAuthRoutes = {
  sendSms: lightRoute<typeof authRoutes.sendSms>('POST', authPaths.sendSms),
  login: lightRoute<typeof authRoutes.login>('POST', authPaths.login),
  refresh: lightRoute<typeof authRoutes.refresh>('POST', authPaths.refresh),
  logout: lightRoute<typeof authRoutes.logout>('DELETE', authPaths.logout),
  requestCode: lightRoute<typeof authRoutes.requestCode>('POST', authPaths.requestCode),
};

export const lightPasskeyRoutes = {
  loginOptions: lightRoute<typeof passkeyRoutes.loginOptions>('POST', passkeyPaths.loginOptions),
  login: lightRoute<typeof passkeyRoutes.login>('POST', passkeyPaths.login),
};

export const lightClientRoutes = {
  settings: lightRoute<typeof clientRoutes.settings>('GET', clientPaths.settings),
  savStores: lightRoute<typeof clientRoutes.savStores>('GET', clientPaths.savStores),
};
