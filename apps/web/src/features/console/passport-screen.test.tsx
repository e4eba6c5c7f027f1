// The passport screens with a mocked console API: a model's passport filled (a party, a text in both languages, a
// material), saved on top of the version read, changed and saved again, its versions listed and the first read as
// of its date; what the form checks before sending; the server's field error beside its field; someone else's
// version meanwhile said in French with a reload; a document uploaded and listed; an item's own fields only sent.
import { type ConsolePassport, emptyPassportFields, type PassportFields } from '@heirloom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpRequest } from '../../api/http';
import { consolePaths } from '../../config/paths';
import { i18n } from '../../i18n';
import { CONSOLE_BRAND, consoleCollection, staffMe } from '../../test/fixtures/console';
import { bodyOf, describeCall, mockConsoleHttp, type MockReply } from '../../test/mock-http';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const COLLECTION = consoleCollection();
const ITEM = 'a1b2c3d4-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const DOCUMENT = 'd0c0d0c0-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const MODEL_URL = `/console/brands/${BRAND}/collections/${COLLECTION.id}/passport`;
const ITEM_URL = `/console/brands/${BRAND}/items/${ITEM}/passport`;
const mock = mockConsoleHttp({ signedIn: true });
/** A whole editing session typed key by key: longer than a test's 5 s on a busy machine. */
const TYPING = { timeout: 30_000 };
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const empty: PassportFields = emptyPassportFields();

/** A passport server in memory: each PUT on the latest version makes a new one; asOf reads the one of then. */
function passportServer(url: string, start: ConsolePassport['fields'], stale?: () => MockReply | undefined) {
  const kept: ConsolePassport[] = [];
  const latest = (): ConsolePassport =>
    kept.at(-1) ?? { fields: start, version: null, updatedAt: null, updatedBy: null, versions: [] };
  const at = (version: number) => `2026-11-2${version}T10:00:00.000Z`;
  return {
    latest,
    answer(call: HttpRequest): MockReply | undefined {
      if (call.url !== url) return undefined;
      if (call.method.toUpperCase() === 'GET') {
        const asOf = call.params?.asOf as string | undefined;
        const read = asOf ? kept.filter((p) => (p.updatedAt ?? '') <= asOf).at(-1) : latest();
        return { status: 200, data: { ...read, versions: latest().versions } };
      }
      const refused = stale?.();
      if (refused) return refused;
      const body = bodyOf(call) as { fields: ConsolePassport['fields']; baseVersion: number | null };
      // a save that changes nothing makes no version
      if (JSON.stringify(body.fields) === JSON.stringify(latest().fields))
        return { status: 200, data: latest() };
      const version = kept.length + 1;
      const next: ConsolePassport = {
        fields: body.fields,
        version,
        updatedAt: at(version),
        updatedBy: 'claire@maison-aurele.example',
        versions: [
          ...latest().versions,
          {
            version,
            scope: 'model',
            at: at(version),
            by: 'claire@maison-aurele.example',
            changed: Object.keys(body.fields),
          },
        ],
      };
      kept.push(next);
      return { status: 200, data: next };
    },
  };
}

function open(
  at: string,
  answer: (call: HttpRequest) => MockReply | undefined,
  roles = staffMe(['catalogue']),
) {
  mock.handler = (call) => {
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: roles };
    if (route === `GET /console/brands/${BRAND}/collections`)
      return { status: 200, data: { items: [COLLECTION] } };
    return answer(call);
  };
  renderConsoleAt(at, [
    { path: consolePaths.passport, element: <screens.ModelPassportScreen /> },
    { path: consolePaths.itemPassport, element: <screens.ItemPassportScreen /> },
  ]);
}

const puts = () => mock.calls.filter((c) => c.method.toUpperCase() === 'PUT');
const group = (name: RegExp) => screen.getByRole('group', { name });

