// The clients API module: brand settings (no session needed) and a brand's after-sales stores.
import { describe, expect, it } from 'vitest';
import { describeCall, mockHttp } from '../test/mock-http';
import { clientSettingsQuery, fetchClientSettings, fetchSavStores } from './clients';

const mock = mockHttp();
const clientId = '11111111-1111-4111-8111-111111111111';

describe('clients API', () => {
  it('reads the brand settings, once a visit', async () => {
    mock.settings = { status: 200, data: { id: clientId, name: 'Maison Arlo' } };
    expect((await fetchClientSettings()).name).toBe('Maison Arlo');
    expect(describeCall(mock.settingsCalls[0]!)).toBe('GET /v1/clients/settings');
    expect(mock.settingsCalls[0]?.headers.Authorization).toBeUndefined();
    expect(clientSettingsQuery().staleTime).toBe(Infinity);
  });

  it("lists a brand's after-sales stores", async () => {
    mock.handler = () => ({ status: 200, data: { items: [{ id: 's1', name: 'Paris Rivoli' }] } });
    const stores = await fetchSavStores(clientId);
    expect(stores.map((store) => store.name)).toEqual(['Paris Rivoli']);
    expect(describeCall(mock.calls[0]!)).toBe(`GET /v1/clients/${clientId}/savStores`);
  });
});
