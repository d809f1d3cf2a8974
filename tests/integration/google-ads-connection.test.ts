import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { googleConnectionErrorTitle } from '../../schema/messages';
import { captureLogger } from '../support/capture-logger';
import { createFakeGoogleAds, type FakeGoogleAds, type FakeOAuth, recordedRows, startFakeOAuth } from '../support/fake-google-ads';

let product: RunningProduct;
let base: string;
let oauth: FakeOAuth;
let ads: FakeGoogleAds;
const logs = captureLogger();
/** Every response body and header the tests saw: searched for secrets at the end. */
const seen: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-google-ads-'));
const ENCRYPTION_KEY = 'test-encryption-key-0123456789abcdef';
/** GOOGLE_ADS_LOGIN_CUSTOMER_ID: the operator's manager account. */
const OPERATOR_MANAGER = '5556667777';

beforeAll(async () => {
  oauth = await startFakeOAuth();
  ads = createFakeGoogleAds();
  product = await startProduct(
    // No GOOGLE_ADS_DEVELOPER_TOKEN: since Google's sunset, the OAuth client's Cloud project is the access.
    readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'debug', ENCRYPTION_KEY, GOOGLE_ADS_LOGIN_CUSTOMER_ID: OPERATOR_MANAGER, ...oauth.env }),
    { log: logs, liveMode: { googleAdsHooks: ads.hooks, googleAdsBackoff: { wait: async () => {} } } },
  );
  base = `http://127.0.0.1:${product.port}`;
});

afterAll(async () => {
  await product?.stop();
  await oauth?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await product.orm.em.getConnection().execute('delete from google_ads_connections');
  ads.accounts.clear();
  ads.calls.length = 0;
  ads.projectAccessLevel = 'explorer';
  oauth.nextConsent = 'allow';
  oauth.grantedScope = 'https://www.googleapis.com/auth/adwords';
});

