// Brand settings (theme, logo, support, features) by host, and a brand's after-sales stores.
import type { ClientSettings, SavStore } from '@heirloom/contract';
import { notFound } from '../../lib/errors';
import type { ReadCache } from '../../db/read-cache';
import type { MediaUrls } from '../../lib/media-urls';
import type { ClientsRepository } from './clients.repository';
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
    const rows = await this.deps.repo.stores(clientId);
    return rows.map((s) => ({
      id: s.id,
      name: s.name,
      address: s.address,
      postalCode: s.postalCode,
      city: s.city,
      country: s.country,
      phone: s.phone,
      email: s.email,
      openingHours: s.openingHours,
      latitude: s.latitude,
      longitude: s.longitude,
    }));
  }
}
