// Tests of the back link in docs/product.md "Widgets": route or history back, page transition, re-verification flag.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from '../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { BackLink, type BackLinkProps } from './back-link';
import { clearNeedsReverification, needsReverification } from './reverification';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(entries: string[], props: BackLinkProps = {}) {
  const page = (
    <>
      <Where />
      <BackLink {...props} />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
}

const where = () => screen.getByTestId('where').textContent;

// jsdom has no View Transitions API: a stand-in that runs the update at once and records the call.
function stubViewTransitions() {
  const start = vi.fn((update: () => Promise<void> | void) => {
    const done = Promise.resolve().then(update);
    return { finished: done, ready: done, updateCallbackDone: done, skipTransition: vi.fn() };
  });
  Object.assign(document, { startViewTransition: start });
  return start;
}

describe('BackLink', () => {
  afterEach(() => {
    clearNeedsReverification();
    Reflect.deleteProperty(document, 'startViewTransition');
  });

  it('is named "Back", or "Retour" in French, or by its label', async () => {
    renderAt(['/items/1']);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });

  it('uses a given label', () => {
    renderAt(['/items/1'], { to: '/', label: 'My collections' });
    expect(screen.getByRole('link', { name: 'My collections' })).toBeInTheDocument();
  });

  it('goes to the given route as a link', async () => {
    renderAt(['/items/1/send'], { to: '/items/1' });
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link).toHaveAttribute('href', '/items/1');
    await userEvent.click(link);
    expect(where()).toBe('/items/1');
  });

  it('goes to the given route with a view transition', async () => {
    const start = stubViewTransitions();
    renderAt(['/items/1/send'], { to: '/items/1' });
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(start).toHaveBeenCalled();
    expect(where()).toBe('/items/1');
  });

  it('goes back to the previous page without a route', async () => {
    renderAt(['/', '/items/1', '/items/1/gallery']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/items/1');
  });

  it('goes to the home page when the app was opened on this page', async () => {
    renderAt(['/items/1']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/');
  });

  it('marks the identity as needing re-verification when asked', async () => {
    renderAt(['/', '/items/1/send'], { requireReverification: true });
    expect(needsReverification()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(needsReverification()).toBe(true);
  });

  it('marks it when leaving by a route link too', async () => {
    renderAt(['/items/1/send'], { to: '/items/1', requireReverification: true });
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(needsReverification()).toBe(true);
    expect(where()).toBe('/items/1');
  });

  it('does not mark anything without the flag', async () => {
    renderAt(['/', '/items/1']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(needsReverification()).toBe(false);
  });
});
