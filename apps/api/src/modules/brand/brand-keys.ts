// Brand API keys: random, shown once at creation, stored as a SHA-256 hash (they carry 192 bits of
// randomness, so a fast hash is enough), looked up by that hash on every brand API call. Made and revoked from
// the command line or by a brand's admins in the console; either way the brand's audit log says so.
import type { ConsoleKey } from '@heirloom/contract';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { type BrandActor, cliActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { BrandKeysRepository, KeyRow } from './brand-keys.repository';

export const BRAND_KEY_PREFIX = 'hlk_';

export interface CreatedKey {
  key: string;
  prefix: string;
  clientId: string;
  clientName: string;
}

/** The key a demo brand gets on a demo database (never in production): documented in the README. */
export const demoBrandKey = (slug: string) => `${BRAND_KEY_PREFIX}demo_${slug}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentKey(row: KeyRow): ConsoleKey {
  return {
    id: row.id,
    prefix: row.prefix,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

const keyTarget = (row: KeyRow) => ({ kind: 'key', id: row.id, label: `${row.prefix}…` });

export class BrandKeys {
  constructor(private readonly deps: { repo: BrandKeysRepository; audit: AuditRepository; clock: Clock }) {}

  /** Creates a key for the brand given by slug or id (the command line). */
  async create(brand: string, label?: string): Promise<CreatedKey> {
    const client = await this.deps.repo.brand(brand);
    if (!client) throw new Error(`No brand "${brand}"`);
    const { key, row } = await this.createFor(cliActor(client.id), label ?? null);
    return { key, prefix: row.prefix, clientId: client.id, clientName: client.name };
  }

  /** A new key of the actor's brand, answered once with the key itself. */
  async createFor(actor: BrandActor, label: string | null): Promise<{ key: string; row: KeyRow }> {
    const key = `${BRAND_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
    const now = this.deps.clock.now();
    const row = await this.deps.repo.transaction(async (tx) => {
      const stored = await this.store(actor.clientId, key, now, label ?? undefined, tx);
      await this.deps.audit.record(tx, actor, { action: 'key.created', target: keyTarget(stored) }, now);
      return stored;
    });
    return { key, row };
  }

  async createForConsole(actor: BrandActor, label: string) {
    const { key, row } = await this.createFor(actor, label);
    return { ...presentKey(row), key };
  }

  /** Stores a key (its hash only) for a brand, inside `tx` if given. */
  store(clientId: string, key: string, now: Date, label?: string, tx?: DbOrTx): Promise<KeyRow> {
    return this.deps.repo.insert(
      { clientId, prefix: key.slice(0, 12), keyHash: sha256(key), label: label ?? null, createdAt: now },
      tx,
    );
  }

  /** Revokes the live keys starting with `prefix`, whatever their brand (the command line): how many. */
  async revoke(prefix: string): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      const rows = await this.deps.repo.revoke(tx, { prefix }, now);
      for (const row of rows)
        await this.deps.audit.record(
          tx,
          cliActor(row.clientId),
          { action: 'key.revoked', target: keyTarget(row) },
          now,
        );
      return rows.length;
    });
  }

  /** Revokes one of the actor's brand's keys (already revoked: answered as it is); another's is "not found". */
  async revokeFor(actor: BrandActor, keyId: string): Promise<ConsoleKey> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      const [row] = await this.deps.repo.revoke(tx, { clientId: actor.clientId, id: keyId }, now);
      if (row) {
        await this.deps.audit.record(tx, actor, { action: 'key.revoked', target: keyTarget(row) }, now);
        return presentKey(row);
      }
      const known = (await this.deps.repo.keysOf(actor.clientId, tx)).find((k) => k.id === keyId);
      if (!known) throw notFound();
      return presentKey(known);
    });
  }

  list() {
    return this.deps.repo.list();
  }

  async listFor(clientId: string): Promise<ConsoleKey[]> {
    return (await this.deps.repo.keysOf(clientId)).map(presentKey);
  }

  /** The brand a key belongs to, if the key is live: the key acts for it. */
  async authenticate(key: string, now: Date): Promise<BrandActor | undefined> {
    if (!key.startsWith(BRAND_KEY_PREFIX) || key.length > 100) return undefined;
    const row = await this.deps.repo.use(sha256(key), now);
    return row && { clientId: row.clientId, kind: 'key', id: row.keyId, label: `${row.prefix}…` };
  }
}
