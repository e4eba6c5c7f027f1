// Shared by the security suite: every route of the contract, sessions, grants without SMS, the error
// shape, and a digest of the stored data to prove that refused requests change nothing.
import * as contract from '@heirloom/contract';
import { errorSchema, isRouteDef, type GuardedAction, type RouteDef } from '@heirloom/contract';
import { and, eq, getTableName, is, isNull } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import * as schema from '../../src/db/schema';
import { passkeys, sessions, stepUpGrants } from '../../src/db/schema';
import { stepUpBinding, type StepUpDetails } from '../../src/modules/auth/step-up-binding';
import type { signIn, TestApp } from '../helpers';

export type Session = Awaited<ReturnType<typeof signIn>>;

export interface ContractRoute {
  /** `METHOD /path`, the key of the authorization matrix */
  key: string;
  /** where it is exported, e.g. legalRoutes.terms.latest */
  name: string;
  def: RouteDef;
}

/**
 * Every route the contract exports, found by walking its exports (route tables and nested tables such as
 * legalRoutes.terms), so a route added anywhere in packages/contract is found without a list to update.
 * Hidden routes (the media files and the local payment provider's HTML card page, kept out of the OpenAPI
 * document: they answer bytes and pages, not the JSON API) only with `withHidden`; their own suites test them
 * (images, messages, the local payment pages).
 */
export function contractRoutes({ withHidden = false }: { withHidden?: boolean } = {}): ContractRoute[] {
  const found = new Map<string, ContractRoute>();
  const walk = (value: unknown, name: string, depth: number) => {
    if (isRouteDef(value)) {
      const key = `${value.method} ${value.path}`;
      if (!found.has(key)) found.set(key, { key, name, def: value });
      return;
    }
    // zod schemas are objects too: only plain objects can hold routes
    if (depth > 3 || typeof value !== 'object' || value === null || '_zod' in value) return;
    if (Object.getPrototypeOf(value) !== Object.prototype) return;
    for (const [k, v] of Object.entries(value)) walk(v, `${name}.${k}`, depth + 1);
  };
  for (const [name, value] of Object.entries(contract)) walk(value, name, 0);
  const routes = [...found.values()].filter((route) => withHidden || !route.def.hidden);
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * A step-up grant written straight into the database for each live session of the user, bound to the
 * transaction `details` describes (a send's recipient and items): the SMS flow itself is tested in
 * auth.test.ts and attacks-from-outside.test.ts.
 */
export async function grantFor(
  t: TestApp,
  userId: string,
  action: GuardedAction,
  details: StepUpDetails = {},
): Promise<void> {
  const now = t.clock.now();
  const db = t.app.database.db;
  // an owner with a passkey confirms with it (decision 018): their grants are passkey grants
  const [passkey] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  if (live.length === 0) return;
  await db.insert(stepUpGrants).values(
    live.map((session) => ({
      userId,
      sessionId: session.id,
      action,
      binding: stepUpBinding(action, details),
      method: passkey ? 'passkey' : 'sms',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 5 * 60_000),
    })),
  );
}

/** The reply is our error shape, with the status it was sent with. */
export function errorShapeProblem(res: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 120)}`;
  }
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return `not the error shape: ${res.body.slice(0, 200)}`;
  if (parsed.data.statusCode !== res.statusCode)
    return `statusCode ${parsed.data.statusCode} in a ${res.statusCode} reply`;
  if (!parsed.data.code || !parsed.data.message) return 'empty code or message';
  return undefined;
}

/**
 * Tables a refused request may write to on purpose, so they stay out of the digest: security counters
 * (a wrong code's attempt, a reused refresh token revoking its session, a brand key's last use), and
 * what the providers log (outbox, payment events); and what the chain indexer reads in the background on its own
 * clock (its lease and cursor, the blocks and Transfer events it read).
 */
const WRITTEN_BY_REFUSALS = new Set([
  'verification_codes',
  'sessions',
  'brand_api_keys',
  'outbox_messages',
  'payment_events',
  'chain_index',
  'chain_blocks',
  'chain_transfers',
]);

export const digestedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !WRITTEN_BY_REFUSALS.has(name))
  .sort();

/** One hash per table over every row, in a stable order: equal digests mean equal stored data. */
export async function dataDigest(t: TestApp): Promise<Record<string, string>> {
  const sql = digestedTables
    .map(
      (name) =>
        `SELECT '${name}' AS name, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS hash FROM "${name}" r`,
    )
    .join(' UNION ALL ');
  const rows = await t.app.database.raw<{ name: string; hash: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
