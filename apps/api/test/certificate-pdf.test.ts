// The owner's certificate of ownership as a PDF (docs/decisions/034-ownership-credentials.md): the same certificate
// as the credential, in the reader's language, read back by Poppler's pdftotext; the verification code it prints is
// what the public check takes: valid while the owner holds the item, revoked once it is sent; an item's name in
// Polish, Greek, Russian or Vietnamese comes back as typed (decision 051); another owner's item is a 404, an unknown
// code names no certificate of this platform's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CredentialCheck, VerifiableCredential } from '@heirloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { items } from '../src/db/schema';
import { demoAppWithOwners } from './demo-app';
import { popplerInstalled as poppler } from './poppler';
import { heldBy, sendWithGrant } from './fixtures';
import type { Session } from './helpers';

const { t, owner1, owner2 } = demoAppWithOwners(undefined, { PUBLIC_URL: 'https://heirloom.example' });

const dir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-certificate-route-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pdfOf = (s: Session, itemId: string, language = 'en') =>
  t.app.inject({
    url: `/api/v1/items/${itemId}/certificate.pdf`,
    headers: { ...s.headers, 'accept-language': language },
  });
const check = async (credential: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/public/credentials/verify', payload: { credential } })
  ).json<CredentialCheck>();

/** The PDF's text as Poppler reads it. */
function textOf(pdf: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the certificate of ownership as a PDF', () => {
  it('is the credential printed: its id is the verification code, checked valid, then revoked after a send', async () => {
    const item = await heldBy(t, owner1);
    const res = await pdfOf(owner1, item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${item.serialNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const credential = (
      await t.app.inject({ url: `/api/v1/items/${item.id}/credential`, headers: owner1.headers })
    ).json<VerifiableCredential>();
    const code = credential.id.replace('urn:uuid:', '');
    if (poppler) {
      const text = textOf(res.rawPayload, 'en.pdf');
      expect(text).toContain('Certificate of ownership');
      expect(text).toContain(item.serialNumber);
      expect(text).toContain(code);
    }
    // the code alone, as typed from the paper (capitals, spaces around it, the urn: prefix or not)
    expect(await check(code)).toMatchObject({ status: 'valid', item: { serialNumber: item.serialNumber } });
    expect((await check(`  urn:uuid:${code.toUpperCase()} `)).status).toBe('valid');

    const sent = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: owner2.phone,
      productsIds: [item.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await check(code)).status).toBe('revoked');
    // the sender has no certificate of it any more
    expect((await pdfOf(owner1, item.id)).statusCode).toBe(404);
  });

  it('is written in the reader’s language', async () => {
    const item = await heldBy(t, owner2);
    const res = await pdfOf(owner2, item.id, 'fr-FR,fr;q=0.9');
    expect(res.statusCode, res.body).toBe(200);
    if (poppler) expect(textOf(res.rawPayload, 'fr.pdf')).toContain('Certificat de propriété');
  });

  it('writes the item’s name as the brand typed it, in any script its fonts have', async () => {
    const item = await heldBy(t, owner2, 1);
    const name = 'Zegarek Łódź · Ρολόι Ἀθῆναι · Часы «Ёлка» · Đồng hồ';
    await t.app.database.db.update(items).set({ name }).where(eq(items.id, item.id));
    const res = await pdfOf(owner2, item.id);
    expect(res.statusCode, res.body).toBe(200);
    if (poppler) expect(textOf(res.rawPayload, 'names.pdf').replace(/\s+/g, ' ')).toContain(name);
  });

  it('is nobody else’s: another owner’s item is a 404, and an unknown code names no certificate', async () => {
    const item = await heldBy(t, owner2);
    const res = await pdfOf(owner1, item.id, 'fr');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Introuvable.');
    expect((await check('00000000-0000-4000-8000-000000000000')).status).toBe('forged');
  });
});
