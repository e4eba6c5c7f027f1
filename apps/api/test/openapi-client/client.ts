// A client of the Heirloom API written as an integrator would: its types generated from the OpenAPI document by
// openapi-typescript (./generated, written by openapi-client.test.ts), its calls made with openapi-fetch. Nothing
// here comes from the project's own contract: if the document is wrong, this does not type-check or its
// answers fail the document's schemas. Kept out of the project's typecheck (the types exist only once the test
// has generated them); the test type-checks it.
import createClient from 'openapi-fetch';
import type { paths } from './generated/api';

/** One call's answer: its operation, as the document names it, and what came back. */
export interface Answer {
  path: keyof paths;
  method: 'get' | 'post';
  status: number;
  body: unknown;
}

/** Signs in by SMS code (`readCode` reads the code the phone received) and reads a few screens' data. */
export async function tour(baseUrl: string, phone: string, readCode: () => string): Promise<Answer[]> {
  const api = createClient<paths>({ baseUrl });
  const answers: Answer[] = [];
  const keep = (path: keyof paths, method: 'get' | 'post', response: Response, body: unknown) => {
    answers.push({ path, method, status: response.status, body });
  };

  const health = await api.GET('/api/health');
  keep('/api/health', 'get', health.response, health.data);

  const sms = await api.POST('/api/v1/auth/sms', { body: { phone } });
  keep('/api/v1/auth/sms', 'post', sms.response, sms.data);

  const login = await api.POST('/api/v2/auth/login', { body: { phone, code: readCode() } });
  keep('/api/v2/auth/login', 'post', login.response, login.data);
  if (!login.data) throw new Error(`sign-in refused: ${JSON.stringify(login.error)}`);
  const signedIn = { headers: { authorization: `Bearer ${login.data.accessToken}` } };

  const count = await api.GET('/api/v1/products/count', signedIn);
  keep('/api/v1/products/count', 'get', count.response, count.data);

  const collections = await api.POST('/api/v1/products/collections/{limit}/{offset}', {
    ...signedIn,
    params: { path: { limit: 10, offset: 0 } },
    body: { filters: { sort: 'recent' } },
  });
  keep('/api/v1/products/collections/{limit}/{offset}', 'post', collections.response, collections.data);

  const brand = await api.GET('/api/v1/clients/settings');
  keep('/api/v1/clients/settings', 'get', brand.response, brand.data);

  const forSale = await api.GET('/api/nft-collections/forSale');
  keep('/api/nft-collections/forSale', 'get', forSale.response, forSale.data);

  // an error is an answer of the document too: an item that is not there
  const missing = await api.GET('/api/v1/products/{id}', {
    ...signedIn,
    params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
  });
  keep('/api/v1/products/{id}', 'get', missing.response, missing.error);

  return answers;
}
