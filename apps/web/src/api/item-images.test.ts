// The photo API module: list and read photos, the multipart upload with progress, privacy, deletion.
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_ID, ITEM_ID, makeImage } from '../test/fixtures/items';
import { describeCall, mockHttp } from '../test/mock-http';
import {
  addItemImage,
  deleteItemImage,
  imageExtensionOf,
  updateItemImagePrivacy,
  UPLOAD_TIMEOUT_MS,
} from './item-images';

const mock = mockHttp();

describe('photo changes', () => {
  it('switches privacy and deletes a photo on their routes', async () => {
    mock.handler = (call) =>
      call.method === 'delete'
        ? { status: 204, data: null }
        : { status: 200, data: makeImage(1, { isPublic: false }) };
    expect((await updateItemImagePrivacy(ITEM_ID, IMAGE_ID, 'private')).isPublic).toBe(false);
    await deleteItemImage(ITEM_ID, IMAGE_ID);
    expect(mock.calls.map(describeCall)).toEqual([
      `POST /v1/products/updateImage/${ITEM_ID}/${IMAGE_ID}/private`,
      `DELETE /v1/products/deleteImage/${ITEM_ID}/${IMAGE_ID}`,
    ]);
  });
});

describe('photo upload', () => {
  it('sends title, extension, isPublic and the image as multipart, reporting progress', async () => {
    mock.handler = (call) => {
      call.onUploadProgress?.({ loaded: 50, total: 200 });
      call.onUploadProgress?.({ loaded: 200, total: 200 });
      return { status: 201, data: makeImage(1) };
    };
    const file = new File(['fake'], 'Dial.JPG', { type: 'image/jpeg' });
    const onProgress = vi.fn();
    await addItemImage(ITEM_ID, { file, title: '  The dial ', isPublic: false }, { onProgress });

    const call = mock.calls[0]!;
    expect(describeCall(call)).toBe(`POST /v1/products/addImage/${ITEM_ID}`);
    expect(call.timeout).toBe(UPLOAD_TIMEOUT_MS);
    const form = call.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['title', 'extension', 'isPublic', 'image']);
    expect(form.get('title')).toBe('The dial');
    expect(form.get('extension')).toBe('jpg');
    expect(form.get('isPublic')).toBe('false');
    expect((form.get('image') as File).name).toBe('Dial.JPG');
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1]);
  });

  it('takes the extension from the name, else from the MIME type', () => {
    expect(imageExtensionOf({ name: 'IMG_0001.HEIC', type: '' })).toBe('heic');
    expect(imageExtensionOf({ name: 'photo', type: 'image/webp' })).toBe('webp');
    expect(imageExtensionOf({ name: 'scan.bin', type: 'image/png' })).toBe('png');
    expect(imageExtensionOf({ name: 'notes.txt', type: 'text/plain' })).toBeUndefined();
  });
});
