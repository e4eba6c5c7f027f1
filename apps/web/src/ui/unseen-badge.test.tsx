// The unread badge: the count for the eye, the whole sentence for screen readers, in English and French.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { UnseenBadge } from './unseen-badge';

describe('UnseenBadge', () => {
  it('shows the count, and says it in full for screen readers, in both languages', async () => {
    const { rerender } = render(<UnseenBadge count={3} />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 unread messages')).toHaveClass('visually-hidden');
    rerender(<UnseenBadge count={1} />);
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
    await i18n.changeLanguage('fr');
    rerender(<UnseenBadge count={3} />);
    expect(screen.getByText('3 messages non lus')).toBeInTheDocument();
    rerender(<UnseenBadge count={1} />);
    expect(screen.getByText('1 message non lu')).toBeInTheDocument();
  });

  it('shows nothing without unread messages, and caps the pill (not the sentence) above 99', () => {
    const { container, rerender } = render(<UnseenBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<UnseenBadge count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('120 unread messages')).toBeInTheDocument();
  });
});
