// Tests of the screen header: title as the page heading, optional subtitle.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

describe('Header', () => {
  it('shows the title as the level-1 heading and the subtitle under it', () => {
    render(<Header title="My collections" subtitle="3 items" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My collections' })).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows no subtitle when none is given', () => {
    const { container } = render(<Header title="Settings" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
