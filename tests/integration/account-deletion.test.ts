import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { Database } from '../../engine/persistence/sql';
import { type FakeStripe, startFakeStripe, TEST_CARDS } from '../support/fake-stripe';
import { savedCard as savedCardOf, signedInOwner as signedInOwnerOf, type SignedInOwner } from '../support/stripe-owner';

/**
 * Settings → Your data (issue 21): the owner downloads everything, then deletes the account behind
 * a typed confirmation. The payment provider's customer goes first (a failure there deletes
 * nothing); afterwards no row of any table names the owner, their business or their e-mail.
 */
let stripe: FakeStripe;
let product: RunningProduct;
let base: string;
let sql: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-account-'));
const savedEnv = { ...process.env };
const signedInOwner = () => signedInOwnerOf(base);
const savedCard = (owner: SignedInOwner, card: string) => savedCardOf(owner, stripe, card);

beforeAll(async () => {
  stripe = await startFakeStripe();
  Object.assign(process.env, stripe.env);
  product = await startProduct(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...stripe.env }), { log: createLogger('silent') });
  base = `http://127.0.0.1:${product.port}`;
  sql = new Database(product.database.url, { max: 2 });
  // A neighbour whose business and rows must all remain.
  const neighbour = await signedInOwner();
  const made = await neighbour.request('/api/businesses', {
    method: 'POST',
    body: JSON.stringify({
      businessName: 'Staying Bikes',
      websiteUrl: 'https://staying.example',
      monthlyBudget: 900,
      paymentConfirmed: true,
      setupIntentId: await savedCard(neighbour, TEST_CARDS.visa),
    }),
  });
  expect(made.status).toBe(201);
});

afterAll(async () => {
  await sql?.close();
  await product?.stop();
  await stripe?.close();
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('deleting an account', () => {
  it('deletes an account with everything it holds, its Stripe customer first, after offering an export', async () => {
    const othersBefore = await sql.query<{ n: number }>('select (select count(*) from businesses)::int + (select count(*) from users)::int as n');
    const owner = await signedInOwner();
    const card = await savedCard(owner, TEST_CARDS.visa);
    const created = await owner.request('/api/businesses', {
      method: 'POST',
      body: JSON.stringify({ businessName: 'Leaving Bikes', websiteUrl: 'https://leaving.example', monthlyBudget: 900, paymentConfirmed: true, setupIntentId: card }),
    });
    expect(created.status).toBe(201);
    const { id: businessId } = (await (await owner.request('/api/businesses/me')).json()) as { id: string };
    for (let tries = 0; tries < 100 && ((await (await owner.request('/api/campaigns')).json()) as unknown[]).length === 0; tries++) await new Promise((r) => setTimeout(r, 200));

    const exported = await owner.request('/api/account/export');
    expect(exported.headers.get('content-disposition')).toContain('adpilot-export.json');
    const document = (await exported.json()) as Record<string, unknown>;
    expect(document).toMatchObject({ user: { email: owner.user.email }, business: { business_name: 'Leaving Bikes' } });
    expect((document.campaigns as unknown[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(document)).not.toContain('password_hash');

    const wrong = await owner.request('/api/account/delete', { method: 'POST', body: JSON.stringify({ confirmEmail: 'someone@else.example' }) });
    expect(wrong.status).toBe(400);
    expect((await sql.query('select 1 from users where id = $1', [owner.user.id])).length).toBe(1);

    const customer = String(stripe.setupIntents.get(card)?.customer);
    const deleted = await owner.request('/api/account/delete', { method: 'POST', body: JSON.stringify({ confirmEmail: owner.user.email.toUpperCase() }) });
    expect(deleted.status).toBe(200);
    expect(stripe.customers.has(customer)).toBe(false);
    expect((await owner.request('/api/auth/user')).status).toBe(401);

    // No row of any table names the owner, their business or their e-mail; the other owner's rows remain.
    const tables = await sql.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    const left: string[] = [];
    for (const { table_name: table } of tables) {
      const [row] = await sql.query<{ n: number }>(
        `select count(*)::int as n from "${table}" t where t::text like '%' || $1 || '%' or t::text like '%' || $2 || '%' or t::text ilike '%' || $3 || '%'`,
        [owner.user.id, businessId, owner.user.email],
      );
      if (row.n > 0) left.push(`${table}: ${row.n}`);
    }
    expect(left).toEqual([]);
    expect(await sql.query<{ n: number }>('select (select count(*) from businesses)::int + (select count(*) from users)::int as n')).toEqual(othersBefore);
  });

});
