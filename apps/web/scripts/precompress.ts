// Vite plugin: writes Brotli (.br) and gzip (.gz) copies of the built text assets, once, at build time,
// so the server sends compressed files without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'heirloom:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => TEXT.test(name))
          .map(async (name) => {
            const file = path.join(outDir, name);
            const content = await fs.promises.readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(content, { level: 9 }),
            ]);
            await Promise.all([
              fs.promises.writeFile(`${file}.br`, br),
              fs.promises.writeFile(`${file}.gz`, gzipped),
            ]);
          }),
      );
    },
  };
}
