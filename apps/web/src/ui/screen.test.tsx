// The screen frame: a themed screen wears its brand's colours (and only plain colours), an unthemed one does not.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Screen } from './screen';

describe('Screen', () => {
  it('scopes the brand colours to the screen when given a theme', () => {
    const { container } = render(
      <Screen theme={{ primary: '#0e3b2e', onPrimary: '#ffffff', accent: 'url(x)' }} gap={5}>
        <p>Content</p>
      </Screen>,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveAttribute('data-brand-scope');
    expect(frame).toHaveAttribute('data-gap', '5');
    expect(frame.style.getPropertyValue('--brand-primary')).toBe('#0e3b2e');
    expect(frame.style.getPropertyValue('--brand-accent')).toBe('');
    expect(frame).toHaveTextContent('Content');
  });

  it('leaves the app’s colours alone without a theme', () => {
    const { container } = render(<Screen aria-busy="true" />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).not.toHaveAttribute('data-brand-scope');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame.getAttribute('style')).toBeNull();
  });
});
