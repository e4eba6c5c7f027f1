// The heir's claim with a mocked API: each brand's part with what it asks for, its state (waiting for documents,
// under review, approved, refused with the reason, cancelled because the owner came back) and what happens next;
// documents chosen, checked before sending, removable, then sent per brand; in English and French.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HEIR_DOCUMENT_MAX_BYTES } from '@heirloom/contract';
import { i18n } from '../../i18n';
import type { HeirClaim } from '../../api/inheritance';
import { BRAND_ID, CLAIM_ID, makeClaim, makePart } from '../../test/fixtures/inheritance';
import { apiError, describeCall, mockHttp } from '../../test/mock-http';
import { renderScreen } from '../../test/render-screen';
import { ClaimScreen } from './claim-screen';

const mock = mockHttp();
const UPLOAD = `POST /v1/heir-claims/${CLAIM_ID}/documents`;

/** Serves the claim; each document sent is added to its brand's part, as the API keeps it. */
function serve(start: HeirClaim) {
  let claim = start;
  mock.handler = (call) => {
    const seen = describeCall(call);
    if (seen === `GET /v1/heir-claims/${CLAIM_ID}`) return { status: 200, data: claim };
    if (seen === UPLOAD) {
      const form = call.data as FormData;
      const file = form.get('file') as File;
      const document = {
        id: `6f1c2d3e-0000-4000-8000-1000000000${claim.parts[0]!.documents.length + 10}`,
        fileName: file.name,
        mediaType: 'application/pdf' as const,
        size: file.size,
        createdAt: '2027-04-02T10:00:00.000Z',
      };
      claim = {
        ...claim,
        parts: claim.parts.map((part) =>
          part.brandId === form.get('brandId') ? { ...part, documents: [...part.documents, document] } : part,
        ),
      };
      return { status: 201, data: document };
    }
    return apiError(404, 'Not found');
  };
}

const open = () => renderScreen(<ClaimScreen />, '/heir-claims/:claimId', `/heir-claims/${CLAIM_ID}`);
const part = (brand = 'Maison Arlo') => screen.getByRole('region', { name: brand });
const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const uploads = () => mock.calls.filter((call) => describeCall(call) === UPLOAD);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ClaimScreen', () => {
  it('shows the statement, what each brand asks for, and that it waits for the documents', async () => {
    serve(makeClaim());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your claim' })).toBeInTheDocument();
    expect(screen.getByText('Made on April 1, 2027')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What you said' })).toHaveTextContent(
      'My mother died on 3 March 2027.',
    );
    expect(part()).toHaveTextContent('2 items');
    expect(part()).toHaveTextContent('Waiting for your documents');
    expect(within(part()).getByRole('heading', { name: 'What Maison Arlo asks for' })).toBeInTheDocument();
    expect(within(part()).getByText('A death certificate')).toBeInTheDocument();
    expect(part()).toHaveTextContent('No document sent yet.');
    expect(part()).toHaveTextContent('Send Maison Arlo the documents above.');
    expect(within(part()).getByRole('button', { name: 'Send the documents to Maison Arlo' })).toBeDisabled();
  });

  it('sends the documents chosen, once a removed one is left out, and shows them sent', async () => {
    const user = userEvent.setup();
    serve(makeClaim());
    open();
    const input = await screen.findByLabelText('Add documents for Maison Arlo');
    await user.upload(input, [pdf('death-certificate.pdf'), pdf('wrong.pdf')]);
    const chosen = within(part()).getByRole('list', { name: 'To send' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(chosen).getByRole('button', { name: 'Remove wrong.pdf' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(part()).getByRole('button', { name: 'Send the documents to Maison Arlo' }));
    expect(await screen.findByText('Your documents were sent to Maison Arlo.')).toBeInTheDocument();
    expect(uploads()).toHaveLength(1);
    const form = uploads()[0]!.data as FormData;
    expect(form.get('brandId')).toBe(BRAND_ID);
    expect((form.get('file') as File).name).toBe('death-certificate.pdf');
    // the claim read again: the document sent, the part now under review
    expect(await within(part()).findByText('death-certificate.pdf')).toBeInTheDocument();
    expect(part()).toHaveTextContent('Under review');
    expect(within(part()).queryByRole('list', { name: 'To send' })).not.toBeInTheDocument();
  });

  it('refuses before sending a file too large or of another kind, in French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup({ applyAccept: false });
    serve(makeClaim());
    open();
    const input = await screen.findByLabelText('Ajouter des documents pour Maison Arlo');
    await user.upload(input, [
      pdf('huge.pdf', HEIR_DOCUMENT_MAX_BYTES + 1),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(part()).toHaveTextContent('huge.pdf dépasse 10 Mo.');
    expect(part()).toHaveTextContent('notes.txt n’est ni un PDF, ni un JPEG, ni un PNG.');
    expect(
      within(part()).getByRole('button', { name: 'Envoyer les documents à Maison Arlo' }),
    ).toBeDisabled();
    expect(uploads()).toHaveLength(0);
  });

  it.each([
    [
      'approved',
      makePart({ state: 'approved', decidedAt: '2027-04-10T10:00:00.000Z' }),
      [
        'Approved · On April 10, 2027',
        'The items are now in your collection, with “inherited” in their history.',
      ],
    ],
    [
      'refused',
      makePart({
        state: 'refused',
        decidedAt: '2027-04-10T10:00:00.000Z',
        reason: 'The certificate is unreadable.',
      }),
      ['Refused', 'Why: The certificate is unreadable.', 'Maison Arlo refused this part of your claim.'],
    ],
  ] as const)('says what happened when %s, and offers no more uploads', async (_state, decided, texts) => {
    serve(makeClaim({ state: 'closed', parts: [decided] }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Your claim' });
    for (const text of texts) expect(part()).toHaveTextContent(text);
    expect(screen.queryByLabelText('Add documents for Maison Arlo')).not.toBeInTheDocument();
  });

  it('says the claim was cancelled because the owner came back, in French', async () => {
    await i18n.changeLanguage('fr');
    serve(makeClaim({ state: 'cancelled', parts: [makePart({ state: 'cancelled' })] }));
    open();
    expect(
      await screen.findByText(/La personne qui vous a désigné s’est de nouveau connectée/),
    ).toBeInTheDocument();
    expect(part()).toHaveTextContent('Annulée');
    expect(screen.queryByLabelText('Ajouter des documents pour Maison Arlo')).not.toBeInTheDocument();
  });

  it('says when the claim is not the user’s (404)', async () => {
    mock.handler = () => apiError(404, 'Not found');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim not found' })).toBeInTheDocument();
  });
});
