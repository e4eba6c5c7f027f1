// Tests of the full NFT card in docs/product.md "Widgets", "States": picture rules, title and subtitle, details, minting state.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { NftCard } from './nft-card';
import type { NftCardItem } from './nft-item';

const watch: NftCardItem = {
  name: 'Chronograph No. 7',
  icon: { publicUrl: '/img/public.webp', privateUrl: '/img/private.webp?sig=1' },
  nftCollection: { name: 'Maison Aurel — Heritage' },
  isToMint: false,
};
const details = { text: 'Serial 0007, steel case', defaultOpen: false };

describe('NftCard', () => {
  it('shows the item picture, its name as title and its collection as subtitle', () => {
    render(<NftCard item={watch} />);
    expect(screen.getByRole('article', { name: 'Chronograph No. 7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Chronograph No. 7' })).toBeInTheDocument();
    expect(screen.getByText('Maison Aurel — Heritage')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Chronograph No. 7' })).toHaveAttribute(
      'src',
      '/img/public.webp',
    );
  });

  it('takes a title and subtitle of its own', () => {
    render(<NftCard item={watch} title="My watch" subtitle="Bought in Paris" />);
    expect(screen.getByRole('heading', { name: 'My watch' })).toBeInTheDocument();
    expect(screen.getByText('Bought in Paris')).toBeInTheDocument();
  });

  it('falls back to the private picture when there is no public one, or when it fails', () => {
    const { rerender } = render(
      <NftCard item={{ ...watch, icon: { privateUrl: '/img/private.webp?sig=1' } }} />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/img/private.webp?sig=1');
    rerender(<NftCard item={watch} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/img/private.webp?sig=1');
  });

  it('shows a placeholder when the item has no picture', () => {
    render(<NftCard item={{ ...watch, icon: {} }} />);
    expect(screen.getByRole('img', { name: 'No picture' })).toBeInTheDocument();
  });

  it('has a details section that opens, closed or open by default', async () => {
    const { unmount } = render(<NftCard item={watch} details={details} />);
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(screen.getByText('Serial 0007, steel case')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByText('Serial 0007, steel case')).toBeVisible();
    unmount();
    render(<NftCard item={watch} details={{ ...details, defaultOpen: true, title: 'About' }} />);
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('while minting: hourglass instead of the picture, mint text instead of the name', () => {
    render(<NftCard item={{ ...watch, isToMint: true }} />);
    expect(screen.getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Minting in progress' })).toBeInTheDocument();
    expect(screen.queryByText('Chronograph No. 7')).not.toBeInTheDocument();
  });

  it('while minting, takes a mint text of its own, and says it in French', async () => {
    const { rerender } = render(
      <NftCard item={{ ...watch, isToMint: true }} mintText="Certificate on its way" />,
    );
    expect(screen.getByRole('heading', { name: 'Certificate on its way' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    rerender(<NftCard item={{ ...watch, isToMint: true }} />);
    expect(screen.getByRole('heading', { name: 'Certificat en cours de création' })).toBeInTheDocument();
  });

  it('while minting, its details cannot be opened, even when open by default', async () => {
    const { rerender } = render(
      <NftCard item={{ ...watch, isToMint: true }} details={{ ...details, defaultOpen: true }} />,
    );
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Serial 0007, steel case')).not.toBeVisible();
    rerender(<NftCard item={watch} details={{ ...details, defaultOpen: true }} />);
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
  });
});
