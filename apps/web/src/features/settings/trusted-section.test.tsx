// The settings' rows for what others trusted the user with: each opens its screen, in English and French.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { TrustedSection } from './trusted-section';

const show = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <TrustedSection /> }])} />);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('TrustedSection', () => {
  it.each([
    ['en', 'Trusted to you', /^Entrusted to me/, /^Named as an heir/],
    ['fr', 'Ce qu’on vous confie', /^Confiés à moi/, /^Désigné comme héritier/],
  ] as const)(
    'leads to the items entrusted and to the namings (%s)',
    async (language, title, entrusted, named) => {
      await i18n.changeLanguage(language);
      show();
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: entrusted })).toHaveAttribute('href', '/entrusted');
      expect(screen.getByRole('link', { name: named })).toHaveAttribute('href', '/named-me');
    },
  );
});
