// The gallery with a mocked API: add a photo (title, privacy, progress, errors that keep the input),
// view it in full, switch its privacy, delete it after confirming.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemImage } from '../../api/item-images';
import { makeImage, makeItem } from '../../test/fixtures/items';
import { apiError, describeCall, mockHttp, type MockReply } from '../../test/mock-http';
import { currentLocation, renderScreen } from '../../test/render-screen';
import { goOffline, goOnline } from '../../test/network';
import { GalleryScreen } from './gallery-screen';

const mock = mockHttp();
const item = makeItem(1);
let photos: ItemImage[];
let uploadReply: MockReply;

beforeEach(() => {
  photos = [
    makeImage(1),
    makeImage(2, { isPublic: false }),
    makeImage(3, { mine: false, title: 'From the boutique' }),
  ];
  uploadReply = { status: 201, data: makeImage(9, { title: 'Caseback', isPublic: true }) };
  // jsdom has no object URLs; the preview only needs an address
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  mock.handler = (call) => {
    const url = call.url ?? '';
    if (url.startsWith('/v1/products/addImage/')) {
      call.onUploadProgress?.({ loaded: 1, total: 2 });
      if (uploadReply.status < 400) photos = [uploadReply.data as ItemImage, ...photos];
      return uploadReply;
    }
    if (url.startsWith('/v1/products/updateImage/')) {
      const [imageId, privacy] = url.split('/').slice(-2);
      photos = photos.map((p) => (p.id === imageId ? { ...p, isPublic: privacy === 'public' } : p));
      return { status: 200, data: photos.find((p) => p.id === imageId) };
    }
    if (url.startsWith('/v1/products/deleteImage/')) {
      photos = photos.filter((p) => p.id !== url.split('/').at(-1));
      return { status: 204, data: null };
    }
    if (url.startsWith('/v1/products/images/')) return { status: 200, data: { items: photos } };
    if (url === `/v1/products/${item.id}`) return { status: 200, data: item };
    return apiError(404);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
  goOnline();
});

const open = (query = '') =>
  renderScreen(<GalleryScreen />, '/items/:id/gallery', `/items/${item.id}/gallery${query}`);
const jpeg = (name = 'caseback.jpg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('GalleryScreen', () => {
  it('shows the photos as a grid of thumbnails, private ones marked', async () => {
    open();
    const grid = await screen.findByRole('list', { name: 'Photos of Chronograph No. 1' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['', 'Private', '']);
    expect(within(grid).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/api/media/images/1/thumb',
    );
  });

  it('adds a photo from the files with a title and privacy', async () => {
    open();
    await screen.findByRole('list', { name: /Photos of/ });
    await userEvent.upload(screen.getByLabelText('Choose a file'), jpeg());
    const sheet = await screen.findByRole('dialog', { name: 'Add a photo' });
    expect(within(sheet).getByText(/caseback\.jpg/)).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Add the photo' }));
    expect(within(sheet).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      /Give the photo a title\./,
    );
    expect(mock.calls.some((call) => call.url?.includes('addImage'))).toBe(false);

    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Title' }), 'Caseback');
    await userEvent.click(within(sheet).getByRole('radio', { name: /Public/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add the photo' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const upload = mock.calls.find((call) => call.url?.includes('addImage'));
    const form = upload?.data as FormData;
    expect([form.get('title'), form.get('extension'), form.get('isPublic')]).toEqual([
      'Caseback',
      'jpg',
      'true',
    ]);
    expect(await screen.findByRole('img', { name: 'Caseback' })).toBeInTheDocument();
    expect(screen.getByText('Photo added.')).toHaveAttribute('role', 'status');
  });

  it('offline, the photos still show; adding one waits and says why (decision 038)', async () => {
    open();
    await screen.findByRole('list', { name: /Photos of/ });
    await userEvent.upload(screen.getByLabelText('Choose a file'), jpeg());
    const sheet = await screen.findByRole('dialog', { name: 'Add a photo' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Title' }), 'Caseback');
    act(() => goOffline());
    const add = within(sheet).getByRole('button', { name: 'Add the photo' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You are offline: this needs a connection.');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    for (const picker of [screen.getByLabelText('Choose a file'), screen.getByLabelText('Take a photo')]) {
      expect(picker).toBeDisabled();
      expect(picker).toHaveAccessibleDescription('You are offline: this needs a connection.');
    }
    expect(screen.getByRole('list', { name: /Photos of/ })).toBeInTheDocument();
    expect(mock.calls.some((call) => call.url?.includes('addImage'))).toBe(false);
    act(() => goOnline());
    expect(screen.getByLabelText('Choose a file')).toBeEnabled();
  });

  it('shows a sighted owner that the photo was added, and highlights it, not only to screen readers', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    open();
    await screen.findByRole('list', { name: /Photos of/ });
    await userEvent.upload(screen.getByLabelText('Choose a file'), jpeg());
    const sheet = await screen.findByRole('dialog', { name: 'Add a photo' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Title' }), 'Caseback');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add the photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // one announcement, and it is the visible confirmation itself, not a 1×1 px region
    const announced = screen
      .getAllByRole('status')
      .filter((region) => region.textContent?.includes('Photo added'));
    expect(announced.map((region) => region.textContent)).toEqual(['Photo added.']);
    const [status] = announced;
    expect(status?.closest('.visually-hidden')).toBeNull();
    expect(status).toBeVisible();
    const toast = status?.closest('[data-toast]');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText(/Caseback/)).toBeVisible();

    // the new photo is marked in the grid and brought into view
    const thumb = await screen.findByRole('button', { name: 'Caseback' });
    expect(thumb).toHaveAttribute('data-fresh');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());

    await userEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Photo added.')).not.toBeInTheDocument();
    expect(thumb).not.toHaveAttribute('data-fresh');
  });

  it('keeps what the owner typed when the server refuses, with the reason', async () => {
    uploadReply = apiError(413, 'Payload too large');
    open();
    await userEvent.upload(await screen.findByLabelText('Take a photo'), jpeg('dial.jpg'));
    const sheet = await screen.findByRole('dialog', { name: 'Add a photo' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Title' }), 'Dial at noon');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add the photo' }));

    expect(await within(sheet).findByRole('alert')).toHaveTextContent('This photo is larger than 15 MB.');
    expect(within(sheet).getByRole('textbox', { name: 'Title' })).toHaveValue('Dial at noon');
    expect(within(sheet).getByRole('radio', { name: /Private/ })).toBeChecked();

    uploadReply = apiError(415, 'Unsupported');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Try again' }));
    expect(await within(sheet).findByText(/not a supported picture/)).toBeInTheDocument();
  });

  it('offers no HEIC in the picker, so that iOS hands over a JPEG', async () => {
    open();
    for (const label of ['Take a photo', 'Choose a file']) {
      const accept = (await screen.findByLabelText(label)).getAttribute('accept') ?? '';
      expect(accept).toContain('image/*');
      expect(accept).not.toMatch(/heic|heif/i);
    }
  });

  it('says a HEIC photo cannot be read, before sending it and when the server finds one', async () => {
    open();
    const heic = new File([new Uint8Array(2048)], 'IMG_0002.HEIC', { type: 'image/heic' });
    await userEvent.upload(await screen.findByLabelText('Choose a file'), heic);
    const sheet = await screen.findByRole('dialog', { name: 'Add a photo' });
    expect(within(sheet).getByRole('alert')).toHaveTextContent('HEIC photos cannot be read yet.');
    expect(within(sheet).getByRole('button', { name: 'Add the photo' })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // a HEIC photo under a .jpg name: only the server can tell
    uploadReply = {
      status: 415,
      data: { statusCode: 415, error: 'Error', code: 'HEIC_NOT_SUPPORTED', message: 'HEIC' },
    };
    await userEvent.upload(screen.getByLabelText('Choose a file'), jpeg('IMG_0003.jpg'));
    const again = await screen.findByRole('dialog', { name: 'Add a photo' });
    await userEvent.type(within(again).getByRole('textbox', { name: 'Title' }), 'Papers');
    await userEvent.click(within(again).getByRole('button', { name: 'Add the photo' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(/HEIC photos cannot be read yet/);
  });

  it('offline, a photo still opens in full; its privacy and deletion wait and say why', async () => {
    open(`?photo=${photos[0]?.id ?? ''}`);
    const viewer = await screen.findByRole('dialog');
    act(() => goOffline());
    const remove = within(viewer).getByRole('button', { name: 'Delete this photo' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('You are offline: this needs a connection.');
    for (const radio of within(viewer).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(viewer).getByRole('img', { name: photos[0]?.title })).toBeInTheDocument();
    act(() => goOnline());
    expect(within(viewer).getByRole('button', { name: 'Delete this photo' })).toBeEnabled();
  });

  it('refuses a file over 15 MB before sending it', async () => {
    open();
    const big = jpeg('huge.jpg');
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    await userEvent.upload(await screen.findByLabelText('Choose a file'), big);
    const sheet = await screen.findByRole('dialog', { name: 'Add a photo' });
    expect(within(sheet).getByRole('alert')).toHaveTextContent('larger than 15 MB');
    expect(within(sheet).getByRole('button', { name: 'Add the photo' })).toBeDisabled();
  });

  it('shows a photo in full and switches its privacy', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Photo 1' }));
    expect(currentLocation()).toContain(`photo=${makeImage(1).id}`);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/api/media/images/1/full',
    );
    expect(within(viewer).getByRole('radio', { name: 'Public' })).toBeChecked();

    await userEvent.click(within(viewer).getByRole('radio', { name: 'Private' }));
    await waitFor(() =>
      expect(mock.calls.map(describeCall)).toContain(
        `POST /v1/products/updateImage/${item.id}/${makeImage(1).id}/private`,
      ),
    );
    expect(within(viewer).getByRole('radio', { name: 'Private' })).toBeChecked();
  });

  it('offers no changes on a photo a previous owner added', async () => {
    open(`?photo=${makeImage(3).id}`);
    const viewer = await screen.findByRole('dialog', { name: 'From the boutique' });
    expect(within(viewer).getByText('Added by a previous owner')).toBeInTheDocument();
    expect(within(viewer).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: 'Delete this photo' })).not.toBeInTheDocument();
  });

  it('while minting: only the owner’s own photos, never the item’s name or the brand’s picture (docs/product.md, states)', async () => {
    const minting = makeItem(1, { name: 'Tourbillon Nuit', isToMint: true, mint: null });
    const brandPicture = makeImage(4, {
      mine: false,
      title: 'Tourbillon Nuit',
      thumbnailUrl: '/brand/thumb',
    });
    photos = [brandPicture, makeImage(2, { title: 'On the wrist', isPublic: false })];
    const base = mock.handler;
    mock.handler = (call) =>
      call.url === `/v1/products/${item.id}` ? { status: 200, data: minting } : base(call);
    // even a link straight to the brand's picture opens nothing
    open(`?photo=${brandPicture.id}`);
    const grid = await screen.findByRole('list', {
      name: 'Photos of the item whose certificate is being minted',
    });
    expect(
      within(grid)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['On the wrist']);
    await waitFor(() => expect(document.title).toMatch(/^Photos · Certificate being minted · /));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/Tourbillon|\/brand\//);
    // their photos are theirs: they may still add one
    expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();
  });

  it('deletes a photo only after confirming', async () => {
    open(`?photo=${makeImage(2).id}`);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2' });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Delete this photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete this photo?' })).not.toBeInTheDocument();
    expect(mock.calls.some((call) => call.method === 'delete')).toBe(false);

    await userEvent.click(within(viewer).getByRole('button', { name: 'Delete this photo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.calls.map(describeCall)).toContain(
      `DELETE /v1/products/deleteImage/${item.id}/${makeImage(2).id}`,
    );
    expect(screen.queryByRole('img', { name: 'Photo 2' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe(`/items/${item.id}/gallery`);
  });
});
