// The certificate card: a section named by its title, the record's facts once minted, the pending line before.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificateCard } from './certificate';

const mint = {
  ledger: 'heirloom',
  tokenId: '1234567890123',
  record: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  mintedAt: '2024-03-05T12:00:00.000Z',
} as const;

describe('CertificateCard', () => {
  it('lists where and when the certificate was recorded, the record shortened with its whole value kept', () => {
    render(<CertificateCard id="cert" mint={mint} isToMint={false} headingLevel={3} />);
    const card = screen.getByRole('region', { name: 'Digital certificate' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Digital certificate');
    expect(within(card).getByText('Heirloom’s ledger')).toBeInTheDocument();
    expect(within(card).getByTitle(mint.record)).toHaveTextContent('9f86d081…f00a08');
    expect(within(card).getByText('March 5, 2024')).toBeInTheDocument();
  });

  it('says the certificate is on its way while minting', () => {
    render(<CertificateCard id="cert" mint={null} isToMint />);
    const card = screen.getByRole('region', { name: 'Digital certificate' });
    expect(within(card).getByRole('img', { name: 'Certificate being minted' })).toBeInTheDocument();
    expect(within(card).getByText(/The certificate is being recorded/)).toBeInTheDocument();
  });
});
