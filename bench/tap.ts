// Taps (issue 31): POST /api/public/taps under autocannon on the production build, each request a new genuine
// tap computed here with the project's own soft chip, then replays of one known URL and forged messages.
// The demo items' chips: UID demoTagUid(serial), keys diversified from the demo master key (apps/api/src/demo).
import { parseDigitalLinkPath } from '../apps/api/src/lib/digital-link';
import { chipKeys } from '../apps/api/src/lib/sun/key-diversification';
import { sunParameters } from '../apps/api/src/lib/sun/soft-chip';
import { readSunMessage } from '../apps/api/src/lib/sun/sun-message';
import { demoItems } from '../apps/api/src/demo/data';
import { demoShop } from '../apps/api/src/demo/shop';
import { demoTagUid } from '../apps/api/src/demo/tags';
import { DEMO_TAG_MASTER_KEY } from '../apps/api/src/modules/tags/tags.service';
import { load, type LoadOptions, type LoadResult } from './lib/load';
import { startApi } from './lib/processes';
import { fixed, markdownTable, medianBy, record } from './lib/results';
import { recordTarget } from './lib/targets';

export interface TapBenchOptions {
  /** seconds per measured run */
  duration: number;
  /** measured runs of each scenario (the median is kept) */
  rounds: number;
  connections: number;
  database: { name: string; url: string };
}

/** The target for a genuine tap at 50 connections. */
const TARGET_P99_MS = 10;
const json = { 'content-type': 'application/json' };

interface Chip {
  gtin: string;
  serial: string;
  keys: { uid: Buffer; metaRead: Buffer; fileRead: Buffer };
  /** the last counter this chip wrote */
  counter: number;
  /** requests of this chip not yet answered */
  inFlight: number;
}

/** What autocannon keeps per request between setupRequest and onResponse (one connection, no pipelining). */
interface TapContext {
  chip?: Chip;
}

export type Verdicts = Record<string, number>;
export interface TapRun extends LoadResult {
  verdicts: Verdicts;
}

/**
 * The simulated chip of every demo item that has a GTIN, its gtin/serial and next counter asked of the running
 * API (GET /api/dev/tap?serial=…: the URL the chip writes next, counter one above the highest seen), its keys
 * derived here as the seed derives them.
 */
async function demoChips(base: string): Promise<{ chips: Chip[]; skipped: string[] }> {
  const master = Buffer.from(DEMO_TAG_MASTER_KEY, 'hex');
  const serials = [
    ...demoItems.map((i) => i.serial),
    ...demoShop.flatMap((c) => c.items.map((i) => i.serial)),
  ];
  const chips: Chip[] = [];
  const skipped: string[] = [];
  for (const serial of serials) {
    const res = await fetch(`${base}/api/dev/tap?serial=${encodeURIComponent(serial)}`);
    if (!res.ok) {
      skipped.push(`${serial} (${res.status})`);
      continue;
    }
    const url = new URL(((await res.json()) as { url: string }).url);
    const address = parseDigitalLinkPath(url.pathname);
    if (!address?.serial) {
      skipped.push(`${serial} (no GTIN)`);
      continue;
    }
    const uid = Buffer.from(demoTagUid(serial), 'hex');
    const keys = chipKeys(master, uid);
    const sun = { e: url.searchParams.get('e'), c: url.searchParams.get('c') };
    const next = readSunMessage(sun, { metaRead: keys.metaRead, fileRead: () => keys.fileRead });
    if (!next.ok || next.uid !== demoTagUid(serial)) {
      throw new Error(`the dev tap URL of ${serial} is not its demo chip's: ${JSON.stringify(next)}`);
    }
    chips.push({
      gtin: address.gtin,
      serial: address.serial,
      keys: { uid, metaRead: keys.metaRead, fileRead: keys.fileRead },
      // the URL's counter was never read: our first tap writes it
      counter: next.counter - 1,
      inFlight: 0,
    });
  }
  if (chips.length === 0) throw new Error('no demo item with a GTIN and a tag');
  return { chips, skipped };
}

/**
 * The chips, handed to requests so that no two requests of one chip are in flight at once (two would race:
 * the lower counter, answered second, is `replayed`). With more connections than chips, some must share:
 * `shared` counts those requests.
 */
class ChipPool {
  private readonly free: Chip[];
  private next = 0;
  shared = 0;

  constructor(private readonly chips: Chip[]) {
    this.free = [...chips];
  }

  take(): Chip {
    const chip = this.free.shift() ?? this.chips[this.next++ % this.chips.length]!;
    if (chip.inFlight > 0) this.shared++;
    chip.inFlight++;
    return chip;
  }

  release(chip: Chip): void {
    chip.inFlight--;
    if (chip.inFlight === 0) this.free.push(chip);
  }
}

const tapBody = (chip: Chip, sun: { e: string; c: string }) =>
  JSON.stringify({ address: { gtin: chip.gtin, serial: chip.serial }, sun });

/** A verdict, or the status and error code of an answer that is not one. */
function verdictOf(status: number, body: string): string {
  try {
    const answer = JSON.parse(body) as { verdict?: string; code?: string };
    if (status === 200 && answer.verdict) return answer.verdict;
    return `${status} ${answer.code ?? ''}`.trim();
  } catch {
    return `${status} (not JSON)`;
  }
}

