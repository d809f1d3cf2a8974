import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of the Stripe API the product uses: customers, setup_intents
 * (create, retrieve, confirm) and payment_intents (off-session charges). It speaks Stripe's wire
 * format: form-encoded bodies with bracketed keys (`metadata[userId]=u1`), Bearer secret keys,
 * `Idempotency-Key` replays, and `{ error: { type, code, message } }` bodies, so the real `stripe`
 * library (pointed here with STRIPE_API_HOST/PORT/PROTOCOL) and its error classes run unchanged.
 *
 * Test cards, as payment method ids: `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined;
 * `pm_card_chargeCustomerFail` saves fine but every later charge is declined (Stripe's 4000 0000 0000 0341).
 * `pm_card_authenticationRequired` (Stripe's 4000 0027 6000 3184) saves fine, but an off-session charge
 * fails with `authentication_required`; confirmed on-session (Stripe.js with the PaymentIntent's client
 * secret) it answers `requires_action` with a `next_action`, and the issuer's challenge, stood in for by
 * `POST /v1/payment_intents/:id/authenticate` (`result=succeeded|failed`), completes it.
 * A publishable key may only read or confirm an intent whose client secret it presents (as Stripe.js does).
 * A succeeded PaymentIntent has a `latest_charge` (expandable) with a `receipt_url`.
 *
 *   const stripe = await startFakeStripe();
 *   env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' }
 *   stripe.failNext('POST /v1/setup_intents', { status: 500, type: 'api_error', message: 'boom' });
 */

export const TEST_CARDS = {
  visa: 'pm_card_visa',
  mastercard: 'pm_card_mastercard',
  declined: 'pm_card_chargeDeclined',
  chargeFails: 'pm_card_chargeCustomerFail',
  authenticationRequired: 'pm_card_authenticationRequired',
} as const;

/** What Stripe reports about each test card (brand, last four, expiry), as on a PaymentMethod. */
const CARD_DETAILS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
};

type Json = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | Json;

export interface StripeFault {
  status: number;
  type: 'api_error' | 'card_error' | 'invalid_request_error' | 'authentication_error' | 'rate_limit_error';
  message: string;
  code?: string;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  body: Json;
  /** 'secret' or 'publishable': which kind of key called. */
  keyKind: 'secret' | 'publishable' | 'none';
}

export interface FakeStripe {
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  secretKey: string;
  publishableKey: string;
  /** Env for the product so its Stripe client talks to this fake. */
  env: Record<string, string>;
  requests: RecordedStripeRequest[];
  customers: Map<string, Json>;
  setupIntents: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  /** Makes every later off-session charge on `paymentMethod` fail like this card would (a card that starts to decline). */
  setCardBehaviour(paymentMethod: string, behaviour: 'succeeds' | 'declines' | 'authentication_required'): void;
  /** The next request to `METHOD /path-prefix` answers with this error (once per call). */
  failNext(route: string, fault: StripeFault): void;
  /** Answers a confirm as Stripe.js would see it; for tests that proxy the browser's call. */
  handle(method: string, path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

/** Stripe's form encoding: `a[b][0]=x&a[c]=y` into nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Json | JsonValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key = part === '' && Array.isArray(node) ? String(node.length) : part;
      const container = node as Record<string, JsonValue>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d*$/.test(parts[index + 1]) ? [] : {};
      node = container[key] as Json | JsonValue[];
    });
  }
  return root;
}

function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeFault['type'],
    message: string,
    readonly code?: string,
    readonly extra: Json = {},
  ) {
    super(message);
  }
}

const missing = (what: string, id: string) =>
  new StripeHttpError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing');

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(6).toString('hex')}`;
  const publishableKey = `pk_test_fake_${randomBytes(6).toString('hex')}`;
  const customers = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const behaviours = new Map<string, 'succeeds' | 'declines' | 'authentication_required'>([
    [TEST_CARDS.declined, 'declines'],
    [TEST_CARDS.chargeFails, 'declines'],
    [TEST_CARDS.authenticationRequired, 'authentication_required'],
  ]);
  const idempotent = new Map<string, { status: number; body: Json }>();
  const faults: { route: string; fault: StripeFault }[] = [];
  const requests: RecordedStripeRequest[] = [];

  function keyOf(headers: Record<string, string>, body: Json, query: URLSearchParams): { kind: RecordedStripeRequest['keyKind']; key: string } {
    const bearer = headers.authorization?.replace(/^Bearer\s+/i, '');
    const key = bearer || (typeof body.key === 'string' ? body.key : '') || query.get('key') || '';
    if (key === secretKey) return { kind: 'secret', key };
    if (key === publishableKey) return { kind: 'publishable', key };
    return { kind: 'none', key };
  }

  function metadataOf(body: Json): Json {
    return body.metadata && typeof body.metadata === 'object' && !Array.isArray(body.metadata) ? (body.metadata as Json) : {};
  }

  function confirmSetupIntent(id: string, body: Json): Json {
    const intent = setupIntents.get(id);
    if (!intent) throw missing('setupintent', id);
    if (intent.status === 'succeeded') {
      throw new StripeHttpError(400, 'invalid_request_error', 'This SetupIntent has already succeeded.', 'setup_intent_unexpected_state');
    }
    const method = typeof body.payment_method === 'string' ? body.payment_method : null;
    if (!method) throw new StripeHttpError(400, 'invalid_request_error', 'Missing required param: payment_method.', 'parameter_missing');
    if (method === TEST_CARDS.declined) {
      const lastError: Json = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
      Object.assign(intent, { status: 'requires_payment_method', last_setup_error: lastError });
      throw new StripeHttpError(402, 'card_error', 'Your card was declined.', 'card_declined', { setup_intent: intent });
    }
    Object.assign(intent, { status: 'succeeded', payment_method: method, last_setup_error: null });
    return intent;
  }

  function createPaymentIntent(body: Json): Json {
    const customer = typeof body.customer === 'string' ? body.customer : null;
    if (customer && !customers.has(customer)) throw missing('customer', customer);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeHttpError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', 'amount_too_small');
    }
    const intent: Json = {
      id: stripeId('pi'),
      object: 'payment_intent',
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'usd',
      customer,
      payment_method: typeof body.payment_method === 'string' ? body.payment_method : null,
      description: typeof body.description === 'string' ? body.description : null,
      metadata: metadataOf(body),
      status: body.confirm === 'true' ? 'succeeded' : 'requires_confirmation',
      created: now(),
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(12).toString('hex')}`;
    paymentIntents.set(String(intent.id), intent);
    const behaviour = behaviours.get(String(intent.payment_method)) ?? 'succeeds';
    if (body.confirm === 'true' && behaviour === 'declines') {
      const lastError: Json = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_method: { id: intent.payment_method } };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
      throw new StripeHttpError(402, 'card_error', 'Your card was declined.', 'card_declined', { payment_intent: intent });
    }
    if (body.confirm === 'true' && behaviour === 'authentication_required') {
      // Off-session, the bank asks for 3-D Secure: Stripe refuses, and the owner must confirm on-session.
      const message = 'Your card was declined. This transaction requires authentication.';
      const lastError: Json = { type: 'card_error', code: 'authentication_required', decline_code: 'authentication_required', message, payment_method: { id: intent.payment_method } };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
      throw new StripeHttpError(402, 'card_error', message, 'authentication_required', { payment_intent: intent });
    }
    if (body.confirm === 'true') succeed(intent);
    return intent;
  }

  function succeed(intent: Json): void {
    const chargeId = stripeId('ch');
    charges.set(chargeId, { id: chargeId, object: 'charge', amount: intent.amount, payment_intent: intent.id, paid: true, receipt_url: `https://pay.stripe.com/receipts/${chargeId}` });
    Object.assign(intent, { status: 'succeeded', latest_charge: chargeId, last_payment_error: null, next_action: null });
  }

  /** On-session confirmation (Stripe.js with the client secret): a card that needs 3-D Secure asks for it. */
  function confirmPaymentIntent(id: string, body: Json): Json {
    const intent = paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id);
    if (intent.status === 'succeeded') {
      throw new StripeHttpError(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', 'payment_intent_unexpected_state');
    }
    const method = typeof body.payment_method === 'string' ? body.payment_method : String(intent.payment_method);
    intent.payment_method = method;
    const behaviour = behaviours.get(method) ?? 'succeeds';
    if (behaviour === 'declines') {
      const lastError: Json = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_method: { id: method } };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
      throw new StripeHttpError(402, 'card_error', 'Your card was declined.', 'card_declined', { payment_intent: intent });
    }
    if (behaviour === 'authentication_required') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `https://hooks.stripe.com/3d_secure_2/authenticate/${id}` } },
      });
      return intent;
    }
    succeed(intent);
    return intent;
  }

  /** The issuer's 3-D Secure challenge, answered by the cardholder. */
  function authenticatePaymentIntent(id: string, body: Json): Json {
    const intent = paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id);
    if (intent.status !== 'requires_action') {
      throw new StripeHttpError(400, 'invalid_request_error', `This PaymentIntent's status is ${intent.status}, not requires_action.`, 'payment_intent_unexpected_state');
    }
    if (body.result === 'failed') {
      const lastError: Json = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' };
      Object.assign(intent, { status: 'requires_payment_method', next_action: null, last_payment_error: lastError });
    } else {
      succeed(intent);
    }
    return intent;
  }

  function withExpansions(intent: Json, body: Json): Json {
    const expand = Array.isArray(body.expand) ? body.expand : [];
    if (!expand.includes('latest_charge') || typeof intent.latest_charge !== 'string') return intent;
    return { ...intent, latest_charge: charges.get(intent.latest_charge) ?? null };
  }

  async function answer(method: string, path: string, rawBody: string, headers: Record<string, string>): Promise<{ status: number; body: Json }> {
    const url = new URL(path, 'http://fake-stripe');
    const body = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(rawBody);
    const auth = keyOf(headers, body, url.searchParams);
    requests.push({ method, path: url.pathname, body, keyKind: auth.kind });

    const faultIndex = faults.findIndex((f) => `${method} ${url.pathname}`.startsWith(f.route));
    if (faultIndex >= 0) {
      const { fault } = faults.splice(faultIndex, 1)[0];
      return { status: fault.status, body: { error: { type: fault.type, message: fault.message, ...(fault.code ? { code: fault.code } : {}) } } };
    }
    if (auth.kind === 'none') {
      throw new StripeHttpError(401, 'authentication_error', `Invalid API Key provided: ${auth.key.slice(0, 8)}***`);
    }

    const idempotencyKey = headers['idempotency-key'];
    // The stripe library sends a generated key on every POST; a replay with it answers the same.
    const replayKey = method === 'POST' && idempotencyKey ? `${url.pathname}|${idempotencyKey}` : null;
    if (replayKey && idempotent.has(replayKey)) return idempotent.get(replayKey)!;

    const segments = url.pathname.split('/').filter(Boolean); // v1, resource, id?, action?
    const [version, resource, id, action] = segments;
    if (version !== 'v1') throw new StripeHttpError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);

    // Stripe.js (publishable key) may only read or confirm a SetupIntent, and only with its client secret.
    if (auth.kind === 'publishable') {
      const intent = resource === 'setup_intents' && id ? setupIntents.get(id) : resource === 'payment_intents' && id ? paymentIntents.get(id) : undefined;
      const allowed =
        intent && body.client_secret === intent.client_secret && (action === 'confirm' || action === 'authenticate' || (method === 'GET' && !action));
      if (!allowed) {
        throw new StripeHttpError(401, 'invalid_request_error', 'This API call cannot be made with a publishable API key.', 'secret_key_required');
      }
    }

    let result: Json;
    if (resource === 'customers' && method === 'POST' && !id) {
      result = {
        id: stripeId('cus'),
        object: 'customer',
        email: typeof body.email === 'string' ? body.email : null,
        metadata: metadataOf(body),
        created: now(),
        livemode: false,
      };
      customers.set(String(result.id), result);
    } else if (resource === 'customers' && method === 'GET' && !id) {
      const email = typeof body.email === 'string' ? body.email : null;
      const data = [...customers.values()].filter((customer) => !email || customer.email === email);
      result = { object: 'list', url: '/v1/customers', has_more: false, data: data.slice(0, Number(body.limit ?? 10)) };
    } else if (resource === 'customers' && method === 'DELETE' && id) {
      if (!customers.delete(id)) throw missing('customer', id);
      result = { id, object: 'customer', deleted: true };
    } else if (resource === 'customers' && method === 'GET' && id) {
      result = customers.get(id) ?? (() => { throw missing('customer', id); })();
    } else if (resource === 'setup_intents' && method === 'POST' && !id) {
      const customer = typeof body.customer === 'string' ? body.customer : null;
      if (customer && !customers.has(customer)) throw missing('customer', customer);
      const intentId = stripeId('seti');
      result = {
        id: intentId,
        object: 'setup_intent',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        customer,
        usage: typeof body.usage === 'string' ? body.usage : 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        automatic_payment_methods: body.automatic_payment_methods ?? null,
        metadata: metadataOf(body),
        last_setup_error: null,
        created: now(),
        livemode: false,
      };
      setupIntents.set(intentId, result);
    } else if (resource === 'setup_intents' && method === 'GET' && id && !action) {
      result = setupIntents.get(id) ?? (() => { throw missing('setupintent', id); })();
    } else if (resource === 'setup_intents' && method === 'POST' && id && action === 'confirm') {
      result = confirmSetupIntent(id, body);
    } else if (resource === 'payment_intents' && method === 'POST' && !id) {
      result = createPaymentIntent(body);
    } else if (resource === 'payment_intents' && method === 'GET' && id) {
      result = withExpansions(paymentIntents.get(id) ?? (() => { throw missing('payment_intent', id); })(), body);
    } else if (resource === 'payment_intents' && method === 'POST' && id && action === 'confirm') {
      result = confirmPaymentIntent(id, body);
    } else if (resource === 'payment_intents' && method === 'POST' && id && action === 'authenticate') {
      result = authenticatePaymentIntent(id, body);
    } else if (resource === 'payment_methods' && method === 'GET' && id) {
      const card = CARD_DETAILS[id] ?? (() => { throw missing('payment_method', id); })();
      result = { id, object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 } };
    } else if (resource === 'customers' && method === 'POST' && id) {
      const customer = customers.get(id) ?? (() => { throw missing('customer', id); })();
      if (body.invoice_settings && typeof body.invoice_settings === 'object') customer.invoice_settings = body.invoice_settings;
      result = customer;
    } else {
      throw new StripeHttpError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
    }
    const response = { status: 200, body: result };
    if (replayKey) idempotent.set(replayKey, response);
    return response;
  }

  async function handle(method: string, path: string, rawBody: string, headers: Record<string, string>) {
    try {
      return await answer(method, path, rawBody, headers);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      return {
        status: error.status,
        body: { error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}), ...error.extra } },
      };
    }
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : (v ?? '')]));
      try {
        const { status, body } = await handle(req.method ?? 'GET', req.url ?? '/', Buffer.concat(chunks).toString('utf8'), headers);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req'), ...cors }).end(JSON.stringify(body));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json', ...cors }).end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    customers,
    setupIntents,
    paymentIntents,
    setCardBehaviour(paymentMethod, behaviour) {
      behaviours.set(paymentMethod, behaviour);
    },
    failNext(route, fault) {
      faults.push({ route, fault });
    },
    handle,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
