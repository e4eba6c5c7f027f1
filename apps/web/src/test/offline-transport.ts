// Test support: the transport of a test with no network. A call no test answers (a retry that outlives its test,
// a screen read after its test ended) fails as it would offline, instead of leaving for whatever listens on the
// test page's port.
import { HttpError, type Transport } from '../api/http';

export const offlineTransport: Transport = (request) =>
  Promise.reject(new HttpError('Network Error', 'ERR_NETWORK', request));
