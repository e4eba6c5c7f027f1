// The certificate card: a section named by its title, the record's facts once minted, the pending line before.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStep, makeToken, TX_MINT, TX_MOVE } from '../test/fixtures/token';
import { i18n } from '../i18n';
import { CertificateCard } from './certificate';

const mint = {
  ledger: 'heirloom',
  tokenId: '1234567890123',
  record: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  mintedAt: '2024-03-05T12:00:00.000Z',
} as const;

const chainMint = {
  ledger: 'chain',
  chainId: 137,
  contract: makeToken().contract,
  tokenId: makeToken().tokenId,
  txHash: TX_MINT,
  mintedAt: '2026-11-20T10:00:02.000Z',
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

  it('on a chain: the chain, contract, token, where it is held for its owner, its mint and last transfer', () => {
    const token = makeToken({
      contractUrl: 'https://polygonscan.com/address/0x5FbDB2315678afecb367f032d93F642f64180aa3',
      mint: makeStep({ txUrl: `https://polygonscan.com/tx/${TX_MINT}` }),
      lastTransfer: makeStep({ kind: 'move', state: 'retrying', txHash: TX_MOVE }),
    });
    render(<CertificateCard id="cert" mint={chainMint} isToMint={false} token={token} />);
    const card = screen.getByRole('region', { name: 'Digital certificate' });
    expect(within(card).getByText('Polygon')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '0x5FbD…0aa3' })).toHaveAttribute(
      'href',
      token.contractUrl,
    );
    expect(within(card).getByTitle(token.tokenId)).toHaveTextContent('12345678…4567');
    expect(within(card).getByText('Held for you by Heirloom')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Transaction ${TX_MINT}` })).toHaveAttribute(
      'href',
      `https://polygonscan.com/tx/${TX_MINT}`,
    );
    expect(within(card).getByText('Retrying')).toBeInTheDocument();
    expect(within(card).getByText(`Transaction ${TX_MOVE}`)).toHaveClass('visually-hidden');
    expect(within(card).getByText('0xb2b2…b2b2')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText(/an ERC-721 token on Polygon/)).toBeInTheDocument();
  });

  it('on the public page: held by Heirloom for its owner, never “for you”', () => {
    render(
      <CertificateCard id="cert" mint={chainMint} isToMint={false} token={makeToken()} audience="public" />,
    );
    expect(screen.getByText('Held by Heirloom for its owner')).toBeInTheDocument();
    expect(screen.queryByText('Held for you by Heirloom')).not.toBeInTheDocument();
    // the custody address is not shown to everyone
    expect(screen.queryByTitle(makeToken().owner.address)).not.toBeInTheDocument();
  });

  it('on a chain, read from the item alone: the chain by its name, the contract, token and mint', () => {
    render(<CertificateCard id="cert" mint={{ ...chainMint, chainId: 31337 }} isToMint={false} />);
    expect(screen.getByText('Local chain (Anvil)')).toBeInTheDocument();
    expect(screen.getByTitle(chainMint.contract)).toHaveTextContent('0x5FbD…0aa3');
    expect(screen.getByText(`Transaction ${TX_MINT}`)).toBeInTheDocument();
  });

  it('names the local development chain in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    try {
      render(<CertificateCard id="cert" mint={{ ...chainMint, chainId: 31337 }} isToMint={false} />);
      expect(screen.getByText('Chaîne locale (Anvil)')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('on a chain: a token sent out is in its wallet; a mint not confirmed yet keeps the hourglass', () => {
    const out = makeToken({
      owner: { address: '0x52908400098527886E0F7030069857D2E4169EE7', custodial: false, url: null },
    });
    const { unmount } = render(<CertificateCard id="cert" mint={chainMint} isToMint={false} token={out} />);
    expect(screen.getByText('In the wallet it was sent to')).toBeInTheDocument();
    unmount();
    const minting = makeToken({ mint: makeStep({ state: 'pending', txHash: null, confirmedAt: null }) });
    render(<CertificateCard id="cert" mint={null} isToMint token={minting} />);
    expect(screen.getByRole('img', { name: 'Certificate being minted' })).toBeInTheDocument();
    expect(screen.getByText(/being minted on Polygon/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});
