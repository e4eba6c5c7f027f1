// The console's collection form and its model's GTIN (docs/decisions/022-gs1-digital-link.md): shown as kept, checked
// before it is sent (length, digits, GS1's check digit), sent as a GTIN-14, and the server's refusal shown.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consolePaths } from '../../config/paths';
import { bodyOf, describeCall, mockConsoleHttp, signInToConsole } from '../../test/mock-http';
import { CONSOLE_BRAND, consoleCollection, staffMe } from '../../test/fixtures/console';
import * as screens from './console-screens';
import { renderConsoleAt } from './console-screen.testing';

const BRAND = CONSOLE_BRAND;
const mock = mockConsoleHttp();
const collection = consoleCollection({ gtin: '00614141000012' });
const me = staffMe(['catalogue']);

function open() {
  signInToConsole();
  renderConsoleAt(`/console/${BRAND}/collections/${collection.id}`, [
    { path: consolePaths.collection, element: <screens.CollectionScreen /> },
  ]);
}

describe("the collection's GTIN", () => {
  it('refuses a wrong check digit before sending, sends a GTIN-13 as a GTIN-14, and shows a GTIN taken', async () => {
    mock.handler = (call) => {
      const route = describeCall(call);
      if (route === 'GET /console/me') return { status: 200, data: me };
      if (route === `GET /console/brands/${BRAND}/collections`)
        return { status: 200, data: { items: [collection] } };
      if (route.startsWith(`GET /console/brands/${BRAND}/collections/${collection.id}/items/`))
        return { status: 200, data: { items: [], total: 0 } };
      if (route === `PUT /console/brands/${BRAND}/collections/${collection.id}`)
        return {
          status: 409,
          data: {
            statusCode: 409,
            code: 'GTIN_TAKEN',
            field: 'gtin',
            message: 'The GTIN 09506000134352 is already another collection’s.',
          },
        };
      return undefined;
    };
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the collection' }));
    const gtin = screen.getByLabelText('GTIN of the model');
    expect(gtin).toHaveValue('00614141000012');

    await user.clear(gtin);
    await user.type(gtin, '9506000134353');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('This is not a GTIN: check its digits (the last one is the check digit).'),
    ).toBeInTheDocument();
    expect(mock.calls.filter((c) => c.method === 'put')).toHaveLength(0);

    await user.clear(gtin);
    await user.type(gtin, '9506000134352');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The GTIN 09506000134352 is already another collection’s.'),
    ).toBeInTheDocument();
    expect(bodyOf(mock.calls.find((c) => c.method === 'put'))).toMatchObject({ gtin: '09506000134352' });
  });
});