describe('the model passport screen', () => {
  it(
    'fills, saves, changes and saves again, lists the versions and reads the first as of its date',
    TYPING,
    async () => {
      const server = passportServer(MODEL_URL, empty);
      open(`/console/${BRAND}/collections/${COLLECTION.id}/passport`, server.answer);
      expect(
        await screen.findByRole('heading', { name: 'Passport: Pilote 40', level: 1 }),
      ).toBeInTheDocument();
      expect(screen.getByText('No version yet.')).toBeInTheDocument();
      // each field says who reads it
      expect(within(group(/^Manufacturing facility/)).getByText('Authorities only')).toBeInTheDocument();
      expect(within(group(/^Repair information/)).getByText('After-sales')).toBeInTheDocument();
      expect(within(group(/^Care instructions/)).getByText('Public')).toBeInTheDocument();

      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/^Manufacturer’s name/), 'Maison Aurèle');
      await user.type(within(group(/^Manufacturer/)).getByLabelText(/^Country/), 'fr');
      await user.type(screen.getByLabelText(/^Care instructions in English/), 'Wipe with a dry cloth.');
      await user.type(screen.getByLabelText(/^Care instructions in French/), 'Essuyer avec un chiffon sec.');
      await user.click(screen.getByRole('button', { name: 'Add a material' }));
      await user.type(screen.getByLabelText(/^Material 1 in English/), 'Calfskin');
      await user.type(screen.getByLabelText(/^Material 1 in French/), 'Veau');
      await user.type(screen.getByLabelText(/^Share of the weight/), '80,5');
      await user.type(screen.getByLabelText(/^Recycled/), '20');
      expect(screen.getByText('Shares add up to 80.5 %')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save the passport' }));

      expect(await screen.findByText('Saved as version 1.')).toBeInTheDocument();
      expect(bodyOf(puts()[0])).toEqual({
        baseVersion: null,
        fields: {
          ...empty,
          manufacturer: { name: 'Maison Aurèle', gln: null, country: 'FR' },
          care: { en: 'Wipe with a dry cloth.', fr: 'Essuyer avec un chiffon sec.' },
          materials: [{ name: { en: 'Calfskin', fr: 'Veau' }, share: 80.5, recycledShare: 20, origin: null }],
        },
      });

      const care = screen.getByLabelText(/^Care instructions in English/);
      await user.clear(care);
      await user.type(care, 'Keep away from water.');
      await user.click(screen.getByRole('button', { name: 'Save the passport' }));
      expect(await screen.findByText('Saved as version 2.')).toBeInTheDocument();
      expect(bodyOf(puts()[1])).toMatchObject({
        baseVersion: 1,
        fields: { care: { en: 'Keep away from water.' } },
      });

      await user.click(screen.getByRole('button', { name: 'Save the passport' }));
      expect(await screen.findByText('Nothing changed: still version 2.')).toBeInTheDocument();
      expect(bodyOf(puts()[2])).toMatchObject({ baseVersion: 2 });

      const versions = await screen.findByRole('table');
      expect(within(versions).getAllByRole('row')).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Read as of this version (version 1)' }));
      const asOf = await screen.findByRole('region', { name: /^As it stood on/ });
      expect(await within(asOf).findByText('Wipe with a dry cloth.')).toBeInTheDocument();
      expect(within(asOf).getByText('Version 1, read-only.')).toBeInTheDocument();
      expect(within(asOf).queryByText('Keep away from water.')).toBeNull();
      expect(mock.calls.some((c) => c.params?.asOf === '2026-11-21T10:00:00.000Z')).toBe(true);
      await waitFor(() => expect(within(asOf).getByRole('heading', { level: 2 })).toHaveFocus());
    },
  );

  it(
    'checks a GLN, a share and their sum before sending, and moves the focus to the first problem',
    TYPING,
    async () => {
      open(
        `/console/${BRAND}/collections/${COLLECTION.id}/passport`,
        passportServer(MODEL_URL, empty).answer,
      );
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/^Manufacturer’s name/), 'Maison Aurèle');
      const gln = within(group(/^Manufacturer/)).getByLabelText(/^GLN/);
      await user.type(gln, '12345');
      await user.click(screen.getByRole('button', { name: 'Add a material' }));
      await user.click(screen.getByRole('button', { name: 'Add a material' }));
      await user.type(screen.getByLabelText(/^Material 1 in English/), 'Steel');
      await user.type(screen.getByLabelText(/^Material 2 in English/), 'Gold');
      const [first, second] = screen.getAllByLabelText(/^Share of the weight/);
      await user.type(first!, '60');
      await user.type(second!, '50');
      await user.click(screen.getByRole('button', { name: 'Save the passport' }));

      expect(screen.getByText('A GLN has 13 digits.')).toBeInTheDocument();
      expect(screen.getByText('The shares add up to more than 100 %.')).toBeInTheDocument();
      expect(screen.getByText(/^Some fields need a change/)).toBeInTheDocument();
      await waitFor(() => expect(gln).toHaveFocus());
      expect(gln).toHaveAttribute('aria-invalid', 'true');
      expect(puts()).toHaveLength(0);
    },
  );

  it('says the server’s refusal beside its field', async () => {
    open(`/console/${BRAND}/collections/${COLLECTION.id}/passport`, (call) =>
      call.method.toUpperCase() === 'PUT'
        ? {
            status: 400,
            data: {
              statusCode: 400,
              error: 'Bad Request',
              code: 'GLN_INVALID',
              field: 'fields.manufacturer.gln',
              message: 'This GLN’s check digit is wrong: check the 13 digits.',
            },
          }
        : passportServer(MODEL_URL, empty).answer(call),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Manufacturer’s name/), 'Maison Aurèle');
    const gln = within(group(/^Manufacturer/)).getByLabelText(/^GLN/);
    await user.type(gln, '3014820000001');
    await user.click(screen.getByRole('button', { name: 'Save the passport' }));
    await waitFor(() => expect(gln).toHaveAttribute('aria-invalid', 'true'));
    expect(within(group(/^Manufacturer/)).getAllByText(/check digit is wrong/).length).toBeGreaterThan(0);
    await waitFor(() => expect(gln).toHaveFocus());
  });

  it('in French: someone else’s version saved meanwhile is said, and the latest reloaded', async () => {
    await i18n.changeLanguage('fr');
    let stale = true;
    const server = passportServer(MODEL_URL, empty, () =>
      stale
        ? {
            status: 409,
            data: {
              statusCode: 409,
              error: 'Conflict',
              code: 'PASSPORT_CHANGED',
              message:
                'Quelqu’un d’autre a modifié ce passeport entre-temps : rechargez-le pour voir sa version, puis refaites votre modification.',
            },
          }
        : undefined,
    );
    open(`/console/${BRAND}/collections/${COLLECTION.id}/passport`, server.answer);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Entretien en français/), 'Essuyer.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le passeport' }));
    expect(await screen.findByText(/Quelqu’un d’autre a modifié ce passeport/)).toBeInTheDocument();
    const reload = screen.getByRole('button', { name: 'Recharger la dernière version' });
    await waitFor(() => expect(reload.parentElement).toHaveFocus());

    // the other person's version, now the latest
    stale = false;
    mock.calls.length = 0;
    server.answer({
      method: 'put',
      url: MODEL_URL,
      data: { fields: { ...empty, countryOfOrigin: 'IT' }, baseVersion: null },
    } as HttpRequest);
    await user.click(reload);
    await waitFor(() => expect(screen.getByLabelText(/^Pays d’origine/)).toHaveValue('IT'));
    expect(screen.getByLabelText(/^Entretien en français/)).toHaveValue('');
    expect(screen.queryByText(/Quelqu’un d’autre/)).toBeNull();
    expect(screen.getByText('Dernière version : 1.')).toBeInTheDocument();
  });

  it('uploads a PDF and lists it with its kind, title in both languages and audience', async () => {
    const server = passportServer(MODEL_URL, empty);
    open(`/console/${BRAND}/collections/${COLLECTION.id}/passport`, (call) =>
      describeCall(call) === `POST /console/brands/${BRAND}/passport-documents`
        ? {
            status: 201,
            data: {
              id: DOCUMENT,
              fileName: 'conformity.pdf',
              mediaType: 'application/pdf',
              size: 1200,
              sha256: 'ab'.repeat(32),
              url: `/api/public/passport-documents/${DOCUMENT}`,
            },
          }
        : server.answer(call),
    );
    const user = userEvent.setup();
    const file = new File(['%PDF-1.4'], 'conformity.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Upload a PDF document'), file);
    const row = await screen.findByRole('group', { name: 'Document 1: conformity.pdf' });
    expect(within(row).getByLabelText(/^Document 1’s title in English/)).toHaveValue('conformity');
    await user.selectOptions(within(row).getByLabelText('Kind'), 'Test report');
    await user.selectOptions(within(row).getByLabelText('Read by'), 'Authorities only');
    await user.click(screen.getByRole('button', { name: 'Save the passport' }));
    expect(await screen.findByText('Saved as version 1.')).toBeInTheDocument();
    expect((bodyOf(puts()[0]) as { fields: PassportFields }).fields.documents).toEqual([
      {
        id: DOCUMENT,
        kind: 'testReport',
        title: { en: 'conformity', fr: 'conformity' },
        audience: 'authority',
      },
    ]);
    await user.click(within(row).getByRole('button', { name: 'Remove document 1' }));
    expect(screen.getByText('No document yet.')).toBeInTheDocument();
  });
});

