// Tests of the tag pill: title and subtitle shown and read apart.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TagPill } from './tag-pill';

describe('TagPill', () => {
  it('shows its title and subtitle as separate words', () => {
    const { container } = render(<TagPill title="In repair" subtitle="since 3 May" />);
    expect(screen.getByText('In repair')).toBeInTheDocument();
    expect(screen.getByText('since 3 May')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveTextContent('In repair since 3 May');
  });

  it('shows only the title without a subtitle', () => {
    const { container } = render(<TagPill title="Minted" />);
    expect(container.firstElementChild).toHaveTextContent(/^Minted$/);
  });
});
