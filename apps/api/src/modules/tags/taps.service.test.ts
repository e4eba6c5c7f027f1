// The published demo master key proves nothing in production: its chips' taps read `unknown` there, while the
// same tap reads `genuine` on a demo server (docs/decisions/024-tags-and-taps.md).
import { describe, expect, it } from 'vitest';
import { chipKeys } from '../../lib/sun/key-diversification';
import { sunParameters } from '../../lib/sun/soft-chip';
import { TagKeyVault } from './tag-key-vault';
import type { TagsRepository } from './tags.repository';
import { DEMO_TAG_MASTER_KEY } from './tags.service';
import { TapsService } from './taps.service';

const vault = new TagKeyVault('x'.repeat(40));
const master = Buffer.from(DEMO_TAG_MASTER_KEY, 'hex');
const uid = Buffer.from('04112233445566', 'hex');
const item = {
  itemId: 'item-1',
  publicId: 'pub-1',
  clientId: 'brand-1',
  serialNumber: 'S-1',
  gtin: '00614141000012',
  masterKey: { sealed: vault.seal(master), demo: true },
};
const tag = {
  id: 'tag-1',
  clientId: 'brand-1',
  uid: uid.toString('hex').toUpperCase(),
  itemId: 'item-1',
  fileReadKeyEncrypted: null,
  lastCounter: null,
  lastGenuineAt: null,
  simulatedCounter: null,
  registeredAt: new Date(),
  unlinkedAt: null,
};

function service(production: boolean) {
  const recorded: string[] = [];
  const repo = {
    addressed: async () => ({ ...item, tags: [tag] }),
    tagByUid: async () => tag,
    recordUnprovenTap: async ({ verdict }: { verdict: string }) => void recorded.push(verdict),
    recordProvenTap: async () => {
      recorded.push('proven');
      return { verdict: 'genuine' };
    },
    replaysSince: async () => 0,
  } as unknown as TagsRepository;
  const taps = new TapsService({
    repo,
    vault,
    protection: { publicItem: async () => ({}) as never },
    clock: { now: () => new Date('2026-11-28T12:00:00Z') },
    production,
    publicUrl: 'https://heirloom.example',
  });
  return { taps, recorded };
}

describe('a tap of a chip keyed by the demo master key', () => {
  const keys = chipKeys(master, uid);
  const sun = sunParameters({ uid, metaRead: keys.metaRead, fileRead: keys.fileRead }, 3);

  it('is genuine on a demo server', async () => {
    const { taps, recorded } = service(false);
    const { result } = await taps.read({ publicId: 'pub-1' }, sun, 'en');
    expect(result).toMatchObject({ verdict: 'genuine', counter: 3 });
    expect(recorded).toEqual(['proven']);
  });

  it('proves nothing in production: unknown, its counter untouched', async () => {
    const { taps, recorded } = service(true);
    const { result } = await taps.read({ publicId: 'pub-1' }, sun, 'en');
    expect(result).toMatchObject({ verdict: 'unknown', counter: null });
    expect(recorded).toEqual(['unknown']);
  });
});
