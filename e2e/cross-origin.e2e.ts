// A page of another origin (a wallet's, a marketplace's) reads an item's token metadata and shows its picture,
// as the ERC-721 metadata's readers do from their own pages: CORS and the cross-origin resource policy let it,
// in a real browser. The owner's private data stays closed to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { demoItem } from './support';

/** A wallet's page: it fetches the metadata at `tokenUrl`, writes its name and shows its picture. */
const walletPage = (tokenUrl: string, privateUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A wallet</title></head>
<body>
  <h1 id="name">…</h1>
  <img id="picture" crossorigin="anonymous" alt="The token's picture" width="200">
  <p id="bytes"></p>
  <p id="private"></p>
  <script type="module">
    const metadata = await (await fetch(${JSON.stringify(tokenUrl)})).json();
    document.getElementById('name').textContent = metadata.name;
    document.getElementById('picture').src = metadata.image;
    const picture = await (await fetch(metadata.image)).blob();
    document.getElementById('bytes').textContent = picture.type + ' ' + picture.size;
    document.getElementById('private').textContent = await fetch(${JSON.stringify(privateUrl)}, { method: 'POST' })
      .then(() => 'read', () => 'refused');
  </script>
</body></html>`;

test('a page of another origin shows a token’s metadata and picture, and cannot read the owner’s data', async ({
  page,
  request,
  baseURL,
}) => {
  const item = await demoItem(request);
  const tokenId = BigInt(`0x${item.id.replace(/-/g, '')}`).toString();
  const app = new URL(baseURL!).origin;
  const html = walletPage(`${app}/api/v1/tokens/${tokenId}`, `${app}/api/v1/products/count`);
  const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  try {
    // localhost and 127.0.0.1 are two origins to the browser
    await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
    await expect(page.locator('#name')).toHaveText(item.name);
    await expect(page.locator('#bytes')).toHaveText(/^image\/(webp|svg\+xml) \d+$/);
    await expect
      .poll(() =>
        page.locator('#picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(page.locator('#private')).toHaveText('refused');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
