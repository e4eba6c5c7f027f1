// A card's picture: the image while it loads, the image icon when there is none or it fails.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackPicture } from './fallback-picture';

describe('FallbackPicture', () => {
  it('shows the picture, decorative, with what is drawn over it', () => {
    const { container } = render(
      <FallbackPicture src="/cover.jpg" className="cover" iconSize={40}>
        <span>Sold out</span>
      </FallbackPicture>,
    );
    expect(container.querySelector('.cover > img')).toHaveAttribute('alt', '');
    expect(container.querySelector('.cover')).toHaveTextContent('Sold out');
  });

  it.each([
    ['there is no picture', null],
    ['the picture fails to load', '/broken.jpg'],
  ])('shows the image icon when %s', (_, src) => {
    const { container } = render(<FallbackPicture src={src} iconSize={28} />);
    const image = container.querySelector('img');
    if (image) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg[data-icon="image"]')).toHaveAttribute('width', '28');
  });
});
