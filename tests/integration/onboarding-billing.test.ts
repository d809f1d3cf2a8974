import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBilling } from '../../engine/billing/billing';
import { DEMO_BILLING_CLIENT_SECRET } from '../../engine/billing/demo-setup-intent';
import { StrategistError } from '../../engine/ai/strategist';
import { previewFailure } from '../../api/routes/onboarding';
import { AppError } from '../../schema/errors';
import { type FakeStripe, parseStripeForm, startFakeStripe, TEST_CARDS } from '../support/fake-stripe';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
});

const owner = { userId: 'user-1', email: 'owner@harbor.example' };

function stripeBilling() {
  return createBilling(
    { secretKey: stripe.secretKey, publishableKey: stripe.publishableKey, apiHost: '127.0.0.1', apiPort: stripe.port, apiProtocol: 'http' },
    {},
  );
}

/** What Stripe.js does in the browser: confirm with the publishable key and the client secret. */
async function confirmInBrowser(clientSecret: string, paymentMethod: string) {
  const id = clientSecret.split('_secret_')[0];
  const body = new URLSearchParams({ payment_method: paymentMethod, client_secret: clientSecret, key: stripe.publishableKey });
  const res = await fetch(`${stripe.url}/v1/setup_intents/${id}/confirm`, { method: 'POST', body });
  return { status: res.status, id };
}

describe('Stripe billing against the local fake Stripe API (real stripe library)', () => {
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  it('starts an off-session SetupIntent on one customer per owner, with the publishable key', async () => {
    const billing = stripeBilling();
    expect(billing.mode).toBe('stripe');
    const first = await billing.startSetup(owner);
    const second = await billing.startSetup(owner);
    expect(first.publishableKey).toBe(stripe.publishableKey);
    expect(first.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    const intents = [first, second].map((start) => stripe.setupIntents.get(start.clientSecret.split('_secret_')[0]));
    expect(intents[0]).toMatchObject({ usage: 'off_session', automatic_payment_methods: { enabled: 'true' }, metadata: { adpilotUserId: 'user-1' } });
    // The retry reused the customer instead of making a second one.
    expect(intents[0]?.customer).toBe(intents[1]?.customer);
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers')).toHaveLength(1);
    // Sent form-encoded with bracketed keys, like Stripe's own clients.
    expect(stripe.requests.every((r) => r.keyKind === 'secret')).toBe(true);
  });

  it('accepts only a succeeded SetupIntent of the same owner, then charges the fee off-session once per key', async () => {
    const billing = stripeBilling();
    const { clientSecret } = await billing.startSetup({ userId: 'user-2', email: 'two@harbor.example' });
    const { id } = await confirmInBrowser(clientSecret, TEST_CARDS.visa);
    // Another owner cannot claim it, unknown ids read the same, and a missing id is refused.
    await expect(billing.confirmSetup(id, 'someone-else')).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(billing.confirmSetup('seti_unknown', 'user-2')).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(billing.confirmSetup(null, 'user-2')).rejects.toMatchObject({ code: 'validation_failed' });
    const saved = await billing.confirmSetup(id, 'user-2');
    expect(saved).toMatchObject({ paymentMethodId: TEST_CARDS.visa });

    const charge = { setupIntentId: id, userId: 'user-2', amountCents: 18_000, description: 'AdPilot service fee 2026-10', idempotencyKey: 'fee|b2|2026-10' };
    const first = await billing.chargeServiceFee(charge);
    const again = await billing.chargeServiceFee(charge);
    expect(first).toMatchObject({ status: 'charged' });
    expect(again.reference).toBe(first.reference);
    expect([...stripe.paymentIntents.values()].filter((intent) => intent.id === first.reference)).toHaveLength(1);
    expect(stripe.paymentIntents.get(String(first.reference))).toMatchObject({ amount: 18_000, customer: saved?.customerId });
  });

  it('reports a declined card at confirmation and an unconfirmed SetupIntent as not saved', async () => {
    const billing = stripeBilling();
    const { clientSecret } = await billing.startSetup({ userId: 'user-3', email: 'three@harbor.example' });
    const declined = await confirmInBrowser(clientSecret, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    await expect(billing.confirmSetup(declined.id, 'user-3')).rejects.toThrow('The payment method is not confirmed yet');
  });

  it('turns Stripe failures into the product errors: 502 when Stripe refuses, 503 when unreachable or the key is wrong', async () => {
    stripe.failNext('POST /v1/setup_intents', { status: 500, type: 'api_error', message: 'boom' });
    await expect(stripeBilling().startSetup(owner)).rejects.toMatchObject({ code: 'upstream_failed', status: 502 });

    const wrongKey = createBilling({ secretKey: 'sk_test_wrong', apiHost: '127.0.0.1', apiPort: stripe.port, apiProtocol: 'http' }, {});
    await expect(wrongKey.startSetup(owner)).rejects.toMatchObject({ code: 'unavailable', status: 503 });

    const nowhere = createBilling({ secretKey: stripe.secretKey, apiHost: '127.0.0.1', apiPort: 1, apiProtocol: 'http' }, {});
    await expect(nowhere.startSetup(owner)).rejects.toMatchObject({ code: 'unavailable', status: 503 });
  });

  it('reads STRIPE_API_HOST/PORT/PROTOCOL from the environment when the settings leave them out', async () => {
    const billing = createBilling({ secretKey: stripe.secretKey }, { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' });
    await expect(billing.startSetup(owner)).resolves.toMatchObject({ clientSecret: expect.stringMatching(/^seti_/) });
  });
});

describe('demo billing', () => {
  it('asks for no card and charges nothing', async () => {
    const billing = createBilling({});
    expect(billing.mode).toBe('demo');
    expect(await billing.startSetup(owner)).toEqual({ clientSecret: DEMO_BILLING_CLIENT_SECRET });
    expect(await billing.confirmSetup(null, 'user-1')).toBeNull();
    await expect(billing.confirmSetup('seti_x', 'user-1')).rejects.toBeInstanceOf(AppError);
    expect(await billing.chargeServiceFee({ setupIntentId: null, userId: 'u', amountCents: 100, description: 'fee', idempotencyKey: 'k' })).toMatchObject({
      status: 'skipped',
    });
  });
});

describe('the fake Stripe API wire format', () => {
  it('parses bracketed form keys into objects and arrays', () => {
    expect(parseStripeForm('metadata[userId]=u1&automatic_payment_methods[enabled]=true&payment_method_types[0]=card&expand[]=customer')).toEqual({
      metadata: { userId: 'u1' },
      automatic_payment_methods: { enabled: 'true' },
      payment_method_types: ['card'],
      expand: ['customer'],
    });
  });
});

describe('AI failures on the preview route', () => {
  it('are 503 when the AI is busy or unreachable and 502 when its answer is unusable', () => {
    expect(previewFailure(new StrategistError('slow', 'timeout'))).toMatchObject({ status: 503, code: 'unavailable' });
    expect(previewFailure(new StrategistError('429', 'rate_limited'))).toMatchObject({ status: 503 });
    expect(previewFailure(new StrategistError('bad', 'invalid_output'))).toMatchObject({ status: 502, code: 'upstream_failed' });
    expect(previewFailure(new Error('socket hang up'))).toMatchObject({ status: 502 });
    // Nothing internal leaks into the message.
    expect(previewFailure(new Error('socket hang up')).message).not.toContain('socket');
  });
});
