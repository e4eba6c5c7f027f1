// Market-surveillance keys (docs/decisions/035-the-item-passport.md): a brand's admin issues one to an authority
// (shown once, hla_ and 192 random bits, kept as a SHA-256 hash, for at most AUTHORITY_KEY_MAX_DAYS days), lists
// and revokes them; each issue and revocation is in the brand's audit log. A live key reads every field and
// document of that brand's passports, never an owner's personal data, and nothing of another brand.
import { AUTHORITY_KEY_PREFIX, type AuthorityKey } from '@heirloom/contract';
import { randomBytes } from 'node:crypto';
import { addSeconds, type Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { AuthorityKeyRow, AuthorityKeysRepository } from './authority-keys.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The authority a live key stands for: the brand whose passports it reads. */
export interface AuthorityCaller {
  clientId: string;
  keyId: string;
  label: string;
}

function present(row: AuthorityKeyRow): AuthorityKey {
  return {
    id: row.id,
    label: row.label,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

const target = (row: AuthorityKeyRow) => ({
  kind: 'authorityKey',
  id: row.id,
  label: `${row.prefix}… ${row.label}`,
});

export class AuthorityKeys {
  constructor(
    private readonly deps: { repo: AuthorityKeysRepository; audit: AuditRepository; clock: Clock },
  ) {}

  async list(clientId: string): Promise<AuthorityKey[]> {
    return (await this.deps.repo.keysOf(clientId)).map(present);
  }

  /** A new key for an authority, answered once with the key itself. */
  async issue(actor: BrandActor, label: string, days: number): Promise<AuthorityKey & { key: string }> {
    const key = `${AUTHORITY_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
    const now = this.deps.clock.now();
    const row = await this.deps.repo.transaction(async (tx) => {
      const stored = await this.deps.repo.insert(tx, {
        clientId: actor.clientId,
        label,
        prefix: key.slice(0, 12),
        keyHash: sha256(key),
        createdAt: now,
        createdBy: actor.label,
        expiresAt: addSeconds(now, days * 24 * 3600),
      });
      const details = { expiresAt: stored.expiresAt.toISOString() };
      await this.deps.audit.record(
        tx,
        actor,
        { action: 'authorityKey.created', target: target(stored), details },
        now,
      );
      return stored;
    });
    return { ...present(row), key };
  }

  /** Revokes one of the brand's keys at once (already revoked: nothing more); another brand's: 404. */
  async revoke(actor: BrandActor, keyId: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.repo.transaction(async (tx) => {
      const row = await this.deps.repo.revoke(tx, actor.clientId, keyId, now);
      if (row) {
        await this.deps.audit.record(tx, actor, { action: 'authorityKey.revoked', target: target(row) }, now);
        return;
      }
      if (!(await this.deps.repo.keysOf(actor.clientId, tx)).some((k) => k.id === keyId)) throw notFound();
    });
  }

  /** The authority a bearer key stands for; an unknown, expired or revoked one: 401 AUTHORITY_KEY_INVALID. */
  async authenticate(key: string): Promise<AuthorityCaller> {
    const row =
      key.startsWith(AUTHORITY_KEY_PREFIX) && key.length <= 100
        ? await this.deps.repo.use(sha256(key), this.deps.clock.now())
        : undefined;
    if (!row) throw new AppError(401, 'AUTHORITY_KEY_INVALID');
    return { clientId: row.clientId, keyId: row.id, label: row.label };
  }
}
