import { expect } from 'vitest';
import type { FakeStripe } from './fake-stripe';

/** An owner signed up through the API of the product at `base`, with a cookie-keeping request function. */
export async function signedInOwner(base: string, onBody: (text: string) => void = () => {}) {
  const cookies = new Map<string, string>();
  const request = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', origin: base, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      cookies.set(name, value);
    }
    onBody(await response.clone().text());
    return response;
  };
  const signUp = await request('/api/auth/signup', {
    method: 'POST',
    body: JSON.stringify({ email: `owner-${Math.random().toString(36).slice(2)}@example.com`, password: 'correct horse battery' }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const user = (await signUp.json()) as { id: string; email: string };
  return { user, request };
}

export type SignedInOwner = Awaited<ReturnType<typeof signedInOwner>>;

/** Onboarding step 4 as the browser does it: a SetupIntent from our API, confirmed with Stripe.js (publishable key). */
export async function savedCard(owner: SignedInOwner, stripe: FakeStripe, card: string): Promise<string> {
  const response = await owner.request('/api/create-setup-intent', { method: 'POST', body: '{}' });
  expect(response.status).toBe(200);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  const intentId = clientSecret.split('_secret_')[0];
  const confirm = await stripe.handle('POST', `/v1/setup_intents/${intentId}/confirm`, new URLSearchParams({ payment_method: card, client_secret: clientSecret }).toString(), {
    authorization: `Bearer ${stripe.publishableKey}`,
  });
  expect(confirm.status).toBe(200);
  return intentId;
}
