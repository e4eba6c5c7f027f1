import type { PublicItem } from '@heirloom/contract';
import { describe, expect, it } from 'vitest';
import { tokenMetadata } from './token-metadata';

const item: PublicItem = {
  publicId: 'AUR-0001',
  name: 'Tourbillon Nuit',
  description: 'A night-blue tourbillon.',
  descriptionLang: 'en',
  serialNumber: 'MA-2024-0001',
  gtin: '00614141000012',
  digitalLink: 'https://heirloom.example/01/00614141000012/21/MA-2024-0001',
  brand: { name: 'Maison Aurèle', logoUrl: '/api/v1/clients/c1/logo.svg', theme: null },
  collection: { name: 'Heritage Chronographs' },
  images: [
    {
      title: 'Dial',
      titleLang: 'en',
      url: '/api/media/p1/full',
      thumbnailUrl: '/api/media/p1/thumb',
      width: 800,
      height: 800,
    },
  ],
  isToMint: false,
  mint: null,
  ownersCount: 2,
  inCustody: true,
  opposition: { active: false, kind: null, since: null },
} as unknown as PublicItem;

describe('tokenMetadata', () => {
  it('is the ERC-721 metadata of the public page, with absolute addresses, its page the Digital Link', () => {
    expect(tokenMetadata(item, 'https://heirloom.example')).toEqual({
      name: 'Tourbillon Nuit',
      description: 'A night-blue tourbillon.',
      image: 'https://heirloom.example/api/media/p1/full',
      external_url: 'https://heirloom.example/01/00614141000012/21/MA-2024-0001',
      attributes: [
        { trait_type: 'Brand', value: 'Maison Aurèle' },
        { trait_type: 'Collection', value: 'Heritage Chronographs' },
        { trait_type: 'Serial number', value: 'MA-2024-0001' },
        { trait_type: 'Owners', value: 2 },
      ],
    });
  });

  it('falls back to the brand logo, says a declaration, and names a hidden item by its brand and collection', () => {
    const hidden = {
      ...item,
      name: '',
      description: '',
      images: [],
      opposition: { active: true, kind: 'stolen', since: '2026-11-01T00:00:00.000Z' },
    } as PublicItem;
    const metadata = tokenMetadata(hidden, 'https://heirloom.example');
    expect(metadata.name).toBe('Maison Aurèle — Heritage Chronographs');
    expect(metadata.image).toBe('https://heirloom.example/api/v1/clients/c1/logo.svg');
    expect(metadata.attributes).toContainEqual({ trait_type: 'Declared', value: 'Stolen' });
  });
});
