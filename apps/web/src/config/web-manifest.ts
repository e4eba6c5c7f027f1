// The PWA's manifest as the build writes it (English); the server gives it to a French reader in French
// (apps/api/src/http/web-manifest.ts).

/** The installed app's identity: the same in every language, so a change of language is not another app. */
export const MANIFEST_ID = '/';

/** A maskable icon's safe zone: the platform may crop all but the central circle of this share of its width. */
export const MASKABLE_SAFE_DIAMETER = 0.8;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'maskable';
}

const icons: ManifestIcon[] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icon-192-maskable.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const webManifest = {
  id: MANIFEST_ID,
  name: 'Heirloom',
  short_name: 'Heirloom',
  lang: 'en',
  description: 'Your authenticated luxury items and their digital certificates.',
  theme_color: '#14110f',
  background_color: '#f7f4ef',
  display: 'standalone',
  start_url: '/',
  icons,
} as const;
