// "Check a certificate" on the public page, in English and French: opened on demand, a pasted credential, an
// uploaded .json file and a typed verification code each go to the public check; its three answers are said in
// words in a live region (valid with the item and its dates, revoked since when, forged), a certificate of another
// item says so, and an empty field, a file too large and a refusal are each said.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CredentialCheck } from '../../api/certificates';
import { i18n } from '../../i18n';
import { formatDate } from '../../lib/format';
import { apiError, bodyOf, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { CertificateCheck } from './certificate-check';

const mock = mockHttp();
const pageItem = { serialNumber: 'AR-1001', brand: { name: 'Maison Arlo', logoUrl: null, theme: {} } };
const named = {
  id: 'http://localhost:3000/01/03760000000017/21/AR-1001',
  name: 'Chronograph No. 1',
  brand: 'Maison Arlo',
  serialNumber: 'AR-1001',
  gtin: '03760000000017',
  heldSince: '2026-03-04T09:00:00.000Z',
};
const valid: CredentialCheck = { status: 'valid', item: named, issuedAt: '2026-11-20T10:00:00.000Z' };
const revoked: CredentialCheck = { status: 'revoked', item: named, revokedAt: '2026-11-28T15:30:00.000Z' };
const code = '6f1c1a6e-9c1b-4a51-9d43-2d0f8f0c2b11';
const credential = { id: `urn:uuid:${code}`, type: ['VerifiableCredential'], proof: { proofValue: 'z3' } };

const open = async () => {
  renderScreen(<CertificateCheck item={pageItem as never} />, '/', '/');
  const section = screen.getByRole('region', { name: i18n.t('aftersales.verify.credential.title') });
  await userEvent.click(
    within(section).getByRole('button', { name: i18n.t('aftersales.verify.credential.open') }),
  );
  // the form's code is loaded on demand; the field takes the focus once it is there
  const field = await within(section).findByRole('textbox', {}, { timeout: 5_000 });
  expect(field).toHaveFocus();
  return { section, field };
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('CertificateCheck', () => {
  it('loads nothing and asks nothing until opened', () => {
    renderScreen(<CertificateCheck item={pageItem as never} />, '/', '/');
    expect(screen.getByRole('region', { name: 'Check a certificate' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(mock.calls).toEqual([]);
  });

  it('checks a pasted credential: valid, with the item it names, since when held and when issued', async () => {
    mock.handler = () => ({ status: 200, data: valid });
    const { section, field } = await open();
    const text = JSON.stringify(credential);
    await userEvent.click(field);
    await userEvent.paste(`  ${text}\n`);
    await userEvent.click(within(section).getByRole('button', { name: 'Check' }));
    const status = within(section).getByRole('status');
    expect(await within(status).findByText('Valid certificate')).toBeInTheDocument();
    expect(status).toHaveTextContent(
      `Heirloom issued it on ${formatDate(valid.issuedAt, 'en')} for Chronograph No. 1 (Maison Arlo, serial number AR-1001), held by its current owner since ${formatDate(named.heldSince, 'en')}.`,
    );
    expect(status).not.toHaveTextContent('another item');
    expect(mock.calls.map(describeCall)).toEqual(['POST /public/credentials/verify']);
    expect(bodyOf(mock.calls[0])).toEqual({ credential: text });
  });

  it('checks an uploaded .json file at once: revoked, since when, in French', async () => {
    await i18n.changeLanguage('fr');
    mock.handler = () => ({ status: 200, data: revoked });
    const { section } = await open();
    const json = JSON.stringify(credential, null, 2);
    const file = new File([json], 'chronograph-ar-1001.json', { type: 'application/json' });
    await userEvent.upload(
      within(section).getByLabelText('Ou choisissez le fichier .json du certificat'),
      file,
    );
    const status = within(section).getByRole('status');
    expect(await within(status).findByText('Certificat révoqué')).toBeInTheDocument();
    expect(status).toHaveTextContent(
      `mais il est révoqué depuis le ${formatDate(revoked.revokedAt, 'fr', 'dateTime')} : l’objet a changé de mains.`,
    );
    expect(bodyOf(mock.calls[0])).toEqual({ credential: json });
    expect(mock.calls[0]?.headers['Accept-Language']).toBe('fr');
  });

  it('checks a typed verification code; a forged one is said so, and another item’s certificate too', async () => {
    mock.handler = () => ({ status: 200, data: { status: 'forged' } });
    const { section, field } = await open();
    await userEvent.type(field, code);
    await userEvent.click(within(section).getByRole('button', { name: 'Check' }));
    const status = within(section).getByRole('status');
    expect(await within(status).findByText('Not a valid certificate')).toBeInTheDocument();
    expect(status).toHaveTextContent(
      'Heirloom did not issue this certificate, or it has been changed since.',
    );
    expect(bodyOf(mock.calls[0])).toEqual({ credential: code });

    mock.handler = () => ({ status: 200, data: { ...valid, item: { ...named, serialNumber: 'AR-2002' } } });
    await userEvent.click(within(section).getByRole('button', { name: 'Check' }));
    expect(await within(status).findByText('Valid certificate')).toBeInTheDocument();
    expect(status).toHaveTextContent('This certificate is for another item than the one on this page.');
  });

  it('asks for something to check, refuses a file too large, and says the server’s refusal', async () => {
    const { section, field } = await open();
    await userEvent.click(within(section).getByRole('button', { name: 'Check' }));
    expect(field).toHaveAccessibleDescription(/Paste a certificate or type its code first\./);
    expect(field).toHaveFocus();
    expect(mock.calls).toEqual([]);

    const input = within(section).getByLabelText<HTMLInputElement>('Or choose the certificate’s .json file');
    const large = new File(['x'.repeat(70_000)], 'large.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [large] } });
    expect(
      await within(section).findByText('This file is too large to be a certificate.'),
    ).toBeInTheDocument();
    expect(mock.calls).toEqual([]);

    mock.handler = () => apiError(429, 'Too many checks. Try again in a minute.');
    await userEvent.type(field, code);
    await userEvent.click(within(section).getByRole('button', { name: 'Check' }));
    expect(
      await within(section).findByText(
        'The certificate could not be checked. Too many checks. Try again in a minute.',
      ),
    ).toBeInTheDocument();
  });
});
