// Brand settings (theme, logo, support, features) by host, and a brand's after-sales stores (read by owners,
// opened and changed by the brand's after-sales staff in the console).
import type { ClientSettings, SavStore, storeBody } from '@heirloom/contract';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { ReadCache } from '../../db/read-cache';
import type { MediaUrls } from '../../lib/media-urls';
import type { AuditEvent, BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { ClientsRepository } from './clients.repository';
import type { Clock } from '../../lib/clock';
import { Service } from '../service';

/** Heirloom's own colours: the platform's when no brand is set up, and the demo's Heirloom brand. */
export const heirloomTheme = {
  primary: '#14110f',
  onPrimary: '#ffffff',
  accent: '#8a6a3b',
  background: '#f7f4ef',
  surface: '#ffffff',
  text: '#14110f',
};

/** Used when the database holds no brand at all (e.g. a fresh production database). */
const PLATFORM: ClientSettings = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'Heirloom',
  logoUrl: null,
  theme: heirloomTheme,
  support: { email: null, phone: null, url: null },
  features: { shop: true, transfers: true, repairs: true, messages: true, gallery: true },
};

export interface ClientsServiceDeps {
  repo: ClientsRepository;
  urls: MediaUrls;
  /** the settings of each host are read once per version of the data (decision 015) */
  reads: ReadCache;
  audit: AuditRepository;
  clock: Clock;
}

export class ClientsService extends Service<ClientsServiceDeps> {
  async settingsForHost(hostname: string): Promise<ClientSettings> {
    const host = hostname.toLowerCase();
    return this.deps.reads.read(`settings:${host}`, () => this.readSettings(host));
  }

  private async readSettings(host: string): Promise<ClientSettings> {
    const client = (await this.deps.repo.byHost(host)) ?? (await this.deps.repo.platformDefault());
    if (!client) return PLATFORM;
    return {
      id: client.id,
      name: client.name,
      logoUrl: client.logoSvg ? this.deps.urls.clientLogo(client.id) : null,
      theme: client.theme,
      support: { email: client.supportEmail, phone: client.supportPhone, url: client.supportUrl },
      features: client.features,
    };
  }

  async stores(clientId: string): Promise<SavStore[]> {
    if (!(await this.deps.repo.byId(clientId))) throw notFound();
    return (await this.deps.repo.stores(clientId)).map(presentStore);
  }

  /** Opens an after-sales store of the actor's brand (in its audit log). */
  async createStore(actor: BrandActor, body: StoreFields): Promise<SavStore> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      const row = await this.deps.repo.insertStore(tx, { ...body, clientId: actor.clientId });
      await this.deps.audit.record(tx, actor, storeEvent('store.created', row, body), now);
      return presentStore(row);
    });
  }

  /** Changes one of the brand's stores; another brand's is "not found". */
  async updateStore(actor: BrandActor, storeId: string, body: StoreFields): Promise<SavStore> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      const before = await this.deps.repo.storeForUpdate(tx, actor.clientId, storeId);
      if (!before) throw notFound();
      const row = await this.deps.repo.updateStore(tx, storeId, body);
      const changed = Object.fromEntries(
        Object.entries(body).filter(
          ([key, value]) => JSON.stringify(before[key as keyof StoreFields]) !== JSON.stringify(value),
        ),
      );
      await this.deps.audit.record(tx, actor, storeEvent('store.updated', row, changed), now);
      return presentStore(row);
    });
  }
}

type StoreRow = Awaited<ReturnType<ClientsRepository['stores']>>[number];
export type StoreFields = z.output<typeof storeBody>;

function presentStore({ clientId: _brand, ...store }: StoreRow): SavStore {
  return store;
}

const storeEvent = (action: string, row: StoreRow, details: Record<string, unknown>): AuditEvent => ({
  action,
  target: { kind: 'store', id: row.id, label: `${row.name}, ${row.city}` },
  details,
});
