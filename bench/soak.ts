// Soak: the production build under a steady mix of reads and writes at 50 connections for minutes, its
// resident memory sampled: it should stay flat (within 10% after warm-up) with no errors.
import { load, signIn } from './lib/load';
import { rssMiB, startApi } from './lib/processes';
import { fixed, markdownTable, record } from './lib/results';
import { recordTarget } from './lib/targets';

export interface SoakOptions {
  seconds: number;
  connections: number;
  database: { name: string; url: string };
}

const json = { 'content-type': 'application/json' };

export async function benchSoak(options: SoakOptions) {
  const api = await startApi(options.database.url, 3903);
  try {
    const base = api.url;
    const { accessToken } = await signIn(base, '+33600000001');
    const auth = { authorization: `Bearer ${accessToken}` };
    const post = async (path: string) =>
      (await fetch(base + path, { method: 'POST', headers: { ...auth, ...json }, body: '{}' })).json();
    const collections = (await post('/api/v1/products/collections/10/0')) as { items: { id: string }[] };
    const collectionId = collections.items[0]!.id;
    const page = (await post(`/api/v1/products/${collectionId}/10/0`)) as { items: { id: string }[] };
    // the item with photos: its first picture's privacy is toggled (a write with an ownership check)
    let photo: { itemId: string; imageId: string } | undefined;
    for (const c of collections.items) {
      const items = (await post(`/api/v1/products/${c.id}/10/0`)) as { items: { id: string }[] };
      for (const it of items.items) {
        const images = (await (
          await fetch(`${base}/api/v1/products/images/${it.id}`, { headers: auth })
        ).json()) as { items?: { id: string; isPublic: boolean }[] } | { id: string; isPublic: boolean }[];
        const list = Array.isArray(images) ? images : (images.items ?? []);
        // only the owner's own photos may change (the brand's pictures answer 403): find one by trying
        for (const image of list) {
          if (photo) break;
          const same = `/api/v1/products/updateImage/${it.id}/${image.id}/${image.isPublic ? 'public' : 'private'}`;
          if ((await fetch(base + same, { method: 'POST', headers: auth })).ok) {
            photo = { itemId: it.id, imageId: image.id };
          }
        }
      }
    }
    if (!photo) throw new Error('no demo item with a photo');
    const itemId = page.items[0]!.id;
    let privacy = 0;
    const samples: { t: number; rssMiB: number }[] = [];
    const started = Date.now();
    const sample = () => samples.push({ t: (Date.now() - started) / 1000, rssMiB: rssMiB(api.process.pid!) });
    sample();
    const timer = setInterval(sample, 5_000);
    const result = await load('soak: mixed reads and writes', {
      connections: options.connections,
      duration: options.seconds,
      headers: auth,
      url: base,
      requests: [
        { method: 'GET', path: `/api/v1/products/${itemId}` },
        {
          method: 'POST',
          path: `/api/v1/products/${collectionId}/10/0`,
          headers: { ...auth, ...json },
          body: '{}',
        },
        { method: 'GET', path: `/api/v1/products/getProductHistory/${itemId}` },
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            path: `/api/v1/products/updateImage/${photo.itemId}/${photo.imageId}/${privacy++ % 2 ? 'public' : 'private'}`,
          }),
        },
        {
          method: 'POST',
          path: '/api/v1/products/collections/10/0',
          headers: { ...auth, ...json },
          body: '{}',
        },
        { method: 'GET', path: `/api/v1/products/images/${photo.itemId}` },
      ],
    });
    clearInterval(timer);
    sample();
    // the first tenth (at least 20 s) warms up: caches, JIT, connection pools
    const warm = samples.filter((s) => s.t >= Math.max(20, options.seconds / 10));
    const values = (warm.length ? warm : samples).map((s) => s.rssMiB);
    const min = Math.min(...values);
    const max = Math.max(...values);
    const first = values[0]!;
    const last = values.at(-1)!;
    const spread = (100 * (max - min)) / min;
    const summary = {
      ...result,
      rss: {
        startMiB: samples[0]!.rssMiB,
        afterWarmUpMiB: first,
        endMiB: last,
        minMiB: min,
        maxMiB: max,
        spreadPercent: spread,
      },
      samples,
    };
    const part = `soak · ${options.database.name}`;
    const failures = result.errors + result.timeouts + result.non2xx;
    recordTarget({
      part,
      what: 'errors, timeouts and non-2xx answers',
      figure: String(failures),
      goal: '0',
      met: failures === 0,
    });
    // memory flat: the end within 10 % of the value after warm-up (in between it saws with garbage collections)
    const drift = (100 * (last - first)) / first;
    recordTarget({
      part,
      what: 'RSS at the end against after warm-up',
      figure: `${drift >= 0 ? '+' : ''}${fixed(drift, 1)}%`,
      goal: '≤ +10%',
      met: drift <= 10,
    });
    const table = markdownTable(
      [
        'run',
        'requests',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'timeouts',
        'non-2xx',
        'RSS after warm-up → end (min–max) MiB',
        'RSS spread',
      ],
      [
        [
          `${options.seconds} s, ${options.connections} connections`,
          result.requests,
          fixed(result.reqPerSec, 0),
          fixed(result.p50, 1),
          fixed(result.p99, 1),
          result.errors,
          result.timeouts,
          result.non2xx,
          `${fixed(first, 0)} → ${fixed(last, 0)} (${fixed(min, 0)}–${fixed(max, 0)})`,
          `${fixed(spread, 1)}%`,
        ],
      ],
    );
    record(
      `soak-${options.database.name}`,
      `Soak on ${options.database.name}: item, collection, history and image reads with image privacy writes`,
      table,
      summary,
    );
    return summary;
  } finally {
    await api.stop();
  }
}
