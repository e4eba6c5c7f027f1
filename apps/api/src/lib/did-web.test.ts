// The did:web of the platform's address, as the did:web method specification writes its examples.
import { describe, expect, it } from 'vitest';
import { didDocumentOf, didWebOf } from './did-web';

describe('the did:web of PUBLIC_URL', () => {
  it('is its host, a port written %3A (the method’s own examples)', () => {
    expect(didWebOf('https://w3c-ccg.github.io')).toBe('did:web:w3c-ccg.github.io');
    expect(didWebOf('https://example.com:3000/')).toBe('did:web:example.com%3A3000');
    // the default port is not part of the host
    expect(didWebOf('https://heirloom.example:443')).toBe('did:web:heirloom.example');
  });

  it('names each key of the ring, for assertions and authentication', () => {
    const document = didDocumentOf('did:web:example.com', [
      { name: 'key-1', publicKeyMultibase: 'z6MkOne' },
      { name: 'key-2', publicKeyMultibase: 'z6MkTwo' },
    ]);
    expect(document.assertionMethod).toEqual(['did:web:example.com#key-1', 'did:web:example.com#key-2']);
    expect(document.authentication).toEqual(document.assertionMethod);
    expect(document.verificationMethod).toEqual([
      {
        id: 'did:web:example.com#key-1',
        type: 'Multikey',
        controller: 'did:web:example.com',
        publicKeyMultibase: 'z6MkOne',
      },
      {
        id: 'did:web:example.com#key-2',
        type: 'Multikey',
        controller: 'did:web:example.com',
        publicKeyMultibase: 'z6MkTwo',
      },
    ]);
  });
});
