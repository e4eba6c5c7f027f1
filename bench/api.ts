// API throughput and latency with autocannon on loopback: the production build against a bare Fastify
// hello-world started in the same run, on PGlite and on PostgreSQL.
import { codeFor, load, signIn, type LoadResult } from './lib/load';
import { startApi, startBaseline, startDbBaseline, type Server } from './lib/processes';
import { fixed, markdownTable, record } from './lib/results';

export interface ApiBenchOptions {
  /** seconds per measured run */
  duration: number;
  connections: number;
  database: { name: string; url: string };
}

const DEMO_OWNER = '+33600000001';
const json = { 'content-type': 'application/json' };

/** Distinct valid French mobile numbers: the resend delay and the daily cap are per phone. */
let phoneSerial = 0;
const nextPhone = () => `+3361${String(1_000_000 + phoneSerial++).padStart(7, '0')}`;

export async function benchApi(options: ApiBenchOptions): Promise<LoadResult[]> {
  const { duration, connections } = options;
  const baseline = await startBaseline(3901);
  const api = await startApi(options.database.url, 3902);
  let dbBaseline: Server | undefined;
  try {
    const base = api.url;
    const { accessToken } = await signIn(base, DEMO_OWNER);
    const auth = { authorization: `Bearer ${accessToken}` };
    const collections = (await (
      await fetch(`${base}/api/v1/products/collections/10/0`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: '{}',
      })
    ).json()) as { items: { id: string }[] };
    const collectionId = collections.items[0]!.id;
    const items = (await (
      await fetch(`${base}/api/v1/products/${collectionId}/10/0`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: '{}',
      })
    ).json()) as { items: { id: string; serialNumber: string }[] };
    const itemId = items.items[0]!.id;
    dbBaseline = await startDbBaseline(options.database.url, items.items[0]!.serialNumber, 3903);

    const common = { connections, duration };
    const run = async (name: string, opts: Parameters<typeof load>[1]) => {
      await load(`${name} (warm-up)`, { ...opts, duration: Math.min(3, duration) });
      return load(name, opts);
    };
    const results: LoadResult[] = [];
    results.push(await run('baseline: Fastify hello-world', { ...common, url: `${baseline.url}/` }));
    results.push(
      await run('baseline: the item page’s statement on a bare Fastify route', {
        ...common,
        url: `${dbBaseline.url}/item`,
      }),
    );
    results.push(await run('GET /api/health', { ...common, url: `${base}/api/health` }));
    results.push(
      await run('GET /api/v1/products/{id} (signed in)', {
        ...common,
        url: `${base}/api/v1/products/${itemId}`,
        headers: auth,
      }),
    );
    results.push(
      await run('POST /api/v1/products/{collectionId}/10/0 (signed in)', {
        ...common,
        url: `${base}/api/v1/products/${collectionId}/10/0`,
        method: 'POST',
        headers: { ...auth, ...json },
        body: '{}',
      }),
    );
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
    const [, statement, , itemRead] = results as [LoadResult, LoadResult, LoadResult, LoadResult];
    const targets = markdownTable(
      ['the signed-in item read', 'measured', 'target'],
      [
        [
          'req/s against the bare route running its one statement',
          `${fixed((100 * itemRead.reqPerSec) / statement.reqPerSec, 1)}%`,
          '≥ 80%',
        ],
        [
          'req/s against bare Fastify hello-world',
          `${fixed((100 * itemRead.reqPerSec) / baselineRate, 1)}%`,
          '≥ 40% (with the read cache)',
        ],
        ['p99 latency', `${fixed(itemRead.p99, 1)} ms`, '< 20 ms'],
      ],
    );
    record(
      `api-${options.database.name}`,
      `API on ${options.database.name}: ${connections} connections, ${duration} s per endpoint (login: each of the ${pairs.length} codes once)`,
      `${table}\n\n${targets}`,
      { connections, duration, results },
    );
    return results;
  } finally {
    await dbBaseline?.stop();
    await api.stop();
    await baseline.stop();
  }
}
