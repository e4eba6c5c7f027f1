// Tests of the icon: every icon of the set draws, decorative unless labelled.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { iconShapes, type IconName } from './icon-shapes';

describe('Icon', () => {
  it('is hidden from assistive technology when it has no label', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is announced as an image named by its label', () => {
    render(<Icon name="bell" label="Notifications" />);
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('takes its size in pixels or as a CSS length', () => {
    const { container, rerender } = render(<Icon name="plus" size={32} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '32');
    rerender(<Icon name="plus" size="1.5em" />);
    expect(container.querySelector('svg')).toHaveAttribute('height', '1.5em');
  });

  it('draws every icon the screens need', () => {
    const needed: IconName[] = [
      'chevron-left',
      'chevron-down',
      'check',
      'close',
      'search',
      'phone',
      'send',
      'wrench',
      'shield',
      'image',
      'bell',
      'globe',
      'logout',
      'plus',
      'bag',
      'clock',
    ];
    for (const name of needed) {
      expect(Object.keys(iconShapes)).toContain(name);
      const { container, unmount } = render(<Icon name={name} label={name} />);
      expect(container.querySelector('svg')!.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });
});