describe('an item’s passport screen', () => {
  it('sends only the fields the item replaces', async () => {
    const server = passportServer(ITEM_URL, {});
    const model = passportServer(MODEL_URL, {
      ...empty,
      care: { en: 'Wipe the case dry.' },
      afterSalesUntil: '2036-12-31',
    });
    open(
      `/console/${BRAND}/collections/${COLLECTION.id}/items/${ITEM}/passport?serial=MA-0001`,
      (call) => server.answer(call) ?? model.answer(call),
    );
    expect(
      await screen.findByRole('heading', { name: 'Passport of item MA-0001', level: 1 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Left to the model’s passport.')).length).toBeGreaterThan(5);
    expect(screen.queryByLabelText(/^Care instructions in English/)).toBeNull();
    // what the item keeps of its model
    expect(await within(group(/^Care instructions/)).findByText('Wipe the case dry.')).toBeInTheDocument();
    expect(within(group(/^After-sales service/)).getByText('December 31, 2036')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Care instructions: this item’s own' }));
    await user.type(screen.getByLabelText(/^Care instructions in English/), 'Its strap is rubber: rinse it.');
    await user.click(screen.getByRole('button', { name: 'Save the passport' }));
    expect(await screen.findByText('Saved as version 1.')).toBeInTheDocument();
    expect(bodyOf(puts()[0])).toEqual({
      baseVersion: null,
      fields: { care: { en: 'Its strap is rubber: rinse it.' } },
    });

    // the after-sales group's date and text are replaced together
    await user.click(screen.getByRole('checkbox', { name: 'After-sales service: this item’s own' }));
    fireEvent.change(screen.getByLabelText(/^After-sales service until/), {
      target: { value: '2030-06-30' },
    });
    await user.click(screen.getByRole('button', { name: 'Save the passport' }));
    expect(await screen.findByText('Saved as version 2.')).toBeInTheDocument();
    expect(bodyOf(puts()[1])).toEqual({
      baseVersion: 1,
      fields: {
        care: { en: 'Its strap is rubber: rinse it.' },
        afterSalesUntil: '2030-06-30',
        afterSales: null,
      },
    });
  });

  it('after-sales staff read it without editing', async () => {
    const server = passportServer(ITEM_URL, { repair: { en: 'Open the case back with a 6-notch key.' } });
    open(
      `/console/${BRAND}/collections/${COLLECTION.id}/items/${ITEM}/passport?serial=MA-0001`,
      server.answer,
      staffMe(['afterSales']),
    );
    expect(await screen.findByText('Open the case back with a 6-notch key.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the passport' })).toBeNull();
  });
});

describe('the collection’s passport panel', () => {
  it('opens the passport, lists the CSV columns, and imports passports: every refused line said, then the counts', async () => {
    const collection = consoleCollection({ gtin: '00614141000012' });
    let refuse = true;
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /console/me') return { status: 200, data: staffMe(['catalogue']) };
      if (route === `GET /console/brands/${BRAND}/collections`)
        return { status: 200, data: { items: [collection] } };
      if (route.startsWith(`GET /console/brands/${BRAND}/collections/${collection.id}/items/`))
        return { status: 200, data: { items: [], total: 0 } };
      if (route === `POST /console/brands/${BRAND}/passports/import`)
        return refuse
          ? {
              status: 400,
              data: {
                statusCode: 400,
                error: 'Bad Request',
                code: 'CSV_INVALID',
                message: 'The file has lines to fix: nothing was imported.',
                lines: [{ line: 3, column: 'materials', message: 'A share from 0 to 100.' }],
              },
            }
          : { status: 201, data: { models: 1, items: 2 } };
      return undefined;
    };
    renderConsoleAt(`/console/${BRAND}/collections/${collection.id}`, [
      { path: consolePaths.collection, element: <screens.CollectionScreen /> },
    ]);
    const panel = await screen.findByRole('region', { name: 'Passport' });
    expect(within(panel).getByRole('link', { name: 'Edit the passport' })).toHaveAttribute(
      'href',
      `/console/${BRAND}/collections/${collection.id}/passport`,
    );
    for (const column of ['gtin', 'serial_number', 'materials', 'end_of_life_fr'])
      expect(within(panel).getByText(column, { selector: 'code' })).toBeInTheDocument();
    expect(within(panel).getByText(/^gtin,serial_number,/)).toHaveTextContent('00614141000012,,CH');

    const user = userEvent.setup();
    const csv = (name: string) =>
      new File(['gtin,care_en\n00614141000012,Wipe dry.'], name, { type: 'text/csv' });
    await user.upload(within(panel).getByLabelText('Choose the passports (CSV file)'), csv('passports.csv'));
    const refused = await within(panel).findByRole('alert');
    expect(refused).toHaveTextContent('The file has lines to fix: nothing was imported.');
    expect(refused).toHaveTextContent('Line 3: A share from 0 to 100.');
    expect(bodyOf(mock.calls.find((c) => c.method.toUpperCase() === 'POST'))).toEqual({
      csv: 'gtin,care_en\n00614141000012,Wipe dry.',
    });

    refuse = false;
    await user.upload(within(panel).getByLabelText('Choose the passports (CSV file)'), csv('fixed.csv'));
    expect(
      await within(panel).findByText('fixed.csv imported. Model passports: 1; item passports: 2.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });
});
