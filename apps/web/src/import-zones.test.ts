// The zone rule of eslint.config.js really fires (docs/architecture.md): a feature importing another
// feature or app/, statically or with import(), and ui/ importing a feature are errors; the allowed zones pass.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line);
}

describe('import zones', () => {
  it('stops a feature at another feature and at app/, and lets it use the shared zones and its own folder', async () => {
    const code = [
      "import { GalleryPreview } from '../gallery/gallery-preview';",
      "import { ItemRoute } from '../../app/item-route';",
      "export const later = () => import('../messages/messages-panel');",
      "import { Button } from '../../ui/button';",
      "import { itemQuery } from '../../api/items';",
      "import { ItemActions } from './item-actions';",
      'export const all = [GalleryPreview, ItemRoute, Button, itemQuery, ItemActions];',
    ].join('\n');
    expect(await zoneErrors('features/items/zone-check.tsx', code)).toEqual([1, 2, 3]);
  }, 20_000); // ESLint runs in the test: seconds on a loaded machine

  it('keeps the shared zones free of features and app/', async () => {
    const code = [
      "import { ItemScreen } from '../features/items/item-screen';",
      "import { createAppRouter } from '../app/router';",
      "import { cx } from './class-names';",
      'export const all = [ItemScreen, createAppRouter, cx];',
    ].join('\n');
    expect(await zoneErrors('ui/zone-check.tsx', code)).toEqual([1, 2]);
  });

  it('lets app/ compose the features', async () => {
    const code =
      "import { ItemScreen } from '../features/items/item-screen';\nexport const all = [ItemScreen];";
    expect(await zoneErrors('app/zone-check.tsx', code)).toEqual([]);
  });
});
