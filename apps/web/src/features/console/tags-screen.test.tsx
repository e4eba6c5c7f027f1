// The console's tags with a mocked console API: the list (searched, its states) and the alerts, a CSV import's
// refused lines, a tag unlinked after its confirmation, what to write into a chip, an item's taps, and the admin's
// master key (the passkey asked first, a key in use explained).
import type { ConsoleTag, StaffMe, TagAlert, TagTemplate, TapEntry } from '@heirloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { consolePaths } from '../../config/paths';
import { bodyOf, describeCall, mockConsoleHttp, type MockReply } from '../../test/mock-http';
import type { HttpRequest } from '../../api/http';
import { CONSOLE_BRAND, staffMe } from '../../test/fixtures/console';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const TAGS = `/console/brands/${BRAND}/tags`;
const mock = mockConsoleHttp({ signedIn: true });
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const me = (roles: StaffMe['brands'][number]['roles'], passkeys = 1) => staffMe(roles, passkeys);

const item = {
  id: '9c1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  publicId: 'chrono1931',
  name: 'Chronographe 1931',
  serialNumber: 'MA-CH-1931-0042',
};
const linked: ConsoleTag = {
  id: 'a1c2d3e4-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  uid: '04DE5F1EACC040',
  item,
  keys: 'derived',
  lastCounter: 61,
  lastGenuineTapAt: '2026-11-27T10:00:00.000Z',
  registeredAt: '2026-11-20T10:00:00.000Z',
  unlinkedAt: null,
};
const unlinked: ConsoleTag = {
  ...linked,
  id: 'b1c2d3e4-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  uid: '04A1B2C3D4E5F6',
  item: null,
  keys: 'given',
  lastCounter: null,
  lastGenuineTapAt: null,
  unlinkedAt: '2026-11-26T10:00:00.000Z',
};
const alert: TagAlert = {
  id: 'c1c2d3e4-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  at: '2026-11-28T09:00:00.000Z',
  kind: 'replayed',
  item,
  tagUid: linked.uid,
  counter: 61,
  highestCounter: 61,
};
const template: TagTemplate = {
  url: 'https://heirloom.example/01/00614141000012/21/MA-CH-1931-0042?e=00000000000000000000000000000000&c=0000000000000000',
  ndefFile: '0063D1015F5504686569726C6F6F6D',
  piccDataOffset: 65,
  sdmMacInputOffset: 100,
  sdmMacOffset: 100,
  keys: { metaRead: 1, fileRead: 2, counterRetrieval: 2 },
};
const taps: TapEntry[] = [
  {
    id: 'd1c2d3e4-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    at: alert.at,
    verdict: 'replayed',
    counter: 61,
    tagUid: linked.uid,
  },
  {
    id: 'd2c2d3e4-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    at: linked.lastGenuineTapAt!,
    verdict: 'genuine',
    counter: 61,
    tagUid: linked.uid,
  },
];

function openTags(at = `/console/${BRAND}/tags`) {
  renderConsoleAt(at, [
    { path: consolePaths.tags, element: <screens.TagsScreen /> },
    { path: consolePaths.overview, element: <screens.OverviewScreen /> },
  ]);
}

type Answer = (call: HttpRequest) => MockReply | undefined;
/** The console's reads of a brand with these tags and alerts; `more` answers anything else first. */
function answer(
  roles: StaffMe['brands'][number]['roles'],
  { tags = [linked, unlinked], more }: { tags?: ConsoleTag[]; more?: Answer } = {},
) {
  mock.handler = (call) => {
    const extra = more?.(call);
    if (extra) return extra;
    const route = describeCall(call);
    if (route === 'GET /console/me') return { status: 200, data: me(roles) };
    if (route === `GET ${TAGS}`) {
      const q = String(call.params?.q ?? '').toUpperCase();
      const found = tags.filter((tag) => !q || tag.uid.includes(q) || tag.item?.serialNumber.includes(q));
      return { status: 200, data: { items: found, total: found.length } };
    }
    if (route === `GET ${TAGS}/alerts`) return { status: 200, data: { items: [alert], total: 1 } };
    if (route === `GET /console/brands/${BRAND}/items/${item.id}/taps`)
      return { status: 200, data: { items: taps, total: 2 } };
    if (route === `GET ${TAGS}/${linked.id}/template`) return { status: 200, data: template };
    if (route === `GET ${TAGS}/master-key`)
      return {
        status: 200,
        data: { set: true, setAt: '2026-11-01T10:00:00.000Z', demo: true, derivedTags: 14 },
      };
    return undefined;
  };
}

