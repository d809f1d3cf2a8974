import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { captureLogger } from '../support/capture-logger';
import { createFakeGoogleAds, type FakeGoogleAds, type FakeOAuth, startFakeOAuth } from '../support/fake-google-ads';
import { type FakeTagManager, startFakeTagManager } from '../support/fake-tag-manager';

const ADWORDS = 'https://www.googleapis.com/auth/adwords';
const TAG_MANAGER = [
  'https://www.googleapis.com/auth/tagmanager.edit.containers',
  'https://www.googleapis.com/auth/tagmanager.edit.containerversions',
  'https://www.googleapis.com/auth/tagmanager.publish',
];
const ENCRYPTION_KEY = 'test-encryption-key-0123456789abcdef';

let product: RunningProduct;
let base: string;
let oauth: FakeOAuth;
let ads: FakeGoogleAds;
let gtm: FakeTagManager;
const logs = captureLogger();
const seen: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-tag-manager-'));
/** The owner's website: /ours loads the container the tag is published to, /other another one. */
let site: Server;
let siteOrigin: string;
const gtmPage = (publicId: string) =>
  `<!doctype html><html><head><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${publicId}');</script></head><body><h1>Harbor Bikes</h1></body></html>`;

beforeAll(async () => {
  site = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(gtmPage(req.url === '/ours' ? 'GTM-HB12345' : 'GTM-ZZ99999')));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  oauth = await startFakeOAuth();
  ads = createFakeGoogleAds();
  gtm = await startFakeTagManager({ scopesOf: (token) => oauth.scopesOf(token) });
  product = await startProduct(
    readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'debug', ENCRYPTION_KEY, SITE_FETCH_ALLOW_HOSTS: new URL(siteOrigin).host, ...oauth.env, ...gtm.env }),
    { log: logs, liveMode: { googleAdsHooks: ads.hooks, googleAdsBackoff: { wait: async () => {} } } },
  );
  base = `http://127.0.0.1:${product.port}`;
});