async function tapLoad(
  name: string,
  options: LoadOptions,
  request: {
    body: (context: TapContext) => string;
    answered?: (context: TapContext) => void;
  },
): Promise<TapRun> {
  const verdicts: Verdicts = {};
  const result = await load(name, {
    ...options,
    method: 'POST',
    headers: json,
    requests: [
      {
        setupRequest: (req, context) => ({ ...req, body: request.body(context as TapContext) }),
        onResponse: (status, body, context) => {
          const verdict = verdictOf(status, body);
          verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
          request.answered?.(context as TapContext);
        },
      },
    ],
  });
  return { ...result, verdicts };
}

const verdictText = (verdicts: Verdicts) =>
  Object.entries(verdicts)
    .sort(([, a], [, b]) => b - a)
    .map(([verdict, n]) => `${verdict} ${n}`)
    .join(', ');

export async function benchTap(options: TapBenchOptions): Promise<TapRun[]> {
  const { duration, connections } = options;
  // the per-IP limit of taps must not answer for the load generator's one address
  const api = await startApi(options.database.url, 3906, { TAPS_PER_IP_PER_MINUTE: '100000000' });
  try {
    const base = api.url;
    const url = `${base}/api/public/taps`;
    const { chips, skipped } = await demoChips(base);
    if (skipped.length > 0) console.warn(`tap: no chip for ${skipped.join(', ')}`);
    const pool = new ChipPool(chips);
    const genuine = {
      body: (context: TapContext) => {
        const chip = pool.take();
        context.chip = chip;
        chip.counter += 1;
        return tapBody(chip, sunParameters(chip.keys, chip.counter));
      },
      answered: (context: TapContext) => {
        if (context.chip) pool.release(context.chip);
        context.chip = undefined;
      },
    };

    // one known URL: tapped once (genuine), then the same again and again
    const known = chips[0]!;
    known.counter += 1;
    const knownBody = tapBody(known, sunParameters(known.keys, known.counter));
    const first = await fetch(url, { method: 'POST', headers: json, body: knownBody });
    const firstVerdict = verdictOf(first.status, await first.text());
    if (firstVerdict !== 'genuine') throw new Error(`the known URL's first tap answered ${firstVerdict}`);
    // forged: each chip's next message with one bit of the MAC flipped (the chips' counters do not move)
    const forgedBodies = chips.map((chip) => {
      const sun = sunParameters(chip.keys, chip.counter + 1);
      const flipped = (parseInt(sun.c.slice(-1), 16) ^ 1).toString(16).toUpperCase();
      return tapBody(chip, { e: sun.e, c: sun.c.slice(0, -1) + flipped });
    });
    let forgedNext = 0;

    const common = { connections, duration, url };
    const scenarios: [
      string,
      { body: (context: TapContext) => string; answered?: (c: TapContext) => void },
    ][] = [
      [`genuine: a new tap each request, over ${chips.length} chips`, genuine],
      ['replayed: one known URL again', { body: () => knownBody }],
      [
        'forged: one bit of the MAC flipped',
        { body: () => forgedBodies[forgedNext++ % forgedBodies.length]! },
      ],
    ];
    await tapLoad('genuine (warm-up)', { ...common, duration: Math.min(3, duration) }, genuine);
    const sharedBefore = pool.shared;
    const runs = scenarios.map((): TapRun[] => []);
    for (let round = 0; round < options.rounds; round++) {
      for (const [index, [name, scenario]] of scenarios.entries()) {
        runs[index]!.push(await tapLoad(name, common, scenario));
      }
    }
    const shared = pool.shared - sharedBefore;
    const results = runs.map((measured) => medianBy(measured, (run) => run.reqPerSec));
    const genuineRun = results[0]!;
    const table = markdownTable(
      ['scenario', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'verdicts', 'errors', 'timeouts'],
      results.map((r) => [
        r.name,
        fixed(r.reqPerSec, 0),
        fixed(r.p50, 1),
        fixed(r.p975, 1),
        fixed(r.p99, 1),
        verdictText(r.verdicts),
        r.errors,
        r.timeouts,
      ]),
    );
    const genuineShare = (100 * (genuineRun.verdicts.genuine ?? 0)) / Math.max(1, genuineRun.requests);
    recordTarget({
      part: `tap · ${options.database.name}`,
      what: `a genuine tap, p99 at ${connections} connections`,
      figure: `${fixed(genuineRun.p99, 1)} ms`,
      goal: `< ${TARGET_P99_MS} ms`,
      met: genuineRun.p99 < TARGET_P99_MS,
    });
    const targets = markdownTable(
      ['a genuine tap', 'measured', 'target'],
      [
        [
          `p99 latency at ${connections} connections`,
          `${fixed(genuineRun.p99, 1)} ms`,
          `< ${TARGET_P99_MS} ms`,
        ],
        ['answers `genuine`', `${fixed(genuineShare, 2)}%`, '~100%'],
      ],
    );
    const note =
      shared > 0
        ? `${connections} connections over ${chips.length} chips: ${shared} requests (all genuine runs) were ` +
          'sent while another request of the same chip was in flight; of two such, the lower counter answered ' +
          'second is `replayed`, and beyond 20 replays a minute a chip answers 429.'
        : `No two requests of one chip were ever in flight at once (${chips.length} chips, ${connections} connections).`;
    record(
      `tap-${options.database.name}`,
      `Taps on ${options.database.name}: POST /api/public/taps, ${connections} connections, ${duration} s per run, the median of ${options.rounds} runs per scenario`,
      `${table}\n\n${targets}\n\n${note}`,
      { connections, duration, chips: chips.length, skipped, shared, results, rounds: runs },
    );
    return results;
  } finally {
    await api.stop();
  }
}