/** A signed-in browser: keeps the session cookie, stops at redirects, records what it saw. */
async function signedInBrowser() {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const ours = url.startsWith(base);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(ours ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: base } : {}) },
    });
    if (ours) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair.split('=');
        cookies.set(name, value);
      }
      const text = await response.clone().text();
      seen.push(text, JSON.stringify([...response.headers]));
    }
    return response;
  };
  const email = `owner-${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = await request(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  expect(signUp.status).toBe(201);
  return {
    request,
    /** Start → Google's consent → callback: where the owner lands. */
    async connect(returnTo: 'onboarding' | 'settings' = 'onboarding') {
      const start = await request(`${base}/api/google-ads/auth/start?returnTo=${returnTo}`);
      expect(start.status).toBe(302);
      const consent = await request(start.headers.get('location')!);
      const callback = await request(consent.headers.get('location')!);
      expect(callback.status).toBe(302);
      return new URL(callback.headers.get('location')!, base);
    },
    json: async (path: string, init: RequestInit = {}) => (await request(`${base}${path}`, init)).json(),
  };
}

let shared: ReturnType<typeof signedInBrowser> | undefined;
/** One signed-in owner for the whole file (sign-up is rate-limited); every test starts from a fresh grant. */
function owner() {
  shared ??= signedInBrowser();
  return shared;
}

describe('connecting Google Ads by OAuth', () => {
  it('asks Google for offline access to the adwords scope with state and PKCE', async () => {
    ads.accounts.set('1112223333', { name: 'Harbor Bikes' });
    const browser = await owner();
    const start = await browser.request(`${base}/api/google-ads/auth/start?returnTo=onboarding`);
    const authorize = new URL(start.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${oauth.url}/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: oauth.clientId,
      redirect_uri: `${base}/api/google-ads/auth/callback`,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/adwords',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    // A callback with a forged state is refused and nothing is stored.
    const forged = await browser.request(`${base}/api/google-ads/auth/callback?code=4/x&state=forged`);
    expect(new URL(forged.headers.get('location')!, base).searchParams.get('googleAdsStep')).toBe('failed');
    expect(await browser.json('/api/google-ads/connection')).toMatchObject({ status: 'not_connected' });
  });

  it('connects the one client account, checks it, creates the conversion action and returns to onboarding', async () => {
    ads.accounts.set('1112223333', { name: 'Harbor Bikes', currencyCode: 'EUR', timeZone: 'Europe/Berlin' });
    const browser = await owner();
    const landed = await browser.connect('onboarding');
    // The account's own zone and currency are kept with the connection (and with a live business).
    const [account] = await product.orm.em.getConnection().execute<{ time_zone: string; currency_code: string }[]>(
      'select time_zone, currency_code from google_ads_connections where customer_id = ?',
      ['1112223333'],
    );
    expect(account).toEqual({ time_zone: 'Europe/Berlin', currency_code: 'EUR' });
    expect(landed.pathname).toBe('/onboarding');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ googleAdsStep: 'completed' });

    const connection = await browser.json('/api/google-ads/connection');
    expect(connection).toMatchObject({ status: 'connected', customerId: '1112223333', loginCustomerId: null });
    expect(Date.parse(connection.connectedAt)).not.toBeNaN();

    // ListAccessibleCustomers, the account, a validate-only permission probe, billing, the conversion action.
    expect(ads.calls.some((call) => call.kind === 'service' && call.method === 'CustomerService.ListAccessibleCustomers')).toBe(true);
    expect(ads.calls.some((call) => call.kind === 'mutate' && call.validateOnly)).toBe(true);
    expect(ads.calls.some((call) => call.query?.includes('FROM billing_setup'))).toBe(true);
    const created = ads.calls.find((call) => call.mutations?.[0]?.entity === 'conversion_action');
    expect(created?.mutations?.[0].resource).toMatchObject({ name: 'AdPilot website lead' });

    const tracking = await browser.json('/api/google-ads/conversion-tracking');
    expect(tracking).toMatchObject({ status: 'ready', conversionActionId: '5550001', conversionId: 'AW-987654321', conversionLabel: 'AbC-D_efG12', conversionsArriving: false });
    expect(tracking.globalSiteTag).toContain('googletagmanager.com/gtag/js?id=AW-987654321');
    expect(tracking.tagManagerSteps.length).toBeGreaterThan(2);
    expect(tracking.conversionStatus).toEqual({ trackingStatus: 'UNVERIFIED', lastConversionDate: null, conversionsLast30Days: 0, silent: false });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    ads.conversionsByDate.set(day(0), 3);
    expect(await browser.json('/api/google-ads/conversion-tracking')).toMatchObject({
      conversionsLast30Days: 3,
      conversionsArriving: true,
      conversionStatus: { trackingStatus: 'RECORDING_CONVERSIONS', lastConversionDate: day(0), silent: false },
    });
    // Connected 40 days ago, the last conversion 16 days ago: NO_RECENT_CONVERSIONS, and the owner is told.
    await product.orm.em.getConnection().execute("update google_ads_connections set connected_at = now() - interval '40 days' where customer_id = ?", ['1112223333']);
    ads.conversionsByDate.clear();
    ads.conversionsByDate.set(day(16), 2);
    ads.conversionsByDate.set(day(45), 7); // before the connection: not read
    const quiet = await browser.json('/api/google-ads/conversion-tracking');
    expect(quiet).toMatchObject({ conversionsLast30Days: 2, conversionStatus: { trackingStatus: 'NO_RECENT_CONVERSIONS', lastConversionDate: day(16), silent: true } });
    expect(ads.calls.at(-1)?.query).toContain(`segments.date BETWEEN '${day(40)}' AND '${day(0)}'`);

    // The refresh token is stored only encrypted.
    const refreshToken = oauth.issuedRefreshTokens.at(-1)!;
    const [row] = await product.orm.em.getConnection().execute<{ refresh_token_ciphertext: string }[]>(
      'select refresh_token_ciphertext from google_ads_connections where customer_id = ?',
      ['1112223333'],
    );
    expect(row.refresh_token_ciphertext).toMatch(/^v1\./);
    expect(row.refresh_token_ciphertext).not.toContain(refreshToken.slice(8));

    // Disconnect revokes the grant at Google.
    const disconnect = await browser.json('/api/google-ads/disconnect', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(disconnect.connection.status).toBe('not_connected');
    expect(oauth.revoked).toContain(refreshToken);
    expect(await browser.json('/api/google-ads/connection')).toMatchObject({ status: 'not_connected' });
  });

  it('lets the owner choose when several client accounts are reachable, through a manager too', async () => {
    ads.accounts.set('4445556666', { name: 'Agency MCC', manager: true, clients: [{ id: '7778889999', name: 'Bakery West' }] });
    ads.accounts.set('1112223333', { name: 'Bakery East' });
    const browser = await owner();
    const landed = await browser.connect('onboarding');
    expect(`${landed.pathname}${landed.search}`).toBe('/api/google-ads/choose?returnTo=onboarding');

    const page = await (await browser.request(landed.toString())).text();
    expect(page).toContain('Bakery West');
    expect(page).toContain('Bakery East');
    const { accounts } = await browser.json('/api/google-ads/accounts');
    expect(accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ customerId: '7778889999', loginCustomerId: '4445556666', name: 'Bakery West', currencyCode: 'USD' }),
        expect.objectContaining({ customerId: '1112223333', loginCustomerId: null, name: 'Bakery East', currencyCode: 'USD' }),
      ]),
    );
    // The HTML form posts the choice and is sent back to onboarding.
    const chosen = await browser.request(`${base}/api/google-ads/choose`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'returnTo=onboarding&customerId=7778889999',
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/onboarding?googleAdsStep=completed');
    expect(await browser.json('/api/google-ads/connection')).toMatchObject({ status: 'connected', customerId: '7778889999', loginCustomerId: '4445556666' });
    expect(ads.calls.find((call) => call.kind === 'mutate' && call.customerId === '7778889999')?.loginCustomerId).toBe('4445556666');
  });

  it('sends login-customer-id only for accounts found through the operator’s manager', async () => {
    ads.accounts.set(OPERATOR_MANAGER, { name: 'AdPilot MCC', manager: true, listed: false, clients: [{ id: '8889990000', name: 'Bakery North' }] });
    ads.accounts.set('1112223333', { name: 'Bakery East' });
    const browser = await owner();
    await browser.connect('onboarding');
    const { accounts } = await browser.json('/api/google-ads/accounts');
    expect(accounts.map((account: { customerId: string; loginCustomerId: string | null }) => [account.customerId, account.loginCustomerId])).toEqual([
      ['1112223333', null],
      ['8889990000', OPERATOR_MANAGER],
    ]);
    await browser.json('/api/google-ads/accounts/select?returnTo=onboarding', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: '1112223333' }),
    });
    const direct = ads.calls.filter((call) => call.customerId === '1112223333');
    expect(direct.length).toBeGreaterThan(2);
    expect(direct.every((call) => call.loginCustomerId === undefined)).toBe(true);
  });

  it('with a Test-level Cloud project, tells the owner plainly and the operator what to do (no stack trace)', async () => {
    ads.projectAccessLevel = 'test';
    ads.accounts.set('1112223333', { name: 'Harbor Bikes' });
    const browser = await owner();
    const linesBefore = logs.lines.length;
    const landed = await browser.connect('onboarding');
    expect(landed.searchParams.get('googleAdsStep')).toBe('failed');
    expect(landed.searchParams.get('errorType')).toBe('connection_failed');
    expect(landed.searchParams.get('error')).toBe(
      "AdPilot's access to the Google Ads API does not yet allow it to manage this account. The AdPilot team has been told; nothing was changed in your account. You can continue in demo mode meanwhile.",
    );
    const logged = logs.lines.slice(linesBefore).join('\n');
    expect(logged).toContain('CLOUD_PROJECT_NOT_APPROVED_FOR_PRODUCTION');
    expect(logged).toContain('Apply for Explorer or Basic access');
    expect(logged).not.toMatch(/\n\s+at /);

    // A test account is what a Test-level project may use.
    ads.accounts.set('1112223333', { name: 'Harbor Bikes (test)', testAccount: true });
    expect((await browser.connect('onboarding')).searchParams.get('googleAdsStep')).toBe('completed');
  });

  it('returns a warning when billing is still pending approval', async () => {
    ads.accounts.set('1112223333', { name: 'Harbor Bikes', billing: 'PENDING' });
    const landed = await (await owner()).connect('settings');
    expect(landed.pathname).toBe('/settings');
    expect(landed.searchParams.get('googleAdsStep')).toBe('completed');
    expect(landed.searchParams.get('warnings')).toMatch(/still being approved/);
  });

  const failures: { name: string; arrange: () => void; errorType: string; message: RegExp }[] = [
    { name: 'the owner refuses consent', arrange: () => { oauth.nextConsent = 'deny'; }, errorType: 'permission_denied', message: /did not allow/ },
    { name: 'the adwords scope is not granted', arrange: () => { oauth.grantedScope = 'openid'; }, errorType: 'permission_denied', message: /not granted/ },
    { name: 'read-only access', arrange: () => { ads.accounts.set('1112223333', { name: 'Read only', access: 'read_only' }); }, errorType: 'permission_denied', message: /read-only access/ },
    { name: 'no Google Ads account', arrange: () => {}, errorType: 'no_accounts', message: /no Google Ads account/ },
    { name: 'only a manager account', arrange: () => { ads.accounts.set('4445556666', { name: 'Empty MCC', manager: true, clients: [] }); }, errorType: 'no_accounts', message: /manager account/ },
    { name: 'a suspended account', arrange: () => { ads.accounts.set('1112223333', { name: 'Suspended', status: 'SUSPENDED' }); }, errorType: 'account_suspended', message: /suspended/ },
    { name: 'no billing', arrange: () => { ads.accounts.set('1112223333', { name: 'No card', billing: 'NONE' }); }, errorType: 'no_billing', message: /no payment method/ },
  ];

  for (const failure of failures) {
    it(`fails with errorType ${failure.errorType} when ${failure.name}, keeping nothing`, async () => {
      failure.arrange();
      const browser = await owner();
      const revokedBefore = oauth.revoked.length;
      const landed = await browser.connect('onboarding');
      expect(landed.pathname).toBe('/onboarding');
      expect(landed.searchParams.get('googleAdsStep')).toBe('failed');
      expect(landed.searchParams.get('errorType')).toBe(failure.errorType);
      expect(landed.searchParams.get('error')).toMatch(failure.message);
      expect(googleConnectionErrorTitle(landed.searchParams.get('errorType'))).not.toBe('Connection Failed');
      expect(await browser.json('/api/google-ads/connection')).toMatchObject({ status: 'not_connected' });
      // A grant that was issued but cannot be used is revoked, not kept.
      if (oauth.nextConsent === 'allow' && oauth.grantedScope.includes('adwords')) expect(oauth.revoked.length).toBe(revokedBefore + 1);
    });
  }

  it('fails with errorType account_not_found when the chosen account is not one of the choices', async () => {
    ads.accounts.set('1112223333', { name: 'East' });
    ads.accounts.set('2223334444', { name: 'West' });
    const browser = await owner();
    await browser.connect('onboarding');
    const answer = await browser.json('/api/google-ads/accounts/select?returnTo=onboarding', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: '9999999999' }),
    });
    const landed = new URL(answer.redirectTo, base);
    expect(landed.searchParams.get('errorType')).toBe('account_not_found');
    expect(googleConnectionErrorTitle('account_not_found')).toBe('Account Not Found');
  });

  it('runs a live business on its owner’s Google Ads account, and says so when it is disconnected', async () => {
    ads.accounts.set('1112223333', { name: 'Harbor Bikes' });
    const browser = await owner();
    await browser.connect('settings');
    const user = await browser.json('/api/auth/user');
    const [business] = await product.orm.em.getConnection().execute<{ id: string }[]>(
      `insert into businesses (id, owner_id, business_name, website_url, monthly_budget_cents, daily_budget_cents, service_fee_percentage, current_pricing_tier,
         payment_confirmed, platform_mode, created_at)
       values (gen_random_uuid(), ?, 'Harbor Bikes', 'https://harbor.example', 100000, 3289, 15, 'Base', true, 'live', now()) returning id`,
      [user.id],
    );
    const { db, platforms } = product.engine.context;
    ads.queueQuery(/FROM ad_group_ad/, recordedRows('ad-metrics-hourly'));
    const report = await db.transaction(async (tx) => {
      const platform = await platforms.openOne(tx, business.id);
      return platform.fetchMetrics({ campaignIds: ['111'], level: 'campaign', from: '2026-11-21', to: '2026-11-22', segment: 'day' });
    });
    expect(report.rows.map((row) => row.costMicros)).toEqual([8_000_000, 750_000]);
    expect(ads.calls.find((call) => call.query?.includes('FROM ad_group_ad'))?.customerId).toBe('1112223333');

    await browser.json('/api/google-ads/disconnect', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await expect(db.transaction((tx) => platforms.openOne(tx, business.id))).rejects.toThrow(/not connected for this business: reconnect it in Settings/);
    await product.orm.em.getConnection().execute('delete from businesses where id = ?', [business.id]);
  });

  it('never shows a token, a key or a secret in a log line or a response', () => {
    const secrets = [
      ...oauth.issuedRefreshTokens,
      ...oauth.issuedAccessTokens,
      oauth.clientSecret,
      ENCRYPTION_KEY,
    ];
    expect(oauth.issuedRefreshTokens.length).toBeGreaterThan(5);
    expect(logs.lines.length).toBeGreaterThan(0);
    const haystack = [...logs.lines, ...seen].join('\n');
    for (const secret of secrets) expect(haystack).not.toContain(secret);
  });
});