afterAll(async () => {
  await product?.stop();
  await oauth?.close();
  await gtm?.close();
  await new Promise((resolve) => site?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A signed-in browser with a business, Google Ads connected: keeps the cookie, stops at redirects. */
async function ownerWithGoogleAds(customerId: string) {
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
      seen.push(await response.clone().text(), JSON.stringify([...response.headers]));
    }
    return response;
  };
  const json = async (path: string, init: RequestInit = {}) => {
    const response = await request(`${base}${path}`, init);
    return { status: response.status, body: await response.json() };
  };
  const post = (path: string, body: unknown) => json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const signUp = await post('/api/auth/signup', { email: `owner-${Math.random().toString(36).slice(2)}@example.com`, password: 'correct horse battery' });
  expect(signUp.status).toBe(201);
  const consent = async (startPath: string) => {
    const start = await request(`${base}${startPath}`);
    expect(start.status).toBe(302);
    const google = await request(start.headers.get('location')!);
    const callback = await request(google.headers.get('location')!);
    return new URL(callback.headers.get('location')!, base);
  };
  ads.accounts.clear();
  ads.accounts.set(customerId, { name: 'Harbor Bikes' });
  oauth.grantedScope = ADWORDS;
  expect((await consent('/api/google-ads/auth/start?returnTo=settings')).searchParams.get('googleAdsStep')).toBe('completed');
  await product.orm.em.getConnection().execute(
    `insert into businesses (id, owner_id, business_name, website_url, monthly_budget_cents, daily_budget_cents, service_fee_percentage, current_pricing_tier,
       payment_confirmed, platform_mode, created_at)
     values (gen_random_uuid(), ?, 'Harbor Bikes', 'https://harbor.example', 100000, 3289, 15, 'Base', true, 'live', now())`,
    [signUp.body.id],
  );
  return { request, json, post, consent, userId: signUp.body.id as string };
}

const activity = async (userId: string) =>
  product.orm.em
    .getConnection()
    .execute<{ title: string; level: string; message: string }[]>(
      'select a.title, a.level, a.message from activity_logs a join businesses b on b.id = a.business_id where b.owner_id = ? order by a.created_at',
      [userId],
    );

describe('publishing the Google Ads conversion tag with Google Tag Manager', () => {
  it('asks a separate, incremental consent for Tag Manager, lists the containers, publishes once, and a retry duplicates nothing', async () => {
    const owner = await ownerWithGoogleAds('1112223333');
    const container = gtm.addContainer({ accountId: '6001', accountName: 'Harbor Bikes', containerId: '7001', publicId: 'GTM-HB12345', name: 'harbor.example' });
    gtm.addContainer({ accountId: '6001', accountName: 'Harbor Bikes', containerId: '7002', publicId: 'GTM-APP0001', usageContext: ['android'] });

    expect((await owner.json('/api/tag-manager/connection')).body).toMatchObject({ available: true, googleAdsReady: true, connected: false, lastPublish: null });
    expect((await owner.json('/api/tag-manager/containers')).status).toBe(409);

    // The consent asks for the three Tag Manager scopes only, on top of what was granted (incremental).
    oauth.grantedScope = [ADWORDS, ...TAG_MANAGER].join(' ');
    const landed = await owner.consent('/api/tag-manager/auth/start');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ tagManagerStep: 'completed' });
    expect(oauth.lastAuthorization?.get('scope')).toBe(TAG_MANAGER.join(' '));
    expect(oauth.lastAuthorization?.get('include_granted_scopes')).toBe('true');
    expect(oauth.lastAuthorization?.get('access_type')).toBe('offline');
    const [row] = await product.orm.em
      .getConnection()
      .execute<{ refresh_token_ciphertext: string }[]>('select refresh_token_ciphertext from tag_manager_connections where user_id = ?', [owner.userId]);
    expect(row.refresh_token_ciphertext).toMatch(/^v1\./);
    expect(row.refresh_token_ciphertext).not.toContain(oauth.issuedRefreshTokens.at(-1));

    const containers = await owner.json('/api/tag-manager/containers');
    expect(containers.body.containers).toEqual([{ accountId: '6001', accountName: 'Harbor Bikes', containerId: '7001', publicId: 'GTM-HB12345', name: 'harbor.example' }]);

    // A bad thank-you page is refused before anything reaches Google.
    const before = gtm.calls.length;
    for (const thankYouPath of ['', '/', '/thank you', '{{Page URL}}', 'x'.repeat(300)]) {
      expect((await owner.post('/api/tag-manager/publish', { accountId: '6001', containerId: '7001', thankYouPath })).status).toBe(400);
    }
    expect((await owner.post('/api/tag-manager/publish', { accountId: '../6001', containerId: '7001', thankYouPath: '/thanks' })).status).toBe(400);
    expect(gtm.calls.length).toBe(before);

    const published = await owner.post('/api/tag-manager/publish', { accountId: '6001', containerId: '7001', thankYouPath: 'https://harbor.example/thank-you' });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ message: 'Published version 2 in container GTM-HB12345.', containerPublicId: 'GTM-HB12345', versionId: '2', thankYouPath: '/thank-you' });
    expect(gtm.invalid).toEqual([]);
    expect(container.liveVersionId).toBe('2');
    const live = container.versions[1];
    expect(live.triggers).toHaveLength(1);
    expect(live.triggers[0]).toMatchObject({
      name: 'AdPilot - thank-you page',
      type: 'pageview',
      filter: [{ type: 'contains', parameter: [{ type: 'template', key: 'arg0', value: '{{Page URL}}' }, { type: 'template', key: 'arg1', value: '/thank-you' }] }],
    });
    const awct = live.tags.filter((tag) => tag.type === 'awct');
    expect(awct).toHaveLength(1);
    expect(awct[0].parameter).toEqual([
      { type: 'template', key: 'conversionId', value: '987654321' },
      { type: 'template', key: 'conversionLabel', value: 'AbC-D_efG12' },
    ]);
    expect(awct[0].firingTriggerId).toEqual([live.triggers[0].triggerId]);
    expect(live.tags.filter((tag) => tag.type === 'gclidw')).toEqual([expect.objectContaining({ firingTriggerId: ['2147479553'] })]);
    expect(gtm.calls.filter((call) => call.endsWith(':publish'))).toEqual(['POST accounts/6001/containers/7001/versions/2:publish']);

    const status = (await owner.json('/api/tag-manager/connection')).body;
    expect(status).toMatchObject({ connected: true, lastPublish: { containerPublicId: 'GTM-HB12345', versionId: '2', thankYouPath: '/thank-you' } });
    expect((await activity(owner.userId)).at(-1)).toMatchObject({ title: 'Tag Manager: conversion tag published', level: 'success' });
    expect((await activity(owner.userId)).at(-1)?.message).toContain('/thank-you');

    // The site check compares the container the site loads with the one the tag went to.
    const ours = await owner.post('/api/conversion-tracking/check', { websiteUrl: `${siteOrigin}/ours` });
    expect(ours.body).toMatchObject({ status: 'verified', found: { tagManagerContainers: ['GTM-HB12345'] } });
    expect(ours.body.message).toContain('where AdPilot published the conversion tag (version 2)');
    const other = await owner.post('/api/conversion-tracking/check', { websiteUrl: `${siteOrigin}/other` });
    expect(other.body).toMatchObject({ status: 'container_not_loaded', found: { tagManagerContainers: ['GTM-ZZ99999'] } });
    expect(other.body.message).toContain('(it loads GTM-ZZ99999 instead)');

    // Pressed again: found by name, nothing created twice; a new version is published.
    const again = await owner.post('/api/tag-manager/publish', { accountId: '6001', containerId: '7001', thankYouPath: '/thank-you' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ versionId: '3', created: [] });
    const latest = container.versions[2];
    expect(latest.triggers).toHaveLength(1);
    expect(latest.tags.filter((tag) => tag.type === 'awct')).toHaveLength(1);
    expect(latest.tags.filter((tag) => tag.type === 'gclidw')).toHaveLength(1);
    expect(gtm.invalid).toEqual([]);
  });

  it('keeps the owner’s own Conversion Linker and says what exists when Tag Manager refuses to publish, then a retry finishes it', async () => {
    const owner = await ownerWithGoogleAds('2223334444');
    const container = gtm.addContainer({
      accountId: '6002',
      accountName: 'Hillside',
      containerId: '7010',
      publicId: 'GTM-HILL001',
      existingTags: [{ name: 'My linker', type: 'gclidw', firingTriggerId: ['2147479553'] }],
    });
    oauth.grantedScope = [ADWORDS, ...TAG_MANAGER].join(' ');
    expect((await owner.consent('/api/tag-manager/auth/start')).searchParams.get('tagManagerStep')).toBe('completed');
    container.permission = 'approve';

    const refused = await owner.post('/api/tag-manager/publish', { accountId: '6002', containerId: '7010', thankYouPath: '/danke' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect(refused.body.message).toMatch(/could not publish the version: your Google account does not have permission/);
    expect(refused.body.message).toMatch(/created the trigger "AdPilot - thank-you page", the tag "AdPilot - Google Ads conversion" and made version 2 \(not published\) in container GTM-HILL001/);
    expect(container.liveVersionId).toBe('1');
    expect((await owner.json('/api/tag-manager/connection')).body.lastPublish).toBeNull();
    expect((await activity(owner.userId)).at(-1)).toMatchObject({ title: 'Tag Manager: conversion tag not published', level: 'warning' });

    container.permission = 'publish';
    const retried = await owner.post('/api/tag-manager/publish', { accountId: '6002', containerId: '7010', thankYouPath: '/danke' });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ versionId: '3', created: [] });
    const live = container.versions[2];
    expect(live.tags.map((tag) => tag.name).sort()).toEqual(['AdPilot - Google Ads conversion', 'My linker']);
    expect(live.triggers).toHaveLength(1);
  });

  it('says plainly when the Google account may not edit the container, and claims nothing', async () => {
    const owner = await ownerWithGoogleAds('3334445555');
    const container = gtm.addContainer({ accountId: '6003', accountName: 'Read only', containerId: '7020', publicId: 'GTM-READ001' });
    container.permission = 'read';
    oauth.grantedScope = [ADWORDS, ...TAG_MANAGER].join(' ');
    await owner.consent('/api/tag-manager/auth/start');
    const before = await activity(owner.userId);

    const refused = await owner.post('/api/tag-manager/publish', { accountId: '6003', containerId: '7020', thankYouPath: '/thank-you' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/does not have permission.*Publish permission/);
    expect(refused.body.message).not.toMatch(/Published|created the/);
    expect(container.versions).toHaveLength(1);
    expect(container.workspaces.every((workspace) => workspace.tags.every((tag) => tag.type !== 'awct'))).toBe(true);
    expect((await owner.json('/api/tag-manager/connection')).body.lastPublish).toBeNull();
    expect(await activity(owner.userId)).toEqual(before);

    // A container Tag Manager does not know: a 404 that says so.
    const missing = await owner.post('/api/tag-manager/publish', { accountId: '6003', containerId: '9999', thankYouPath: '/thank-you' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/does not know that container/);
  });

  it('refuses a consent that leaves a Tag Manager scope out, and forgets the token on disconnect', async () => {
    const owner = await ownerWithGoogleAds('4445556666');
    oauth.grantedScope = [ADWORDS, TAG_MANAGER[0]].join(' ');
    const landed = await owner.consent('/api/tag-manager/auth/start');
    expect(landed.searchParams.get('tagManagerStep')).toBe('failed');
    expect(landed.searchParams.get('error')).toMatch(/not fully granted/);
    expect((await owner.json('/api/tag-manager/connection')).body.connected).toBe(false);

    oauth.grantedScope = [ADWORDS, ...TAG_MANAGER].join(' ');
    await owner.consent('/api/tag-manager/auth/start');
    expect((await owner.json('/api/tag-manager/connection')).body.connected).toBe(true);
    const revokedBefore = oauth.revoked.length;
    const disconnected = await owner.post('/api/tag-manager/disconnect', {});
    expect(disconnected.status).toBe(200);
    expect(disconnected.body.status.connected).toBe(false);
    // Google Ads stays connected: revoking at Google would end it too (one grant per app).
    expect(oauth.revoked.length).toBe(revokedBefore);
    expect((await owner.json('/api/google-ads/connection')).body.status).toBe('connected');
    expect((await owner.post('/api/tag-manager/publish', { accountId: '6001', containerId: '7001', thankYouPath: '/thank-you' })).body.message).toMatch(/Connect Google Tag Manager first/);
  });

  it('never shows a token or a secret in a log line or a response', () => {
    const haystack = [...logs.lines, ...seen].join('\n');
    for (const secret of [...oauth.issuedRefreshTokens, ...oauth.issuedAccessTokens, oauth.clientSecret, ENCRYPTION_KEY]) expect(haystack).not.toContain(secret);
  });
});
