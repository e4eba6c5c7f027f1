// The credentials' JSON-LD documents are read offline only: the contexts shipped in npm packages and the
// platform's own documents; any other address is refused, never fetched.
import { describe, expect, it, vi } from 'vitest';
import { offlineLoader, VC_V2_CONTEXT } from './json-ld';

describe('the offline document loader', () => {
  it('gives the shipped W3C contexts and the platform’s own documents, and refuses any other address', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const own = { id: 'did:web:example.com' };
    const load = offlineLoader(async (url) => (url === 'did:web:example.com' ? own : undefined));
    const vc2 = await load(VC_V2_CONTEXT);
    expect(vc2.document).toMatchObject({ '@context': { VerifiableCredential: expect.anything() } });
    expect((await load('https://www.w3.org/ns/did/v1')).documentUrl).toBe('https://www.w3.org/ns/did/v1');
    expect((await load('https://w3id.org/security/multikey/v1')).document).toBeDefined();
    expect((await load('did:web:example.com')).document).toBe(own);
    await expect(load('https://schema.org/')).rejects.toThrow(/not available offline/);
    await expect(load('did:web:elsewhere.example')).rejects.toThrow(/not available offline/);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
