// Tests of the mini NFT card: picture rules, name and collection, its button, minting state.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MiniNftCard } from './mini-nft-card';
import type { NftCardItem } from './nft-item';

const bag: NftCardItem = {
  name: 'Travel bag',
  icon: { publicUrl: null, privateUrl: '/img/bag.webp?sig=2' },
  nftCollection: { name: 'Atelier Sève' },
  isToMint: false,
};

describe('MiniNftCard', () => {
  it('shows the picture, name and collection', () => {
    render(<MiniNftCard item={bag} buttonText="Send" onButtonClick={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Photo of Travel bag' })).toHaveAttribute(
      'src',
      '/img/bag.webp?sig=2',
    );
    expect(screen.getByRole('heading', { name: 'Travel bag' })).toBeInTheDocument();
    expect(screen.getByText('Atelier Sève')).toBeInTheDocument();
  });

  it('has a button with the given text, described by the item name', async () => {
    const onButtonClick = vi.fn();
    render(<MiniNftCard item={bag} buttonText="Send" onButtonClick={onButtonClick} />);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAccessibleDescription('Travel bag');
    await userEvent.click(button);
    expect(onButtonClick).toHaveBeenCalledOnce();
  });

  it('while minting: hourglass and mint label instead of picture and name', () => {
    render(<MiniNftCard item={{ ...bag, isToMint: true }} buttonText="View" onButtonClick={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Minting in progress' })).toBeInTheDocument();
    expect(screen.queryByText('Travel bag')).not.toBeInTheDocument();
  });

  it('can have its button disabled', async () => {
    const onButtonClick = vi.fn();
    render(<MiniNftCard item={bag} buttonText="Send" onButtonClick={onButtonClick} buttonDisabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onButtonClick).not.toHaveBeenCalled();
  });
});
