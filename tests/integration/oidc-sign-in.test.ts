import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { type FakeOidcProvider, startFakeOidcProvider } from '../support/fake-oidc';

let provider: FakeOidcProvider;
let product: RunningProduct;
let base: string;
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-oidc-'));

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  product = await startProduct(
    readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    }),
    { log: createLogger('silent') },
  );
  base = `http://127.0.0.1:${product.port}`;
});

afterAll(async () => {
  await product?.stop();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A tiny cookie-keeping client that stops at every redirect, like a browser's network log. */
function browser() {
  const cookies = new Map<string, string>();
  return {
    async get(url: string) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: url.startsWith(base) ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
      });
      if (url.startsWith(base)) {
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const [name, value] = pair.split('=');
          cookies.set(name, value);
        }
      }
      return response;
    },
  };
}

describe('sign-in through an OpenID Connect provider', () => {
  it('runs the authorization-code flow with PKCE and lands where the owner was going', async () => {
    expect(product.modes['sign-in']).toContain('OpenID Connect');
    const mode = await (await fetch(`${base}/api/auth/mode`)).json();
    expect(mode).toEqual({ mode: 'oidc' });

    const client = browser();
    const login = await client.get(`${base}/api/login?returnTo=%2Fsettings`);
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/api/callback`);

    const consent = await client.get(authorize.toString());
    const callback = await client.get(consent.headers.get('location')!);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/settings');
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toBeTruthy();

    const user = await (await client.get(`${base}/api/auth/user`)).json();
    expect(user).toMatchObject({
      email: 'owner@example.com',
      firstName: 'Olivia',
      profileImageUrl: 'https://img.example/olivia.png',
    });
  });

  it('refuses a callback whose state does not match, and signs nobody in', async () => {
    const client = browser();
    const login = await client.get(`${base}/api/login`);
    const authorize = new URL(login.headers.get('location')!);
    authorize.searchParams.set('state', 'forged');
    const consent = await client.get(authorize.toString());
    const callback = await client.get(consent.headers.get('location')!);
    expect(callback.headers.get('location')).toMatch(/^\/signin\?error=/);
    expect((await client.get(`${base}/api/auth/user`)).status).toBe(401);
  });

  it('offers no built-in accounts while a provider is configured', async () => {
    const response = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'x@example.com', password: 'correct horse battery' }),
    });
    expect(response.status).toBe(403);
  });
});
