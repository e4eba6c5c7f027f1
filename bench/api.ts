// API throughput and latency with autocannon on loopback: the production build against a bare Fastify
// hello-world started in the same run, on PGlite and on PostgreSQL.
import { codeFor, load, signIn, type LoadResult } from './lib/load';
import { startApi, startBaseline, startDbBaseline, type Server } from './lib/processes';
import { recordTarget } from './lib/targets';
import { fixed, markdownTable, medianBy, record } from './lib/results';

export interface ApiBenchOptions {
  /** seconds per measured run */
  duration: number;
  /** measured runs of each read endpoint (the median is kept) */
  rounds: number;
  connections: number;
  database: { name: string; url: string };
}

const DEMO_OWNER = '+33600000001';
const json = { 'content-type': 'application/json' };

/** Distinct valid French mobile numbers: the resend delay and the daily cap are per phone. */
let phoneSerial = 0;
const nextPhone = () => `+3361${String(1_000_000 + phoneSerial++).padStart(7, '0')}`;

/** The demo owner signed in on `base`, and the first item of their first collection (or the one of `serial`). */
async function demoItem(base: string, serial?: string, signedIn?: Record<string, string>) {
  const auth = signedIn ?? { authorization: `Bearer ${(await signIn(base, DEMO_OWNER)).accessToken}` };
  const page = async <T>(path: string) =>
    (await (
      await fetch(`${base}/api/v1/products/${path}`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: '{}',
      })
    ).json()) as { items: T[] };
  const collections = await page<{ id: string }>('collections/10/0');
  for (const collection of serial ? collections.items : collections.items.slice(0, 1)) {
    const items = await page<{ id: string; serialNumber: string }>(`${collection.id}/10/0`);
    const item = serial ? items.items.find((i) => i.serialNumber === serial) : items.items[0];
    if (item) return { auth, collectionId: collection.id, itemId: item.id, serial: item.serialNumber };
  }
  throw new Error(`the demo owner has no item ${serial ?? ''} on ${base}`);
}

