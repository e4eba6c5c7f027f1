// The documents the brand asks heirs for, with a mocked console API: an admin adds, words, reorders and removes
// them and saves (what is sent), the focus kept where the keyboard was after a move or a removal, a document with no
// text refused before sending, in French; after-sales staff read the list only.
import type { LocalizedText } from '@heirloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { consolePaths } from '../../config/paths';
import { i18n } from '../../i18n';
import { CONSOLE_BRAND, staffMe } from '../../test/fixtures/console';
import { bodyOf, describeCall, mockConsoleHttp } from '../../test/mock-http';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const mock = mockConsoleHttp({ signedIn: true });
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const defaults: LocalizedText[] = [
  { en: 'A death certificate', fr: 'Un acte de décès' },
  { en: 'A document proving you are the heir', fr: 'Un document prouvant que vous êtes l’héritier' },
];
const settingsPath = `/console/brands/${BRAND}/heir-settings`;
const three: LocalizedText[] = [
  { en: 'A', fr: 'A' },
  { en: 'B', fr: 'B' },
  { en: 'C', fr: 'C' },
];
/** The documents' English texts, in the form's order. */
const englishTexts = () =>
  screen.queryAllByLabelText(/^Document \d+ in English$/).map((input) => (input as HTMLInputElement).value);

function answer(roles: Parameters<typeof staffMe>[0], saved = defaults) {
  let documents = saved;
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: staffMe(roles) };
    if (route === `GET ${settingsPath}`) return { status: 200, data: { documents } };
    if (route === `PUT ${settingsPath}`) {
      documents = (bodyOf(call) as { documents: LocalizedText[] }).documents;
      return { status: 200, data: { documents } };
    }
    return undefined;
  };
}

const open = () =>
  renderConsoleAt(`/console/${BRAND}/heir-settings`, [
    { path: consolePaths.heirSettings, element: <screens.HeirSettingsScreen /> },
  ]);
const puts = () => mock.calls.filter((c) => c.method.toUpperCase() === 'PUT');

describe('the heirs’ documents', () => {
  it('lets an admin add, reorder and remove documents, then saves them', async () => {
    answer(['admin']);
    open();
    expect(await screen.findByLabelText('Document 1 in English')).toHaveValue('A death certificate');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a document' }));
    // pasted: typing each letter is slow on a busy machine
    await user.click(screen.getByLabelText('Document 3 in English'));
    await user.paste('A court order');
    await user.click(screen.getByLabelText('Document 3 in French'));
    await user.paste('Une décision de justice');
    await user.click(screen.getByRole('button', { name: 'Move document 3 up' }));
    expect(screen.getByLabelText('Document 2 in English')).toHaveValue('A court order');
    await user.click(screen.getByRole('button', { name: 'Remove document 1' }));
    expect(screen.getByLabelText('Document 1 in French')).toHaveValue('Une décision de justice');
    await user.click(screen.getByRole('button', { name: 'Save the documents' }));
    const saved = await screen.findByText(
      'Saved: heirs who claim from now on are asked for these documents.',
    );
    // the form is built again from the saved list: the focus is on what says so, not lost to the page
    await waitFor(() => expect(saved.parentElement).toHaveFocus());
    expect(bodyOf(puts()[0])).toEqual({
      documents: [{ en: 'A court order', fr: 'Une décision de justice' }, defaults[1]],
    });
    // read again: the form shows what was saved
    expect(await screen.findByLabelText('Document 1 in English')).toHaveValue('A court order');
  });

  it('keeps the focus on a moved document’s button, or on its other move button at the list’s edge', async () => {
    answer(['admin'], three);
    open();
    expect(await screen.findByLabelText('Document 1 in English')).toHaveValue('A');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move document 1 down' }));
    expect(englishTexts()).toEqual(['B', 'A', 'C']);
    expect(screen.getByRole('button', { name: 'Move document 2 down' })).toHaveFocus();
    // the keyboard goes on moving the same document
    await user.keyboard('{Enter}');
    expect(englishTexts()).toEqual(['B', 'C', 'A']);
    // last: "down" is disabled, the focus is on "up"
    expect(screen.getByRole('button', { name: 'Move document 3 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move document 3 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(englishTexts()).toEqual(['B', 'A', 'C']);
    expect(screen.getByRole('button', { name: 'Move document 2 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(englishTexts()).toEqual(['A', 'B', 'C']);
    // first: "up" is disabled, the focus is on "down"
    expect(screen.getByRole('button', { name: 'Move document 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move document 1 down' })).toHaveFocus();
  });

  it('moves the focus after a removal to the next document’s remove button, else the previous one’s, else “add”', async () => {
    answer(['admin'], three);
    open();
    expect(await screen.findByLabelText('Document 1 in English')).toHaveValue('A');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove document 2' }));
    expect(englishTexts()).toEqual(['A', 'C']);
    // the next document, now second
    expect(screen.getByRole('button', { name: 'Remove document 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(englishTexts()).toEqual(['A']);
    // none after it: the previous one
    expect(screen.getByRole('button', { name: 'Remove document 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(englishTexts()).toEqual([]);
    // none left: adding one
    expect(screen.getByRole('button', { name: 'Add a document' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Document 1 in English')).toHaveValue('');
  });

  it('refuses a document with no text before sending, in French', async () => {
    await i18n.changeLanguage('fr');
    answer(['admin']);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un document' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les documents' }));
    const third = screen.getByRole('group', { name: 'Document 3' });
    expect(
      within(third).getByText('Écrivez ce document en anglais, en français ou dans les deux langues.'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('shows after-sales staff the list, without changing it', async () => {
    answer(['afterSales']);
    open();
    expect(await screen.findByText('A death certificate')).toBeInTheDocument();
    expect(screen.getByText('Only your brand’s admins change this list.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the documents' })).toBeNull();
  });
});
