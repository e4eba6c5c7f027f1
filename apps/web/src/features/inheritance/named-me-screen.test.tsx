// "Named as an heir" with a mocked API: who named the user (their name only when shared, else a neutral someone),
// since when, nothing to claim before the safeguard told the heirs, then the claim with its statement, which opens
// the claim's page; a claim under way links to it; in English and French.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { CLAIM_ID, NAMING_ID, makeClaim, makeNaming } from '../../test/fixtures/inheritance';
import { apiError, bodyOf, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import type { NamedMe } from '../../api/inheritance';
import { NamedMeScreen } from './named-me-screen';

const mock = mockHttp();

function serve(namings: NamedMe[], claim: MockReply = { status: 201, data: makeClaim() }) {
  mock.handler = (call) => {
    const seen = describeCall(call);
    if (seen === 'GET /v1/heirs/named-me') return { status: 200, data: { items: namings } };
    if (seen === `POST /v1/heirs/named-me/${NAMING_ID}/claim`) return claim;
    return apiError(404, 'Not found');
  };
}

const open = () => renderScreen(<NamedMeScreen />, '/named-me', '/named-me');
const card = () => screen.getByRole('region', { name: /named you as an heir|vous a désigné/ });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('NamedMeScreen', () => {
  it('says who named the user only with their consent, since when, and that there is nothing to claim yet', async () => {
    serve([makeNaming()]);
    open();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Someone who uses Heirloom named you as an heir',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Named as an heir' })).toBeInTheDocument();
    expect(card()).toHaveTextContent('Since January 15, 2026 · 2 items would come to you');
    expect(card()).toHaveTextContent('There is nothing to claim now.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the claim' })).not.toBeInTheDocument();
  });

  it('names the owner when they agreed to share their name, in French', async () => {
    await i18n.changeLanguage('fr');
    serve([makeNaming({ ownerName: 'Claire', itemCount: 1 })]);
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Claire vous a désigné comme héritier' }),
    ).toBeInTheDocument();
    expect(card()).toHaveTextContent('Depuis le 15 janvier 2026 · 1 objet vous reviendrait');
  });

  it('takes the claim once the heirs were told: a statement is required, then the claim’s page opens', async () => {
    const user = userEvent.setup();
    serve([makeNaming({ mayClaim: true, mayClaimSince: '2027-03-20T08:00:00.000Z' })]);
    open();
    expect(await screen.findByText('You may make a claim since March 20, 2027.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send the claim' });
    await user.click(send);
    expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveAccessibleDescription(
      /Say what happened before sending the claim\./,
    );
    expect(mock.calls.map(describeCall)).not.toContain(`POST /v1/heirs/named-me/${NAMING_ID}/claim`);

    await user.type(
      screen.getByRole('textbox', { name: 'What happened' }),
      '  My mother died on 3 March 2027. ',
    );
    await user.click(send);
    await screen.findByText(`/heir-claims/${CLAIM_ID}`);
    const made = mock.calls.find((c) => describeCall(c) === `POST /v1/heirs/named-me/${NAMING_ID}/claim`);
    expect(bodyOf(made)).toEqual({ statement: 'My mother died on 3 March 2027.' });
    expect(currentLocation()).toBe(`/heir-claims/${CLAIM_ID}`);
  });

  it('shows the API’s refusal in the user’s words and keeps the statement', async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 409,
      data: { statusCode: 409, code: 'CLAIM_NO_ITEMS', message: 'Il ne reste aucun objet à demander.' },
    };
    await i18n.changeLanguage('fr');
    serve([makeNaming({ mayClaim: true, mayClaimSince: '2027-03-20T08:00:00.000Z' })], refusal);
    open();
    const field = await screen.findByRole('textbox', { name: 'Ce qui s’est passé' });
    await user.type(field, 'Décès le 3 mars.');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il ne reste aucun objet à demander.');
    expect(field).toHaveValue('Décès le 3 mars.');
  });

  it('links to a claim under way instead of asking again', async () => {
    serve([makeNaming({ mayClaim: true, mayClaimSince: '2027-03-20T08:00:00.000Z', claim: makeClaim() })]);
    open();
    const link = await screen.findByRole('link', { name: 'See your claim' });
    expect(link).toHaveAttribute('href', `/heir-claims/${CLAIM_ID}`);
    expect(within(card()).getByText('Your claim is under review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the claim' })).not.toBeInTheDocument();
  });

  it('says when nobody named the user', async () => {
    serve([]);
    open();
    expect(
      await screen.findByRole('heading', { name: 'Nobody has named you as an heir' }),
    ).toBeInTheDocument();
  });
});