export async function benchApi(options: ApiBenchOptions): Promise<LoadResult[]> {
  const { duration, connections } = options;
  const baseline = await startBaseline(3901);
  const api = await startApi(options.database.url, 3902);
  let dbBaseline: Server | undefined;
  let uncachedApi: Server | undefined;
  try {
    const base = api.url;
    const { auth, collectionId, itemId, serial } = await demoItem(base);
    dbBaseline = await startDbBaseline(options.database.url, serial, 3903);
    // the same API without its read cache (and without a chain worker beside it): every read runs its statement
    uncachedApi = await startApi(options.database.url, 3905, { READ_CACHE_ENTRIES: '0', CHAIN: 'off' });
    // on PostgreSQL it shares the first one's database, and so its sessions (a second code would come too soon)
    const uncached = await demoItem(
      uncachedApi.url,
      serial,
      options.database.name === 'postgres' ? auth : undefined,
    );

    const common = { connections, duration };
    // the read endpoints, each warmed up, then measured in turn `rounds` times: the median run of each is
    // kept, so that a moment of noise on the shared cores does not decide a ratio
    const endpoints: [string, Parameters<typeof load>[1]][] = [
      ['baseline: Fastify hello-world', { ...common, url: `${baseline.url}/` }],
      [
        'baseline: the item page’s statement on a bare Fastify route',
        { ...common, url: `${dbBaseline.url}/item` },
      ],
      ['GET /api/health', { ...common, url: `${base}/api/health` }],
      [
        'GET /api/v1/products/{id} (signed in)',
        { ...common, url: `${base}/api/v1/products/${itemId}`, headers: auth },
      ],
      [
        'GET /api/v1/products/{id} (signed in), no read cache',
        { ...common, url: `${uncachedApi.url}/api/v1/products/${uncached.itemId}`, headers: uncached.auth },
      ],
      [
        'POST /api/v1/products/{collectionId}/10/0 (signed in)',
        {
          ...common,
          url: `${base}/api/v1/products/${collectionId}/10/0`,
          method: 'POST',
          headers: { ...auth, ...json },
          body: '{}',
        },
      ],
    ];
    for (const [name, opts] of endpoints) {
      await load(`${name} (warm-up)`, { ...opts, duration: Math.min(3, duration) });
    }
    const runs = endpoints.map((): LoadResult[] => []);
    for (let round = 0; round < options.rounds; round++) {
      for (const [index, [name, opts]] of endpoints.entries()) runs[index]!.push(await load(name, opts));
    }
    await uncachedApi.stop();
    const results: LoadResult[] = runs.map((measured) => medianBy(measured, (run) => run.reqPerSec));
    const [, statement, , itemRead, itemUncached] = results as [
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
      LoadResult,
    ];
    // the SMS-login pair: codes to many phones, then each code spent once
    const phones: string[] = [];
    const sms = await load('POST /api/v1/auth/sms', {
      ...common,
      url: `${base}/api/v1/auth/sms`,
      method: 'POST',
      headers: json,
      requests: [
        {
          setupRequest: (request) => {
            const phone = nextPhone();
            phones.push(phone);
            return { ...request, body: JSON.stringify({ phone, language: 'en' }) };
          },
        },
      ],
    });
    results.push(sms);
    const pairs: { phone: string; code: string }[] = [];
    for (const phone of phones) {
      const code = await codeFor(base, phone).catch(() => undefined);
      if (code) pairs.push({ phone, code });
    }
    let next = 0;
    results.push(
      await load('POST /api/v2/auth/login', {
        connections,
        amount: pairs.length,
        url: `${base}/api/v2/auth/login`,
        method: 'POST',
        headers: json,
        requests: [
          {
            setupRequest: (request) => {
              const pair = pairs[next++ % pairs.length]!;
              return { ...request, body: JSON.stringify(pair) };
            },
          },
        ],
      }),
    );
    const baselineRate = results[0]!.reqPerSec;
    const table = markdownTable(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'timeouts', 'non-2xx', 'vs baseline'],
      results.map((r) => [
        r.name,
        fixed(r.reqPerSec, 0),
        fixed(r.p50, 1),
        fixed(r.p99, 1),
        r.errors,
        r.timeouts,
        r.non2xx,
        `${fixed((100 * r.reqPerSec) / baselineRate, 1)}%`,
      ]),
    );
    const uncachedShare = (100 * itemUncached.reqPerSec) / statement.reqPerSec;
    const cachedShare = (100 * itemRead.reqPerSec) / baselineRate;
    const goals: [string, string, string, boolean][] = [
      [
        'no read cache: req/s against the bare route running its one statement',
        `${fixed(uncachedShare, 1)}%`,
        '≥ 80%',
        uncachedShare >= 80,
      ],
      [
        'with the read cache: req/s against bare Fastify hello-world',
        `${fixed(cachedShare, 1)}%`,
        '≥ 40%',
        cachedShare >= 40,
      ],
      ['p99 latency, with the read cache', `${fixed(itemRead.p99, 1)} ms`, '< 20 ms', itemRead.p99 < 20],
      ['p99 latency, no read cache', `${fixed(itemUncached.p99, 1)} ms`, '< 20 ms', itemUncached.p99 < 20],
    ];
    for (const [what, figure, goal, met] of goals) {
      recordTarget({ part: `api · ${options.database.name}`, what: `item read, ${what}`, figure, goal, met });
    }
    const targets = markdownTable(
      ['the signed-in item read', 'measured', 'target'],
      goals.map(([what, figure, goal]) => [what, figure, goal]),
    );
    record(
      `api-${options.database.name}`,
      `API on ${options.database.name}: ${connections} connections, ${duration} s per run, the median of ${options.rounds} runs per read endpoint (login: each of the ${pairs.length} codes once)`,
      `${table}\n\n${targets}`,
      { connections, duration, results },
    );
    return results;
  } finally {
    await uncachedApi?.stop();
    await dbBaseline?.stop();
    await api.stop();
    await baseline.stop();
  }
}
