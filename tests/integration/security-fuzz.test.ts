import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { API_ENDPOINTS, type EndpointContract } from '../../schema/api/paths';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Issue 23's fuzz: every route of schema/api/paths.ts, signed out and signed in as an owner, gets NUL characters, lone surrogates, huge and deeply nested values and wrong types in
 * its path, query and body. Nothing may answer 5xx, and no table may change.
 */

let database: TestDatabase;
let product: RunningProduct;
let base: string;
let ownerCookie = '';
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-security-fuzz-'));
const NUL = 'a\u0000b';
const HIGH_SURROGATE = 'x\uD800y';
const LOW_SURROGATE = '\uDC00';
const ID = '00000000-0000-4000-8000-000000000001';

/** The body's top-level field names, read from the contract (so new fields are fuzzed too). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { nested: value };
  return value;
}

/** Text bodies: [name, JSON text, whether the guard must answer 400]. */
function bodiesFor(fields: string[]): [string, string, boolean][] {
  const all = (value: unknown) => Object.fromEntries((fields.length ? fields : ['name']).map((field) => [field, value]));
  const bodies: [string, unknown, boolean][] = [
    ['NUL in every field', all(NUL), true],
    ['a lone high surrogate in every field', all(HIGH_SURROGATE), true],
    ['a lone low surrogate in every field', all(LOW_SURROGATE), true],
    ['NUL in a key', { [`key${NUL}`]: 'x' }, true],
    ['NUL inside an array', all([NUL]), true],
    ['nested 64 levels', all(deeplyNested(64)), true],
    ['numbers for every field', all(123456789), false],
    ['objects for every field', all({ a: 1 }), false],
    ['null for every field', all(null), false],
    ['huge strings', all('x'.repeat(50_000)), false],
    ['a long array', all(Array.from({ length: 5_000 }, () => 'x')), false],
    ['an array body', [1, 2, 3], false],
    ['a string body', 'text', false],
  ];
  const texts: [string, string, boolean][] = bodies.map(([name, value, refused]) => [name, JSON.stringify(value), refused]);
  // JSON.stringify escapes lone surrogates; this is the raw escape a hostile client can send too.
  texts.push(['an escaped lone surrogate', `{"${fields[0] ?? 'name'}":"\\ud800"}`, true]);
  texts.push(['a body over the size limit', JSON.stringify(all('y'.repeat(300_000))), false]);
  texts.push(['invalid JSON', '{"a":', false]);
  return texts;
}

function pathOf(contract: EndpointContract, id: string): string {
  return contract.path.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(id));
}

/**
 * Every row of every table, as text to compare; the migrations' and the scheduler's own bookkeeping
 * aside, and the sign-in throttle's: a well-formed sign-in with a wrong password is counted against
 * its e-mail by design (docs/security.md "Password guessing"); tests/integration/sign-in-throttle-cluster.test.ts covers it.
 */
async function snapshot(): Promise<string> {
  const connection = database.orm.em.fork().getConnection();
  const tables = (await connection.execute(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like 'mikro_orm%' and tablename not in ('agenda_jobs', 'sign_in_throttles') order by tablename",
  )) as { tablename: string }[];
  const contents: Record<string, unknown> = {};
  for (const { tablename } of tables) {
    const rows = await connection.execute(`select coalesce(json_agg(t order by t::text), '[]'::json) as rows from "${tablename}" t`);
    contents[tablename] = rows[0].rows;
  }
  return JSON.stringify(contents);
}

beforeAll(async () => {
  database = await createTestDatabase();
  product = await startProduct(
    readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'silent', SIGN_IN_ATTEMPTS_PER_MINUTE: '100000' }),
    { log: createLogger('silent') },
  );
  base = `http://127.0.0.1:${product.port}`;
  const signUp = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'fuzzed-owner@example.com', password: 'correct horse battery', firstName: 'Fuzz' }),
  });
  expect(signUp.status).toBe(201);
  ownerCookie = signUp.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
});

afterAll(async () => {
  await product?.stop().catch(() => {});
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('fuzzing every route of schema/api/paths.ts', () => {
  it('never answers 5xx, refuses NUL, lone surrogates and deep nesting with a 400, and writes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    let requests = 0;
    const send = async (label: string, url: string, init: RequestInit, mustRefuse: boolean) => {
      // A well-formed logout ends the owner's session by design: it is fuzzed signed out only.
      for (const cookie of label.startsWith('logout ') ? [''] : ['', ownerCookie]) {
        requests++;
        const response = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), origin: base, ...(cookie ? { cookie } : {}) } });
        const text = await response.text();
        const who = cookie ? 'owner' : 'anonymous';
        if (response.status >= 500) failures.push(`${label} (${who}): ${response.status} ${text.slice(0, 120)}`);
        else if (mustRefuse && response.status !== 400) failures.push(`${label} (${who}): expected 400, got ${response.status}`);
        else if (mustRefuse && !text.includes('validation_failed')) failures.push(`${label} (${who}): not the validation error body`);
      }
    };

    for (const [name, raw] of Object.entries(API_ENDPOINTS)) {
      const contract = raw as EndpointContract;
      const hasParams = contract.path.includes(':');
      // Path parameters: NUL, a lone surrogate's escape, a malformed escape, and a wrong type.
      if (hasParams) {
        for (const [what, id, refused] of [
          ['NUL id', NUL, true],
          ['surrogate id', '%ED%A0%80', false],
          ['malformed escape', '%E0%A4%A', false],
          ['non-uuid id', 'not-an-id', false],
          ['huge id', 'z'.repeat(5_000), false],
        ] as [string, string, boolean][]) {
          const path = what === 'surrogate id' || what === 'malformed escape' ? contract.path.replace(/:([A-Za-z]+)/g, id) : pathOf(contract, id);
          await send(`${name} ${what}`, `${base}${path}`, { method: contract.method, headers: { 'content-type': 'application/json' }, body: contract.method === 'POST' ? '{}' : undefined }, refused);
        }
      }
      const path = pathOf(contract, ID);
      // Query strings on every route (GETs read them; POSTs must not choke on them either).
      for (const [what, query, refused] of [
        ['NUL query', `?q=${encodeURIComponent(NUL)}&businessId=${encodeURIComponent(NUL)}`, true],
        ['invalid UTF-8 query', '?q=%ED%A0%80&limit=%FF', false],
        ['wrong-type query', '?limit=-1&limit=abc&from[$gt]=1&page=1e309', false],
        ['huge query', `?q=${'q'.repeat(6_000)}`, false],
      ] as [string, string, boolean][]) {
        await send(`${name} ${what}`, `${base}${path}${query}`, { method: contract.method, headers: { 'content-type': 'application/json' }, body: contract.method === 'POST' ? '{}' : undefined }, refused);
      }
      if (contract.method !== 'POST') continue;
      for (const [what, body, refused] of bodiesFor(fieldsOf(contract.body))) {
        await send(`${name} ${what}`, `${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }, refused);
      }
    }

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(500);
    // Give any work a request might have queued after its answer a moment to show in the database.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await snapshot()).toBe(before);
  }, 240_000);
});