/** The tags list's row that says `text` (a UID is in the alerts too). */
async function rowOf(text: string) {
  const list = await screen.findByRole('region', { name: /^\d+ (tags?|puces?)$/ });
  return (await within(list).findByText(text)).closest('tr')!;
}

describe('the tags screen', () => {
  it('lists the tags with their item, state, reads and keys, and the alerts with counter against highest', async () => {
    answer(['afterSales']);
    openTags();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
    const row = await rowOf('04DE5F1EACC040');
    expect(within(row).getByText('Chronographe 1931')).toBeInTheDocument();
    expect(within(row).getByText('Linked')).toBeInTheDocument();
    expect(within(row).getByText('61')).toBeInTheDocument();
    expect(within(row).getByText('Derived from the master key')).toBeInTheDocument();
    const other = await rowOf('04A1B2C3D4E5F6');
    expect(within(other).getByText('Unlinked')).toBeInTheDocument();
    expect(within(other).getByText('Never')).toBeInTheDocument();
    expect(within(other).getByText('Given for this chip')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 tags' })).toBeInTheDocument();

    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(within(alerts).getByText('Link used again')).toBeInTheDocument();
    expect(within(alerts).getByText('61 (highest seen: 61)')).toBeInTheDocument();
    // after-sales staff do not register tags, and only admins see the master key
    expect(screen.queryByRole('heading', { name: 'Register tags' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Master key' })).toBeNull();
  });

  it('searches by UID or serial number', async () => {
    answer(['catalogue']);
    openTags();
    await rowOf('04A1B2C3D4E5F6');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by UID or serial number'), 'ma-ch');
    await waitFor(() => expect(screen.queryByText('04A1B2C3D4E5F6')).toBeNull());
    expect(screen.getByText('04DE5F1EACC040')).toBeInTheDocument();
    const searched = mock.calls.filter((c) => describeCall(c) === `GET ${TAGS}`).at(-1);
    expect(searched?.params).toMatchObject({ q: 'ma-ch', offset: '0' });
    await user.clear(screen.getByLabelText('Search by UID or serial number'));
    await user.type(screen.getByLabelText('Search by UID or serial number'), 'FFFF');
    expect(await screen.findByText('No tag matches this search.')).toBeInTheDocument();
  });

  it('says when there is no tag and no alert', async () => {
    answer(['catalogue'], {
      tags: [],
      more: (call) =>
        describeCall(call) === `GET ${TAGS}/alerts`
          ? { status: 200, data: { items: [], total: 0 } }
          : undefined,
    });
    openTags();
    expect(await screen.findByText('No tag registered yet.')).toBeInTheDocument();
    expect(await screen.findByText(/No alert/)).toBeInTheDocument();
  });
});

describe('registering tags', () => {
  it('checks one tag before sending it, then registers it', async () => {
    let sent: unknown;
    answer(['catalogue'], {
      more: (call) => {
        if (describeCall(call) !== `POST ${TAGS}`) return undefined;
        sent = bodyOf(call);
        return { status: 201, data: { ...linked, uid: '04AABBCCDDEEFF' } };
      },
    });
    openTags();
    const form = within(await screen.findByRole('region', { name: 'Register tags' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Tag UID', { exact: false }), '04AABB');
    await user.type(form.getByLabelText('File-read key (optional)', { exact: false }), 'XYZ');
    await user.click(form.getByRole('button', { name: 'Register the tag' }));
    expect(form.getByText('A tag UID is 14 hexadecimal digits (0–9, A–F).')).toBeInTheDocument();
    expect(form.getByText('Enter the serial number of the item the tag is in.')).toBeInTheDocument();
    expect(form.getByText('A key is 32 hexadecimal digits (16 bytes).')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(form.getByLabelText('Tag UID', { exact: false }), 'ccddeeff');
    await user.type(form.getByLabelText("Item's serial number"), ' MA-CH-1931-0042 ');
    await user.clear(form.getByLabelText('File-read key (optional)', { exact: false }));
    await user.click(form.getByRole('button', { name: 'Register the tag' }));
    expect(
      await form.findByText('Tag 04AABBCCDDEEFF is registered and linked to Chronographe 1931.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ uid: '04AABBccddeeff', serial: 'MA-CH-1931-0042' });
  });

  it('shows each refused line of a CSV file, in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    let csv: unknown;
    answer(['catalogue'], {
      more: (call) => {
        if (describeCall(call) !== `POST ${TAGS}/import`) return undefined;
        csv = bodyOf(call);
        return {
          status: 400,
          data: {
            statusCode: 400,
            code: 'CSV_INVALID',
            message: 'Le fichier a des lignes erronées : rien n’a été importé.',
            lines: [
              { line: 2, column: 'uid', message: 'L’UID d’une puce compte 14 chiffres hexadécimaux.' },
              {
                line: 3,
                column: 'serial_number',
                message: 'Aucun objet de la marque n’a ce numéro de série.',
              },
            ],
          },
        };
      },
    });
    openTags();
    const panel = within(await screen.findByRole('region', { name: 'Enregistrer des puces' }));
    const file = 'uid,serial_number\n04AB,MA-1\n04AABBCCDDEEFF,NOPE\n';
    await userEvent
      .setup()
      .upload(
        panel.getByLabelText('Choisir un fichier CSV'),
        new File([file], 'puces.csv', { type: 'text/csv' }),
      );
    const refused = await panel.findByRole('alert');
    expect(refused).toHaveTextContent('Le fichier a des lignes erronées');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ligne 2 : L’UID d’une puce compte 14 chiffres hexadécimaux.',
      'Ligne 3 : Aucun objet de la marque n’a ce numéro de série.',
    ]);
    expect(csv).toEqual({ csv: file });
  });

  it('says how many tags a CSV file registered', async () => {
    answer(['admin'], {
      more: (call) =>
        describeCall(call) === `POST ${TAGS}/import`
          ? { status: 201, data: { imported: 3, tags: [linked, linked, linked] } }
          : undefined,
    });
    openTags();
    const panel = within(await screen.findByRole('region', { name: 'Register tags' }));
    await userEvent
      .setup()
      .upload(panel.getByLabelText('Choose a CSV file'), new File(['uid,serial_number\n'], 'chips.csv'));
    expect(await panel.findByText('3 tags imported from chips.csv.')).toBeInTheDocument();
  });
});

describe('one tag', () => {
  it('unlinks a tag only once the dialog is confirmed', async () => {
    let unlinks = 0;
    answer(['afterSales'], {
      more: (call) => {
        if (describeCall(call) !== `POST ${TAGS}/${linked.id}/unlink`) return undefined;
        unlinks += 1;
        return { status: 200, data: { ...linked, item: null, unlinkedAt: '2026-11-28T10:00:00.000Z' } };
      },
    });
    openTags();
    const row = await rowOf('04DE5F1EACC040');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Manage tag 04DE5F1EACC040' }));
    const panel = screen.getByRole('region', { name: 'Tag 04DE5F1EACC040' });
    expect(panel.querySelector('h2')).toHaveFocus();
    expect(
      within(panel).getByText('In Chronographe 1931, serial number MA-CH-1931-0042.'),
    ).toBeInTheDocument();

    // cancelled: nothing sent
    await user.click(within(panel).getByRole('button', { name: 'Unlink' }));
    let dialog = screen.getByRole('dialog', { name: 'Unlink tag 04DE5F1EACC040?' });
    expect(within(dialog).getByText(/no longer prove anything about Chronographe 1931/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unlinks).toBe(0);

    await user.click(within(panel).getByRole('button', { name: 'Unlink' }));
    dialog = screen.getByRole('dialog', { name: 'Unlink tag 04DE5F1EACC040?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink the tag' }));
    expect(await within(panel).findByText('Tag 04DE5F1EACC040 is unlinked.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unlinks).toBe(1);
    expect(within(panel).getByText(/its taps answer “unlinked”/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Unlink' })).toBeNull();
  });

  it('shows what to write into the chip, and copies its NDEF file', async () => {
    answer(['catalogue']);
    openTags();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(await rowOf('04DE5F1EACC040')).getByRole('button', { name: /^Manage/ }));
    const panel = within(screen.getByRole('region', { name: 'Tag 04DE5F1EACC040' }));
    await user.click(panel.getByRole('button', { name: 'What to write into the chip' }));
    expect(await panel.findByText(template.url)).toBeInTheDocument();
    expect(panel.getByText(template.ndefFile)).toBeInTheDocument();
    expect(panel.getByText('PICC data offset (e)').nextSibling).toHaveTextContent('65 (0x41)');
    expect(panel.getByText('SDM MAC offset (c)').nextSibling).toHaveTextContent('100 (0x64)');
    expect(panel.getByText('SDM file-read key').nextSibling).toHaveTextContent('Key 2');
    expect(panel.getByText('SDM meta-read key').nextSibling).toHaveTextContent('Key 1');
    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(template.ndefFile);
    expect(await panel.findByText('Copied.')).toBeInTheDocument();
  });

  it('shows the item’s taps with their verdicts, and replaces the tag', async () => {
    let sent: unknown;
    answer(['catalogue'], {
      more: (call) => {
        if (describeCall(call) !== `POST ${TAGS}/${linked.id}/replace`) return undefined;
        sent = bodyOf(call);
        return {
          status: 201,
          data: { ...linked, id: 'e1c2d3e4-4a5b-4c6d-8e7f-9a0b1c2d3e4f', uid: '04FFEEDDCCBBAA' },
        };
      },
    });
    openTags();
    const user = userEvent.setup();
    await user.click(within(await rowOf('04DE5F1EACC040')).getByRole('button', { name: /^Manage/ }));
    const panel = within(screen.getByRole('region', { name: 'Tag 04DE5F1EACC040' }));
    expect(await panel.findByText('Taps of Chronographe 1931')).toBeInTheDocument();
    expect(await panel.findByText('Replayed')).toBeInTheDocument();
    expect(panel.getByText('Genuine')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Replace' }));
    await user.type(panel.getByLabelText('New tag UID', { exact: false }), '04FFEEDDCCBBAA');
    await user.click(panel.getByRole('button', { name: 'Replace the tag' }));
    expect(await screen.findByText('Tag 04FFEEDDCCBBAA now replaces 04DE5F1EACC040.')).toBeInTheDocument();
    expect(sent).toEqual({ uid: '04FFEEDDCCBBAA' });
    expect(screen.getByRole('region', { name: 'Tag 04FFEEDDCCBBAA' })).toBeInTheDocument();
  });
});

describe('the master key (admins)', () => {
  it('explains that a key tags derive from cannot change', async () => {
    answer(['admin']);
    openTags();
    const panel = within(await screen.findByRole('region', { name: 'Master key' }));
    expect(await panel.findByText(/14 tags derive their keys from it/)).toBeInTheDocument();
    expect(panel.getByText(/demo master key/)).toBeInTheDocument();
    expect(panel.getByText(/cannot change while tags derive their keys from it/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /Confirm with my passkey/ })).toBeNull();
  });

  it('asks for a passkey first when the admin has none', async () => {
    answer(['admin'], {
      more: (call) => {
        const route = describeCall(call);
        if (route === 'GET /console/me') return { status: 200, data: me(['admin'], 0) };
        if (route === `GET ${TAGS}/master-key`)
          return { status: 200, data: { set: false, setAt: null, demo: false, derivedTags: 0 } };
        return undefined;
      },
    });
    openTags();
    const panel = within(await screen.findByRole('region', { name: 'Master key' }));
    expect(await panel.findByText(/No master key yet/)).toBeInTheDocument();
    expect(panel.getByText(/needs a passkey: add one/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Add a passkey' })).toHaveAttribute(
      'href',
      `/console/${BRAND}/account`,
    );
  });

  it('checks a given key before asking for the passkey', async () => {
    answer(['admin'], {
      more: (call) =>
        describeCall(call) === `GET ${TAGS}/master-key`
          ? { status: 200, data: { set: false, setAt: null, demo: false, derivedTags: 0 } }
          : undefined,
    });
    openTags();
    const panel = within(await screen.findByRole('region', { name: 'Master key' }));
    const user = userEvent.setup();
    await user.click(await panel.findByRole('radio', { name: 'Enter a key I already have' }));
    await user.type(panel.getByLabelText('Master key', { exact: false }), '0011');
    await user.click(panel.getByRole('button', { name: 'Confirm with my passkey and set the key' }));
    expect(panel.getByText('A key is 32 hexadecimal digits (16 bytes).')).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.method.toUpperCase() !== 'GET')).toEqual([]);
  });
});

describe('the overview', () => {
  it('counts the tag alerts and leads to them', async () => {
    answer(['afterSales'], {
      more: (call) =>
        describeCall(call) === `GET /console/brands/${BRAND}/overview`
          ? {
              status: 200,
              data: {
                items: {},
                repairs: {},
                finderContacts: 0,
                sales: { days: 30, count: 0, amounts: [] },
              },
            }
          : undefined,
    });
    openTags(`/console/${BRAND}`);
    const stat = within(await screen.findByRole('region', { name: 'Tag alerts' }));
    expect(stat.getByText('1')).toBeInTheDocument();
    expect(stat.getByRole('link', { name: 'See the alerts' })).toHaveAttribute(
      'href',
      `/console/${BRAND}/tags`,
    );
  });
});
