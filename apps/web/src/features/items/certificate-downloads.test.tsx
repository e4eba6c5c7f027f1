// The certificate of ownership on the item's page, in English and French: the PDF asked for as a file in the
// owner's language and saved under the item's name, the credential saved as its JSON, each failure said in words,
// and nothing offered for an item on its way to someone else.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { goOffline, goOnline } from '../../test/network';
import { renderScreen } from '../../test/render-screen';
import { CertificateDownloads } from './certificate-downloads';

const mock = mockHttp();
const ID = '11111111-1111-4111-8111-111111111111';
const credential = {
  '@context': ['https://www.w3.org/ns/credentials/v2'],
  id: 'urn:uuid:6f1c1a6e-9c1b-4a51-9d43-2d0f8f0c2b11',
  type: ['VerifiableCredential', 'OwnershipCredential'],
  issuer: 'did:web:localhost%3A3111',
  validFrom: '2026-11-20T10:00:00Z',
  credentialSubject: { id: 'https://localhost:3111/01/03760000000017/21/SN-1', name: 'Tank Louis' },
  proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofValue: 'z3abc' },
};

/** What each click on a download link saved: its name, its file, and the object URL it used. */
let saved: { name: string; href: string; blob: Blob }[] = [];
let blobs = new Map<string, Blob>();
const revoked: string[] = [];

beforeEach(() => {
  saved = [];
  blobs = new Map();
  revoked.length = 0;
  let n = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:test/${++n}`;
    blobs.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn((href: string) => void revoked.push(href));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const href = this.getAttribute('href') ?? '';
    saved.push({ name: this.download, href, blob: blobs.get(href) as Blob });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  goOnline();
  await i18n.changeLanguage('en');
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const open = (status: 'active' | 'in_repair' | 'pending_transfer' = 'active') =>
  renderScreen(
    <CertificateDownloads item={{ id: ID, name: 'Tank Louis Cartier', serialNumber: 'SN 0042/É', status }} />,
    '/',
    '/',
  );

describe('CertificateDownloads', () => {
  it('saves the PDF, asked for as a file in the owner’s language, under the item’s name, then revokes its URL', async () => {
    const pdf = new Blob(['%PDF-1.7 certificate'], { type: 'application/pdf' });
    mock.handler = () => ({ status: 200, data: pdf });
    open();
    const block = screen.getByRole('region', { name: 'Certificate of ownership' });
    expect(within(block).getByText(/for an insurer or a notary/)).toBeInTheDocument();
    await userEvent.click(within(block).getByRole('button', { name: 'Download the PDF' }));
    expect(await within(block).findByRole('status')).toHaveTextContent(
      'Saved in your downloads: tank-louis-cartier-sn-0042-e.pdf',
    );
    expect(mock.calls.map(describeCall)).toEqual([`GET /v1/items/${ID}/certificate.pdf`]);
    expect(mock.calls[0]).toMatchObject({
      responseType: 'blob',
      headers: { 'Accept-Language': 'en', Accept: 'application/pdf, application/json' },
    });
    expect(saved).toEqual([{ name: 'tank-louis-cartier-sn-0042-e.pdf', href: 'blob:test/1', blob: pdf }]);
    // the link is gone from the page, and its URL revoked once the browser has the file
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toEqual(['blob:test/1']), { timeout: 2_000 });
  });

  it('saves the credential as its JSON, in French', async () => {
    await i18n.changeLanguage('fr');
    mock.handler = () => ({ status: 200, data: credential });
    open('in_repair');
    const block = screen.getByRole('region', { name: 'Certificat de propriété' });
    await userEvent.click(within(block).getByRole('button', { name: 'Télécharger le certificat numérique' }));
    expect(await within(block).findByRole('status')).toHaveTextContent(
      'Enregistré dans vos téléchargements : tank-louis-cartier-sn-0042-e.json',
    );
    expect(mock.calls.map(describeCall)).toEqual([`GET /v1/items/${ID}/credential`]);
    expect(mock.calls[0]?.headers['Accept-Language']).toBe('fr');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('tank-louis-cartier-sn-0042-e.json');
    expect(saved[0]?.blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(saved[0]!.blob))).toEqual(credential);
  });

  it('says in words why a certificate could not be had, and saves nothing', async () => {
    mock.handler = () => apiError(404, 'This item is not yours.');
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Download the PDF' }));
    expect(
      await screen.findByText('The PDF could not be downloaded. This item is not yours.'),
    ).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Download the digital certificate' }));
    expect(
      await screen.findByText('The digital certificate could not be downloaded. This item is not yours.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('offline, waits for the network: both disabled, saying why, in English and in French', async () => {
    goOffline();
    open();
    for (const name of ['Download the PDF', 'Download the digital certificate']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('You are offline: this needs a connection.');
    }
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toHaveAccessibleDescription(
      'Vous êtes hors ligne : il faut une connexion.',
    );
    // back online: asked for as usual
    act(() => goOnline());
    mock.handler = () => ({ status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });
    const pdf = screen.getByRole('button', { name: 'Télécharger le PDF' });
    expect(pdf).toBeEnabled();
    expect(pdf).not.toHaveAttribute('aria-describedby');
    await userEvent.click(pdf);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(mock.calls.map(describeCall)).toEqual([`GET /v1/items/${ID}/certificate.pdf`]);
  });

  it('is not offered for an item on its way to someone else', () => {
    open('pending_transfer');
    expect(screen.queryByRole('region', { name: 'Certificate of ownership' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the PDF' })).not.toBeInTheDocument();
  });
});
