// The home's section for what others trusted the user with: nothing while both lists are empty; a claim possible,
// a claim under way and the items entrusted each lead to their screen, in English and French.
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import type { NamedMe } from '../../api/inheritance';
import { CLAIM_ID, makeCare, makeClaim, makeNaming } from '../../test/fixtures/inheritance';
import { describeCall, mockHttp } from '../../test/mock-http';
import { testQueryClient } from '../../test/render-screen';
import TrustedNotice from './trusted-notice';

const mock = mockHttp();

function serve(namings: NamedMe[], entrusted: number) {
  mock.handler = (call) => {
    if (describeCall(call) === 'GET /v1/heirs/named-me') return { status: 200, data: { items: namings } };
    const items = Array.from({ length: entrusted }, (_, i) => makeCare({}, `care-${i}`));
    return { status: 200, data: { items, total: entrusted } };
  };
}

async function show() {
  const router = createMemoryRouter([{ path: '/', element: <TrustedNotice /> }]);
  const client = testQueryClient();
  const { container } = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // both lists read before anything is judged
  await waitFor(() => {
    const queries = client.getQueryCache().findAll({ queryKey: ['inheritance'] });
    expect(queries.map((query) => query.state.status)).toEqual(['success', 'success']);
  });
  return container;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('TrustedNotice', () => {
  it('shows nothing while the user is named nowhere with a claim possible and holds nothing for others', async () => {
    serve([makeNaming()], 0);
    const container = await show();
    expect(mock.calls.map(describeCall).sort()).toEqual([
      'GET /v1/care/entrusted/50/0',
      'GET /v1/heirs/named-me',
    ]);
    expect(container).toBeEmptyDOMElement();
  });

  it('leads to the claim and to the items entrusted', async () => {
    serve([makeNaming({ mayClaim: true, mayClaimSince: '2027-03-20T08:00:00.000Z' })], 2);
    await show();
    expect(await screen.findByRole('region', { name: 'Trusted to you' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Someone named you as their heir: you may make a claim' }),
    ).toHaveAttribute('href', '/named-me');
    expect(screen.getByRole('link', { name: '2 items entrusted to you' })).toHaveAttribute(
      'href',
      '/entrusted',
    );
  });

  it('leads to a claim under way, in French', async () => {
    await i18n.changeLanguage('fr');
    serve([makeNaming({ mayClaim: true, claim: makeClaim() })], 1);
    await show();
    expect(
      await screen.findByRole('link', { name: 'Votre demande d’héritier est en cours' }),
    ).toHaveAttribute('href', `/heir-claims/${CLAIM_ID}`);
    expect(screen.getByRole('link', { name: '1 objet vous est confié' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /vous pouvez faire une demande/ })).not.toBeInTheDocument();
  });
});
